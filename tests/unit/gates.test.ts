import { mkdtemp, mkdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { BUDGETS, measurePage, measureSite, overBudget } from '../../scripts/quality/budgets';
import { EDITOR_CSP, buildRules, builtPolicies, editorRules, headerPolicy, headerRules, headersFile } from '../../src/build/csp';
import { headersFor, parseHeadersFile } from '../../scripts/headers';

/** A built site in a temporary folder: pages and files under _astro/. */
async function site(files: Record<string, string>): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'budgets-'));
  await mkdir(join(dir, '_astro'));
  for (const [name, text] of Object.entries(files)) await writeFile(join(dir, name), text);
  return dir;
}

/** JavaScript that gzip cannot shrink, of about `kb` kilobytes. */
const incompressible = (kb: number) => `var x="${randomBytes(kb * 768).toString('base64')}";`;

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

  it('fails a page whose HTML passes 30 KB of gzip', async () => {
    const dir = await site({ 'page.html': `<html><body><p>${randomBytes(40 * 1024).toString('base64')}</p></body></html>` });
    expect(overBudget([await measurePage(dir, 'page.html')])[0]).toContain('of HTML');
  });
});

describe('one CSP', () => {
  const meta =
    "default-src 'self';connect-src 'self' http://127.0.0.1:8787 http://invoices.localhost:8787;img-src 'self' data:; script-src 'self' 'sha256-abc='; style-src 'self'";

  it('keeps every directive, exact origin and hash, and denies framing (issue 10: no https: wildcard)', () => {
    expect(headerPolicy(meta)).toBe(
      "default-src 'self'; connect-src 'self' http://127.0.0.1:8787 http://invoices.localhost:8787; img-src 'self' data:; script-src 'self' 'sha256-abc='; style-src 'self'; frame-ancestors 'none'",
    );
  });

  it('gives the editor its own rules after the visitor pages\' "/*", and leaves its page out of the visitor policy', async () => {
    expect(editorRules()).toEqual([
      { for: '/admin', policy: EDITOR_CSP },
      { for: '/admin/*', policy: EDITOR_CSP },
    ]);
    const dir = await site({
      'page.html': `<head><meta http-equiv="content-security-policy" content="${meta}"></head>`,
      'admin.html': '<head><meta http-equiv="content-security-policy" content="style-src \'unsafe-inline\'"></head>',
    });
    expect(await builtPolicies(dir)).toEqual([meta]);
    expect((await buildRules(dir)).map((rule) => rule.for)).toEqual(['/*', '/admin', '/admin/*']);
  });

  it('gives a page that allows a rare origin its own rule, and leaves that origin out of "/*"', () => {
    const page = (frames: string, hash: string, scripts = '') =>
      `default-src 'self'; frame-src ${frames}; script-src 'self'${scripts} '${hash}'; style-src 'self'`;
    const pages = new Map([
      ['/', page('https://video.example', 'sha256-home=')],
      ['/about-us', page('https://video.example', 'sha256-about=')],
      ['/contact-us', page('https://video.example https://map.example', 'sha256-contact=')],
      ['/testpay', page('https://video.example https://pay.example', 'sha256-pay=', ' https://pay.example')],
      ['/career', page('https://video.example', 'sha256-career=')],
    ]);
    const rules = headerRules(pages);
    expect(rules.map((rule) => rule.for)).toEqual(['/*', '/contact-us', '/testpay']);
    const hashes = "'sha256-home=' 'sha256-about=' 'sha256-contact=' 'sha256-pay=' 'sha256-career='";
    expect(rules[0]?.policy).toBe(
      `default-src 'self'; frame-src https://video.example; script-src 'self' ${hashes}; style-src 'self'; frame-ancestors 'none'`,
    );
    expect(rules[1]?.policy).toBe(
      `default-src 'self'; frame-src https://video.example https://map.example; script-src 'self' ${hashes}; style-src 'self'; frame-ancestors 'none'`,
    );
    // A script origin of one page (Google Pay on /testpay) is that page's alone too.
    expect(rules[2]?.policy).toBe(
      "default-src 'self'; frame-src https://video.example https://pay.example; script-src 'self' 'sha256-home=' 'sha256-about=' 'sha256-contact=' https://pay.example 'sha256-pay=' 'sha256-career='; style-src 'self'; frame-ancestors 'none'",
    );
    expect(headerRules(new Map([['/', page('https://video.example', 'sha256-home=')]])).map((rule) => rule.for)).toEqual(['/*']);
  });

  it("writes Netlify's _headers rules in order, which the preview reads back as Netlify would", () => {
    const text = headersFile([
      { for: '/*', policy: 'a' },
      { for: '/contact-us', policy: 'b' },
    ]);
    expect(text).toContain('/*\n  Content-Security-Policy: a\n/contact-us\n  Content-Security-Policy: b\n');
    const rules = [{ for: '/*', values: { 'X-Frame-Options': 'DENY' } }, ...parseHeadersFile(text)];
    expect(headersFor(rules, '/contact-us')).toEqual({ 'X-Frame-Options': 'DENY', 'Content-Security-Policy': 'b' });
    expect(headersFor(rules, '/about-us')).toEqual({ 'X-Frame-Options': 'DENY', 'Content-Security-Policy': 'a' });
  });
});
