/**
 * A build-time change to the editor's bundle: Sveltia CMS's npm build registers its fonts from the files
 * it ships (bundled beside it) and also declares the same fonts in a stylesheet that loads them from the
 * jsDelivr CDN. The editor's policy allows fonts from its own origin only, so the CDN declarations would
 * be blocked (a CSP violation on every load) and, were they allowed, tell a CDN who opens the editor.
 * This plugin removes those @font-face rules; the bundled fonts remain.
 */
import type { Plugin } from 'vite';

/** An @font-face rule whose source is the jsDelivr CDN. */
const CDN_FONT_FACE = /@font-face\s*\{[^{}]*https:\/\/cdn\.jsdelivr\.net\/[^{}]*\}/g;

/** The code without its CDN @font-face rules, and how many it had. */
export function withoutCdnFonts(code: string): { code: string; removed: number } {
  let removed = 0;
  const result = code.replace(CDN_FONT_FACE, () => {
    removed += 1;
    return '';
  });
  return { code: result, removed };
}

/** The Vite plugin; it fails the build when the package no longer has the rules, so an upgrade is looked at. */
export function editorFontsFromOwnOrigin(): Plugin {
  return {
    name: 'editor-fonts-from-own-origin',
    apply: 'build',
    transform(code, id) {
      if (!/[\\/]@sveltia[\\/]cms[\\/]npm[\\/]index\.js$/.test(id)) return null;
      const { code: result, removed } = withoutCdnFonts(code);
      if (removed === 0) this.error('@sveltia/cms no longer declares CDN fonts: check src/build/editor-fonts.ts against this version.');
      return { code: result, map: null };
    },
  };
}
