/**
 * The contact form on /contact-us: POST /save-contact-us with client credentials (./contact.ts).
 * On 201 the form is cleared and the browser goes to /thank-you with state contactus; on 422 the server's
 * first message of each field appears on that field, beside the notice of [§8](docs/CONTRACT.md#8-notices).
 */
import { CountryField } from '../../lib/forms/catalogue-fields';
import { CompanyFields, EmailField, PhoneField, SubmitButton, TextAreaField, TextField, ZipField } from '../../lib/forms/fields';
import { lettersAndSpaces } from '../../lib/forms/filters';
import { useForm } from '../../lib/forms/useForm';
import { IslandLanguage, useTranslate } from '../../i18n/island';
import { DEFAULT_LANGUAGE, type Language } from '../../i18n/languages';
import { CONTACT_DRAFT, CONTACT_LANDING, ContactSchema, sendContact } from './contact';

interface Props {
  /** The language of its texts: its page's, where the page is shown in that language. */
  lang?: Language | undefined;
}

export default function ContactForm({ lang = DEFAULT_LANGUAGE }: Props) {
  return (
    <IslandLanguage value={lang}>
      <ContactFields />
    </IslandLanguage>
  );
}

// Phone and zip code carry no maxLength: the browser would cut a pasted "(555) 123-4567" to ten characters
// before the filter keeps its digits. The filters cap the digits instead.
function ContactFields() {
  const t = useTranslate();
  const form = useForm(ContactSchema, { draft: CONTACT_DRAFT });
  const send = form.send({ action: sendContact, input: (values) => values, land: () => CONTACT_LANDING });

  return (
    <form className="form" ref={form.formRef} onSubmit={send} method="post" noValidate aria-label={t('Contact us')}>
      <div className="form__row">
        <TextField label={t('First name')} required autoComplete="given-name" filter={lettersAndSpaces} {...form.text('first_name')} />
        <TextField label={t('Last name')} required autoComplete="family-name" filter={lettersAndSpaces} {...form.text('last_name')} />
      </div>
      <div className="form__row">
        <EmailField label={t('Email')} required {...form.text('email')} />
        <PhoneField label={t('Phone')} required {...form.text('phone')} />
      </div>
      <CompanyFields field={form.text} />
      <div className="form__row">
        <ZipField required {...form.text('zipcode')} />
        <CountryField required {...form.text('country')} />
      </div>
      <TextAreaField label={t('Message')} required {...form.text('address')} />
      <SubmitButton busy={form.busy} status={form.status} label={t('Send Message')} />
    </form>
  );
}
