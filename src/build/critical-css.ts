/**
 * Each built page's stylesheet split by position: the rules its first screen needs stay inline in the head, and the
 * whole stylesheet comes from a cached file linked at the end of the body, where it blocks nothing drawn before it.
 *
 * The first screen is the page from its start (the skip link, the header) down to the end of the element of its main
 * where main's text passes what a first screen can show (firstScreenEnd), as parsed from the HTML: the build has no
 * layout to measure. A rule stays inline when one of its selectors, widened to ignore states (pseudo-classes and
 * pseudo-elements, attribute tests such as `[open]`, `[aria-*]`, the session's `html[data-session=in]`), matches an
 * element there: whatever state a visitor's first screen is in before the file arrives, it is styled. Rules that
 * match only below (the footer, later sections, a product's pricing) wait for the file; the login dialog, which a
 * script draws over the first screen of /login, is inline there (DRAWN_BY_SCRIPT).
 *
 * The file is the site's one stylesheet (Vite's `build.cssCodeSplit: false`), the same for every page, and the inline
 * rules are a part of it in its order: once it is there, each rule is after every inline copy, so the cascade, and the
 * page's look, is the same as with the whole stylesheet inline; what it repeats of the first screen's rules restyles
 * nothing. The stylesheet is parsed and its selectors compiled once for all pages (criticalCssOf).
 */
import { compile } from 'css-select';
import { type AnyNode, type Document, DomHandler, type Element, isTag, isText } from 'domhandler';
import { Parser } from 'htmlparser2';
import postcss, { type ChildNode, type Root } from 'postcss';

/** The fewest elements of <main>, from its start, the first screen takes in. */
export const FIRST_SCREEN_SECTIONS = 2;

/**
 * The characters of text in <main> past which its next element is below the first screen: about what 900 px of a
 * 1280 px viewport holds, counting text only, so a page with drawings or space reaches the fold sooner (and keeps
 * more inline than it needs). The first screen ends after the element where main's text passes this, and takes in
 * the footer when main's whole text, with BLOCK_TEXT for each of its blocks, stays under it.
 * tests/e2e/first-screen.spec.ts draws every page's first screen without the stylesheet's file and with it, and finds
 * them the same.
 */
export const FIRST_SCREEN_TEXT = 2000;

/**
 * The characters of text one block of main (a paragraph, heading, list item, figure, drawing, field…) stands for
 * when weighing whether main's end is within the first screen: about a line's room at 1280 px, its margins not
 * counted, so a main of few words in many blocks (a customer's story, a form) is not taken for a short one.
 */
export const BLOCK_TEXT = 40;

/** The elements of main that BLOCK_TEXT counts: each takes at least a line of the page's height. */
const BLOCKS = new Set([
  'p',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'li',
  'dt',
  'dd',
  'figure',
  'blockquote',
  'pre',
  'table',
  'tr',
  'img',
  'svg',
  'label',
  'input',
  'select',
  'textarea',
  'button',
  'summary',
]);

/**
 * What a script draws over the first screen, which the HTML does not hold: the login dialog and its form's parts. A
 * page whose main has a login launcher on its first screen (/login) opens the dialog on arrival, maybe before the
 * stylesheet's file is there, so it keeps their rules inline. Elsewhere the dialog opens on a click, after its code
 * is fetched, a request that starts after the file's.
 */
export const DRAWN_BY_SCRIPT =
  /\.(?:dialog|login-dialog|form|field|check|password-toggle|required|icon-button|button)(?:__[\w-]+|--[\w-]+)?(?![\w-])/;

/**
 * Whether a node is an element drawn as the page's own: no script, style or template, nothing hidden, and no inert
 * copy (a page may hold its variants' texts in inert copies that only reserve the room of the longest).
 */
function isDrawn(node: AnyNode): node is Element {
  return isTag(node) && !['script', 'style', 'template'].includes(node.name) && !('hidden' in node.attribs) && !('inert' in node.attribs);
}

/** The length of an element's text as drawn (isDrawn). */
function textLength(node: AnyNode): number {
  if (isText(node)) return node.data.trim().length;
  if (!isDrawn(node)) return 0;
  return node.children.reduce((sum, child) => sum + textLength(child), 0);
}

/** The blocks of an element as drawn (BLOCKS, isDrawn), not counting inside a drawing. */
function blockCount(node: AnyNode): number {
  if (!isDrawn(node)) return 0;
  const own = BLOCKS.has(node.name) ? 1 : 0;
  if (node.name === 'svg') return own;
  return node.children.reduce((sum, child) => sum + blockCount(child), own);
}

/** Where the first screen ends in a page's HTML (see FIRST_SCREEN_TEXT and BLOCK_TEXT). */
export function firstScreenEnd(html: string): number {
  return parsedToFirstScreen(html).end;
}

/**
 * A page parsed from its start to the end of its first screen (firstScreenEnd), and that end. The parser stops as
 * soon as main's text passes a first screen's at the end of one of its elements, as each element of main closes: what
 * follows decides nothing, and a long page (a landing of many blocks) costs no more to parse than its first screen. A
 * page whose main is shorter is parsed whole, to its footer.
 */
function parsedToFirstScreen(html: string): { document: Document; end: number } {
  let main: Element | undefined;
  let sections = 0;
  let text = 0;
  let end: number | undefined;
  const handler = new DomHandler(undefined, { withStartIndices: true, withEndIndices: true }, (element) => {
    const parent = element.parent;
    if (end !== undefined || !parent || !isTag(parent) || parent.name !== 'main' || (main && parent !== main)) return;
    main = parent;
    sections += 1;
    text += textLength(element);
    if (text >= FIRST_SCREEN_TEXT && sections >= FIRST_SCREEN_SECTIONS) {
      end = (element.endIndex ?? html.length - 1) + 1;
      parser.pause();
    }
  });
  const parser = new Parser(handler);
  parser.write(html);
  if (end !== undefined) return { document: handler.root, end };
  parser.end();
  return { document: handler.root, end: firstScreenEndOf(handler.root, html.length) };
}

/**
 * firstScreenEnd of a page parsed whole (with its end indices), whose HTML is `length` characters long: what a page
 * whose main is shorter than a first screen needs, and what the early stop is tested against.
 */
export function firstScreenEndOf(document: Document, length: number): number {
  const main = findElement(document.children, 'main');
  if (!main) return length;
  let text = 0;
  const elements = main.children.filter(isTag);
  for (const [index, element] of elements.entries()) {
    text += textLength(element);
    if (text >= FIRST_SCREEN_TEXT && index + 1 >= FIRST_SCREEN_SECTIONS) return (element.endIndex ?? length - 1) + 1;
  }
  // Main's text is under a first screen's: so is its end, and the footer after it is too unless main's blocks fill
  // the rest.
  const footer = findElement(document.children, 'footer');
  const last = footer && text + BLOCK_TEXT * blockCount(main) < FIRST_SCREEN_TEXT ? footer : main;
  return (last.endIndex ?? length - 1) + 1;
}

/** The first element named `name`, depth first. */
function findElement(nodes: readonly AnyNode[], name: string): Element | undefined {
  for (const node of nodes) {
    if (!isTag(node)) continue;
    if (node.name === name) return node;
    const found = findElement(node.children, name);
    if (found) return found;
  }
  return undefined;
}

/** Removes every `(…)` group that follows a pseudo-class (with nested groups), then the pseudo-classes themselves. */
function withoutPseudo(selector: string): string {
  let out = '';
  for (let index = 0; index < selector.length; index += 1) {
    const char = selector[index] ?? '';
    if (char === '\\') {
      out += selector.slice(index, index + 2);
      index += 1;
    } else if (char === ':') {
      const name = /^::?[\w-]+/.exec(selector.slice(index))?.[0] ?? ':';
      index += name.length - 1;
      if (selector[index + 1] === '(') {
        let depth = 0;
        do {
          index += 1;
          if (selector[index] === '(') depth += 1;
          else if (selector[index] === ')') depth -= 1;
        } while (depth > 0 && index < selector.length);
      }
    } else out += char;
  }
  return out;
}

/**
 * A selector widened to what it matches in any state: without pseudo-classes, pseudo-elements and attribute tests,
 * an emptied compound standing for any element.
 */
export function widened(selector: string): string {
  const tokens = withoutPseudo(selector.replace(/\[[^\]]*\]/g, ''))
    .replace(/\s*([>+~])\s*/g, ' $1 ')
    .trim()
    .split(/\s+/)
    .filter(Boolean);
  const isCombinator = (token: string | undefined) => token === undefined || /^[>+~]$/.test(token);
  const out: string[] = [];
  for (const token of tokens) {
    if (isCombinator(token) && isCombinator(out.at(-1))) out.push('*');
    out.push(token);
  }
  if (isCombinator(out.at(-1))) out.push('*');
  return out.join(' ');
}

/** The classes and ids a widened selector names: an element with each must be in a document the selector matches. */
function namesOf(selector: string): { classes: string[]; ids: string[] } {
  return {
    classes: [...selector.matchAll(/\.([\w-]+)/g)].map((match) => match[1] ?? ''),
    ids: [...selector.matchAll(/#([\w-]+)/g)].map((match) => match[1] ?? ''),
  };
}

/** A style rule's selectors, each widened and compiled once for every page; `always` for one the matcher cannot read. */
interface PreparedSelector {
  readonly text: string;
  readonly classes: readonly string[];
  readonly ids: readonly string[];
  readonly query: ReturnType<typeof compile<AnyNode, Element>> | 'always';
}

function prepareSelector(text: string): PreparedSelector {
  const wide = widened(text);
  try {
    return { text, ...namesOf(wide), query: compile<AnyNode, Element>(wide) };
  } catch {
    return { text, classes: [], ids: [], query: 'always' };
  }
}

/**
 * The elements of a page's first screen (firstScreenEnd): those that start before its end, in the page parsed that far.
 * A widened selector looks from its subject only up and back (ancestors, earlier siblings), which start earlier still,
 * so matching the first screen's elements in the page is matching them in the first screen alone.
 */
function firstScreenElements(html: string): Element[] {
  const { document, end } = parsedToFirstScreen(html);
  const elements: Element[] = [];
  const walk = (nodes: readonly AnyNode[]) => {
    for (const node of nodes) {
      if (!isTag(node) || (node.startIndex ?? 0) >= end) continue;
      elements.push(node);
      walk(node.children);
    }
  };
  walk(document.children);
  return elements;
}

/** The classes and ids of some elements. */
function namesOfElements(elements: readonly Element[]): { classes: Set<string>; ids: Set<string> } {
  const classes = new Set<string>();
  const ids = new Set<string>();
  for (const element of elements) {
    for (const name of (element.attribs['class'] ?? '').split(/\s+/)) if (name) classes.add(name);
    if (element.attribs['id']) ids.add(element.attribs['id']);
  }
  return { classes, ids };
}

/** A link that opens the login dialog, in main (DRAWN_BY_SCRIPT). */
const OPENS_DIALOG = compile<AnyNode, Element>('main [data-open-login]');

/** The animation names a block of declarations uses. */
function animationNames(node: ChildNode): string[] {
  const names: string[] = [];
  if (node.type === 'rule' || node.type === 'atrule')
    node.walkDecls(/^animation(-name)?$/, (declaration) => {
      names.push(...declaration.value.split(/[\s,]+/));
    });
  return names;
}

/** At-rules whose style rules the first screen keeps or drops one by one. */
const CONDITIONAL = new Set(['media', 'supports', 'container', 'layer', 'scope']);

/**
 * criticalCss for one stylesheet and many pages: the stylesheet is parsed, and each selector widened and compiled,
 * once; a page then costs a walk of its first screen and a match of the selectors whose classes and ids it has.
 */
export function criticalCssOf(css: string): (html: string) => string {
  const root: Root = postcss.parse(css);
  const selectors = new Map<ChildNode, readonly PreparedSelector[]>();
  root.walkRules((rule) => {
    selectors.set(rule, rule.selectors.map(prepareSelector));
  });
  return (html) => {
    const elements = firstScreenElements(html);
    const names = namesOfElements(elements);
    const opensDialog = elements.some(OPENS_DIALOG);
    const matches = (selector: PreparedSelector) =>
      (opensDialog && DRAWN_BY_SCRIPT.test(selector.text)) ||
      (selector.classes.every((name) => names.classes.has(name)) &&
        selector.ids.every((name) => names.ids.has(name)) &&
        (selector.query === 'always' || elements.some(selector.query)));
    const used = new Set<string>();
    // The kept text of a list of nodes, in order; keyframes are decided once every style rule is.
    const keep = (nodes: readonly ChildNode[]): Array<string | ChildNode> =>
      nodes.flatMap((node): Array<string | ChildNode> => {
        if (node.type === 'rule') {
          if (!(selectors.get(node) ?? []).some(matches)) return [];
          for (const name of animationNames(node)) used.add(name);
          return [node.toString()];
        }
        if (node.type === 'atrule' && /keyframes$/.test(node.name)) return [node];
        if (node.type === 'atrule' && CONDITIONAL.has(node.name) && node.nodes) {
          const inner = keep(node.nodes);
          return inner.length === 0 ? [] : [`@${node.name}${node.raws.afterName ?? ' '}${node.params}{`, ...inner, '}'];
        }
        return node.type === 'comment' ? [] : [node.toString()];
      });
    return keep(root.nodes)
      .map((part) => (typeof part === 'string' ? part : part.type === 'atrule' && used.has(part.params) ? part.toString() : ''))
      .join('');
  };
}

/**
 * The rules of `css` the first screen of `html` needs, in their order: rules matching an element of the first screen
 * (see widened), the at-rules around them, every rule that is not a style rule (font faces, layers, properties) and
 * the keyframes a kept rule animates with.
 */
export function criticalCss(css: string, html: string): string {
  return criticalCssOf(css)(html);
}

/**
 * A built page whose head's link to the site stylesheet (`link`, the tag as Astro wrote it) is replaced by the first
 * screen's rules (`critical`), with the whole stylesheet linked from `href` (with its `integrity`) at the end of the
 * body, at low priority: it draws nothing of the first screen, so it comes after the first screen's images (Chromium
 * fetches it at High rather than its Highest for stylesheets, which Lighthouse's simulation also counts as blocking
 * the first paint).
 */
export function withDeferredStylesheet(html: string, link: string, critical: string, href: string, integrity: string): string {
  const at = html.indexOf(link);
  const bodyEnd = html.lastIndexOf('</body>');
  if (at === -1 || at > html.indexOf('</head>') || bodyEnd === -1)
    throw new Error('The page has no such stylesheet link in its head, or no </body>.');
  const deferred = `<link rel="stylesheet" href="${href}" integrity="${integrity}" fetchpriority="low">`;
  return `${html.slice(0, at)}<style>${critical}</style>${html.slice(at + link.length, bodyEnd)}${deferred}${html.slice(bodyEnd)}`;
}

/** The site stylesheet's link in a page's head, as Astro writes it (with `build.cssCodeSplit: false`), and its address. */
export function siteStylesheetLink(html: string): { link: string; href: string } | undefined {
  const head = html.slice(0, html.indexOf('</head>'));
  const match = /<link rel="stylesheet" href="(\/_astro\/[^"]+\.css)"\s*\/?>/.exec(head);
  return match ? { link: match[0], href: match[1] ?? '' } : undefined;
}
