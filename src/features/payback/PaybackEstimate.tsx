/**
 * "What would it return?" under a service's pricing: the visitor's numbers and the model's assumptions as form
 * fields, the plan and its billing, and the estimate (cost, gain, payback, a 36-month chart and the same figures
 * as a table). The server renders it with the model's defaults and the plan the pricing recommends, so a page
 * without JavaScript shows a whole estimate; once hydrated, the numbers of the address replace the defaults,
 * every change made in the estimate is written back to it (replaceState), and the prices are the pricing's live
 * ones. The pricing leads: a billing period or plan the visitor chooses there becomes the estimate's, without
 * touching the address (the pricing's own choice is not in it either, so a reload shows the two alike, and the
 * address never moves under another island's form); the next change made in the estimate writes it all. Nothing is
 * sent.
 */
import { useEffect, useId, useRef, useState } from 'react';
import { loadServices, type MembershipPlan } from '../../lib/api/catalogue';
import { SelectField, TextField } from '../../lib/forms/fields';
import { formatPriceIn } from '../../lib/price-in-language';
import { useHydrated } from '../../lib/hydrated';
import type { Billing } from '../../lib/membership';
import { $pricingChoice, amountFor, NO_PRICING_CHOICE, recommendedPlanId, visiblePlans, type BuildPrices, type PricingChoice } from '../commerce';
import {
  assumptionsOf,
  checkAll,
  defaultTexts,
  estimate,
  fieldLabel,
  followPricing,
  formatMoney,
  MONTHS,
  paybackText,
  readAddress,
  writeAddress,
  type AddressState,
  type Estimate,
  type PaybackModel,
  type PaybackWords,
  type ValueSpec,
} from './payback';
import { PaybackChart } from './PaybackChart';
import { IslandLanguage, useIslandLanguage, useTranslate } from '../../i18n/island';
import { DEFAULT_LANGUAGE, englishMark, LANGUAGES, type Language } from '../../i18n/languages';
import { Sentence } from '../../i18n/Sentence';

interface Props {
  /** The API's id of the service, whose plans price the estimate. */
  serviceId: number;
  model: PaybackModel;
  /** The plans the build read (the pricing's); absent when it could not read them. */
  prices?: BuildPrices | undefined;
  /** The editor's recommended plan id: the estimate starts with the plan the pricing marks. */
  recommendedPlan?: number | undefined;
  /** The demo request with this service chosen. */
  demoHref: string;
  /** The language of its texts and numbers: its page's, where the page is shown in that language. */
  lang?: Language | undefined;
}

export default function PaybackEstimate({ lang = DEFAULT_LANGUAGE, ...props }: Props) {
  return (
    <IslandLanguage value={lang}>
      <Estimator {...props} />
    </IslandLanguage>
  );
}

/** The island's words: its language's texts, and its Intl tag in another language than English. */
function useWords(): PaybackWords {
  const t = useTranslate();
  const { language, locale } = useIslandLanguage();
  return language === DEFAULT_LANGUAGE ? { t } : { t, locale };
}

function Estimator({ serviceId, model, prices, recommendedPlan, demoHref }: Omit<Props, 'lang'>) {
  const words = useWords();
  const { t } = words;
  const { language } = useIslandLanguage();
  const [plans, setPlans] = useState<readonly MembershipPlan[]>(prices?.plans ?? []);
  const defaults: AddressState = {
    texts: defaultTexts(model),
    plan: recommendedPlanId(plans, recommendedPlan) ?? plans[0]?.id ?? null,
    billing: 'monthly',
  };
  const [state, setState] = useState<AddressState>(defaults);
  const [addressRead, setAddressRead] = useState(false);
  // The pricing's choice the estimate last took.
  const followed = useRef<PricingChoice>(NO_PRICING_CHOICE);
  const live = useHydrated();

  // Once, as the island hydrates: the address's numbers, and the prices the pricing shows (one request for both islands).
  useEffect(() => {
    setState((current) => readAddress(window.location.search, model, current));
    setAddressRead(true);
    void loadServices().then((services) => {
      if (services) setPlans(visiblePlans(services, serviceId));
    });
  }, [model, serviceId]);

  const update = (next: AddressState) => {
    setState(next);
    const { pathname, search, hash } = window.location;
    window.history.replaceState(window.history.state, '', `${pathname}${writeAddress(search, model, next, defaults)}${hash}`);
  };

  // Once the address is read (it wins on load), what the visitor chose in the pricing since the page loaded, before
  // this island hydrated too, and each later choice there. Subscribed again after each render, so it follows from
  // the estimate on screen.
  useEffect(() => {
    if (!addressRead) return undefined;
    const follow = (choice: PricingChoice) => {
      if (choice === followed.current) return;
      const next = followPricing(state, choice, followed.current);
      followed.current = choice;
      setState(next);
    };
    follow($pricingChoice.get());
    return $pricingChoice.listen(follow);
  });

  const plan = plans.find((candidate) => candidate.id === state.plan) ?? plans.find((candidate) => candidate.id === defaults.plan);
  const { values, errors } = checkAll(model, state.texts, words);
  const result = values && plan ? estimate(model, values, { billing: state.billing, amount: amountFor(plan, state.billing) }) : null;

  const field = (spec: ValueSpec) => (
    <TextField
      key={spec.key}
      name={spec.key}
      label={fieldLabel(spec, words)}
      hint={spec.source ?? spec.hint}
      inputMode={spec.unit === 'count' ? 'numeric' : 'decimal'}
      autoComplete="off"
      maxLength={20}
      value={state.texts[spec.key] ?? ''}
      error={errors[spec.key]}
      onValue={(key, text) => update({ ...state, texts: { ...state.texts, [key]: text } })}
    />
  );

  return (
    <div className="payback">
      {/* Disabled until the island runs: without it the fields would change nothing. */}
      <fieldset className="payback__fields" disabled={!live}>
        <legend className="visually-hidden">{t('Your numbers')}</legend>
        <fieldset className="fieldset">
          <legend>{t('Your facility')}</legend>
          <div className="form__row">{model.inputs.map(field)}</div>
        </fieldset>
        <fieldset className="fieldset">
          <legend>{t('Your plan')}</legend>
          <div className="form__row">
            <SelectField
              name="plan"
              label={t('Plan')}
              placeholder={t('Choose a plan')}
              unavailable={t('Plans could not be loaded: see the pricing above.')}
              options={plans.map((option) => ({ value: String(option.id), label: option.name, lang: englishMark(language) }))}
              value={plan ? String(plan.id) : ''}
              onValue={(_name, value) => update({ ...state, plan: value === '' ? null : Number(value) })}
            />
            <BillingChoice billing={state.billing} onChange={(billing) => update({ ...state, billing })} />
          </div>
        </fieldset>
        <fieldset className="fieldset">
          <legend>{t('Assumptions')}</legend>
          <p className="form__intro">{t('Estimates for a typical facility, each with where it comes from. Change any to match yours.')}</p>
          <div className="form__row">{assumptionsOf(model, words).map(field)}</div>
        </fieldset>
      </fieldset>
      <Results result={result} refused={values === null} billing={state.billing} plan={plan} demoHref={demoHref} words={words} />
    </div>
  );
}

/** Monthly or yearly billing of the plan: a radio group, as the pricing's billing period. */
function BillingChoice({ billing, onChange }: { billing: Billing; onChange: (billing: Billing) => void }) {
  const name = useId();
  const t = useTranslate();
  return (
    <fieldset className="field payback__billing">
      <legend>{t('Billing')}</legend>
      <div className="payback__billing-options">
        {(['monthly', 'yearly'] as const).map((value) => (
          <label key={value} className="check">
            <input type="radio" name={name} value={value} checked={billing === value} onChange={() => onChange(value)} />
            {value === 'monthly' ? t('Monthly') : t('Yearly')}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

interface ResultsProps {
  result: Estimate | null;
  refused: boolean;
  billing: Billing;
  plan: MembershipPlan | undefined;
  demoHref: string;
  words: PaybackWords;
}

/** The estimate, or why there is none: a refused number, or no plan priced. */
function Results({ result, refused, billing, plan, demoHref, words }: ResultsProps) {
  const last = result?.months.at(-1);
  const { t, locale } = words;
  const money = (amount: number) => formatMoney(amount, locale);
  const months = String(MONTHS);
  return (
    <div className="payback__results card">
      <h3 className="payback__heading">{t('Your estimate')}</h3>
      {refused && (
        <p className="payback__status" role="status">
          {t('Correct the marked numbers to see the estimate.')}
        </p>
      )}
      {!refused && !plan && (
        <p className="payback__status" role="status">
          {t("The estimate needs a plan's price, and the plans are not available right now: see the pricing above.")}
        </p>
      )}
      {result && plan && last && (
        <>
          <p className="visually-hidden" role="status">
            {result.payback === null
              ? t('No payback within {months} months.', { months })
              : t('Pays back in {payback}.', { payback: paybackText(result.payback, words) })}{' '}
            {t('Running total after {months} months: {total}.', { months, total: money(last.total) })}
          </p>
          <dl className="payback__figures">
            <div>
              <dt>
                {/* The plan's name is the API's, in English: marked so in another language. */}
                <Sentence text={t('{plan} plan')} parts={{ plan: <span lang={locale && LANGUAGES[DEFAULT_LANGUAGE].tag}>{plan.name}</span> }} />
              </dt>
              <dd>
                {t('{amount} a month', { amount: money(result.cost) })}
                {billing === 'yearly' && (
                  <span className="payback__detail"> ({t('{amount} a year', { amount: formatPriceIn(plan.annual_amount, locale) })})</span>
                )}
              </dd>
            </div>
            <div>
              <dt>{t('Gain')}</dt>
              <dd>{t('{amount} a month', { amount: money(result.gain) })}</dd>
            </div>
            <div>
              <dt>{t('Months to pay back')}</dt>
              <dd>{paybackText(result.payback, words)}</dd>
            </div>
            <div>
              <dt>{t('After {months} months', { months })}</dt>
              <dd>{money(last.total)}</dd>
            </div>
          </dl>
          <ul className="payback__gains">
            {result.gains.map((gain) => (
              <li key={gain.label}>{t('{gain}: {amount} a month', { gain: gain.label, amount: money(gain.amount) })}</li>
            ))}
            <li>{t('One-time set-up: {amount}', { amount: money(result.setup) })}</li>
          </ul>
          <PaybackChart estimate={result} words={words} />
          <details className="payback__months">
            <summary>{t('The running total month by month')}</summary>
            <table>
              <caption className="visually-hidden">{t('Running total month by month')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('Month')}</th>
                  <th scope="col">{t('Gained so far')}</th>
                  <th scope="col">{t('Paid so far')}</th>
                  <th scope="col">{t('Running total')}</th>
                </tr>
              </thead>
              <tbody>
                {result.months.map((row) => (
                  <tr key={row.month}>
                    <th scope="row">{row.month}</th>
                    <td>{money(row.gained)}</td>
                    <td>{money(row.paid)}</td>
                    <td>{money(row.total)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </details>
        </>
      )}
      <p className="payback__next">
        <a className="button" href={demoHref}>
          {t('Talk to us about these numbers')}
        </a>
      </p>
      <p className="payback__note">{t('An estimate, not a quote. Nothing you type here leaves this page.')}</p>
    </div>
  );
}
