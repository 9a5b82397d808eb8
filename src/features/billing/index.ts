/**
 * Billing's public door: reading the payment history ([§3](docs/CONTRACT.md#3-fields) "Payment history row"), for a feature that needs to
 * look at a customer's recent payments (commerce/, after a payment whose outcome is unknown).
 */
export { formatPaymentDate, loadHistoryReader, parseApiDate, type PaymentRow } from './history';
