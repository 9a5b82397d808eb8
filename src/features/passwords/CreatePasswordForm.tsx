/**
 * The create page's form (/generate-new-password/{token}): its own rule of [§5](docs/CONTRACT.md#5-rules) without stripping, 200 or 201
 * as success and home after 1 second with the login dialog open. A visitor who is already logged in sees
 * the warning of [§8](docs/CONTRACT.md#8-notices) instead of the form.
 */
import { useStore } from '@nanostores/react';
import { CREATE_PASSWORD_HINT, CreatePasswordSchema } from './passwords';
import { $session } from '../../lib/session/store';
import { NewPasswordForm } from './NewPasswordForm';
import { LoggedInWarning } from './LoggedInWarning';
import { IslandLanguage } from '../../i18n/island';
import { DEFAULT_LANGUAGE, type Language } from '../../i18n/languages';

/** [§9](docs/CONTRACT.md#9-constants): the create-password flow waits 1 second before going home. */
const REDIRECT_DELAY_MS = 1000;

interface Props {
  /** The language of its texts: its page's, where the page is shown in that language. */
  lang?: Language | undefined;
}

export default function CreatePasswordForm({ lang = DEFAULT_LANGUAGE }: Props) {
  return (
    <IslandLanguage value={lang}>
      <CreateFields />
    </IslandLanguage>
  );
}

function CreateFields() {
  // The server rendered the page for a visitor; the stored session is read only once hydrated, so both agree.
  const session = useStore($session, { ssr: () => null });

  if (session) return <LoggedInWarning />;

  return (
    <NewPasswordForm
      schema={CreatePasswordSchema}
      successStatuses={[200, 201]}
      redirectDelayMs={REDIRECT_DELAY_MS}
      hint={CREATE_PASSWORD_HINT}
      label="Create Password"
    />
  );
}
