/**
 * /thank-you after a payment ([§4](docs/CONTRACT.md#4-flows) Paid plan: state payment; [§8](docs/CONTRACT.md#8-notices)'s message): the steps (./ThankYouSteps.astro)
 * say what was bought and for how much.
 */
import { formatUsd } from '../../../lib/format';
import { asNumber, asRecord, asText } from '../../../lib/json';
import { planTypeLabel } from '../../../lib/membership';
import type { ThankYouState } from '../../thank-you';

export default {
  kind: 'payment',
  message: 'Payment has been done successfully',
  samples: { service: 'Parking Inventory Management System', plan: 'Professional Plus, billed monthly', amount: '$99,999.99' },
  /** The service, the plan with its billing, and the amount of paidLanding's state; null without all three. */
  values: (state) => {
    const record = asRecord(state);
    const service = asText(record?.['services']);
    const plan = asText(record?.['planName']);
    const amount = asNumber(record?.['amount']);
    if (!service || !plan || !Number.isFinite(amount) || amount <= 0) return null;
    return { service, plan: `${plan}, billed ${planTypeLabel(record?.['plan_type']).toLowerCase()}`, amount: formatUsd(amount) };
  },
} satisfies ThankYouState<'service' | 'plan' | 'amount'>;
