/** Someone's details, for the measurement tests: what a visitor types must never reach an event (src/lib/measurement). */
import { expect } from 'vitest';

/** Someone's details, as a form would hold them: none of it may ever reach an event. */
export const PERSON = {
  name: 'Jane Roe',
  first_name: 'Jane',
  email: 'jane.roe@example.com',
  phone: '2125550147',
  access_token: 'eyJhbGciOiJIUzI1NiJ9.secret',
  card_number: '4111111111111111',
  security_code: '737',
} as const;

/** Fails when any of the person's values appears anywhere in what would be sent. */
export function expectNoPersonalData(sent: unknown): void {
  const text = JSON.stringify(sent);
  for (const [field, value] of Object.entries(PERSON)) expect(text, field).not.toContain(value);
  // No address of any kind: an @ never belongs in an event.
  expect(text).not.toContain('@');
}
