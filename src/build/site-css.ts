/**
 * One stylesheet for the whole site, cached once: every page's stylesheet merged into one sequence of top-level
 * rules (a style rule, or a whole @media, @supports, @container or @keyframes block), so a visitor's second page
 * needs no stylesheet of its own.
 *
 * Each page's stylesheet is one Vite chunk: the global rules, then each component's, in the order the page imports
 * them, which differs from page to page (a page that imports a component before the layout has its rules before the
 * global ones). The merge keeps each page's order for every two of its rules whose order can change what a page
 * draws (mayConflict), and lets the others go where they fit; two pages that order two such rules differently stop
 * the build. Rules of other pages in the file must match nothing on a page (affects): the build stops too if
 * one would.
 *
 * Two rules can change each other's effect only when some element matches both with the same specificity and they
 * set a common property with the same importance; the order decides nothing otherwise. A rule scoped to a component
 * (`[data-astro-cid-…]` on its subject) matches only elements the build drew for that component, whose classes and
 * ancestors are in the built HTML (no script changes the classes of a scoped element), so whether it can meet another
 * rule's subject is read from every built page. So is whether two unscoped rules meet when every class either names
 * is one no script of the site holds (markupOnlyClasses: its name, and its block's before `__` or `--`, in no shipped or
 * inline script), such as a component's global `.story-card` and `.service-card`: only the build's HTML carries
 * them. Other unscoped rules are taken to meet, always.
 */
import { is, selectAll, selectOne } from 'css-select';
import type { AnyNode, Document, Element } from 'domhandler';
import { DomUtils, parseDocument } from 'htmlparser2';
import postcss, { type ChildNode } from 'postcss';
import selectorParser, { type Selector } from 'postcss-selector-parser';
import { widened } from './critical-css';

/** At-rules whose style rules cascade as if they stood alone: a condition on when they apply, not on how. */
const CONDITIONS = new Set(['media', 'supports', 'container']);

/** At-rules of descriptors that no style rule's order can change, and that change no style rule's order. */
const DESCRIPTORS = new Set(['keyframes', 'font-face', 'property', 'counter-style', 'font-palette-values', 'page']);

/**
 * The top-level rules of a stylesheet, each as its text, in order. A rule whose exact copy comes later is left out:
 * the later copy wins everywhere the first would, so the first draws nothing (an at-rule whose first place counts,
 * such as @layer or @import, stops the build: the merge cannot move it safely).
 */
export function topLevelRules(css: string): string[] {
  const texts = postcss.parse(css).nodes.map((node) => {
    if (node.type === 'atrule' && !CONDITIONS.has(node.name) && !DESCRIPTORS.has(node.name))
      throw new Error(`@${node.name} in a page's stylesheet: the site stylesheet's merge keeps no first-place at-rule (src/build/site-css.ts).`);
    return node.toString().trim();
  });
  return texts.filter((text, index) => texts.indexOf(text, index + 1) === -1);
}

/**
 * One sequence holding every rule of every order, in which `mustOrder(a, b)` rules keep each order's relative order
 * (Kahn's algorithm; among rules free to go next, the one first seen across the orders, in their order, goes first).
 * Throws, naming the orders, when two orders put such rules in a different order.
 */
export function mergeOrders(orders: ReadonlyMap<string, readonly string[]>, mustOrder: (a: string, b: string) => boolean = () => true): string[] {
  const rank = new Map<string, number>();
  for (const order of orders.values()) for (const rule of order) if (!rank.has(rule)) rank.set(rule, rank.size);
  // Each edge a → b is named by the first order that puts a before b.
  const next = new Map<string, Map<string, string>>([...rank.keys()].map((rule) => [rule, new Map()]));
  const before = new Map<string, number>([...rank.keys()].map((rule) => [rule, 0]));
  const asked = new Map<string, Set<string>>([...rank.keys()].map((rule) => [rule, new Set()]));
  for (const [name, order] of orders)
    for (const [index, a] of order.entries())
      for (const b of order.slice(index + 1)) {
        const answered = asked.get(a);
        if (!answered || answered.has(b)) continue;
        answered.add(b);
        if (a === b || !mustOrder(a, b)) continue;
        next.get(a)?.set(b, name);
        before.set(b, (before.get(b) ?? 0) + 1);
      }
  const merged: string[] = [];
  const byRank = (a: string, b: string) => (rank.get(a) ?? 0) - (rank.get(b) ?? 0);
  const ready = [...rank.keys()].filter((rule) => before.get(rule) === 0);
  while (ready.length > 0) {
    ready.sort(byRank);
    const rule = ready.shift() ?? '';
    merged.push(rule);
    for (const after of next.get(rule)?.keys() ?? []) {
      const left = (before.get(after) ?? 0) - 1;
      before.set(after, left);
      if (left === 0) ready.push(after);
    }
  }
  if (merged.length < rank.size) throw new Error(cycleMessage(new Set([...rank.keys()].filter((rule) => (before.get(rule) ?? 0) > 0)), next));
  return merged;
}

/**
 * The build's message for rules the merge could not place: a cycle among them, each step with the order that puts
 * it so. Every such rule waits for another such rule, so walking back from one reaches a cycle.
 */
function cycleMessage(stuck: ReadonlySet<string>, next: ReadonlyMap<string, ReadonlyMap<string, string>>): string {
  const earlier = (rule: string) => [...stuck].find((other) => next.get(other)?.has(rule)) ?? rule;
  const walked: string[] = [];
  let rule = [...stuck][0] ?? '';
  while (!walked.includes(rule)) {
    walked.push(rule);
    rule = earlier(rule);
  }
  const cycle = [...walked.slice(walked.indexOf(rule)), rule].reverse();
  const short = (text: string) => (text.length > 160 ? `${text.slice(0, 157)}...` : text);
  const steps = cycle.slice(1).map((after, index) => {
    const first = cycle[index] ?? '';
    return `  ${next.get(first)?.get(after) ?? '?'} puts\n    ${short(first)}\n  before\n    ${short(after)}`;
  });
  return [
    "Two pages' stylesheets order rules that may style one element differently, so no one site stylesheet keeps both pages' look:",
    ...steps,
  ].join('\n');
}

/** A selector as the comparison needs it: its specificity (undefined when not known for sure) and its text. */
interface SelectorFacts {
  readonly text: string;
  readonly specificity: string | undefined;
  readonly scoped: boolean;
}

/** What a top-level rule can do: its selectors and the properties it sets, or the at-rule it is. */
type RuleFacts =
  | { readonly kind: 'style'; readonly selectors: readonly SelectorFacts[]; readonly properties: ReadonlySet<string> }
  | { readonly kind: 'descriptors'; readonly name: string; readonly params: string }
  | { readonly kind: 'other' };

/** Descriptor at-rules whose params name what they define: two of different names never meet. */
const NAMED_BY_PARAMS = new Set(['keyframes', 'property', 'counter-style', 'font-palette-values']);

/** Pseudo-classes whose specificity is the largest of their arguments', and :where, whose is none. */
const TAKES_LARGEST = new Set([':is', ':not', ':has', ':matches', ':-webkit-any', ':-moz-any']);

/** Pseudo-elements written with one colon, as old stylesheets may. */
const LEGACY_PSEUDO_ELEMENTS = new Set([':before', ':after', ':first-line', ':first-letter']);

/** A selector's specificity, or undefined for a form this does not score (nesting, :nth-child(… of S), :host(S)). */
export function specificity(selector: Selector): [number, number, number] | undefined {
  let score: [number, number, number] | undefined = [0, 0, 0];
  const add = (more: readonly [number, number, number] | undefined) => {
    score = score && more ? [score[0] + more[0], score[1] + more[1], score[2] + more[2]] : undefined;
  };
  selector.each((node) => {
    if (node.type === 'id') add([1, 0, 0]);
    else if (node.type === 'class' || node.type === 'attribute') add([0, 1, 0]);
    else if (node.type === 'tag') add([0, 0, 1]);
    else if (node.type === 'nesting') add(undefined);
    else if (node.type === 'pseudo') {
      const name = node.value.toLowerCase();
      if (name.startsWith('::') || LEGACY_PSEUDO_ELEMENTS.has(name)) add(node.nodes.length > 0 ? undefined : [0, 0, 1]);
      else if (name === ':where') add([0, 0, 0]);
      else if (TAKES_LARGEST.has(name)) add(largest(node.nodes.map(specificity)));
      else if (/^:(nth-|host)/.test(name) && /\bof\b|[.#[:]/.test(node.nodes.map(String).join(','))) add(undefined);
      else add([0, 1, 0]);
    }
  });
  return score;
}

/** The largest of some specificities, undefined if one is. */
function largest(scores: readonly ([number, number, number] | undefined)[]): [number, number, number] | undefined {
  let most: [number, number, number] = [0, 0, 0];
  for (const score of scores) {
    if (!score) return undefined;
    if (compare(score, most) > 0) most = score;
  }
  return most;
}

/** Orders two specificities. */
function compare(a: readonly [number, number, number], b: readonly [number, number, number]): number {
  return a[0] - b[0] || a[1] - b[1] || a[2] - b[2];
}

/** Properties that set one another (a shorthand and its longhands, logical and physical sides) share a family. */
const FAMILIES: Readonly<Record<string, string>> = {
  top: 'inset',
  right: 'inset',
  bottom: 'inset',
  left: 'inset',
  width: 'size',
  height: 'size',
  min: 'size',
  max: 'size',
  inline: 'size',
  block: 'size',
  aspect: 'size',
  row: 'gap',
  column: 'gap',
  columns: 'gap',
  grid: 'gap',
  place: 'align',
  justify: 'align',
  line: 'font',
  white: 'text',
  word: 'text',
  overflow: 'text',
};

/**
 * The family of a property, wide enough that any two properties that can set the same longhand share it: custom
 * properties by their name, the others by their first word without a vendor prefix, grouped by FAMILIES (`all`
 * sets every property: shareAProperty knows it).
 */
export function propertyFamily(property: string): string {
  if (property.startsWith('--')) return property;
  const word =
    property
      .toLowerCase()
      .replace(/^-\w+-/, '')
      .split('-')[0] ?? '';
  return FAMILIES[word] ?? word;
}

/** The facts of a top-level rule (see RuleFacts). */
function factsOf(rule: string): RuleFacts {
  const node = postcss.parse(rule).first;
  if (node?.type === 'atrule' && DESCRIPTORS.has(node.name)) return { kind: 'descriptors', name: node.name, params: node.params };
  const styleRules: ChildNode[] = node?.type === 'atrule' && CONDITIONS.has(node.name) ? (node.nodes ?? []) : node ? [node] : [];
  if (styleRules.length === 0 || styleRules.some((child) => child.type !== 'rule')) return { kind: 'other' };
  const properties = new Set<string>();
  const selectors: SelectorFacts[] = [];
  for (const child of styleRules) {
    if (child.type !== 'rule') continue;
    child.walkDecls((declaration) => {
      properties.add(`${propertyFamily(declaration.prop)}${declaration.important ? '!' : ''}`);
    });
    selectorParser((root) => {
      root.each((selector) => {
        const score = specificity(selector);
        selectors.push({ text: String(selector).trim(), specificity: score?.join(','), scoped: isScoped(selector) });
      });
    }).processSync(child.selector);
  }
  return { kind: 'style', selectors, properties };
}

/**
 * Whether every class a selector names is one only the build's HTML can carry: neither its name nor its block (the
 * part before `__` or `--`, from which a script could build it) occurs in `code`, every script of the site. A
 * selector naming no class is not. What the built pages hold of such a selector's elements is all there will be.
 */
function markupOnlyClasses(code: string): (selector: string) => boolean {
  const known = new Map<string, boolean>();
  const free = (name: string) => {
    let found = known.get(name);
    if (found === undefined) {
      const block = name.split(/__|--/)[0] ?? name;
      found = !code.includes(name) && !code.includes(block);
      known.set(name, found);
    }
    return found;
  };
  return (selector) => {
    const classes = [...selector.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map((match) => match[1] ?? '');
    return classes.length > 0 && classes.every(free);
  };
}

/** Whether a selector's subject (its last compound) is scoped to a component: carries `[data-astro-cid-…]`. */
function isScoped(selector: Selector): boolean {
  let scoped = false;
  selector.each((node) => {
    if (node.type === 'combinator') scoped = false;
    else if (node.type === 'attribute' && node.attribute.startsWith('data-astro-cid-')) scoped = true;
  });
  return scoped;
}

/** Whether two rules' properties (families, `!` when important) can set one longhand with the same importance. */
function shareAProperty(a: ReadonlySet<string>, b: ReadonlySet<string>): boolean {
  const [fewer, more] = a.size <= b.size ? [a, b] : [b, a];
  for (const property of fewer) if (more.has(property)) return true;
  for (const [one, other] of [
    [a, b],
    [b, a],
  ] as const) {
    if (one.has('all') && [...other].some((property) => !property.endsWith('!'))) return true;
    if (one.has('all!') && [...other].some((property) => property.endsWith('!'))) return true;
  }
  return false;
}

/** A selector widened to any state (critical-css.ts), keeping its components' scopes. */
const scopedWidened = (selector: string) => widened(selector, /^\[data-astro-cid-[\w-]+\]$/);

/** The animation names a rule's declarations use. */
function animationNames(rule: string): string[] {
  const names: string[] = [];
  postcss.parse(rule).walkDecls(/^animation(-name)?$/i, (declaration) => {
    names.push(...declaration.value.split(/[\s,]+/));
  });
  return names;
}

/** What the site stylesheet's build asks of rules, read from every built page's document (see the module's comment). */
export interface CascadeChecks {
  /** Whether the order of two rules can change what a page draws. */
  readonly mayConflict: (a: string, b: string) => boolean;
  /** Whether a rule of another page can change what `document`, styled by its own rules `own`, draws. */
  readonly affects: (rule: string, document: Document, own: readonly string[]) => boolean;
}

/**
 * The checks of rules against `documents`, every built page's, and `scripts`, the text of every module they can load;
 * what they find of a rule or selector is kept.
 */
export function cascadeChecks(documents: readonly Document[], scripts?: string): CascadeChecks {
  // Every script of the site: the shipped files' text (`scripts`; unknown, no class is known to be free of them) and
  // the pages' inline scripts.
  const markupOnly =
    scripts === undefined
      ? () => false
      : markupOnlyClasses(
          [
            scripts,
            ...documents.flatMap((document) => selectAll<AnyNode, Element>('script', document).map((script) => DomUtils.textContent(script))),
          ].join('\n'),
        );
  const facts = new Map<string, RuleFacts>();
  const factsFor = (rule: string) => {
    const found = facts.get(rule) ?? factsOf(rule);
    facts.set(rule, found);
    return found;
  };
  const unreadable = new Set<string>();
  const matched = new Map<string, Element[]>();
  const elementsOf = (selector: string): Element[] => {
    let found = matched.get(selector);
    if (!found) {
      try {
        const test = scopedWidened(selector);
        found = documents.flatMap((document) => selectAll<AnyNode, Element>(test, document));
      } catch {
        found = [];
        unreadable.add(selector);
      }
      matched.set(selector, found);
    }
    return found;
  };
  const met = new Map<string, boolean>();
  /** Whether one element can be the subject of both selectors: unscoped ones always can (see the module's comment). */
  const meet = (a: SelectorFacts, b: SelectorFacts): boolean => {
    if (!a.scoped && !b.scoped && !(markupOnly(a.text) && markupOnly(b.text))) return true;
    const [scoped, other] = a.scoped || !b.scoped ? [a, b] : [b, a];
    const key = `${scoped.text}\n${other.text}`;
    let found = met.get(key);
    if (found === undefined) {
      const elements = elementsOf(scoped.text);
      try {
        const test = scopedWidened(other.text);
        found = unreadable.has(scoped.text) || elements.some((element) => is(element, test));
      } catch {
        found = true;
      }
      met.set(key, found);
    }
    return found;
  };
  const mayConflict = (a: string, b: string): boolean => {
    const first = factsFor(a);
    const second = factsFor(b);
    if (first.kind === 'other' || second.kind === 'other') return true;
    // Descriptors meet no style rule; two at-rules of one kind meet unless their params name different things.
    if (first.kind === 'descriptors' && second.kind === 'descriptors')
      return first.name === second.name && (first.params === second.params || !NAMED_BY_PARAMS.has(first.name));
    if (first.kind === 'descriptors' || second.kind === 'descriptors') return false;
    if (!shareAProperty(first.properties, second.properties)) return false;
    return first.selectors.some((one) =>
      second.selectors.some(
        (two) => (one.specificity === undefined || two.specificity === undefined || one.specificity === two.specificity) && meet(one, two),
      ),
    );
  };
  const affects = (rule: string, document: Document, own: readonly string[]): boolean => {
    const found = factsFor(rule);
    if (found.kind === 'other') return true;
    if (found.kind === 'descriptors') {
      if (found.name !== 'keyframes') return true;
      return own.some((mine) => animationNames(mine).includes(found.params) || mayConflict(mine, rule));
    }
    return found.selectors.some(({ text }) => {
      try {
        return selectOne(scopedWidened(text), document) !== null;
      } catch {
        return true;
      }
    });
  };
  return { mayConflict, affects };
}

/**
 * The site stylesheet: every page's stylesheet (`pages`: each page's name, stylesheet and HTML) merged into one
 * (mergeOrders, keeping each page's order for every two rules that may conflict), as text. Throws, naming them, when
 * pages order two such rules differently, or when a page's look would change with another page's rules.
 */
export function siteStylesheet(pages: ReadonlyMap<string, { readonly css: string; readonly html: string }>, scripts?: string): string {
  const documents = new Map([...pages].map(([name, { html }]) => [name, parseDocument(html)]));
  const checks = cascadeChecks([...documents.values()], scripts);
  const orders = new Map([...pages].map(([name, { css }]) => [name, topLevelRules(css)]));
  const merged = mergeOrders(orders, checks.mayConflict);
  for (const [name, document] of documents) {
    const own = orders.get(name) ?? [];
    const mine = new Set(own);
    const foreign = merged.filter((rule) => !mine.has(rule) && checks.affects(rule, document, own));
    if (foreign.length > 0)
      throw new Error(`${name} would be styled by other pages' rules in the site stylesheet (src/build/site-css.ts):\n  ${foreign.join('\n  ')}`);
  }
  return merged.join('');
}
