import fc from 'fast-check';
import { parseDocument } from 'htmlparser2';
import selectorParser from 'postcss-selector-parser';
import { describe, expect, it } from 'vitest';
import { cascadeChecks, mergeOrders, propertyFamily, siteStylesheet, specificity, topLevelRules } from './site-css';

/** Whether `order` is a subsequence of `merged`: its rules there, in its order. */
const keeps = (merged: readonly string[], order: readonly string[]) => {
  let at = -1;
  return order.every((rule) => {
    at = merged.indexOf(rule, at + 1);
    return at !== -1;
  });
};

describe('topLevelRules', () => {
  it('reads whole blocks as rules, and leaves out a rule whose copy comes later', () => {
    expect(topLevelRules('a{color:red}@media (width>=40rem){a{color:blue}b{margin:0}}@keyframes x{to{opacity:1}}b{margin:0}a{color:red}\n')).toEqual([
      '@media (width>=40rem){a{color:blue}b{margin:0}}',
      '@keyframes x{to{opacity:1}}',
      'b{margin:0}',
      'a{color:red}',
    ]);
  });

  it('stops at an at-rule whose first place counts', () => {
    expect(() => topLevelRules('@layer base;a{color:red}')).toThrow(/@layer/);
  });
});

describe('mergeOrders', () => {
  it("keeps every order's rules in their order, the first seen first where free", () => {
    const orders = new Map([
      ['/', ['g', 'a', 'b', 'h']],
      ['/x', ['c', 'h']],
      ['/y', ['c', 'g', 'a', 'd']],
    ]);
    expect(mergeOrders(orders)).toEqual(['c', 'g', 'a', 'b', 'h', 'd']);
  });

  it('names the pages that order two rules differently', () => {
    const orders = new Map([
      ['/', ['g', 'a', 'b']],
      ['/x', ['b', 'c', 'a']],
    ]);
    expect(() => mergeOrders(orders)).toThrow(/\/ puts\n {4}a\n {2}before\n {4}b\n {2}\/x puts\n {4}b\n {2}before\n {4}a/);
  });

  it('lets two rules whose order changes nothing go in either order', () => {
    const orders = new Map([
      ['/', ['a', 'b']],
      ['/x', ['b', 'a']],
    ]);
    expect(mergeOrders(orders, (a, b) => a !== 'a' && b !== 'a')).toEqual(['a', 'b']);
  });

  it('merges any orders that agree into a sequence holding each, every rule once', () => {
    // Orders that agree: each a subsequence of one hidden order of rules.
    const agreeing = fc
      .uniqueArray(fc.string({ minLength: 1, maxLength: 3 }), { maxLength: 12 })
      .chain((hidden) => fc.array(fc.subarray(hidden), { minLength: 1, maxLength: 6 }));
    fc.assert(
      fc.property(agreeing, (orders) => {
        const merged = mergeOrders(new Map(orders.map((order, index) => [`/${index}`, order])));
        expect(new Set(merged).size).toBe(merged.length);
        expect(new Set(merged)).toEqual(new Set(orders.flat()));
        for (const order of orders) expect(keeps(merged, order)).toBe(true);
      }),
    );
  });

  it('merges orders exactly when one sequence can hold them all, and names a cycle otherwise', () => {
    const rules = ['a', 'b', 'c', 'd', 'e'];
    const permutations = (items: readonly string[]): string[][] =>
      items.length === 0 ? [[]] : items.flatMap((item) => permutations(items.filter((other) => other !== item)).map((rest) => [item, ...rest]));
    const everyOrder = permutations(rules);
    fc.assert(
      fc.property(fc.array(fc.uniqueArray(fc.constantFrom(...rules), { maxLength: 5 }), { minLength: 1, maxLength: 4 }), (list) => {
        const possible = everyOrder.some((sequence) => list.every((order) => keeps(sequence, order)));
        const named = new Map(list.map((order, index) => [`/${index}`, order]));
        if (possible) for (const order of list) expect(keeps(mergeOrders(named), order)).toBe(true);
        else expect(() => mergeOrders(named)).toThrow(/puts/);
      }),
    );
  });
});

describe('specificity', () => {
  const of = (selector: string) => specificity(selectorParser().astSync(selector).first);

  it('scores ids, classes, attributes, pseudo-classes and types, :is by its largest argument and :where as nothing', () => {
    expect(of('#a .b[c] p::before')).toEqual([1, 2, 2]);
    expect(of('.a:hover>:not(.b,#c)')).toEqual([1, 2, 0]);
    expect(of(':where(#a) p:nth-child(2n)')).toEqual([0, 1, 1]);
    expect(of('*')).toEqual([0, 0, 0]);
  });

  it('does not guess the forms it does not score', () => {
    expect(of('li:nth-child(2 of .a)')).toBeUndefined();
    expect(of('::slotted(.a)')).toBeUndefined();
  });
});

describe('propertyFamily', () => {
  it('puts properties that set one longhand in one family', () => {
    expect(propertyFamily('margin-inline-start')).toBe(propertyFamily('margin'));
    expect(propertyFamily('border-top-left-radius')).toBe(propertyFamily('border-color'));
    expect(propertyFamily('inset')).toBe(propertyFamily('left'));
    expect(propertyFamily('gap')).toBe(propertyFamily('column-gap'));
    expect(propertyFamily('font')).toBe(propertyFamily('line-height'));
    expect(propertyFamily('-webkit-text-size-adjust')).toBe(propertyFamily('text-align'));
    expect(propertyFamily('--space')).not.toBe(propertyFamily('--space-2'));
  });
});

describe('cascadeChecks', () => {
  const html =
    '<header class="top"><a class="button nav">Home</a></header><main><section class="card" data-astro-cid-one><p data-astro-cid-one>x</p></section><div class="hero" data-astro-cid-two></div></main>';
  const { mayConflict, affects } = cascadeChecks([parseDocument(html)]);

  it('finds rules that may set one property of one element with the same specificity', () => {
    expect(mayConflict('.button{color:red}', '.nav{color:blue}')).toBe(true);
    expect(mayConflict('.button{color:red}', '.nav{margin-left:0}')).toBe(false);
    expect(mayConflict('.button{margin:0}', '@media (width>=40rem){.nav{margin-left:1rem}}')).toBe(true);
    expect(mayConflict('.button{color:red}', '.top .nav{color:blue}')).toBe(false);
    expect(mayConflict('.button{color:red!important}', '.nav{color:blue}')).toBe(false);
    expect(mayConflict('.button{all:unset}', '.nav{color:blue}')).toBe(true);
  });

  it("tells components' scoped rules apart by the elements the build drew", () => {
    expect(mayConflict('.card[data-astro-cid-one]{margin:0}', '.hero[data-astro-cid-two]{margin:1rem}')).toBe(false);
    expect(mayConflict('.card[data-astro-cid-one]>*{margin:0}', '[data-astro-cid-one]:first-child{margin:1rem}')).toBe(true);
    expect(mayConflict('.card[data-astro-cid-one]{margin:0}', '.nav.button{margin:1rem}')).toBe(false);
    expect(mayConflict('.card[data-astro-cid-one]{margin:0}', '.card:hover{margin:1rem}')).toBe(true);
  });

  it('tells unscoped rules apart by the elements the build drew when no script names their classes', () => {
    const drawn =
      '<main><article class="story-card">a</article><article class="service-card">b</article><p class="story-card__who service-card__tag">c</p><script>document.body.classList.add("is-open")</script></main>';
    const checks = cascadeChecks([parseDocument(drawn)], 'el.className = "toast toast--" + kind;');
    expect(checks.mayConflict('.story-card{display:flex}', '.service-card{display:grid}')).toBe(false);
    // One drawn element carries both.
    expect(checks.mayConflict('.story-card__who{margin:0}', '.service-card__tag{margin:1rem}')).toBe(true);
    // A script names the block: it could give an element the class.
    expect(checks.mayConflict('.story-card{display:flex}', '.toast--error{display:grid}')).toBe(true);
    // An inline script names the class.
    expect(checks.mayConflict('.is-open{display:flex}', '.service-card{display:grid}')).toBe(true);
    // A selector without a class is taken to meet any other.
    expect(checks.mayConflict('.story-card{display:flex}', '[role=region]{display:grid}')).toBe(true);
    // Without the scripts' text, nothing is known of them: unscoped rules meet.
    expect(mayConflict('.story-card{display:flex}', '.service-card{display:grid}')).toBe(true);
  });

  it('keeps the order of keyframes of one name, and of anything it does not know', () => {
    expect(mayConflict('@keyframes a{to{opacity:1}}', '@keyframes a{to{opacity:0}}')).toBe(true);
    expect(mayConflict('@keyframes a{to{opacity:1}}', '@keyframes b{to{opacity:0}}')).toBe(false);
    expect(mayConflict('@keyframes a{to{opacity:1}}', '.nav{animation:a 1s}')).toBe(false);
    expect(mayConflict('@starting-style{.nav{opacity:0}}', '.hero{color:red}')).toBe(true);
  });

  it("finds another page's rules that would style a page", () => {
    const document = parseDocument(html);
    const own = ['.nav{animation:spin 1s}'];
    expect(affects('.nav:hover{color:red}', document, own)).toBe(true);
    expect(affects('.pricing .nav{color:red}', document, own)).toBe(false);
    expect(affects('.card[data-astro-cid-three]{color:red}', document, own)).toBe(false);
    expect(affects('@keyframes spin{to{rotate:1turn}}', document, own)).toBe(true);
    expect(affects('@keyframes fade{to{opacity:1}}', document, own)).toBe(false);
  });
});

describe('siteStylesheet', () => {
  const page = (main: string) => `<html><head></head><body><header class="top"></header><main>${main}</main></body></html>`;

  it("merges the pages' stylesheets, each rule once, where the pages' orders of rules that may conflict allow", () => {
    const pages = new Map([
      ['index.html', { css: '.top{margin:0}.hero[data-astro-cid-a]{margin:1rem}', html: page('<div class="hero" data-astro-cid-a></div>') }],
      ['x.html', { css: '.card[data-astro-cid-b]{margin:2rem}.top{margin:0}', html: page('<div class="card" data-astro-cid-b></div>') }],
    ]);
    expect(siteStylesheet(pages)).toBe('.top{margin:0}.hero[data-astro-cid-a]{margin:1rem}.card[data-astro-cid-b]{margin:2rem}');
  });

  it("stops where two pages' orders disagree on rules that may conflict", () => {
    const pages = new Map([
      ['index.html', { css: '.top{margin:0}.nav{margin:1rem}', html: page('') }],
      ['x.html', { css: '.nav{margin:1rem}.top{margin:0}', html: page('') }],
    ]);
    expect(() => siteStylesheet(pages)).toThrow(/index\.html puts/);
  });

  it("stops where another page's rule would style a page", () => {
    const pages = new Map([
      ['index.html', { css: '.top{margin:0}', html: page('<p class="note"></p>') }],
      ['x.html', { css: '.top{margin:0}.note{color:red}', html: page('<p class="note"></p>') }],
    ]);
    expect(() => siteStylesheet(pages)).toThrow(/index\.html would be styled by other pages' rules[^]*\.note\{color:red\}/);
  });
});
