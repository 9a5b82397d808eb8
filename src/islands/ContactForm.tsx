/**
 * The contact form on /contact-us: POST /save-contact-us (client credentials are added by the API client).
 * On 201 the form is cleared and the browser goes to /thank-you with state contactus; on 422 the server's
 * first message of each field appears on that field, beside the notice of §8.
 */
import { useEffect, useState } from 'react';
import { saveContactUs } from '../lib/api/calls';
import { loadCountries } from '../lib/api/catalogue';
import { failureNotices, serverFieldErrors, succeeded } from '../lib/api/outcome';
import { ContactSchema, contactPayload } from '../lib/forms/contact';
import { digitsOnly, lettersAndSpaces } from '../lib/forms/filters';
import { navigate } from '../lib/navigation';
import { notifyAll } from '../lib/notices';
import { EmailField, PhoneField, SelectField, SubmitButton, TextAreaField, TextField } from './form/fields';
import { useForm } from './form/useForm';

const EMPTY = {
  first_name: '',
  last_name: '',
  email: '',
  phone: '',
  company_name: '',
  city: '',
  state: '',
  zipcode: '',
  country: '',
  address: '',
};

// Phone and zip code carry no maxLength: the browser would cut a pasted "(555) 123-4567" to ten characters
// before the filter keeps its digits. The filters cap the digits instead.
export default function ContactForm() {
  const form = useForm(ContactSchema, EMPTY);
  const [countries, setCountries] = useState<string[] | null>(null);

  useEffect(() => {
    void loadCountries().then((list) => setCountries(list ?? []));
  }, []);

  const send = form.submit(async (values) => {
    const result = await saveContactUs(contactPayload(values));
    if (succeeded(result)) {
      form.reset();
      navigate('/thank-you', { kind: 'contactus' });
      return;
    }
    form.showServerErrors(serverFieldErrors(result));
    notifyAll(failureNotices(result, 'contact'));
  });

  return (
    <form className="form" ref={form.formRef} onSubmit={send} method="post" noValidate aria-label="Contact us">
      <div className="form__row">
        <TextField label="First name" required autoComplete="given-name" filter={lettersAndSpaces} {...form.text('first_name')} />
        <TextField label="Last name" required autoComplete="family-name" filter={lettersAndSpaces} {...form.text('last_name')} />
      </div>
      <div className="form__row">
        <EmailField label="Email" required {...form.text('email')} />
        <PhoneField label="Phone" required {...form.text('phone')} />
      </div>
      <TextField label="Company name" required autoComplete="organization" {...form.text('company_name')} />
      <div className="form__row">
        <TextField label="City" required autoComplete="address-level2" {...form.text('city')} />
        <TextField label="State" required autoComplete="address-level1" {...form.text('state')} />
      </div>
      <div className="form__row">
        <TextField
          label="Zip code"
          required
          autoComplete="postal-code"
          inputMode="numeric"
          hint="5 or 6 digits"
          filter={digitsOnly(6)}
          {...form.text('zipcode')}
        />
        <SelectField
          label="Country"
          required
          placeholder="Select your country"
          unavailable="Countries could not be loaded. Please reload the page."
          options={countries?.map((name) => ({ value: name, label: name })) ?? null}
          {...form.text('country')}
        />
      </div>
      <TextAreaField label="Message" required {...form.text('address')} />
      <SubmitButton busy={form.busy} label="Send Message" />
    </form>
  );
}
