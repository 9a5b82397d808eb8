/**
 * Measurement's page code only in a build that measures: the measurement script of every page
 * (./PageMeasurement.astro) imports PAGE_MEASUREMENT, which this Vite plugin resolves to
 * the loader (./start.ts) when PUBLIC_ANALYTICS_URL is set, and to an empty module when
 * it is not. The bundler cannot drop a dynamic import() by itself on a constant from astro:env/client (it
 * still emits the imported chunk), so without this a build without the variable would still ship web-vitals'
 * file, loaded by no page. Build-time only (astro.config.mjs runs it in Node), hence the .build.ts name that
 * the lint keeps browser code from importing.
 */
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

/** The specifier the measurement script imports. */
export const PAGE_MEASUREMENT = 'virtual:page-measurement';
const EMPTY = `\0${PAGE_MEASUREMENT}`;

/** The Vite plugin, for this build's PUBLIC_ANALYTICS_URL. */
export function pageMeasurement(analyticsUrl: string): Plugin {
  return {
    name: 'page-measurement',
    resolveId(source) {
      if (source !== PAGE_MEASUREMENT) return null;
      return analyticsUrl ? fileURLToPath(new URL('./start.ts', import.meta.url)) : EMPTY;
    },
    load(id) {
      return id === EMPTY ? 'export {};' : null;
    },
  };
}
