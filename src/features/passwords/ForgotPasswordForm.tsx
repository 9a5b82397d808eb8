/**
 * The forgot-password form on /forgot-password: POST /user/reset-password/email with the email and the
 * reset link's base address; on 201 the success notice of [§8](docs/CONTRACT.md#8-notices) and an empty field.
 */
import { SubmitButton, TextField } from '../../lib/forms/fields';
import { useForm } from '../../lib/forms/useForm';
import { FORGOT_PASSWORD_DRAFT, ForgotPasswordSchema, RESET_REQUESTED, requestReset, resetBaseUrl } from './passwords';

export default function ForgotPasswordForm() {
  const form = useForm(ForgotPasswordSchema, { draft: FORGOT_PASSWORD_DRAFT });
  const send = form.send({
    action: requestReset,
    input: (values) => ({ email: values.email, base_url: resetBaseUrl(window.location) }),
    land: () => RESET_REQUESTED,
  });

  return (
    <form className="form" ref={form.formRef} onSubmit={send} method="post" noValidate aria-label="Forgot password">
      <TextField label="Email" type="email" required autoComplete="email" spellCheck={false} {...form.text('email')} />
      <SubmitButton busy={form.busy} status={form.status} label="Send Reset Link" />
      <p className="form__aside">
        Remembered it? <a href="/login">Back to login</a>
      </p>
    </form>
  );
}
