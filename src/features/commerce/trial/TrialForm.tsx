/**
 * The trial sign-up of /request-trial (specification [§2](docs/CONTRACT.md#2-routes) "Trial page", [§3](docs/CONTRACT.md#3-fields), [§4](docs/CONTRACT.md#4-flows) "Trial", [§5](docs/CONTRACT.md#5-rules) "Trial form"):
 * product checkboxes from GET /services (service 4 left out, 2 and 3 always included and not shown), the
 * plan-form details, the card and the terms. Submitting with no product ticked brings the products back into view.
 * A sign-up whose outcome is unknown holds the form until the visitor has checked (../payment/UnknownOutcome.tsx).
 */
import { useEffect, useId, useRef, useState, type SubmitEvent } from 'react';
import { loadServices } from '../../../lib/api/catalogue';
import { useList } from '../../../lib/forms/catalogue-fields';
import { loadCode } from '../../../lib/lazy';
import { SubmitButton } from '../../../lib/forms/fields';
import { useForm } from '../../../lib/forms/useForm';
import { CardFields } from '../payment/CardFields';
import { LostAnswer, StillWorking, useUnknownOutcome } from '../payment/LostAnswer';
import type { SupportContact } from '../../../lib/support-contact';
import { PlanDetailsFields, TermsField } from '../plans/PlanDetailsFields';
import { FORCED_PRODUCTS, productsError, registerFreeTrial, TRIAL_DRAFT, trialLanding, trialPayload, trialProducts, TrialSchema } from './trial';

/**
 * `included`: the site's names of the products always included, known at build; when the site does not name
 * them all, the names come with the list of services.
 */
export default function TrialForm({ support, included: namedAtBuild = [] }: { support: SupportContact; included?: readonly string[] }) {
  const form = useForm(TrialSchema, { draft: TRIAL_DRAFT });
  const lost = useUnknownOutcome(form);
  const services = useList(loadServices);
  const [selected, setSelected] = useState<number[]>([]);
  const [productMessage, setProductMessage] = useState<string | null>(null);
  const productsCard = useRef<HTMLDivElement>(null);
  const ids = useId();

  // Until the island runs, the server-rendered button stays disabled: a native submit would put the card in the URL.
  const [running, setRunning] = useState(false);
  useEffect(() => setRunning(true), []);

  /** Brings the product card into view (the page does so on arrival too) and focuses its first checkbox. */
  const showProducts = () => {
    productsCard.current?.scrollIntoView({ block: 'start' });
    productsCard.current?.querySelector<HTMLInputElement>('input[type="checkbox"]')?.focus({ preventScroll: true });
  };

  const toggle = (id: number, checked: boolean) => {
    const next = checked ? [...selected, id] : selected.filter((candidate) => candidate !== id);
    setSelected(next);
    if (productMessage) setProductMessage(productsError(next));
  };

  const send = form.send({
    action: registerFreeTrial,
    input: async (values) => {
      if (services === null || services === 'failed') return null;
      // crypto-js loads only when a card is about to be sent.
      const { cardNonce } = await loadCode(() => import('../payment/nonce'));
      // The chosen products in the order they are listed, so the first of them names the request.
      const chosen = trialProducts(services).flatMap((service) => (selected.includes(service.id) ? [service.id] : []));
      return trialPayload(values, services, chosen, cardNonce(values));
    },
    land: (_answer, payload) => trialLanding(payload),
  });

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    const message = productsError(selected);
    if (message) {
      event.preventDefault();
      setProductMessage(message);
      form.check({ focus: false });
      showProducts();
      return;
    }
    send(event);
  };

  const loaded = services === null || services === 'failed' ? [] : services;
  const products = trialProducts(loaded);
  const included =
    namedAtBuild.length === FORCED_PRODUCTS.length
      ? namedAtBuild
      : loaded.filter((service) => FORCED_PRODUCTS.includes(service.id)).map((service) => service.name);
  const errorId = `${ids}products-error`;

  return (
    <form className="form trial" ref={form.formRef} onSubmit={submit} noValidate aria-label="Start your free trial">
      {/* The card is drawn around the fieldset, not by it: WebKit draws a legend on its fieldset's border, floated or not. */}
      <div id="trial-products" className="card" ref={productsCard}>
        <fieldset className="fieldset products" aria-describedby={productMessage ? errorId : undefined} aria-busy={services === null || undefined}>
          <legend>Choose your services</legend>
          <p className="field__hint">
            Tick every service you want to try.
            {included.length > 0 && ` ${included.join(' and ')} ${included.length === 1 ? 'is' : 'are'} always included.`}
          </p>
          {services === null && (
            <p className="products__loading" role="status">
              Loading services…
            </p>
          )}
          {services === 'failed' && (
            <p className="field__error" role="alert">
              Services could not be loaded. Please reload the page.
            </p>
          )}
          {products.length > 0 && (
            <div className="products__list">
              {products.map((service) => (
                <div className="check products__item" key={service.id}>
                  <input
                    id={`${ids}product-${service.id}`}
                    type="checkbox"
                    name="products"
                    value={service.id}
                    checked={selected.includes(service.id)}
                    onChange={(event) => toggle(service.id, event.target.checked)}
                    aria-invalid={productMessage ? true : undefined}
                  />
                  <label htmlFor={`${ids}product-${service.id}`}>{service.name}</label>
                </div>
              ))}
            </div>
          )}
          {productMessage && (
            <p className="field__error" id={errorId} role="alert">
              {productMessage}
            </p>
          )}
        </fieldset>
      </div>
      <div className="card trial__details">
        <PlanDetailsFields field={form.text} legend="Your details" />
      </div>
      <div className="card trial__details">
        <CardFields field={form.text} legend="Card details" />
        <p className="field__hint">You will not be charged during the 15-day trial.</p>
      </div>
      <TermsField checked={form.values.terms} error={form.errors['terms']} onChecked={form.setValue} />
      <SubmitButton busy={form.busy || !running} locked={form.unconfirmed} status={form.status} label="Start Free Trial" />
      <StillWorking sending={form.sending} />
      {lost && (
        <LostAnswer
          subject={{ kind: 'trial' }}
          support={support}
          // Billing lists payments; a trial sign-up is not one, so the trial names only the email.
          loggedIn={false}
          submitLabel="Start Free Trial"
          onRetryAllowed={form.allowRetry}
        />
      )}
    </form>
  );
}
