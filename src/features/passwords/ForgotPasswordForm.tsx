/**
 * The forgot-password form on /forgot-password: POST /user/reset-password/email with the email and the
 * reset link's base address; on 201 the success notice of [§8](docs/CONTRACT.md#8-notices) and an empty field.
 */
import { IslandLanguage, useHref, useTranslate } from '../../i18n/island';
import { DEFAULT_LANGUAGE, type Language } from '../../i18n/languages';
import { Sentence } from '../../i18n/Sentence';
import { SubmitButton, TextField } from '../../lib/forms/fields';
import { useForm } from '../../lib/forms/useForm';
import { FORGOT_PASSWORD_DRAFT, ForgotPasswordSchema, RESET_REQUESTED, requestReset, resetBaseUrl } from './passwords';

interface Props {
  /** The language of its texts: its page's, where the page is shown in that language. */
  lang?: Language | undefined;
}

export default function ForgotPasswordForm({ lang = DEFAULT_LANGUAGE }: Props) {
  return (
    <IslandLanguage value={lang}>
      <ForgotPasswordFields />
    </IslandLanguage>
  );
}

function ForgotPasswordFields() {
  const t = useTranslate();
  const href = useHref();
  const form = useForm(ForgotPasswordSchema, { draft: FORGOT_PASSWORD_DRAFT });
  const send = form.send({
    action: requestReset,
    input: (values) => ({ email: values.email, base_url: resetBaseUrl(window.location) }),
    land: () => RESET_REQUESTED,
  });

  return (
    <form className="form" ref={form.formRef} onSubmit={send} method="post" noValidate aria-label={t('Forgot password')}>
      <TextField label={t('Email')} type="email" required autoComplete="email" spellCheck={false} {...form.text('email')} />
      <SubmitButton busy={form.busy} status={form.status} label={t('Send Reset Link')} />
      <p className="form__aside">
        <Sentence text={t('Remembered it? {link}')} parts={{ link: <a href={href('/login')}>{t('Back to login')}</a> }} />
      </p>
    </form>
  );
}
