import { describe, expect, it } from 'vitest';
import { email, validate } from './rules';

describe('email rule', () => {
  it('refuses an address longer than mail can deliver', () => {
    const long = `${'a'.repeat(250)}@example.com`;
    expect(validate(email(), long)).toEqual({ ok: false, errors: { form: 'Please enter a valid email address.' } });
    expect(validate(email(), 'casey@example.com').ok).toBe(true);
  });
});
