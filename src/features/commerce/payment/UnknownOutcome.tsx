/**
 * What the two card forms (/payment and the trial) say while a card call runs long and after its outcome is
 * unknown (./unknown-outcome.ts): "still working" after a while, then what happened, that the card may have
 * been charged, what to check and whom to ask, and the explicit second step before a new attempt. On /payment
 * the second step first looks for the payment in the payer's recent history and says what it found.
 */
import { useEffect, useRef, useState } from 'react';
import { formatUsd } from '../../../lib/format';
import { planTypeLabel } from '../../../lib/membership';
import { formatPaymentDate } from '../../billing';
import type { PlanSelection } from '../plans/plans';
import { RECENT_PAYMENT_MS, STILL_WORKING_AFTER_MS } from './timings';
import type { PaymentCheck, SupportContact } from './unknown-outcome';

/**
 * A live region that says "Still working, please do not close this page" once a request has been out for
 * STILL_WORKING_AFTER_MS. It is on the page from the start (empty), so screen readers announce the words.
 */
export function StillWorking({ sending }: { sending: boolean }) {
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
      {sending && long ? 'Still working, please do not close this page.' : ''}
    </p>
  );
}

/**
 * Whether the panel shows: from the moment the form is held after an unknown outcome until the next attempt
 * is sent (the panel's answer to the second step stays in view meanwhile).
 */
export function useUnknownOutcome(form: { readonly unconfirmed: boolean; readonly sending: boolean }): boolean {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (form.unconfirmed) setShown(true);
  }, [form.unconfirmed]);
  useEffect(() => {
    if (form.sending) setShown(false);
  }, [form.sending]);
  return shown && !form.sending;
}

/** What the form sent: a payment for a plan, or a trial sign-up. */
type Subject =
  | { readonly kind: 'payment'; readonly order: PlanSelection; readonly check: () => Promise<PaymentCheck>; readonly onPaid: () => void }
  | { readonly kind: 'trial' };

interface Props {
  readonly subject: Subject;
  readonly support: SupportContact;
  /** Whether the visitor is logged in: Billing lists their payments. */
  readonly loggedIn: boolean;
  /** The form's submit button label, to say what to choose for a new attempt. */
  readonly submitLabel: string;
  /** The second step is done: the form may send a new attempt. */
  readonly onRetryAllowed: () => void;
}

type Step = { readonly kind: 'waiting' } | { readonly kind: 'checking' } | PaymentCheck | { readonly kind: 'allowed' };

const minutes = RECENT_PAYMENT_MS / 60_000;

/** The panel after an unknown outcome. */
export function UnknownOutcome({ subject, support, loggedIn, submitLabel, onRetryAllowed }: Props) {
  const [step, setStep] = useState<Step>({ kind: 'waiting' });
  const heading = useRef<HTMLHeadingElement>(null);
  const answer = useRef<HTMLParagraphElement>(null);
  const payment = subject.kind === 'payment';

  // The panel takes the focus when it appears, so keyboard and screen reader users start reading here.
  useEffect(() => heading.current?.focus(), []);
  useEffect(() => {
    if (step.kind !== 'waiting' && step.kind !== 'checking') answer.current?.focus();
  }, [step.kind]);

  const secondStep = async () => {
    if (subject.kind === 'trial') {
      setStep({ kind: 'allowed' });
      onRetryAllowed();
      return;
    }
    setStep({ kind: 'checking' });
    const found = await subject.check();
    setStep(found);
    if (found.kind !== 'found') onRetryAllowed();
  };

  const billing = loggedIn ? (
    <>
      {' '}
      or your payments in <a href="/billing">Billing</a>
    </>
  ) : null;
  const tel = `tel:${support.phone.replace(/[^\d+]/g, '')}`;

  return (
    <section className="form__status form__status--problem unknown-outcome" aria-labelledby="unknown-outcome-heading">
      <h3 id="unknown-outcome-heading" className="unknown-outcome__heading" ref={heading} tabIndex={-1}>
        {payment ? 'We could not confirm your payment' : 'We could not confirm your trial sign-up'}
      </h3>
      <p>
        {payment
          ? 'The answer from the payment service did not reach us, so we cannot tell whether the payment went through. Your card may have been charged.'
          : 'The answer did not reach us, so we cannot tell whether your trial was set up. It may have been, and your card may have been charged.'}
      </p>
      <p>
        Before you try again, check your email for a confirmation{billing}. If you are not sure, contact support at{' '}
        <a href={`mailto:${support.email}`}>{support.email}</a> or <a href={tel}>{support.phone.replace(/ /g, '\u00a0')}</a>.
      </p>
      {step.kind === 'waiting' && (
        <p>
          <button type="button" className="button button--ghost" onClick={() => void secondStep()}>
            {payment ? 'I have checked: try the payment again' : 'I have checked: try the sign-up again'}
          </button>
        </p>
      )}
      <p role="status" ref={answer} tabIndex={-1} className="unknown-outcome__answer">
        {describe(step, subject, submitLabel)}
      </p>
      {step.kind === 'found' && subject.kind === 'payment' && (
        <p>
          <button type="button" className="button" onClick={subject.onPaid}>
            Continue
          </button>
          {loggedIn && (
            <>
              {' '}
              <a href="/billing">See it in Billing</a>
            </>
          )}
        </p>
      )}
    </section>
  );
}

/** What the second step found, in words. */
function describe(step: Step, subject: Subject, submitLabel: string): string {
  switch (step.kind) {
    case 'waiting':
      return '';
    case 'checking':
      return 'Checking your recent payments…';
    case 'allowed':
      return `You can send it again: choose ${submitLabel}.`;
    case 'not-found':
      return `We found no payment for this plan in the last ${minutes} minutes, so you can try the payment again: choose ${submitLabel}.`;
    case 'failed':
      return `We could not check your recent payments. If you found no confirmation, you can try the payment again: choose ${submitLabel}.`;
    case 'found': {
      const { payment } = step;
      const plan = subject.kind === 'payment' ? `${subject.order.planName} (${planTypeLabel(subject.order.plan_type)})` : payment.plan;
      return `Your payment went through: we found a payment of ${formatUsd(payment.total)} for ${plan} made on ${formatPaymentDate(payment.paymentDate)} (New York time). Do not pay again.`;
    }
  }
}
