/**
 * The newsletter form of the home page's dark band: POST /newsletter with the email; 'Please wait...' on
 * the button while sending; on 201 the thank-you notice of [§8](docs/CONTRACT.md#8-notices) and an empty field.
 */
import { IslandLanguage, useTranslate } from '../../i18n/island';
import { DEFAULT_LANGUAGE, type Language } from '../../i18n/languages';
import { SubmitButton, TextField } from '../../lib/forms/fields';
import { useForm } from '../../lib/forms/useForm';
import { NEWSLETTER_DRAFT, NewsletterSchema, SUBSCRIBED, subscribe } from './newsletter';

interface Props {
  /** The language of its texts: its page's, where the page is shown in that language. */
  lang?: Language | undefined;
}

export default function NewsletterForm({ lang = DEFAULT_LANGUAGE }: Props) {
  return (
    <IslandLanguage value={lang}>
      <NewsletterFields />
    </IslandLanguage>
  );
}

function NewsletterFields() {
  const t = useTranslate();
  const form = useForm(NewsletterSchema, { draft: NEWSLETTER_DRAFT });
  const send = form.send({ action: subscribe, input: (values) => values, land: () => SUBSCRIBED });

  return (
    <form
      className="form form--on-dark newsletter-form"
      ref={form.formRef}
      onSubmit={send}
      method="post"
      noValidate
      aria-label={t('Subscribe to the newsletter')}
    >
      <TextField
        label={t('Email address')}
        type="email"
        required
        autoComplete="email"
        spellCheck={false}
        placeholder={t('you@company.com')}
        after={<SubmitButton busy={form.busy} status={form.status} label={t('Subscribe')} />}
        {...form.text('email')}
      />
    </form>
  );
}
