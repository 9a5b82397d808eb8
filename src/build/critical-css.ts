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
 * The file, the site's one stylesheet (site-css.ts), holds every rule of the page, in their order wherever their order
 * counts, not just the rest: once it is there, each rule is after every inline copy, so the cascade, and the page's
 * look, is the same as with the whole stylesheet inline; what it repeats of the first screen's rules restyles nothing,
 * and other pages' rules in it match nothing on the page. A page whose inline stylesheet would shrink by less than
 * MIN_SAVING keeps it whole.
 */
import { selectOne } from 'css-select';
import { type AnyNode, type Document, type Element, isTag, isText } from 'domhandler';
import { parseDocument } from 'htmlparser2';
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

/** The fewest bytes a split must take out of a page's inline stylesheet to be worth a request. */
export const MIN_SAVING = 1024;

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
  return firstScreenEndOf(parseDocument(html, { withEndIndices: true }), html.length);
}

/** firstScreenEnd of a page already parsed (with its end indices), whose HTML is `length` characters long. */
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
 * A selector widened to what it matches in any state: without pseudo-classes, pseudo-elements and attribute tests
 * (but those `kept` matches), an emptied compound standing for any element.
 */
export function widened(selector: string, kept?: RegExp): string {
  const tokens = withoutPseudo(selector.replace(/\[[^\]]*\]/g, (test) => (kept?.test(test) ? test : '')))
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

/** Whether a selector, widened, matches an element of the document. A selector the matcher cannot read counts as matching. */
function matchesIn(document: Document, selector: string): boolean {
  try {
    return selectOne(widened(selector), document) !== null;
  } catch {
    return true;
  }
}

/** The animation names a block of declarations uses. */
function animationNames(node: ChildNode): string[] {
  const names: string[] = [];
  if (node.type === 'rule' || node.type === 'atrule')
    node.walkDecls(/^animation(-name)?$/, (declaration) => {
      names.push(...declaration.value.split(/[\s,]+/));
    });
  return names;
}

/**
 * The rules of `css` the first screen of `html` needs, in their order: rules matching an element of the first screen
 * (see widened), the at-rules around them, every rule that is not a style rule (font faces, layers, properties) and
 * the keyframes a kept rule animates with.
 */
export function criticalCss(css: string, html: string): string {
  const document = parseDocument(html.slice(0, firstScreenEnd(html)));
  const root: Root = postcss.parse(css);
  const opensDialog = selectOne('main [data-open-login]', document) !== null;
  const used = new Set<string>();
  const prune = (container: { nodes?: ChildNode[] | undefined }) => {
    for (const node of [...(container.nodes ?? [])]) {
      if (node.type === 'rule') {
        if (node.selectors.some((selector) => (opensDialog && DRAWN_BY_SCRIPT.test(selector)) || matchesIn(document, selector)))
          for (const name of animationNames(node)) used.add(name);
        else node.remove();
      } else if (node.type === 'atrule' && ['media', 'supports', 'container', 'layer', 'scope'].includes(node.name) && node.nodes) {
        prune(node);
        if (node.nodes.length === 0) node.remove();
      }
    }
  };
  prune(root);
  root.walkAtRules(/keyframes$/, (rule) => {
    if (!used.has(rule.params)) rule.remove();
  });
  return root.toString();
}

/**
 * A built page whose inline stylesheet (`css`, its one <style> element's text) is cut to `critical`, with the whole
 * stylesheet linked from `href` (with its `integrity`) at the end of the body, at low priority: it draws nothing of
 * the first screen, so it comes after the first screen's images (Chromium fetches it at High rather than its
 * Highest for stylesheets, which Lighthouse's simulation also counts as blocking the first paint).
 */
export function withDeferredStylesheet(html: string, css: string, critical: string, href: string, integrity: string): string {
  const style = `<style>${css}</style>`;
  const at = html.indexOf(style);
  const bodyEnd = html.lastIndexOf('</body>');
  if (at === -1 || bodyEnd === -1) throw new Error('The page has no such inline stylesheet, or no </body>.');
  const link = `<link rel="stylesheet" href="${href}" integrity="${integrity}" fetchpriority="low">`;
  return `${html.slice(0, at)}<style>${critical}</style>${html.slice(at + style.length, bodyEnd)}${link}${html.slice(bodyEnd)}`;
}

/**
 * A page whose meta policy no longer lists `hashes`: Astro lists the hash of every inline style of the build on every
 * page, and a stylesheet the build cut is inline nowhere any more (securityHeaders() adds the cut ones' hashes).
 */
export function withoutPolicyHashes(html: string, hashes: ReadonlySet<string>): string {
  return html.replace(/(<meta http-equiv="content-security-policy" content=")([^"]*)(")/, (_, start: string, policy: string, end: string) => {
    let kept = policy;
    for (const hash of hashes) kept = kept.replaceAll(` '${hash}'`, '');
    return `${start}${kept}${end}`;
  });
}

/** The page's own stylesheet: its first <style> element's text, the one Astro writes (the islands' rule is another). */
export function pageStylesheet(html: string): string | undefined {
  const head = html.slice(0, html.indexOf('</head>'));
  return [...head.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((match) => match[1] ?? '').find((css) => css.length > 200);
}
