/**
 * The reset page's form (/reset-password/{token}): the reset rule of [§5](docs/CONTRACT.md#5-rules), its character stripping while
 * typing (said beside the field, so a pasted password is not changed without a word), 201 as success and home
 * after 2 seconds with the login dialog open.
 */
import { RESET_PASSWORD_HINT, ResetPasswordSchema, resetRemovedNote } from './passwords';
import { resetPasswordCharacters } from '../../lib/forms/filters';
import { NewPasswordForm } from './NewPasswordForm';
import { IslandLanguage, useIslandLanguage, useTranslate } from '../../i18n/island';
import { DEFAULT_LANGUAGE, type Language } from '../../i18n/languages';

/** [§9](docs/CONTRACT.md#9-constants): the reset page waits 2 seconds before going home. */
const REDIRECT_DELAY_MS = 2000;

interface Props {
  /** The language of its texts: its page's, where the page is shown in that language. */
  lang?: Language | undefined;
}

export default function ResetPasswordForm({ lang = DEFAULT_LANGUAGE }: Props) {
  return (
    <IslandLanguage value={lang}>
      <ResetFields />
    </IslandLanguage>
  );
}

function ResetFields() {
  const t = useTranslate();
  const { locale } = useIslandLanguage();
  return (
    <NewPasswordForm
      schema={ResetPasswordSchema}
      successStatuses={[201]}
      redirectDelayMs={REDIRECT_DELAY_MS}
      hint={RESET_PASSWORD_HINT}
      filter={resetPasswordCharacters}
      removedNote={(removed) => resetRemovedNote(removed, t, locale)}
      label="Reset Password"
    />
  );
}
