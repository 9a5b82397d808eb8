import { describe, expect, it } from 'vitest';
import { CSP_DIRECTIVES } from './csp';

const API = 'https://api.parkcloud.com';
const INVOICES = 'https://files.parkcloud.com/invoice';

describe('the measurement collector in the CSP', () => {
  it('is absent without PUBLIC_ANALYTICS_URL', () => {
    expect(CSP_DIRECTIVES(API, INVOICES).join('; ')).toBe(CSP_DIRECTIVES(API, INVOICES, '').join('; '));
    expect(CSP_DIRECTIVES(API, INVOICES)).toContain("connect-src 'self' https://api.parkcloud.com https://files.parkcloud.com");
  });

  it('is in connect-src only, as its origin, when set', () => {
    const directives = CSP_DIRECTIVES(API, INVOICES, 'https://plausible.io/');
    expect(directives).toContain("connect-src 'self' https://api.parkcloud.com https://files.parkcloud.com https://plausible.io");
    expect(directives.filter((directive) => directive.includes('plausible.io'))).toHaveLength(1);
  });
});

describe('the directives every visitor page gets', () => {
  const directives = CSP_DIRECTIVES(API, INVOICES);

  it("allow nothing unless written out (default-src 'none'), with no unsafe-* source", () => {
    expect(directives[0]).toBe("default-src 'none'");
    expect(directives.join(' ')).not.toMatch(/'unsafe-/);
    expect(directives).toContain("base-uri 'none'");
    expect(directives).toContain("form-action 'self'");
  });

  it('enforce Trusted Types and allow only the notyf policy', () => {
    expect(directives).toContain("require-trusted-types-for 'script'");
    expect(directives).toContain('trusted-types notyf');
  });
});
