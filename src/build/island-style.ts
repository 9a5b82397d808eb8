/**
 * Astro writes the islands' one rule (`astro-island, astro-slot, astro-static-slot { display: contents }`) as a
 * <style> element just before the first island of a page, wherever that island sits in the body; HTML allows
 * <style> in the head only. The build moves that element, unchanged, to the end of the head: its text and so
 * its CSP hash (which Astro lists in every page's style-src) stay the same, and no other rule of the site
 * styles those elements, so the cascade is the same too.
 */
import { ISLAND_STYLES } from 'astro/runtime/server/astro-island-styles.js';

/** The element Astro writes before a page's first island (astro/dist/runtime/server/scripts.js). */
export const ISLAND_STYLE_ELEMENT = `<style>${ISLAND_STYLES}</style>`;

/** A built page with the islands' <style> at the end of its head; a page without it in its body, as it is. */
export function withIslandStyleInHead(html: string): string {
  const headEnd = html.indexOf('</head>');
  const style = html.indexOf(ISLAND_STYLE_ELEMENT, headEnd);
  if (headEnd === -1 || style === -1) return html;
  return html.slice(0, headEnd) + ISLAND_STYLE_ELEMENT + html.slice(headEnd, style) + html.slice(style + ISLAND_STYLE_ELEMENT.length);
}
