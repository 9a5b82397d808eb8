import { useIslandLanguage, useTranslate } from '../../i18n/island';
import { pathInLanguage, type Language } from '../../i18n/languages';

/**
 * The warning of [§8](docs/CONTRACT.md#8-notices) that a visitor who is already logged in gets in place of the
 * create-password form: drawn on the server for the first paint (CreatePassword.astro), and by the island when
 * a session is found once it runs; `language` where the page draws it, the island's language inside the island.
 */
export function LoggedInWarning({ className, language }: { className?: string; language?: Language }) {
  const t = useTranslate(language);
  const placed = useIslandLanguage().language;
  return (
    <div className={`form-message form-message--warning${className ? ` ${className}` : ''}`}>
      <p>{t('You are already Logged-In as a different User, Please Logout to Create a New Password')}</p>
      <p>
        <a className="button" href={pathInLanguage('/logout', language ?? placed)}>
          {t('Logout')}
        </a>
      </p>
    </div>
  );
}
