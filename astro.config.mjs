// @ts-check
// Configuration only: what the build does beside Astro's own work is in src/build/ (integrations.ts).
import { defineConfig } from 'astro/config';
import react from '@astrojs/react';
import { envSchema, readConfiguration } from './src/build/configuration.ts';
import { CHUNK_GROUPS, inlineOnlyTinyScripts } from './src/build/chunks.ts';
import { CSP_DIRECTIVES, SCRIPT_SOURCES, scriptHash } from './src/build/csp.ts';
import { SPECULATION_RULES } from './src/lib/speculation-rules.ts';
import { BLOCK_LABELS } from './src/features/blocks/schema.ts';
import { expiredLandingRules } from './src/features/landings/expired.build.ts';
import { editorFontsFromOwnOrigin } from './src/build/editor-fonts.ts';
import { EDITOR_LIMIT_KB, visitorFileSizes } from './src/build/chunk-sizes.ts';
import { pageMeasurement } from './src/lib/measurement/measurement.build.ts';
import { compileInlineScripts } from './src/build/inline-scripts.ts';
import { timed } from './src/build/timed.ts';
import { pseudoLanguage } from './src/build/pseudo-language.ts';
import {
  deferredStylesheets,
  editorPageWithoutMetaPolicy,
  inlineScripts,
  islandRuntime,
  islandStyleInHead,
  modulesLast,
  redirectsFile,
  searchIndex,
  securityHeaders,
  shareCardCache,
  siteMap,
  subresourceIntegrity,
  pageWeights,
  trimmedPhrasebooks,
} from './src/build/integrations.ts';

const config = readConfiguration();
// Every src/**/*.inline.ts, compiled now: the CSP below needs their hashes before Vite runs.
const scripts = compileInlineScripts(new URL('./src/', import.meta.url));

export default defineConfig({
  markdown: { syntaxHighlight: false },
  site: config.PUBLIC_SITE_URL,
  output: 'static',
  trailingSlash: 'never',
  build: {
    // /about-us is served from about-us.html, so no host adds a trailing-slash redirect.
    format: 'file',
    // The site's one stylesheet (vite.build.cssCodeSplit below) as a file: the build puts what each page's first
    // screen needs inline in its place and links the file from the end of the body (src/build/critical-css.ts).
    inlineStylesheets: 'never',
  },
  srcDir: './src',
  // The end-to-end run builds into its own folder (tests/env.ts).
  outDir: process.env.SITE_OUT_DIR || './dist',
  publicDir: './public',
  prefetch: false,
  devToolbar: { enabled: false },
  integrations: [
    react(),
    siteMap(new URL('./content/', import.meta.url)),
    // The expired landings' addresses first (301 to their expiresTo), judged on the build's day.
    redirectsFile(config, () => expiredLandingRules(new URL('./content/', import.meta.url), new Date())),
    islandStyleInHead(),
    // Each page's phrasebook down to what its scripts can ask for (src/build/phrasebook-trim.ts).
    trimmedPhrasebooks(),
    // Before subresourceIntegrity(), which gives the runtime's module its integrity and import map entry.
    islandRuntime(),
    modulesLast(),
    // Before securityHeaders(), which allows each page's cut inline style by its hash.
    deferredStylesheets(),
    // Before securityHeaders(): the editor's page leaves the header policy of the visitor pages.
    editorPageWithoutMetaPolicy(),
    // Before subresourceIntegrity(): the pages' import maps list /pagefind/pagefind.js with its hash.
    searchIndex(),
    // After the editor's page loses its meta policy (no import map there: its own policy allows no inline script),
    // before securityHeaders(): it adds each page's import map to that page's meta policy.
    subresourceIntegrity(),
    securityHeaders(),
    shareCardCache(),
    // Last of the passes that rewrite pages: it weighs each composed page as it is served.
    pageWeights(new URL('./content/', import.meta.url), BLOCK_LABELS),
    inlineScripts(scripts),
  ].map(timed),
  env: { schema: envSchema(config), validateSecrets: false },
  security: {
    csp: {
      directives: CSP_DIRECTIVES(config.PUBLIC_API_URL, config.PUBLIC_INVOICE_URL, config.PUBLIC_ANALYTICS_URL),
      scriptDirective: {
        // Our bundled scripts and the search's WebAssembly; /testpay adds Google's wallet script itself (src/pages/testpay.astro).
        resources: [...SCRIPT_SOURCES],
        // Our own inline scripts (<InlineScript />), which Astro does not hash by itself: every one of the registry,
        // and the speculation rules of every page (src/lib/speculation-rules.ts).
        hashes: [...[...scripts.values()].map((script) => script.hash), scriptHash(SPECULATION_RULES)],
      },
    },
  },
  server: { host: '127.0.0.1' },
  // pageMeasurement: the pages' measurement code only in a build with PUBLIC_ANALYTICS_URL. visitorFileSizes: Vite's
  // 500 kB warning for each file a visitor page can load, named (src/build/chunk-sizes.ts). pseudoLanguage: nothing,
  // but in the pseudo-language test's own build (PSEUDO_LANGUAGE=fr, src/build/pseudo-language.ts).
  vite: {
    plugins: [
      editorFontsFromOwnOrigin(),
      pageMeasurement(config.PUBLIC_ANALYTICS_URL),
      visitorFileSizes(),
      pseudoLanguage(process.env.PSEUDO_LANGUAGE),
    ],
    build: {
      // Vite's one limit for every file, raised just above the content editor's entry (Sveltia CMS, one library of
      // about 2.2 MB that only /admin loads); the visitor pages' files keep 500 kB through visitorFileSizes() above.
      chunkSizeWarningLimit: EDITOR_LIMIT_KB,
      // One stylesheet for the whole site, in Vite's order of the modules: every page links the same cached file.
      cssCodeSplit: false,
      // Astro's scripts inline only when smaller than their tag as a file (src/build/chunks.ts).
      assetsInlineLimit: inlineOnlyTinyScripts,
      rolldownOptions: {
        output: {
          // The files that load together in one (src/build/chunks.ts): fewer entries in every page's import map.
          codeSplitting: { groups: [...CHUNK_GROUPS] },
        },
      },
    },
  },
});
