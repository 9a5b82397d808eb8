/**
 * No module script draws a page's first screen: the inline styles and the head's inline session script do, and the
 * modules (the island runtime, the header's launchers, the islands' code) run only once the page is parsed. Fetched
 * at Chromium's default priority for modules (High), they compete with the document and the first screen's images
 * on a slow connection, and Lighthouse's simulation counts every High script fetched before the first paint as
 * blocking it (its pessimistic graph). Each page's module scripts are therefore fetched at low priority; the islands
 * that hydrate at once keep their component's and renderer's `modulepreload` (island-runtime.ts), which this leaves
 * as it is.
 */

/** A module script with a source, and no priority of its own. */
const MODULE_SCRIPT = /<script type="module"(?![^>]*\bfetchpriority=)([^>]*\bsrc="[^"]+"[^>]*)>/g;

/** `html` with every `<script type="module" src>` fetched at low priority. */
export function withLowPriorityModules(html: string): string {
  return html.replace(MODULE_SCRIPT, '<script type="module"$1 fetchpriority="low">');
}
