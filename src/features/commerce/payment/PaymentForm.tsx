/**
 * The Buy Plan page (/payment and /make-Payment; specification [§2](docs/CONTRACT.md#2-routes), [§4](docs/CONTRACT.md#4-flows) "Paid plan", [§8](docs/CONTRACT.md#8-notices) "Paid plan"): the cart
 * summary of the plan chosen on a service page and the card form. The card is encrypted into the nonce on
 * submit and leaves the browser only inside it; it is never stored, put in a URL or logged. The order comes
 * in the navigation state and is kept for reloads until paid (./order.ts); without one the page goes back to
 * /request-trial. A payment whose outcome is unknown holds its plan until the visitor has checked
 * (./UnknownOutcome.tsx), on a reload and on any later order for the same plan (./hold.ts); the card stays typed
 * in, in the form's memory only, for a new attempt (after a reload, it is typed again).
 */
import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState } from 'react';
import type { ApiResult } from '../../../lib/api/http';
import { pathHere } from '../../../i18n/here';
import { SubmitButton } from '../../../lib/forms/fields';
import { useForm } from '../../../lib/forms/useForm';
import { formatUsd } from '../../../lib/format';
import { planTypeLabel } from '../../../lib/membership';
import { detach, loadCode } from '../../../lib/lazy';
import { navigate } from '../../../lib/navigation-state';
import { notify } from '../../../lib/notices';
import { endSession } from '../../../lib/session/login-dialog';
import { $session } from '../../../lib/session/store';
import type { PlanSelection } from '../plans/selection';
import { CardSchema } from './card';
import { paidLanding, pay, paymentPayload } from './pay';
import { CardFields } from './CardFields';
import { holdEnd, holdOn, holdPlan, releasePlan, type PaymentHold } from './hold';
import { takeOrder } from './order';
import { LostAnswer, StillWorking, useUnknownOutcome } from './LostAnswer';
import type { SupportContact } from '../../../lib/support-contact';
import { IslandLanguage, useIslandLanguage, useTranslate } from '../../../i18n/island';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '../../../i18n/languages';

interface Props {
  support: SupportContact;
  /** The language of its texts: its page's, where the page is shown in that language. */
  lang?: Language | undefined;
}

export default function PaymentForm({ lang = DEFAULT_LANGUAGE, support }: Props) {
  return (
    <IslandLanguage value={lang}>
      <Order support={support} />
    </IslandLanguage>
  );
}

/** An amount in US dollars as the island's language writes it ($8,990.00; 8 990,00 $ US). */
function useUsd(): (amount: number) => string {
  const { locale } = useIslandLanguage();
  return (amount) => (locale === 'en' ? formatUsd(amount) : new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD' }).format(amount));
}

function Order({ support }: { support: SupportContact }) {
  const t = useTranslate();
  const [selection, setSelection] = useState<PlanSelection | null>(null);
  const taken = useRef(false);

  useEffect(() => {
    // The state is read once; a second run of this effect must not find it gone and leave.
    if (taken.current) return;
    taken.current = true;
    const state = takeOrder();
    if (state) setSelection(state);
    // The head has already sent a load without an order on (payment-order.inline.ts): this is for an order whose
    // token ended in between.
    else window.location.replace(pathHere('/request-trial'));
  }, []);

  if (!selection) {
    return (
      <div className="checkout checkout--pending" aria-busy="true">
        <p role="status">{t('Loading your order…')}</p>
      </div>
    );
  }
  return <Checkout selection={selection} support={support} />;
}

/** The cart summary ([§2](docs/CONTRACT.md#2-routes): service tax N/A). */
function CartSummary({ selection }: { selection: PlanSelection }) {
  const t = useTranslate();
  const usd = useUsd();
  const { language } = useIslandLanguage();
  // The service's and the plan's names are the site's and the API's, in English: marked so on a page of another language.
  const named = language === DEFAULT_LANGUAGE ? undefined : LANGUAGES[DEFAULT_LANGUAGE].tag;
  return (
    <section className="cart card" aria-labelledby="cart-heading">
      <h2 id="cart-heading" className="cart__heading">
        {t('Order summary')}
      </h2>
      <dl className="cart__lines">
        <div>
          <dt>{t('Service')}</dt>
          <dd lang={named}>{selection.serviceName}</dd>
        </div>
        <div>
          <dt>{t('Plan')}</dt>
          <dd lang={named}>{selection.planName}</dd>
        </div>
        <div>
          <dt>{t('Billing')}</dt>
          <dd>{t(planTypeLabel(selection.plan_type))}</dd>
        </div>
        <div>
          <dt>{t('Amount')}</dt>
          <dd>{usd(selection.amount)}</dd>
        </div>
        <div>
          <dt>{t('Service tax')}</dt>
          <dd>{t('N/A')}</dd>
        </div>
        <div className="cart__total">
          <dt>{t('Order total')}</dt>
          <dd>{usd(selection.amount)}</dd>
        </div>
      </dl>
    </section>
  );
}

function Checkout({ selection, support }: { selection: PlanSelection; support: SupportContact }) {
  const t = useTranslate();
  const usd = useUsd();
  const session = useStore($session);
  // A payment of this plan whose outcome is unknown, from this visit or an earlier one, holds the form.
  const [hold, setHold] = useState<PaymentHold | null>(() => holdOn(selection));
  const [earlier] = useState(hold !== null);
  // Card fields only: nothing of this form is ever kept.
  const form = useForm(CardSchema, { draft: false, held: () => hold !== null });
  const lost = useUnknownOutcome(form);
  /** The token the payment is sent with: the plan submit's, or the logged-in user's. */
  const token = selection.token ?? session?.access_token;
  const { unconfirmed } = form;
  useEffect(() => {
    const until = holdEnd(selection, session, Date.now());
    // A hold already standing on the plan is kept as it is.
    if (unconfirmed && token && until !== null) setHold(holdPlan(selection, token, until));
  }, [unconfirmed, selection, token, session]);
  /** The payment the panel is about: the held one (possibly of another billing or visit), else this order's. */
  const held = hold?.order ?? selection;

  const send = form.send({
    action: pay,
    input: async (card) => {
      if (!token) {
        detach(notify({ kind: 'error', title: 'Sorry!', message: 'Please log in and choose your plan again.' }));
        return null;
      }
      // crypto-js loads on the first submit, so the page itself stays light.
      const { cardNonce } = await loadCode(() => import('./nonce'));
      return { payload: paymentPayload(selection, cardNonce(card)), token };
    },
    land: () => paidLanding(selection),
    onFailure: (result: ApiResult) => {
      // The session's token was refused: like every Bearer call, end the session and ask for a login.
      if (result.kind === 'response' && result.status === 401 && !selection.token) endSession();
    },
  });

  const payLabel = t('Pay {amount}', { amount: usd(selection.amount) });
  return (
    <div className="checkout">
      <CartSummary selection={selection} />
      <section className="checkout__pay card" aria-labelledby="pay-heading">
        <h2 id="pay-heading" className="cart__heading">
          {t('Card details')}
        </h2>
        <form className="form" ref={form.formRef} onSubmit={send} noValidate aria-labelledby="pay-heading">
          <CardFields field={form.text} hideLegend />
          <SubmitButton busy={form.busy} locked={form.unconfirmed} status={form.status} label={payLabel} busyLabel={t('Processing payment...')} />
          <StillWorking sending={form.sending} />
          {lost && (
            <LostAnswer
              subject={{
                kind: 'payment',
                order: held,
                token: hold?.token ?? token,
                heldAt: hold?.at,
                earlier,
                onPaid: () => {
                  // Paid after all: as a success would, the card goes and the order and the hold are forgotten.
                  const { go = '/thank-you', state, notices } = paidLanding(held);
                  form.reset();
                  navigate(go, state, notices, pathHere(go));
                },
              }}
              support={support}
              loggedIn={session !== null}
              submitLabel={payLabel}
              onRetryAllowed={() => {
                releasePlan(selection);
                setHold(null);
                form.allowRetry();
              }}
            />
          )}
        </form>
      </section>
    </div>
  );
}
