/**
 * A password input with a show/hide toggle. It is a TextField, so it keeps the label, the `name`, the hint
 * and the inline message of every other control; the toggle only switches the input's type.
 */
import { useState, type ComponentProps } from 'react';
import { TextField } from './fields';

type Props = Omit<ComponentProps<typeof TextField>, 'type' | 'after'> & {
  /** The toggle's accessible name, e.g. "Show password"; aria-pressed tells whether the text is shown. */
  toggleLabel: string;
  /** The toggle's name while the text is shown, e.g. "Hide password"; without it the name stays `toggleLabel`. */
  hideLabel?: string;
};

/** A labelled password input whose text the visitor can show and hide again. */
export function PasswordField({ toggleLabel, hideLabel, ...field }: Props) {
  const [shown, setShown] = useState(false);
  return (
    <TextField
      autoComplete="new-password"
      spellCheck={false}
      {...field}
      type={shown ? 'text' : 'password'}
      after={
        <button
          type="button"
          className="password-toggle"
          aria-label={shown ? (hideLabel ?? toggleLabel) : toggleLabel}
          aria-pressed={shown}
          onClick={() => setShown((value) => !value)}
        >
          <EyeIcon crossed={shown} />
        </button>
      }
    />
  );
}

/** An eye: open while the text is hidden (press to show), crossed out while it is shown. */
function EyeIcon({ crossed }: { crossed: boolean }) {
  return (
    <svg
      width="22"
      height="22"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z" />
      <circle cx="12" cy="12" r="3" />
      {crossed && <path d="M4 4l16 16" />}
    </svg>
  );
}
