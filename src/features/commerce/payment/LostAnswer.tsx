/**
 * The little the two card forms (/payment and the trial) carry up front for a card call under real conditions:
 * "still working" after a while, and the place of the panel that shows once the outcome is unknown
 * (./UnknownOutcome.tsx). The panel's code loads when a card call is sent, so it is in the browser before the
 * answer can be lost; if it cannot be loaded all the same (a deploy while the tab was open), a short message
 * says what matters, and the form stays held.
 */
import { useEffect, useState } from 'react';
import { loadCode } from '../../../lib/lazy';
import { useTranslate } from '../../../i18n/island';
import { STILL_WORKING_AFTER_MS } from './timings';
import type { UnknownOutcomeProps } from './UnknownOutcome';

let panelCode: Promise<typeof import('./UnknownOutcome')> | undefined;

/** The panel's code, loaded once (a failed load is not kept: the next call tries again). */
function loadPanel(): Promise<typeof import('./UnknownOutcome')> {
  panelCode ??= loadCode(() => import('./UnknownOutcome'));
  panelCode.catch(() => {
    panelCode = undefined;
  });
  return panelCode;
}

/**
 * A live region that says "Still working, please do not close this page" once a request has been out for
 * STILL_WORKING_AFTER_MS. It is on the page from the start (empty), so screen readers announce the words.
 */
export function StillWorking({ sending }: { sending: boolean }) {
  const t = useTranslate();
  const [long, setLong] = useState(false);
  useEffect(() => {
    if (!sending) return;
    const timer = setTimeout(() => setLong(true), STILL_WORKING_AFTER_MS);
    return () => {
      clearTimeout(timer);
      setLong(false);
    };
  }, [sending]);
  return (
    <p className="form__status" role="status">
      {sending && long ? t('Still working, please do not close this page.') : ''}
    </p>
  );
}

/**
 * Whether the panel shows: from the moment the form is held after an unknown outcome until the next attempt
 * is sent (the panel's answer to the second step stays in view meanwhile). A send loads the panel's code.
 */
export function useUnknownOutcome(form: { readonly unconfirmed: boolean; readonly sending: boolean }): boolean {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (form.unconfirmed) setShown(true);
  }, [form.unconfirmed]);
  useEffect(() => {
    if (!form.sending) return;
    setShown(false);
    // Loaded now, so the panel is ready when it is needed; a failure shows then.
    loadPanel().catch(() => undefined);
  }, [form.sending]);
  return shown && !form.sending;
}

/** The panel after an unknown outcome, once its code is in; without it, the few words that matter. */
export function LostAnswer(props: UnknownOutcomeProps) {
  const t = useTranslate();
  const [panel, setPanel] = useState<typeof import('./UnknownOutcome') | 'missing' | null>(null);
  useEffect(() => {
    let live = true;
    loadPanel().then(
      (module) => live && setPanel(module),
      () => live && setPanel('missing'),
    );
    return () => {
      live = false;
    };
  }, []);
  if (panel === null) return null;
  if (panel === 'missing') {
    return (
      <p className="form__status form__status--problem" role="alert">
        {props.subject.kind === 'payment' ? t('We could not confirm your payment.') : t('We could not confirm your trial sign-up.')}{' '}
        {t(
          'Your card may have been charged: check your email for a confirmation, or contact support at {email}, before you reload this page to try again.',
          {
            email: props.support.email,
          },
        )}
      </p>
    );
  }
  const { UnknownOutcome } = panel;
  return <UnknownOutcome {...props} />;
}
