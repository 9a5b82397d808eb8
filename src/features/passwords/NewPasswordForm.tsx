/**
 * The form the reset page (/reset-password/{token}) and the create page (/generate-new-password/{token})
 * share: password and confirmation with show/hide toggles, the token from the URL, POST /user/reset-password,
 * the success notice, the login dialog on arrival and the delayed trip home. Each page passes its own rule.
 */
import { useEffect, useState } from 'react';
import type * as v from 'valibot';
import { useHref, useTranslate } from '../../i18n/island';
import type { Phrase } from '../../i18n/translate';
import { SubmitButton } from '../../lib/forms/fields';
import { PasswordField } from '../../lib/forms/PasswordField';
import { useForm } from '../../lib/forms/useForm';
import { passwordUpdated, setPassword, tokenFromPath } from './passwords';

/** The values of both password forms. */
interface PasswordValues {
  password: string;
  password_confirmation: string;
}

interface Props {
  /** The page's rule: ResetPasswordSchema or CreatePasswordSchema. */
  schema: v.GenericSchema<PasswordValues, PasswordValues>;
  /** The answers that mean success: 201 on the reset page, 200 or 201 on the create page ([§4](docs/CONTRACT.md#4-flows)). */
  successStatuses: readonly number[];
  /** How long the success notice shows before the browser goes home ([§9](docs/CONTRACT.md#9-constants)). */
  redirectDelayMs: number;
  /** The rule in words, shown under the password field (in English: the island's language is looked up). */
  hint: Phrase;
  /** Applied to both fields while typing (the reset page strips characters); none on the create page. */
  filter?: ((value: string) => string) | undefined;
  /** What each field says about the characters `filter` took out. */
  removedNote?: ((removed: readonly string[]) => string) | undefined;
  /** The form's accessible name and its button's text (in English). */
  label: Phrase;
}

let taken: string | undefined;

/**
 * The token of the page's address (/reset-password/{token}), read once and then taken out of the address bar,
 * so it is not left in the history or copied with the address; it stays in memory for the submit.
 */
function takePathToken(): string {
  if (taken !== undefined) return taken;
  const { pathname, search } = window.location;
  taken = tokenFromPath(pathname);
  if (taken) window.history.replaceState(window.history.state, '', `${pathname.replace(/\/[^/]*\/?$/, '')}${search}`);
  return taken;
}

/**
 * The token of the current URL: undefined while the page is hydrating (the server did not know the URL),
 * then the token, or '' when the URL has none (or a malformed one, e.g. a link cut short).
 */
export function usePathToken(): string | undefined {
  const [token, setToken] = useState<string>();
  useEffect(() => setToken(takePathToken()), []);
  return token;
}

export function NewPasswordForm({ schema, successStatuses, redirectDelayMs, hint, filter, removedNote, label }: Props) {
  const t = useTranslate();
  // Passwords only: nothing of this form is ever kept.
  const form = useForm(schema, { draft: false });
  const token = usePathToken();
  // After success the form stays locked until the browser leaves, so the used token is not sent again.
  const send = form.send({
    action: setPassword(successStatuses),
    input: (values) => ({ password: values.password, password_confirmation: values.password_confirmation, token: token ?? '' }),
    land: () => passwordUpdated(redirectDelayMs),
  });

  if (token === '') return <MissingToken />;

  return (
    <form className="form" ref={form.formRef} onSubmit={send} method="post" noValidate aria-label={t(label)}>
      <PasswordField
        label={t('Password')}
        toggleLabel={t('Show password')}
        required
        hint={t(hint)}
        filter={filter}
        removedNote={removedNote}
        {...form.text('password')}
      />
      <PasswordField
        label={t('Confirm password')}
        toggleLabel={t('Show password confirmation')}
        required
        filter={filter}
        removedNote={removedNote}
        {...form.text('password_confirmation')}
      />
      <SubmitButton busy={form.busy} status={form.status} label={t(label)} />
    </form>
  );
}

/** Shown instead of the form when the URL carries no token. */
function MissingToken() {
  const t = useTranslate();
  const href = useHref();
  return (
    <div className="form-message">
      <p>
        {t(
          'This link is missing its security token, so the password cannot be changed here. Please open the link from your email again, or ask for a new one.',
        )}
      </p>
      <p>
        <a className="button" href={href('/forgot-password')}>
          {t('Request a new link')}
        </a>
      </p>
    </div>
  );
}
