/**
 * The login dialog ([§2](docs/CONTRACT.md#2-routes) Login modal). Loaded on first use by ./login-launcher.ts, which mounts it once
 * per page. A native modal <dialog>: focus moves in and stays, Escape closes it, and
 * focus returns to the opener.
 */
import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { trapTab } from '../../lib/focus-trap';
import { SubmitButton, TextField } from '../../lib/forms/fields';
import { PasswordField } from '../../lib/forms/PasswordField';
import { useForm } from '../../lib/forms/useForm';
import type { Notice } from '../../lib/notices';
import { $loginOpen, closeLogin } from '../../lib/session/login-dialog';
import { portalUrl } from '../../lib/session/portal';
import { PORTAL_CONFIG } from '../../lib/session/portal-config';
import { signIn } from '../../lib/session/store';
import { LOGIN_CONVERSION, LOGIN_DRAFT, LoginSchema, logIn } from './login';
import { IslandLanguage, useTranslate, useTranslateMessage } from '../../i18n/island';
import { languageOfPath, pathInLanguage } from '../../i18n/languages';

/** How long 'Login Successfully' shows before the browser leaves for the portal. */
export const PORTAL_DELAY_MS = 800;

/** The dialog in the page's language (the interface's: the header's, whatever the page's text): one session in every language. */
export default function LoginDialog() {
  return (
    <IslandLanguage value={languageOfPath(location.pathname)}>
      <LoginForm />
    </IslandLanguage>
  );
}

function LoginForm() {
  const t = useTranslate();
  const message = useTranslateMessage();
  const open = useStore($loginOpen);
  const dialog = useRef<HTMLDialogElement>(null);
  const form = useForm(LoginSchema, { draft: LOGIN_DRAFT });
  // A failed login's notices, said inside the dialog as well: the page behind a modal dialog is inert, so
  // the toast's own announcement may not reach a screen reader.
  const [problem, setProblem] = useState<readonly Notice[]>([]);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) {
      element.showModal();
      element.querySelector<HTMLInputElement>('input[name="username"]')?.focus();
    }
    if (!open && element.open) element.close();
    if (!open) setProblem([]);
  }, [open]);

  const send = form.send({
    action: logIn,
    input: (credentials) => {
      setProblem([]);
      return credentials;
    },
    land: (answer) => {
      const session = signIn(answer);
      return {
        notices: [{ kind: 'success', title: 'Login Successfully' }],
        go: portalUrl(session, PORTAL_CONFIG),
        delayMs: PORTAL_DELAY_MS,
        conversion: LOGIN_CONVERSION,
      };
    },
    onFailure: (_result, notices) => setProblem(notices),
  });

  return (
    <dialog
      ref={dialog}
      className="dialog login-dialog"
      aria-labelledby="login-dialog-title"
      onClose={() => open && closeLogin()}
      onKeyDown={(event) => dialog.current && trapTab(event, dialog.current)}
    >
      <div className="dialog__head">
        <h2 id="login-dialog-title">{t('Log in')}</h2>
        <button className="icon-button" type="button" onClick={closeLogin} aria-label={t('Close login')}>
          <svg width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
            <path d="M6 6l12 12M18 6 6 18" />
          </svg>
        </button>
      </div>
      <p className="login-dialog__intro">{t('Customers and partners: log in to reach your dashboard.')}</p>
      <form className="form" ref={form.formRef} onSubmit={send} noValidate>
        <TextField label={t('Email')} type="email" required autoComplete="username" spellCheck={false} {...form.text('username')} />
        <PasswordField
          label={t('Password')}
          toggleLabel={t('Show password')}
          hideLabel={t('Hide password')}
          required
          autoComplete="current-password"
          {...form.text('password')}
        />
        <p className="login-dialog__forgot">
          <a href={pathInLanguage('/forgot-password', languageOfPath(location.pathname))}>{t('Forgot Password')}</a>
        </p>
        <div role="alert" className="login-dialog__problem">
          {problem.map((notice) => (
            <p className="form__status form__status--problem" key={`${notice.title} ${notice.message ?? ''}`}>
              <strong>{message(notice.title)}</strong> {notice.message === undefined ? undefined : message(notice.message)}
            </p>
          ))}
        </div>
        <SubmitButton busy={form.busy} status={form.status} label={t('Log in')} />
      </form>
    </dialog>
  );
}

let mounted = false;

/** Renders the dialog into the page once. */
export function mountLoginDialog(): void {
  if (mounted) return;
  mounted = true;
  const host = document.createElement('div');
  host.id = 'login-dialog-root';
  document.body.append(host);
  createRoot(host).render(<LoginDialog />);
}
