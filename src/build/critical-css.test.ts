import fc from 'fast-check';
import { parseDocument } from 'htmlparser2';
import { describe, expect, it } from 'vitest';
import {
  BLOCK_TEXT,
  criticalCss,
  criticalCssOf,
  firstScreenEnd,
  firstScreenEndOf,
  FIRST_SCREEN_TEXT,
  siteStylesheetLink,
  widened,
  withDeferredStylesheet,
} from './critical-css';

const words = (count: number) => 'word '.repeat(count / 5);
const page = (main: string, footer = '<footer class="foot"><p>f</p></footer>') =>
  `<!doctype html><html lang="en"><head><style>x</style></head><body><a class="skip">Skip</a><header class="top"><a class="nav">Home</a></header><main>${main}</main>${footer}</body></html>`;

describe('widened', () => {
  it('matches a selector in any state: no pseudo-classes, pseudo-elements or attribute tests', () => {
    expect(widened('html[data-session=in] .account--visitor')).toBe('html .account--visitor');
    expect(widened('.field input:not([type=checkbox],[type=radio])')).toBe('.field input');
    expect(widened('.grid:has(>:nth-child(2n):last-child)>*')).toBe('.grid > *');
    expect(widened('.a:is(.b, .c) + .d::before')).toBe('.a + .d');
    expect(widened(':root')).toBe('*');
    expect(widened('a > :focus-visible')).toBe('a > *');
  });
});

describe('firstScreenEnd', () => {
  it("ends after the element of main where main's text passes a first screen's, and never before its second", () => {
    const html = page(
      `<section class="hero">${words(FIRST_SCREEN_TEXT)}</section><section class="next">n</section><section class="later">l</section>`,
    );
    expect(html.slice(0, firstScreenEnd(html))).toMatch(/<section class="next">n<\/section>$/);
    const long = page(`<section class="hero">h</section><section class="a">${words(FIRST_SCREEN_TEXT)}</section><section class="later">l</section>`);
    expect(long.slice(0, firstScreenEnd(long))).toMatch(/<section class="a">[^<]*<\/section>$/);
  });

  it('takes in the footer when main is short, counting no hidden text nor inert copies', () => {
    const html = page('<section class="hero">h</section>');
    expect(html.slice(0, firstScreenEnd(html))).toMatch(/<\/footer>$/);
    const copies = page(
      `<section class="hero">h<div inert>${words(FIRST_SCREEN_TEXT)}</div></section><section hidden>${words(FIRST_SCREEN_TEXT)}</section>`,
    );
    expect(copies.slice(0, firstScreenEnd(copies))).toMatch(/<\/footer>$/);
  });

  it('ends with main when its few words fill a first screen in many blocks', () => {
    const blocks = Math.ceil(FIRST_SCREEN_TEXT / BLOCK_TEXT);
    const tall = page(`<section class="story"><dl>${'<dt>9</dt><dd>x</dd>'.repeat(blocks / 2)}</dl></section><section class="more">m</section>`);
    expect(tall.slice(0, firstScreenEnd(tall))).toMatch(/<\/main>$/);
    // Hidden blocks and the insides of a drawing take no room of their own.
    const hidden = page(
      `<section class="story"><ul hidden>${'<li>x</li>'.repeat(blocks)}</ul><svg>${'<text>1</text>'.repeat(blocks)}</svg></section>`,
    );
    expect(hidden.slice(0, firstScreenEnd(hidden))).toMatch(/<\/footer>$/);
  });
});

describe('firstScreenEnd, parsing only to the first screen', () => {
  // Main's elements as pages have them: sections of any length, hidden ones and inert copies, paragraphs closed by the
  // next element, void elements, lists, drawings, scripts holding tags as text.
  const text = fc.oneof(
    fc.nat({ max: 3000 }).map((length) => 'w '.repeat(length / 2)),
    fc.string({ unit: 'grapheme', maxLength: 60 }),
  );
  const escaped = text.map((words) => words.replace(/[<&]/g, ' '));
  const element = fc.oneof(
    escaped.map((words) => `<section class="s">${words}</section>`),
    escaped.map((words) => `<section hidden>${words}</section>`),
    escaped.map((words) => `<div><div inert>${words}</div><h2>${words.slice(0, 40)}</h2></div>`),
    escaped.map((words) => `<p>${words}`),
    fc.constant('<img alt="" src="/a.png">'),
    fc.nat({ max: 80 }).map((items) => `<ul>${'<li>x</li>'.repeat(items)}</ul>`),
    escaped.map((words) => `<svg viewBox="0 0 1 1"><text>${words}</text></svg>`),
    fc.constant('<script type="application/ld+json">{"a":"</section></main>"}</script>'),
  );

  it('finds the end that parsing the whole page finds, for any main', () => {
    fc.assert(
      fc.property(fc.array(element, { maxLength: 12 }), fc.boolean(), (elements, footer) => {
        const html = page(elements.join(''), footer ? '<footer class="foot"><p>f</p></footer>' : '');
        expect(firstScreenEnd(html)).toBe(firstScreenEndOf(parseDocument(html, { withEndIndices: true }), html.length));
      }),
      { numRuns: 500 },
    );
  });

  it('keeps the same rules whatever follows the first screen', () => {
    const css = '.hero{color:red}.next{margin:0}.later{color:blue}.foot{padding:0}';
    const first = `<section class="hero">${words(FIRST_SCREEN_TEXT)}</section><section class="next">n</section>`;
    expect(criticalCss(css, page(first))).toBe('.hero{color:red}.next{margin:0}');
    expect(criticalCss(css, page(`${first}${'<section class="later"><p>l</section>'.repeat(500)}<div`))).toBe('.hero{color:red}.next{margin:0}');
  });
});

describe('criticalCss', () => {
  const html = page(`<section class="hero">${words(FIRST_SCREEN_TEXT)}</section><section class="next">n</section><section class="later">l</section>`);

  it("keeps, in order, the rules of the first screen's elements in any state, and the at-rules around them", () => {
    const css = [
      ':root{--c:red}',
      'html[data-session=in] .nav{display:none}',
      '.later{color:red}',
      '.nav:hover{color:blue}',
      '@media (width>=64rem){.hero{padding:0}.foot{margin:0}}',
      '@media print{.later{color:#000}}',
      '.skip:focus{top:0}',
      '.foot p{margin:0}',
    ].join('');
    expect(criticalCss(css, html)).toBe(
      ':root{--c:red}html[data-session=in] .nav{display:none}.nav:hover{color:blue}@media (width>=64rem){.hero{padding:0}}.skip:focus{top:0}',
    );
  });

  it('keeps the keyframes a kept rule animates with, and drops the others', () => {
    const css = '.hero{animation:fade 1s}.later{animation:spin 1s}@keyframes fade{to{opacity:1}}@keyframes spin{to{rotate:1turn}}';
    expect(criticalCss(css, html)).toBe('.hero{animation:fade 1s}@keyframes fade{to{opacity:1}}');
  });

  it("keeps the login dialog's rules where the first screen opens it on arrival, and only there", () => {
    const css = '.dialog{border:0}.field input{width:100%}.later{color:red}';
    expect(criticalCss(css, html)).toBe('');
    const login = page(`<section class="hero">h</section><section><a class="button" data-open-login href="/login">Log in</a></section>`);
    expect(criticalCss(css, login)).toBe('.dialog{border:0}.field input{width:100%}');
  });
});

describe('criticalCssOf', () => {
  it('gives each page what criticalCss gives it, from one parse of the stylesheet', () => {
    const css = '.hero{color:red}.next .x{margin:0}#top{padding:0}.later{color:blue}@media (width>=64rem){.next{padding:0}.later{padding:0}}';
    const critical = criticalCssOf(css);
    const other = page('<section class="next"><span class="x" id="top">x</span></section><section class="hero">h</section>');
    for (const html of [page('<section class="hero">h</section><section class="later">l</section>'), other])
      expect(critical(html)).toBe(criticalCss(css, html));
    expect(critical(other)).toBe('.hero{color:red}.next .x{margin:0}#top{padding:0}@media (width>=64rem){.next{padding:0}}');
  });

  it('keeps a rule whose selector the matcher cannot read', () => {
    expect(criticalCssOf('svg|a{fill:red}.later{color:blue}')(page('<p>p</p>'))).toBe('svg|a{fill:red}');
  });
});

describe('withDeferredStylesheet', () => {
  it("puts the first screen's rules where the head linked the site stylesheet and links it at the end of the body, the rest unchanged", () => {
    const html = `<html><head><link rel="stylesheet" href="/_astro/style.x.css"><style>b{}</style></head><body><svg viewBox="0 0 1 1"></svg></body></html>`;
    const site = siteStylesheetLink(html);
    expect(site).toEqual({ link: '<link rel="stylesheet" href="/_astro/style.x.css">', href: '/_astro/style.x.css' });
    expect(withDeferredStylesheet(html, site?.link ?? '', 'a{}', site?.href ?? '', 'sha256-y')).toBe(
      `<html><head><style>a{}</style><style>b{}</style></head><body><svg viewBox="0 0 1 1"></svg><link rel="stylesheet" href="/_astro/style.x.css" integrity="sha256-y" fetchpriority="low"></body></html>`,
    );
  });

  it('finds no site stylesheet in a page without one, and refuses a link that is not in the head', () => {
    expect(siteStylesheetLink('<html><head><style>a{}</style></head><body></body></html>')).toBeUndefined();
    const late = '<html><head></head><body><link rel="stylesheet" href="/_astro/style.x.css"></body></html>';
    expect(() => withDeferredStylesheet(late, '<link rel="stylesheet" href="/_astro/style.x.css">', '', '/_astro/style.x.css', 'sha256-y')).toThrow(
      'no such stylesheet link in its head',
    );
  });
});
