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
import { IslandLanguage, useIslandLanguage, useTranslate, useTranslateMessage } from '../../../i18n/island';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '../../../i18n/languages';
import { Sentence } from '../../../i18n/Sentence';
import { FORCED_PRODUCTS, productsError, registerFreeTrial, TRIAL_DRAFT, trialLanding, trialPayload, trialProducts, TrialSchema } from './trial';

interface Props {
  support: SupportContact;
  /**
   * The site's names of the products always included, known at build; when the site does not name them all, the
   * names come with the list of services.
   */
  included?: readonly string[];
  /** The language of its texts: its page's, where the page is shown in that language. */
  lang?: Language | undefined;
}

export default function TrialForm({ lang = DEFAULT_LANGUAGE, ...props }: Props) {
  return (
    <IslandLanguage value={lang}>
      <Trial {...props} />
    </IslandLanguage>
  );
}

function Trial({ support, included: namedAtBuild = [] }: Omit<Props, 'lang'>) {
  const t = useTranslate();
  const message = useTranslateMessage();
  const { language, locale } = useIslandLanguage();
  // The services' names are the site's English ones (its names file), marked so on a page of another language.
  const namesLang = language === DEFAULT_LANGUAGE ? undefined : LANGUAGES[DEFAULT_LANGUAGE].tag;
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
    <form className="form trial" ref={form.formRef} onSubmit={submit} noValidate aria-label={t('Start your free trial')}>
      {/* The card is drawn around the fieldset, not by it: WebKit draws a legend on its fieldset's border, floated or not. */}
      <div id="trial-products" className="card" ref={productsCard}>
        <fieldset className="fieldset products" aria-describedby={productMessage ? errorId : undefined} aria-busy={services === null || undefined}>
          <legend>{t('Choose your services')}</legend>
          <p className="field__hint">
            {t('Tick every service you want to try.')}
            {included.length > 0 && (
              <>
                {' '}
                <Sentence
                  text={included.length === 1 ? t('{names} is always included.') : t('{names} are always included.')}
                  parts={{
                    // Each name marked, the words between them ('and', 'et') the language's.
                    names: new Intl.ListFormat(locale, { type: 'conjunction' }).formatToParts(included).map((part, index) =>
                      part.type === 'element' ? (
                        <span key={index} lang={namesLang}>
                          {part.value}
                        </span>
                      ) : (
                        part.value
                      ),
                    ),
                  }}
                />
              </>
            )}
          </p>
          {services === null && (
            <p className="products__loading" role="status">
              {t('Loading services…')}
            </p>
          )}
          {services === 'failed' && (
            <p className="field__error" role="alert">
              {t('Services could not be loaded. Please reload the page.')}
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
                  <label htmlFor={`${ids}product-${service.id}`} lang={namesLang}>
                    {service.name}
                  </label>
                </div>
              ))}
            </div>
          )}
          {productMessage && (
            <p className="field__error" id={errorId} role="alert">
              {message(productMessage)}
            </p>
          )}
        </fieldset>
      </div>
      <div className="card trial__details">
        <PlanDetailsFields field={form.text} />
      </div>
      <div className="card trial__details">
        <CardFields field={form.text} />
        <p className="field__hint">{t('You will not be charged during the 15-day trial.')}</p>
      </div>
      <TermsField checked={form.values.terms} error={form.errors['terms']} onChecked={form.setValue} />
      <SubmitButton busy={form.busy || !running} locked={form.unconfirmed} status={form.status} label={t('Start Free Trial')} />
      <StillWorking sending={form.sending} />
      {lost && (
        <LostAnswer
          subject={{ kind: 'trial' }}
          support={support}
          // Billing lists payments; a trial sign-up is not one, so the trial names only the email.
          loggedIn={false}
          submitLabel={t('Start Free Trial')}
          onRetryAllowed={form.allowRetry}
        />
      )}
    </form>
  );
}
