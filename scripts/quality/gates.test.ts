import { mkdtemp, mkdir, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { BUDGETS, measurePage, measureSite, overBudget } from './budgets';
import {
  EDITOR_CSP,
  buildRules,
  builtPagePolicies,
  builtPolicies,
  editorRules,
  headerPolicy,
  headerRules,
  headersFile,
  scriptHash,
  writeHeadersFile,
  writeOwnHashes,
} from '../../src/build/csp';
import { describeOverlap, headersFor, overlapsFor, overlapsIn, readHeaders } from '../headers';

/** A built site in a temporary folder: pages and files under _astro/. */
async function site(files: Record<string, string>): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'budgets-'));
  await mkdir(join(dir, '_astro'));
  for (const [name, text] of Object.entries(files)) await writeFile(join(dir, name), text);
  return dir;
}

/** JavaScript that gzip cannot shrink, of about `kb` kilobytes. */
const incompressible = (kb: number) => `var x="${randomBytes(kb * 768).toString('base64')}";`;

/** A first screen of text (critical-css.ts ends it after the element of main where its text passes 2,000 characters). */
const FIRST_SCREEN = `<section><p>${'Parking. '.repeat(300)}</p></section><section><p>Second.</p></section>`;

describe('size budgets', () => {
  it('follows module scripts and their static imports, not dynamic ones', async () => {
    const dir = await site({
      'page.html': '<html><body><script type="module" src="/_astro/entry.js"></script></body></html>',
      '_astro/entry.js': `import{a}from"./dep.js";import("./lazy.js");${incompressible(1)}`,
      '_astro/dep.js': incompressible(2),
      '_astro/lazy.js': incompressible(50),
    });
    const report = await measurePage(dir, 'page.html');
    expect(report.files.sort()).toEqual(['/_astro/dep.js', '/_astro/entry.js']);
    expect(report.js).toBeGreaterThan(2 * 1024);
    expect(report.js).toBeLessThan(6 * 1024);
    expect(report.kind).toBe('content');
  });

  it('fails a content page that grows past its budget', async () => {
    const dir = await site({
      'page.html': '<html><body><script type="module" src="/_astro/big.js"></script></body></html>',
      '_astro/big.js': incompressible(20),
    });
    const problems = overBudget([await measurePage(dir, 'page.html')]);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain(`budget ${(BUDGETS.content / 1024).toFixed(1)} KB (content page)`);
  });

  it('counts islands outside the footer, and not the footer form that hydrates when visible', async () => {
    const island = (client: string, url: string) =>
      `<astro-island component-url="${url}" renderer-url="/_astro/r.js" client="${client}"></astro-island>`;
    const dir = await site({
      'form.html': `<main>${island('visible', '/_astro/form.js')}</main><footer>${island('visible', '/_astro/footer.js')}</footer>`,
      'content.html': `<main></main><footer>${island('visible', '/_astro/footer.js')}</footer>`,
      '_astro/form.js': incompressible(4),
      '_astro/footer.js': incompressible(30),
      '_astro/r.js': incompressible(1),
    });
    const form = await measurePage(dir, 'form.html');
    expect(form.kind).toBe('form');
    expect(form.files.sort()).toEqual(['/_astro/form.js', '/_astro/r.js']);
    const content = await measurePage(dir, 'content.html');
    expect(content.kind).toBe('content');
    expect(content.js).toBe(0);
  });

  it('does not measure the content editor, which visitors never load', async () => {
    const dir = await site({
      'page.html': '<main></main>',
      'admin.html': `<script type="module" src="/_astro/cms.js"></script>`,
      '_astro/cms.js': incompressible(900),
    });
    expect((await measureSite(dir)).map((report) => report.page)).toEqual(['/page']);
  });

  it('fails a page whose HTML passes its budget of gzip, and passes one just under it', async () => {
    // Base64 of random bytes gzips back to about as many bytes; the first screen ends after FIRST_SCREEN, far under its budget.
    const noise = (kb: number) => randomBytes(Math.round(kb * 1024)).toString('base64');
    const page = (kb: number) => `<html><body><main>${FIRST_SCREEN}<section><p>${noise(kb)}</p></section></main></body></html>`;
    const dir = await site({ 'over.html': page(BUDGETS.html / 1024 + 0.5), 'under.html': page(BUDGETS.html / 1024 - 0.5) });
    const over = await measurePage(dir, 'over.html');
    expect(over.firstScreen).toBeLessThan(BUDGETS.firstScreen);
    expect(overBudget([over])).toEqual([expect.stringMatching(/^\/over: \d+\.\d KB, (\d+ B|\d+\.\d KB) over the 40\.0 KB a page's HTML may be$/)]);
    expect(overBudget([await measurePage(dir, 'under.html')])).toEqual([]);
  });

  it('holds a page with the payback estimate to the same budgets as every page, with no exception', async () => {
    const noise = (kb: number) => randomBytes(Math.round(kb * 1024)).toString('base64');
    const page = (rest: number, estimate: number) =>
      `<html><body><main>${FIRST_SCREEN}<section><p>${noise(rest)}</p></section><section id="payback" class="section"><p>${noise(estimate)}</p></section></main></body></html>`;
    const dir = await site({
      'fits.html': page(20, 3.5),
      'whole-over.html': page(BUDGETS.html / 1024 - 3, 3.5),
    });
    const fits = await measurePage(dir, 'fits.html');
    expect(fits.html).toBeGreaterThan(20 * 1024);
    expect(overBudget([fits])).toEqual([]);
    expect(overBudget([await measurePage(dir, 'whole-over.html')])).toEqual([expect.stringContaining("over the 40.0 KB a page's HTML may be")]);
  });

  it('fails a page whose first screen alone passes the budget, not one whose weight is past it', async () => {
    const noise = (kb: number) => randomBytes(Math.round(kb * 1024)).toString('base64');
    // The first screen ends after the element of main where its text passes 2,000 characters (critical-css.ts).
    const first = `<section><p>${'Parking. '.repeat(300)}</p></section><section><p>Second.</p></section>`;
    const dir = await site({
      'heavy-top.html': `<html><body><main><section><p>${noise(15)}</p></section><section><p>Second.</p></section></main></body></html>`,
      'heavy-below.html': `<html><body><main>${first}<section><p>${noise(15)}</p></section></main></body></html>`,
    });
    const top = await measurePage(dir, 'heavy-top.html');
    expect(overBudget([top])).toEqual([
      expect.stringMatching(/^\/heavy-top: \d+\.\d KB, \d+\.\d KB over the 14\.0 KB a page's HTML may be before its first screen ends$/),
    ]);
    const below = await measurePage(dir, 'heavy-below.html');
    expect(below.firstScreen).toBeLessThan(1024);
    expect(overBudget([below]).some((problem) => problem.includes('before its first screen ends'))).toBe(false);
  });
});

describe('one CSP', () => {
  const meta =
    "default-src 'self';connect-src 'self' http://127.0.0.1:8787 http://invoices.localhost:8787;img-src 'self' data:; script-src 'self' 'sha256-abc='; style-src 'self'";

  it('keeps every directive, exact origin and hash, and denies framing, with no https: wildcard', () => {
    expect(headerPolicy(meta)).toBe(
      "default-src 'self'; connect-src 'self' http://127.0.0.1:8787 http://invoices.localhost:8787; img-src 'self' data:; script-src 'self' 'sha256-abc='; style-src 'self'; frame-ancestors 'none'",
    );
  });

  it("gives the editor its own rules, and leaves its page out of the visitor pages' rules", async () => {
    expect(editorRules()).toEqual([
      { for: '/admin', policy: EDITOR_CSP },
      { for: '/admin/*', policy: EDITOR_CSP },
    ]);
    const dir = await site({
      'page.html': `<head><meta http-equiv="content-security-policy" content="${meta}"></head>`,
      'admin.html': '<head><meta http-equiv="content-security-policy" content="style-src \'unsafe-inline\'"></head>',
    });
    expect(await builtPolicies(dir)).toEqual([meta]);
    // No "/*" rule: each page has its own rules, at its path and its file's (and the retired worker its own).
    expect((await buildRules(dir)).map((rule) => rule.for)).toEqual(['/admin', '/admin/*', '/sw.js', '/page', '/page.html']);
  });

  it('writes _headers from the policies the pages were given, the same as reading the pages back', async () => {
    // Both pages list the build's hashes (Astro's way); only 'page' has the inline script of one of them.
    const own = `'${scriptHash('1')}'`;
    const listed = `script-src 'self' 'sha256-unused=' ${own}`;
    const dir = await site({
      'page.html': `<head><meta http-equiv="content-security-policy" content="${listed}"></head><body><script>1</script></body>`,
      'post.html': `<head><meta http-equiv="content-security-policy" content="${listed}"></head>`,
      'admin.html': '<head></head>',
    });
    const policies = await writeOwnHashes(dir);
    // What the pass hands on is each visitor page's policy as written (its unused hashes cut), by path.
    expect(policies).toEqual(await builtPagePolicies(dir));
    expect(policies).toEqual(
      new Map([
        ['/page', `script-src 'self' ${own}`],
        ['/post', "script-src 'self'"],
      ]),
    );
    await writeHeadersFile(dir, policies);
    expect(await readFile(join(dir, '_headers'), 'utf8')).toBe(headersFile(await buildRules(dir)));
  });

  it('gives every page its own rules with its own policy alone, at each path it is served at, and no "/*" rule', () => {
    const page = (frames: string, hash: string, scripts = '') =>
      `default-src 'self'; frame-src ${frames}; script-src 'self'${scripts} '${hash}'; style-src 'self'`;
    const pages = new Map([
      ['/', page('https://video.example', 'sha256-home=')],
      ['/about-us', page('https://video.example', 'sha256-about=')],
      ['/contact-us', page('https://video.example https://map.example', 'sha256-contact=')],
      ['/testpay', page('https://video.example https://pay.example', 'sha256-pay=', ' https://pay.example')],
      ['/reset-password', page('https://video.example', 'sha256-reset=')],
    ]);
    const rules = headerRules(pages);
    expect(rules.map((rule) => rule.for)).toEqual([
      '/',
      '/index',
      '/index.html',
      '/about-us',
      '/about-us.html',
      '/contact-us',
      '/contact-us.html',
      '/testpay',
      '/testpay.html',
      // The token page serves every path below it (its rewrite).
      '/reset-password',
      '/reset-password.html',
      '/reset-password/*',
    ]);
    const policyOf = (path: string) => [
      ...new Set(
        rules.filter((rule) => rule.for === path || rule.for.startsWith(`${path}.`) || rule.for.startsWith(`${path}/`)).map((rule) => rule.policy),
      ),
    ];
    expect(policyOf('/about-us')).toEqual([
      "default-src 'self'; frame-src https://video.example; script-src 'self' 'sha256-about='; style-src 'self'; frame-ancestors 'none'",
    ]);
    // The map's origin on the contact page alone, Google Pay's (frames and script) on /testpay alone.
    expect(policyOf('/contact-us')).toEqual([
      "default-src 'self'; frame-src https://video.example https://map.example; script-src 'self' 'sha256-contact='; style-src 'self'; frame-ancestors 'none'",
    ]);
    expect(policyOf('/testpay')).toEqual([
      "default-src 'self'; frame-src https://video.example https://pay.example; script-src 'self' https://pay.example 'sha256-pay='; style-src 'self'; frame-ancestors 'none'",
    ]);
    expect(policyOf('/reset-password')).toEqual([
      "default-src 'self'; frame-src https://video.example; script-src 'self' 'sha256-reset='; style-src 'self'; frame-ancestors 'none'",
    ]);
    expect(rules.filter((rule) => ['/', '/index', '/index.html'].includes(rule.for)).map((rule) => rule.policy)).toEqual(
      Array(3).fill(
        "default-src 'self'; frame-src https://video.example; script-src 'self' 'sha256-home='; style-src 'self'; frame-ancestors 'none'",
      ),
    );
  });

  // Netlify does not document which of two rules matching one request wins, so such an overlap is refused.
  it('writes _headers that Netlify reads as one policy per path, and refuses two policies for a path', async () => {
    const text = headersFile([
      { for: '/about-us', policy: 'a' },
      { for: '/contact-us', policy: 'b' },
    ]);
    expect(text).toContain('/about-us\n  Content-Security-Policy: a\n/contact-us\n  Content-Security-Policy: b\n');
    const dir = await site({ _headers: text });
    const rules = await readHeaders(dir);
    // netlify.toml's "/*" security headers, and each page's one policy (Netlify's matching: any case, a trailing slash).
    expect(headersFor(rules, '/contact-us')).toMatchObject({ 'X-Frame-Options': 'DENY', 'Content-Security-Policy': 'b' });
    expect(headersFor(rules, '/About-Us/')).toMatchObject({ 'X-Frame-Options': 'DENY', 'Content-Security-Policy': 'a' });
    expect(headersFor(rules, '/news')).not.toHaveProperty('Content-Security-Policy');
    expect(await overlapsIn(rules, dir)).toEqual([]);

    const overlapping = await site({
      _headers: '/*\n  Content-Security-Policy: c\n/about-us\n  Content-Security-Policy: c\n/contact-us\n  Content-Security-Policy: b\n',
    });
    const both = await readHeaders(overlapping);
    expect(() => headersFor(both, '/contact-us')).toThrow(
      '/contact-us: Content-Security-Policy is set differently by the rules "/*" and "/contact-us"',
    );
    // Rules that agree are no overlap.
    expect(overlapsFor(both, '/about-us')).toEqual([]);
    expect(headersFor(both, '/about-us')).toMatchObject({ 'Content-Security-Policy': 'c' });
    expect((await overlapsIn(both, overlapping)).map(describeOverlap)).toEqual([
      '/contact-us: Content-Security-Policy is set differently by the rules "/*" and "/contact-us"',
    ]);
  });
});
