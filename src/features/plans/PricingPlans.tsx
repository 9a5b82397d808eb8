/**
 * The plans of one service on /services/{slug} (specification §4 "Plan purchase on the service page"): the
 * service's visible plans from GET /services, each billed Monthly or Yearly. A logged-in user goes straight
 * to /payment with Confirm & Pay; a visitor fills in the details form first, which registers them and hands
 * the returned token to /payment. The server renders skeleton cards of the same size, so nothing moves
 * when the prices arrive.
 */
import { useStore } from '@nanostores/react';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { loadServices, type MembershipPlan } from '../../lib/api/catalogue';
import { SubmitButton } from '../../lib/forms/fields';
import { useForm } from '../../lib/forms/useForm';
import { formatUsd } from '../../lib/format';
import type { Billing } from '../../lib/membership';
import { navigate } from '../../lib/navigation';
import { $session } from '../../lib/session/store';
import { PlanDetailsFields, TermsField } from './PlanDetailsFields';
import { PlanSchema, planPayload, planSelection, registerPlan, visiblePlans, type PlanSelection } from './plans';

interface Props {
  /** The API's id of the service (its Markdown's serviceId). */
  serviceId: number;
  /** The service's name on this site, used when the API does not name it. */
  serviceName: string;
}

type Plans = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; plans: MembershipPlan[]; serviceName: string };

/** How many skeleton cards hold the place of the plans while they load. */
const SKELETONS = 3;

export default function PricingPlans({ serviceId, serviceName }: Props) {
  const [plans, setPlans] = useState<Plans>({ state: 'loading' });
  const [selection, setSelection] = useState<PlanSelection | null>(null);
  const checkoutHeading = useRef<HTMLHeadingElement>(null);

  const load = useCallback(() => {
    setPlans({ state: 'loading' });
    void loadServices().then((services) => {
      if (!services) {
        setPlans({ state: 'failed' });
        return;
      }
      const name = services.find((service) => service.id === serviceId)?.name ?? serviceName;
      setPlans({ state: 'ready', plans: visiblePlans(services, serviceId), serviceName: name });
    });
  }, [serviceId, serviceName]);

  useEffect(load, [load]);

  const choose = (plan: MembershipPlan, billing: Billing, name: string) => {
    setSelection(planSelection({ id: serviceId, name }, plan, billing));
    // The next step appears below the cards: take the visitor there.
    requestAnimationFrame(() => {
      checkoutHeading.current?.scrollIntoView({ block: 'start' });
      checkoutHeading.current?.focus({ preventScroll: true });
    });
  };

  return (
    <div className="pricing">
      <div className="pricing__plans" aria-busy={plans.state === 'loading' || undefined}>
        {plans.state === 'loading' && (
          <>
            <p className="visually-hidden" role="status">
              Loading plans…
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
            <p className="pricing__status-title">Plans could not be loaded.</p>
            <p>Please check your connection and try again, or contact us for pricing.</p>
            <p className="pricing__status-actions">
              <button type="button" className="button" onClick={load}>
                Try again
              </button>
              <a className="button button--ghost" href="/contact-us">
                Contact us
              </a>
            </p>
          </div>
        )}
        {plans.state === 'ready' && plans.plans.length === 0 && (
          <div className="pricing__status card" role="status">
            <p className="pricing__status-title">No plans are on sale for this service right now.</p>
            <p>
              <a href="/request-a-demo">Request a demo</a> and we will put together a plan for you.
            </p>
          </div>
        )}
        {plans.state === 'ready' &&
          plans.plans.map((plan) => (
            <PlanCard
              key={plan.id}
              plan={plan}
              chosen={selection?.planId === plan.id ? selection.plan_type : null}
              onChoose={(billing) => choose(plan, billing, plans.serviceName)}
            />
          ))}
      </div>
      {selection && (
        <section className="checkout-step card" aria-labelledby="checkout-step-heading">
          <h3 id="checkout-step-heading" ref={checkoutHeading} tabIndex={-1}>
            {selection.planName}, billed {selection.plan_type === 1 ? 'monthly' : 'yearly'}
          </h3>
          <p className="checkout-step__summary">
            {selection.serviceName}: {formatUsd(selection.amount)} {selection.plan_type === 1 ? 'per month' : 'per year'}
          </p>
          <NextStep selection={selection} />
        </section>
      )}
    </div>
  );
}

/** One plan: name, prices, users, support, and the two billing choices. */
function PlanCard({ plan, chosen, onChoose }: { plan: MembershipPlan; chosen: 1 | 2 | null; onChoose: (billing: Billing) => void }) {
  const id = useId();
  return (
    <article className={`plan card${chosen ? ' plan--chosen' : ''}`} aria-labelledby={id}>
      <h3 id={id} className="plan__name">
        {plan.name}
      </h3>
      <p className="plan__price">
        <span className="plan__amount">{formatUsd(plan.amount)}</span> <span className="plan__period">/ month</span>
      </p>
      <p className="plan__annual">
        or <strong>{formatUsd(plan.annual_amount)}</strong> / year
      </p>
      <ul className="plan__features">
        <li>
          {plan.no_of_users} {plan.no_of_users === 1 ? 'user' : 'users'}
        </li>
        <li>24 X 7 Technical Support</li>
      </ul>
      <div className="plan__choices" role="group" aria-label={`Billing for ${plan.name}`}>
        <button type="button" className={`button${chosen === 1 ? '' : ' button--ghost'}`} aria-pressed={chosen === 1} onClick={() => onChoose('monthly')}>
          Monthly
        </button>
        <button type="button" className={`button${chosen === 2 ? '' : ' button--ghost'}`} aria-pressed={chosen === 2} onClick={() => onChoose('yearly')}>
          Yearly
        </button>
      </div>
    </article>
  );
}

/** Confirm & Pay for a logged-in user; the details form for a visitor. */
function NextStep({ selection }: { selection: PlanSelection }) {
  const session = useStore($session);
  if (session) {
    return (
      <p className="checkout-step__confirm">
        <span>You are logged in, so you can pay for this plan straight away.</span>
        <button type="button" className="button" onClick={() => navigate('/payment', selection)}>
          Confirm &amp; Pay
        </button>
      </p>
    );
  }
  return <DetailsForm selection={selection} />;
}

/** The visitor's details; on success the registration's token goes to /payment with the plan. */
function DetailsForm({ selection }: { selection: PlanSelection }) {
  const form = useForm(PlanSchema, { draft: 'plan-details' });
  const send = form.send({
    action: registerPlan,
    input: (values) => planPayload(values, selection),
    land: (registration) => ({ go: '/payment', state: { ...selection, ...registration } }),
  });

  return (
    <form className="form" ref={form.formRef} onSubmit={send} noValidate aria-label="Your details">
      <p className="form__intro">Tell us who is buying. Next you will enter your card details on the payment page.</p>
      <PlanDetailsFields field={form.text} />
      <TermsField checked={form.values.terms} error={form.errors['terms']} onChecked={form.setValue} />
      <SubmitButton busy={form.busy} status={form.status} label="Continue to Payment" />
    </form>
  );
}
