/** The contact form of /contact-us: rules and wire payload. */
import * as v from 'valibot';
import { digits, email, personName, required } from './rules';

export const ContactSchema = v.object({
  first_name: personName('Please enter your first name.', 'First name may contain letters and spaces only.'),
  last_name: personName('Please enter your last name.', 'Last name may contain letters and spaces only.'),
  email: email(),
  phone: digits(10, 10, 'Please enter your phone number.', 'Phone number must be exactly 10 digits.'),
  address: required('Please enter your message.'),
  company_name: required('Please enter your company name.'),
  city: required('Please enter your city.'),
  state: required('Please enter your state.'),
  zipcode: digits(5, 6, 'Please enter your zip code.', 'Zip code must be 5 or 6 digits.'),
  country: required('Please select your country.'),
});

export type ContactValues = v.InferOutput<typeof ContactSchema>;

/** POST /save-contact-us body (client credentials are added by the API client). */
export function contactPayload(values: ContactValues) {
  return { ...values };
}
