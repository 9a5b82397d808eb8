/**
 * /thank-you after a payment ([§4](docs/CONTRACT.md#4-flows) Paid plan: state payment; [§8](docs/CONTRACT.md#8-notices)'s message): the steps (./ThankYouSteps.astro)
 * say what was bought and for how much.
 */
import { formatUsd } from '../../../lib/format';
import { asNumber, asRecord, asText } from '../../../lib/json';
import { planTypeLabel } from '../../../lib/membership';
import type { ThankYouState } from '../../thank-you';

/**
 * An amount in US dollars as a reader of the page's language writes one: en-US "$1,490.00" (formatUsd), fr-CA
 * "1 490,00 $ US", es "1490,00 US$". Here, not in lib/format.ts, which every page loads: only /thank-you needs it.
 */
export function usdIn(amount: number, locale: string): string {
  return locale === 'en-US' ? formatUsd(amount) : new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD' }).format(amount);
}

export default {
  kind: 'payment',
  message: 'Payment has been done successfully',
  samples: { service: 'Parking Inventory Management System', plan: 'Professional Plus, billed monthly', amount: '$99,999.99' },
  samplesIn: ({ t, locale }) => ({
    service: 'Parking Inventory Management System',
    plan: t('{plan}, {billed}', { plan: 'Professional Plus', billed: t('billed monthly') }),
    amount: usdIn(99_999.99, locale),
  }),
  /** The service, the plan with its billing, and the amount of paidLanding's state; null without all three. */
  values: (state, _now, { t, locale }) => {
    const record = asRecord(state);
    const service = asText(record?.['services']);
    const plan = asText(record?.['planName']);
    const amount = asNumber(record?.['amount']);
    if (!service || !plan || !Number.isFinite(amount) || amount <= 0) return null;
    const billed = planTypeLabel(record?.['plan_type']) === 'Monthly' ? t('billed monthly') : t('billed yearly');
    return { service, plan: t('{plan}, {billed}', { plan, billed }), amount: usdIn(amount, locale) };
  },
} satisfies ThankYouState<'service' | 'plan' | 'amount'>;
