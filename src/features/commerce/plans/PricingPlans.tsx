/**
 * The plans of one service on /services/{slug} (specification [§4](docs/CONTRACT.md#4-flows) "Plan purchase on the service page"): the
 * service's visible plans from GET /services, with one billing period (Monthly or Yearly) chosen for all
 * cards and a "Choose plan" action per card. A logged-in user goes straight to /payment with Confirm & Pay;
 * a visitor fills in the details form first, which registers them and hands the returned token to /payment.
 *
 * The build prices the cards (`prices`, read from the API at build time), so they are in the HTML; the
 * island hydrates over them and refreshes them from the API, replacing a changed price in place. A build
 * that could not read the prices renders skeleton cards of the same size, so nothing moves when the live
 * prices arrive. Until the island has hydrated, its controls are disabled: a click would do nothing. The billing
 * period and the chosen plan live in a store (./choice.ts), which the payback estimate under the pricing follows.
 */
import { useStore } from '@nanostores/react';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { loadServices, type MembershipPlan } from '../../../lib/api/catalogue';
import { pathHere } from '../../../i18n/here';
import { IslandLanguage, useHref, useIslandLanguage, useTranslate } from '../../../i18n/island';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '../../../i18n/languages';
import { Sentence } from '../../../i18n/Sentence';
import { SubmitButton } from '../../../lib/forms/fields';
import { useForm } from '../../../lib/forms/useForm';
import { formatPriceIn } from '../../../lib/price-in-language';
import { useHydrated } from '../../../lib/hydrated';
import type { Billing } from '../../../lib/membership';
import { navigate } from '../../../lib/navigation-state';
import { $session } from '../../../lib/session/store';
import { PlanDetailsFields, TermsField } from './PlanDetailsFields';
import type { BuildPrices } from './plans';
import { PLAN_DRAFT, PlanSchema, planPayload, planSelection, recommendedPlanId, registerPlan, visiblePlans, yearlySaving } from './plans';
import { $pricingChoice, chooseBilling, choosePlan } from './choice';
import type { PlanSelection } from './selection';

interface Props {
  /** The API's id of the service (its Markdown's serviceId). */
  serviceId: number;
  /** The site's name of the service id (one per id): what pricing, Confirm & Pay, the cart and /thank-you say. */
  serviceName: string;
  /** The plans as the build read them; absent when the build could not read the API. */
  prices?: BuildPrices | undefined;
  /** The editor's recommended plan id (the service's `recommendedPlan`); else the middle plan is marked. */
  recommendedPlan?: number | undefined;
  /** The language of its texts: its page's, where the page is shown in that language. */
  lang?: Language | undefined;
}

type Plans = { state: 'loading' } | { state: 'failed' } | ({ state: 'ready' } & BuildPrices);

/** How many skeleton cards hold the place of the plans while they load. */
const SKELETONS = 3;

const PERIODS = { monthly: 'Monthly', yearly: 'Yearly' } as const satisfies Record<Billing, string>;

/** A price as the cards write it in the island's language: "$1,490"; "1 490 $ US"; "US$1490". */
function usePrice(): (amount: number) => string {
  const { language, locale } = useIslandLanguage();
  return (amount) => formatPriceIn(amount, language === DEFAULT_LANGUAGE ? undefined : locale);
}

/** The language the service's and the plans' names are in (the site's names file and the API's): marked where it is not the page's. */
function useNamesLang(): string | undefined {
  const { language } = useIslandLanguage();
  return language === DEFAULT_LANGUAGE ? undefined : LANGUAGES[DEFAULT_LANGUAGE].tag;
}

export default function PricingPlans({ lang = DEFAULT_LANGUAGE, ...props }: Props) {
  return (
    <IslandLanguage value={lang}>
      <Pricing {...props} />
    </IslandLanguage>
  );
}

function Pricing({ serviceId, serviceName, prices, recommendedPlan }: Omit<Props, 'lang'>) {
  const t = useTranslate();
  const href = useHref();
  const price = usePrice();
  const namesLang = useNamesLang();
  const [plans, setPlans] = useState<Plans>(prices ? { state: 'ready', ...prices } : { state: 'loading' });
  const choice = useStore($pricingChoice);
  const period = choice.billing ?? 'monthly';
  const chosenId = choice.plan;
  const live = useHydrated();
  const checkoutHeading = useRef<HTMLHeadingElement>(null);

  // Plans on screen (prerendered or loaded) stay while the API is asked again; a failure shows only when there are none.
  const load = useCallback(() => {
    setPlans((current) => (current.state === 'ready' ? current : { state: 'loading' }));
    void loadServices().then((services) => {
      if (!services) {
        setPlans((current) => (current.state === 'ready' ? current : { state: 'failed' }));
        return;
      }
      // The site's name of this id (the page's), not the API's: the same whether the names file loaded or not.
      setPlans({ state: 'ready', plans: visiblePlans(services, serviceId), serviceName });
    });
  }, [serviceId, serviceName]);

  useEffect(load, [load]);

  const ready = plans.state === 'ready' ? plans : null;
  const chosenPlan = ready?.plans.find((plan) => plan.id === chosenId);
  const selection = ready && chosenPlan ? planSelection({ id: serviceId, name: ready.serviceName }, chosenPlan, period) : null;
  const recommended = ready ? recommendedPlanId(ready.plans, recommendedPlan) : null;

  const choose = (plan: MembershipPlan) => {
    choosePlan(plan.id);
    // The next step appears below the cards: take the visitor there.
    requestAnimationFrame(() => {
      checkoutHeading.current?.scrollIntoView({ block: 'start' });
      checkoutHeading.current?.focus({ preventScroll: true });
    });
  };

  return (
    <div className="pricing">
      {(plans.state === 'loading' || (ready && ready.plans.length > 0)) && (
        <BillingPeriod period={period} onChange={chooseBilling} disabled={!live} />
      )}
      <div className="pricing__plans" aria-busy={plans.state === 'loading' || undefined}>
        {plans.state === 'loading' && (
          <>
            <p className="visually-hidden" role="status">
              {t('Loading plans…')}
            </p>
            {Array.from({ length: SKELETONS }, (_, index) => (
              <div key={index} className="plan card plan--skeleton" aria-hidden="true">
                <span className="skeleton skeleton--title" />
                <span className="skeleton skeleton--price" />
                <span className="skeleton skeleton--line" />
                <span className="skeleton skeleton--line" />
                <span className="skeleton skeleton--line" />
                <span className="skeleton skeleton--buttons" />
              </div>
            ))}
          </>
        )}
        {plans.state === 'failed' && (
          <div className="pricing__status card" role="alert">
            <p className="pricing__status-title">{t('Plans could not be loaded.')}</p>
            <p>{t('Please check your connection and try again, or contact us for pricing.')}</p>
            <p className="pricing__status-actions">
              <button type="button" className="button" onClick={load}>
                {t('Try again')}
              </button>
              <a className="button button--ghost" href={href('/contact-us')}>
                {t('Contact us')}
              </a>
            </p>
          </div>
        )}
        {ready && ready.plans.length === 0 && (
          <div className="pricing__status card" role="status">
            <p className="pricing__status-title">{t('No plans are on sale for this service right now.')}</p>
            <p>
              <Sentence
                text={t('{link} and we will put together a plan for you.')}
                parts={{ link: <a href={href('/request-a-demo')}>{t('Request a demo')}</a> }}
              />
            </p>
          </div>
        )}
        {ready?.plans.map((plan) => (
          <PlanCard
            key={plan.id}
            plan={plan}
            period={period}
            recommended={plan.id === recommended}
            chosen={plan.id === chosenId}
            live={live}
            onChoose={() => choose(plan)}
          />
        ))}
      </div>
      {selection && (
        <section className="checkout-step card" aria-labelledby="checkout-step-heading">
          <h3 id="checkout-step-heading" ref={checkoutHeading} tabIndex={-1}>
            <Sentence
              text={selection.plan_type === 1 ? t('{plan}, billed monthly') : t('{plan}, billed yearly')}
              parts={{ plan: <span lang={namesLang}>{selection.planName}</span> }}
            />
          </h3>
          <p className="checkout-step__summary">
            <Sentence
              text={selection.plan_type === 1 ? t('{service}: {price} per month') : t('{service}: {price} per year')}
              parts={{ service: <span lang={namesLang}>{selection.serviceName}</span>, price: price(selection.amount) }}
            />
          </p>
          <NextStep selection={selection} />
        </section>
      )}
    </div>
  );
}

/** The billing period of every card: a radio group, so arrow keys move between Monthly and Yearly. */
function BillingPeriod({ period, onChange, disabled }: { period: Billing; onChange: (period: Billing) => void; disabled: boolean }) {
  const name = useId();
  const t = useTranslate();
  return (
    <fieldset className="billing-period" disabled={disabled}>
      <legend className="billing-period__legend">{t('Billing period')}</legend>
      <div className="billing-period__options">
        {(Object.keys(PERIODS) as Billing[]).map((value) => (
          <label key={value} className="billing-period__option">
            <input type="radio" name={name} value={value} checked={period === value} onChange={() => onChange(value)} />
            {t(PERIODS[value])}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

interface PlanCardProps {
  plan: MembershipPlan;
  period: Billing;
  recommended: boolean;
  chosen: boolean;
  live: boolean;
  onChoose: () => void;
}

/** One plan: name, the price of the period and the other one, the yearly saving, users, support, and Choose plan. */
function PlanCard({ plan, period, recommended, chosen, live, onChoose }: PlanCardProps) {
  const id = useId();
  const t = useTranslate();
  const price = usePrice();
  const namesLang = useNamesLang();
  const monthly = period === 'monthly';
  const saving = yearlySaving(plan);
  const classes = ['plan', 'card', recommended && 'plan--recommended', chosen && 'plan--chosen'].filter(Boolean).join(' ');
  return (
    <article className={classes} aria-labelledby={id} aria-describedby={recommended ? `${id}-badge` : undefined}>
      {recommended && (
        <p id={`${id}-badge`} className="plan__badge">
          {t('Recommended')}
        </p>
      )}
      <h3 id={id} className="plan__name" lang={namesLang}>
        {plan.name}
      </h3>
      <p className="plan__price">
        <span className="plan__amount">{price(monthly ? plan.amount : plan.annual_amount)}</span>{' '}
        <span className="plan__period">{monthly ? t('/ month') : t('/ year')}</span>
      </p>
      <p className="plan__annual">
        <Sentence
          text={monthly ? t('or {price} / year') : t('or {price} / month')}
          parts={{ price: <strong>{price(monthly ? plan.annual_amount : plan.amount)}</strong> }}
        />
      </p>
      {saving > 0 && (
        <p className="plan__saving">
          {monthly
            ? t('Save {amount} a year paying yearly', { amount: price(saving) })
            : t('Saves {amount} against 12 months', { amount: price(saving) })}
        </p>
      )}
      <ul className="plan__features">
        <li>{plan.no_of_users === 1 ? t('1 user') : t('{count} users', { count: String(plan.no_of_users) })}</li>
        <li>{t('24 X 7 Technical Support')}</li>
      </ul>
      {/* The visible text leads the name (WCAG 2.5.3); the plan's name tells the cards' actions apart. */}
      <button
        type="button"
        className={`button plan__choose${chosen ? '' : ' button--ghost'}`}
        aria-label={t('Choose plan: {plan}', { plan: plan.name })}
        aria-pressed={chosen}
        disabled={!live}
        onClick={onChoose}
      >
        {chosen && <span aria-hidden="true">✓</span>}
        {t('Choose plan')}
      </button>
    </article>
  );
}

/** Confirm & Pay for a logged-in user; the details form for a visitor. */
function NextStep({ selection }: { selection: PlanSelection }) {
  const session = useStore($session);
  const t = useTranslate();
  if (session) {
    return (
      <p className="checkout-step__confirm">
        <span>{t('You are logged in, so you can pay for this plan straight away.')}</span>
        <button type="button" className="button" onClick={() => navigate('/payment', selection, [], pathHere('/payment'))}>
          {t('Confirm & Pay')}
        </button>
      </p>
    );
  }
  return <DetailsForm selection={selection} />;
}

/** The visitor's details; on success the registration's token goes to /payment with the plan. */
function DetailsForm({ selection }: { selection: PlanSelection }) {
  const t = useTranslate();
  const form = useForm(PlanSchema, { draft: PLAN_DRAFT });
  const send = form.send({
    action: registerPlan,
    input: (values) => planPayload(values, selection),
    land: (registration) => ({ go: '/payment', state: { ...selection, ...registration } }),
  });

  return (
    <form className="form" ref={form.formRef} onSubmit={send} noValidate aria-label={t('Your details')}>
      <p className="form__intro">{t('Tell us who is buying. Next you will enter your card details on the payment page.')}</p>
      <PlanDetailsFields field={form.text} />
      <TermsField checked={form.values.terms} error={form.errors['terms']} onChecked={form.setValue} />
      <SubmitButton busy={form.busy} status={form.status} label={t('Continue to Payment')} />
    </form>
  );
}
