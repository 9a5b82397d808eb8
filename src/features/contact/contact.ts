/**
 * The contact form of /contact-us (specification [§3](docs/CONTRACT.md#3-fields), [§5](docs/CONTRACT.md#5-rules), [§7](docs/CONTRACT.md#7-calls), [§8](docs/CONTRACT.md#8-notices)): its rules and messages, the wire payload,
 * the call, what counts as success and where a success leads.
 */
import * as v from 'valibot';
import { clientCredentials } from '../../lib/api/credentials';
import { call } from '../../lib/api/http';
import { GENERIC_FAILURE, type FailureMapping } from '../../lib/api/outcome';
import type { DraftSpec } from '../../lib/forms/draft';
import type { FormAction, Landing } from '../../lib/forms/submit';
import { digits, email, personName, required } from '../../lib/forms/rules';

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

/** The contact form's draft: every field it has today (a new field is kept only once listed here). */
export const CONTACT_DRAFT = {
  name: 'contact',
  fields: ['first_name', 'last_name', 'email', 'phone', 'address', 'company_name', 'city', 'state', 'zipcode', 'country'],
} as const satisfies DraftSpec<keyof ContactValues>;

/** POST /save-contact-us body, without the client credentials that the call adds. */
export function contactPayload(values: ContactValues) {
  return { ...values };
}

/** [§8](docs/CONTRACT.md#8-notices) Contact: the field messages appear on the fields themselves; the notice names the failure. */
export const contactFailure: FailureMapping = ({ message }) => (message ? [{ kind: 'error', title: `${message}!` }] : [GENERIC_FAILURE]);

/** POST /save-contact-us with client credentials: 201 is success; the server's field messages show beside the fields. */
export const sendContact: FormAction<ContactValues> = {
  call: (values) => call('post', '/save-contact-us', { json: { ...contactPayload(values), ...clientCredentials() } }),
  success: [201],
  // [§7](docs/CONTRACT.md#7-calls): the 201 is the answer; the body is not read.
  needsBody: false,
  failure: contactFailure,
  fieldErrors: true,
};

/** [§4](docs/CONTRACT.md#4-flows): the form is cleared and the browser goes to /thank-you with state contactus; the success counts as a Contact. */
export const CONTACT_LANDING: Landing = {
  reset: true,
  go: '/thank-you',
  state: { kind: 'contactus' },
  conversion: { name: 'Contact', props: { form: 'contact' } },
};
