/**
 * The newsletter form of the home page's dark band: POST /newsletter with the email; 'Please wait...' on
 * the button while sending; on 201 the thank-you notice of §8 and an empty field.
 */
import { subscribeNewsletter } from '../lib/api/calls';
import { failureNotices, succeeded } from '../lib/api/outcome';
import { NewsletterSchema } from '../lib/forms/account';
import { notify, notifyAll } from '../lib/notices';
import { SubmitButton, TextField } from './form/fields';
import { useForm } from './form/useForm';

const EMPTY = { email: '' };

export default function NewsletterForm() {
  const form = useForm(NewsletterSchema, EMPTY);

  const send = form.submit(async (values) => {
    const result = await subscribeNewsletter(values.email);
    if (succeeded(result)) {
      form.reset();
      notify({ kind: 'success', title: 'Thank You', message: 'Your Email Id has been subscribed successfully.' });
      return;
    }
    notifyAll(failureNotices(result, 'newsletter'));
  });

  return (
    <form className="form form--on-dark newsletter-form" ref={form.formRef} onSubmit={send} method="post" noValidate aria-label="Subscribe to the newsletter">
      <TextField
        label="Email address"
        type="email"
        required
        autoComplete="email"
        spellCheck={false}
        placeholder="you@company.com"
        after={<SubmitButton busy={form.busy} label="Subscribe" />}
        {...form.text('email')}
      />
    </form>
  );
}
