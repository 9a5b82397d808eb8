/**
 * What the two card forms (/payment and the trial) say after a card call's outcome is unknown
 * (./unknown-outcome.ts): what happened, that the card may have been charged, what to check and whom to ask,
 * and the explicit second step before a new attempt. On /payment the second step first looks for the payment
 * in the payer's recent history and says what it found. Loaded when a card call is sent (./LostAnswer.tsx),
 * so the forms' pages do not carry it up front.
 */
import { useEffect, useRef, useState } from 'react';
import { formatUsd } from '../../../lib/format';
import { planTypeLabel } from '../../../lib/membership';
import { formatPaymentDate } from '../../billing';
import { useHref, useIslandLanguage, useTranslate } from '../../../i18n/island';
import { Sentence } from '../../../i18n/Sentence';
import type { Translate } from '../../../i18n/translate';
import type { PlanSelection } from '../plans/selection';
import type { SupportContact } from '../../../lib/support-contact';
import { checkRecentPayment, searchedFrom, searchedSpan, type PaymentCheck } from './unknown-outcome';

/**
 * What the form sent: a payment for a plan (with the token it was sent with, when its outcome became unknown,
 * and what to do once it is found paid), or a trial sign-up (which has no token before its answer, and no
 * payment to find in Billing).
 */
export type Subject =
  | {
      readonly kind: 'payment';
      readonly order: PlanSelection;
      readonly token: string | undefined;
      readonly heldAt: number | undefined;
      /** Whether the payment was sent on an earlier visit of the page: the panel then says which one it is. */
      readonly earlier: boolean;
      readonly onPaid: () => void;
    }
  | { readonly kind: 'trial' };

export interface UnknownOutcomeProps {
  readonly subject: Subject;
  readonly support: SupportContact;
  /** Whether the visitor is logged in: Billing lists their payments. */
  readonly loggedIn: boolean;
  /** The form's submit button label, to say what to choose for a new attempt. */
  readonly submitLabel: string;
  /** The second step is done: the form may send a new attempt. */
  readonly onRetryAllowed: () => void;
}

type Step =
  | { readonly kind: 'waiting' }
  | { readonly kind: 'checking' }
  | Exclude<PaymentCheck, { kind: 'not-found' }>
  | { readonly kind: 'not-found'; readonly searched: string }
  | { readonly kind: 'allowed' };

/** The panel after an unknown outcome. */
export function UnknownOutcome({ subject, support, loggedIn, submitLabel, onRetryAllowed }: UnknownOutcomeProps) {
  const [step, setStep] = useState<Step>({ kind: 'waiting' });
  const heading = useRef<HTMLHeadingElement>(null);
  const answer = useRef<HTMLParagraphElement>(null);
  const payment = subject.kind === 'payment';
  const t = useTranslate();
  const href = useHref();
  const { locale } = useIslandLanguage();
  const words: Words = {
    t,
    usd: (amount) => (locale === 'en' ? formatUsd(amount) : new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD' }).format(amount)),
    date: (value) => formatPaymentDate(value, locale === 'en' ? 'en-US' : locale),
    billing: (planType) => t(planTypeLabel(planType)),
  };

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
    const heldAt = subject.heldAt ?? Date.now();
    const found = subject.token ? await checkRecentPayment(subject.token, subject.order, heldAt) : ({ kind: 'failed' } as const);
    const now = Date.now();
    setStep(found.kind === 'not-found' ? { kind: 'not-found', searched: searchedSpan(now - searchedFrom(heldAt, now), t) } : found);
    if (found.kind !== 'found') onRetryAllowed();
  };

  const billing =
    loggedIn && payment ? (
      <Sentence text={t(' or your payments in {billing}')} parts={{ billing: <a href={href('/billing')}>{t('Billing')}</a> }} />
    ) : null;
  const tel = `tel:${support.phone.replace(/[^\d+]/g, '')}`;

  return (
    <section className="form__status form__status--problem unknown-outcome" aria-labelledby="unknown-outcome-heading">
      <h3 id="unknown-outcome-heading" className="unknown-outcome__heading" ref={heading} tabIndex={-1}>
        {payment ? t('We could not confirm your payment') : t('We could not confirm your trial sign-up')}
      </h3>
      {subject.kind === 'payment' && subject.earlier && (
        <p>
          {t('This is about the payment of {amount} for {plan} ({billing}) that you sent earlier.', {
            amount: words.usd(subject.order.amount),
            plan: subject.order.planName,
            billing: words.billing(subject.order.plan_type),
          })}
        </p>
      )}
      <p>
        {payment
          ? t(
              'The answer from the payment service did not reach us, so we cannot tell whether the payment went through. Your card may have been charged.',
            )
          : t('The answer did not reach us, so we cannot tell whether your trial was set up. It may have been, and your card may have been charged.')}
      </p>
      <p>
        <Sentence
          text={t('Before you try again, check your email for a confirmation{billing}. If you are not sure, contact support at {email} or {phone}.')}
          parts={{
            billing,
            email: <a href={`mailto:${support.email}`}>{support.email}</a>,
            phone: <a href={tel}>{support.phone.replace(/ /g, '\u00a0')}</a>,
          }}
        />
      </p>
      {step.kind === 'waiting' && (
        <p>
          <button type="button" className="button button--ghost" onClick={() => void secondStep()}>
            {payment ? t('I have checked: try the payment again') : t('I have checked: try the sign-up again')}
          </button>
        </p>
      )}
      <p role="status" ref={answer} tabIndex={-1} className="unknown-outcome__answer">
        {describe(step, subject, submitLabel, words)}
      </p>
      {step.kind === 'found' && subject.kind === 'payment' && (
        <p>
          <button type="button" className="button" onClick={subject.onPaid}>
            {t('Continue')}
          </button>
          {loggedIn && (
            <>
              {' '}
              <a href={href('/billing')}>{t('See it in Billing')}</a>
            </>
          )}
        </p>
      )}
    </section>
  );
}

/** The panel's words in the island's language: its texts, and an amount, a date and a billing period as the language writes them. */
interface Words {
  readonly t: Translate;
  readonly usd: (amount: number) => string;
  readonly date: (value: string) => string;
  readonly billing: (planType: unknown) => string;
}

/** What the second step found, in words. */
function describe(step: Step, subject: Subject, submitLabel: string, { t, usd, date, billing }: Words): string {
  const submit = submitLabel;
  switch (step.kind) {
    case 'waiting':
      return '';
    case 'checking':
      return t('Checking your recent payments…');
    case 'allowed':
      return t('You can send it again: choose {submit}.', { submit });
    case 'not-found':
      return t('We found no payment for this plan in the last {span}, so you can try the payment again: choose {submit}.', {
        span: step.searched,
        submit,
      });
    case 'failed':
      return t('We could not check your recent payments. If you found no confirmation, you can try the payment again: choose {submit}.', { submit });
    case 'found': {
      const { payment } = step;
      const plan = subject.kind === 'payment' ? `${subject.order.planName} (${billing(subject.order.plan_type)})` : payment.plan;
      return t('Your payment went through: we found a payment of {amount} for {plan} made on {date} (New York time). Do not pay again.', {
        amount: usd(payment.total),
        plan,
        date: date(payment.paymentDate),
      });
    }
  }
}
