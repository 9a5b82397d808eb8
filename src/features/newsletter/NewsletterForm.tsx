/**
 * The newsletter form of the home page's dark band: POST /newsletter with the email; 'Please wait...' on
 * the button while sending; on 201 the thank-you notice of [§8](docs/CONTRACT.md#8-notices) and an empty field.
 */
import { SubmitButton, TextField } from '../../lib/forms/fields';
import { useForm } from '../../lib/forms/useForm';
import { NEWSLETTER_DRAFT, NewsletterSchema, SUBSCRIBED, subscribe } from './newsletter';

export default function NewsletterForm() {
  const form = useForm(NewsletterSchema, { draft: NEWSLETTER_DRAFT });
  const send = form.send({ action: subscribe, input: (values) => values, land: () => SUBSCRIBED });

  return (
    <form
      className="form form--on-dark newsletter-form"
      ref={form.formRef}
      onSubmit={send}
      method="post"
      noValidate
      aria-label="Subscribe to the newsletter"
    >
      <TextField
        label="Email address"
        type="email"
        required
        autoComplete="email"
        spellCheck={false}
        placeholder="you@company.com"
        after={<SubmitButton busy={form.busy} status={form.status} label="Subscribe" />}
        {...form.text('email')}
      />
    </form>
  );
}
