/**
 * The site's icons past each page's first screen come from one cached file: Icon.astro draws every icon inline (its
 * path in the page), and a page repeated them all, 0.3–0.6 KB of gzip a page. The build writes every icon of
 * icons.ts as a symbol of one sprite, `/_astro/icons.<hash>.svg`, which a visitor's browser caches once for every
 * page, and each page's icons after the end of its first screen (critical-css.ts's firstScreenEnd, the end the inline
 * stylesheet keeps) draw their symbol with `<use>` instead of their path. The first screen's stay inline, so the
 * first paint needs no file for them; an icon further down keeps its box (its width and height) until the sprite
 * has come.
 *
 * An icon a React island renders is left as it is (hydration expects the markup it rendered); one an island's slot
 * holds is the page's own HTML, which the island reads when it hydrates, so it is drawn from the sprite too. The
 * sprite is an image load (`img-src 'self'` in every engine the site supports), with no script or style in it.
 */
import { isTag, type Element } from 'domhandler';
import { DomUtils, parseDocument } from 'htmlparser2';
import { ICON_PATHS } from '../components/icons';
import { cachedFilePath } from './cached-file';
import { firstScreenEndOf } from './critical-css';

/** The sprite: one symbol per icon, named by the icon's name, on the icons' 24 × 24 grid. */
export function iconSprite(paths: Readonly<Record<string, string>> = ICON_PATHS): string {
  const symbols = Object.entries(paths).map(([name, d]) => `<symbol id="${name}" viewBox="0 0 24 24"><path d="${d}"/></symbol>`);
  return `<svg xmlns="http://www.w3.org/2000/svg">${symbols.join('')}</svg>\n`;
}

/** The sprite's path under the site's root: its name and the first characters of its content's hash, as Vite names files. */
export function iconSpritePath(sprite: string): string {
  return cachedFilePath('icons', 'svg', sprite);
}

/** Whether an element is drawn by a React island: inside an `astro-island`, and not inside one of its slots. */
function inIsland(element: Element): boolean {
  for (let node = element.parent; node; node = node.parent) {
    if (!isTag(node)) return false;
    if (node.name === 'astro-slot') return false;
    if (node.name === 'astro-island') return true;
  }
  return false;
}

/**
 * The page with each decorative icon (Icon.astro's markup: `svg.icon`, hidden from assistive technology, its one path
 * one of `paths`) after its first screen drawn from the sprite at `href`: the same element, its path replaced by a
 * `<use>` of its symbol. Everything else is left byte for byte.
 */
export function withIconsFromSprite(html: string, href: string, paths: Readonly<Record<string, string>> = ICON_PATHS): string {
  const names = new Map(Object.entries(paths).map(([name, d]) => [d, name]));
  const document = parseDocument(html, { withStartIndices: true, withEndIndices: true });
  const end = firstScreenEndOf(document, html.length);
  const icons = DomUtils.findAll(
    (element) =>
      element.name === 'svg' &&
      (element.attribs['class'] ?? '').split(/\s+/).includes('icon') &&
      element.attribs['aria-hidden'] === 'true' &&
      (element.startIndex ?? 0) >= end,
    document.children,
  );
  let out = '';
  let at = 0;
  for (const icon of icons) {
    const [path, ...rest] = icon.children;
    if (rest.length > 0 || !path || !isTag(path) || path.name !== 'path' || inIsland(icon)) continue;
    const name = names.get(path.attribs['d'] ?? '');
    if (!name || path.startIndex === null || path.endIndex === null) continue;
    out += `${html.slice(at, path.startIndex)}<use href="${href}#${name}"></use>`;
    at = path.endIndex + 1;
  }
  return out + html.slice(at);
}
