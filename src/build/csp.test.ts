import { describe, expect, it } from 'vitest';
import { CSP_DIRECTIVES, buildWideHashes, scriptHash, withOwnHashes } from './csp';

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

  it('allow no worker (default-src decides: none)', () => {
    expect(directives.some((directive) => directive.startsWith('worker-src') || directive.startsWith('child-src'))).toBe(false);
  });
});

describe("a page's own hash lists", () => {
  const policy = (content: string) => `<meta http-equiv="content-security-policy" content="${content}">`;
  const page = (meta: string) =>
    `<html><head>${meta}<script type="importmap">{}</script><style>a{}</style></head><body><script>go()</script>` +
    '<script type="application/ld+json">{}</script><script type="module" src="/_astro/x.js"></script><script>go()</script></body></html>';
  const hash = (text: string) => `'${scriptHash(text)}'`;

  it('lists exactly the hashes of the inline scripts (data blocks aside) and styles the page contains, and those it added itself', () => {
    const built = page(
      policy("default-src 'none'; script-src 'sha256-all=' 'self' https://pay.example; style-src 'self' 'sha256-all=' 'sha256-mine='"),
    );
    const other = page(policy("default-src 'none'; script-src 'self' 'sha256-all='; style-src 'self' 'sha256-all='"));
    const buildWide = buildWideHashes([built, other, page('')]);
    expect([...buildWide]).toEqual(["'sha256-all='"]);
    expect(withOwnHashes(built, buildWide)).toBe(
      page(
        policy(
          `default-src 'none'; script-src 'self' https://pay.example ${hash('{}')} ${hash('go()')}; style-src 'self' 'sha256-mine=' ${hash('a{}')}`,
        ),
      ),
    );
  });

  it('leaves a page without a meta policy (the editor’s) as it is', () => {
    expect(withOwnHashes(page(''), new Set())).toBe(page(''));
  });
});
