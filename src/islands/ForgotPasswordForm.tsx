/**
 * The forgot-password form on /forgot-password: POST /user/reset-password/email with the email and the
 * reset link's base address; on 201 the success notice of §8 and an empty field.
 */
import { requestPasswordReset } from '../lib/api/calls';
import { failureNotices, succeeded } from '../lib/api/outcome';
import { ForgotPasswordSchema, resetBaseUrl } from '../lib/forms/account';
import { notify, notifyAll } from '../lib/notices';
import { SubmitButton, TextField } from './form/fields';
import { useForm } from './form/useForm';

const EMPTY = { email: '' };

export default function ForgotPasswordForm() {
  const form = useForm(ForgotPasswordSchema, EMPTY);

  const send = form.submit(async (values) => {
    const result = await requestPasswordReset({ email: values.email, base_url: resetBaseUrl(window.location) });
    if (succeeded(result)) {
      form.reset();
      notify({ kind: 'success', title: 'Email is sent successfully!', message: 'Please check your email to reset password' });
      return;
    }
    notifyAll(failureNotices(result, 'password'));
  });

  return (
    <form className="form" ref={form.formRef} onSubmit={send} method="post" noValidate aria-label="Forgot password">
      <TextField label="Email" type="email" required autoComplete="email" spellCheck={false} {...form.text('email')} />
      <SubmitButton busy={form.busy} label="Send Reset Link" />
      <p className="form__aside">
        Remembered it? <a href="/login">Back to login</a>
      </p>
    </form>
  );
}
