// @ts-check
import { readFile, writeFile } from 'node:fs/promises';
import { defineConfig, envField } from 'astro/config';
import react from '@astrojs/react';
import sitemap from '@astrojs/sitemap';
import { loadEnv } from 'vite';
import { VARIABLES, missingInProduction, resolveVariables } from './src/lib/config/variables.ts';
import { editorFontsFromOwnOrigin } from './src/features/editor/vite-plugin.ts';
import { lastModified, readContentDates } from './src/lib/content-dates.ts';
import { pruneCache } from './src/lib/og-cache.ts';
import { EDITOR_PATH, netlifyRedirects } from './src/lib/routes.ts';
import { NOINDEX_PATHS } from './src/lib/seo.ts';
import { CSP_DIRECTIVES, scriptHash, withoutMetaPolicy } from './src/lib/security.ts';
import { EARLY_HEADER_SCRIPT, EARLY_SESSION_SCRIPT, VISITOR_REDIRECT_SCRIPT } from './src/lib/session/early-script.ts';
import { FOOTER_DEMO_SCRIPT } from './src/features/demo/footer-disclosure.ts';

const raw = { ...loadEnv(process.env.NODE_ENV ?? 'production', process.cwd(), 'PUBLIC_'), ...process.env };

// A Netlify production deploy must not silently fall back to the sandbox defaults.
if (process.env.CONTEXT === 'production') {
  const missing = missingInProduction(raw);
  if (missing.length > 0) {
    throw new Error(`Production build is missing required configuration: ${missing.join(', ')}. Set it in Netlify's environment variables.`);
  }
}
const config = resolveVariables(raw);

/** @type {Map<string, Date> | undefined} The content files' dates, read on the sitemap's first page. */
let contentDates;

/**
 * A sitemap entry with `lastmod`: the last change of the page's content files (src/lib/content-dates.ts).
 * @param {import('@astrojs/sitemap').SitemapItem} item
 */
function withLastmod(item) {
  contentDates ??= readContentDates(new URL('./content/', import.meta.url).pathname);
  const date = lastModified(new URL(item.url).pathname, contentDates);
  return date ? { ...item, lastmod: date.toISOString() } : item;
}

/** Writes Netlify's `_redirects` from the route table (src/lib/routes.ts). */
function routeTable() {
  return {
    name: 'route-table',
    hooks: {
      /** @param {{ dir: URL }} options */
      'astro:build:done': async ({ dir }) => {
        const redirects = netlifyRedirects({
          newsUrl: config.PUBLIC_NEWS_URL,
          parkNPlayUrl: config.PUBLIC_PARKNPLAY_URL,
          parkNPlayCitationUrl: config.PUBLIC_PARKNPLAY_CITATION_URL,
        });
        await writeFile(new URL('_redirects', dir), redirects);
      },
    },
  };
}

/**
 * The content editor's page (/admin) keeps only its header policy from netlify.toml (EDITOR_CSP): the
 * meta policy Astro writes into every page would forbid the inline styles the editor adds while it runs.
 */
function editorPage() {
  return {
    name: 'editor-page',
    hooks: {
      /** @param {{ dir: URL }} options */
      'astro:build:done': async ({ dir }) => {
        const file = new URL(`.${EDITOR_PATH}.html`, dir);
        const html = await readFile(file, 'utf8');
        const stripped = withoutMetaPolicy(html);
        if (stripped === html)
          throw new Error(`${EDITOR_PATH}.html has no meta Content-Security-Policy to remove: check withoutMetaPolicy() against this Astro version.`);
        await writeFile(file, stripped);
      },
    },
  };
}

/**
 * Writes dist/_headers: every built page's policy as its header, with this build's exact origins
 * (scripts/quality/csp.ts). Runs after editorPage() has taken the editor's meta policy out.
 */
function securityHeaders() {
  return {
    name: 'security-headers',
    hooks: {
      /** @param {{ dir: URL }} options */
      'astro:build:done': async ({ dir }) => {
        const { writeHeadersFile } = await import('./scripts/quality/csp.ts');
        await writeHeadersFile(dir.pathname);
      },
    },
  };
}

/** Keeps the share-card cache (src/lib/og-image.ts) to the cards the last build used. */
function shareCardCache() {
  /** @type {Date} */
  let started = new Date();
  return {
    name: 'share-card-cache',
    hooks: {
      'astro:build:start': () => {
        // A second early, for file systems that keep modification times in whole seconds.
        started = new Date(Date.now() - 1000);
      },
      'astro:build:done': async () => {
        await pruneCache(started);
      },
    },
  };
}

export default defineConfig({
  markdown: { syntaxHighlight: false },
  site: config.PUBLIC_SITE_URL,
  output: 'static',
  trailingSlash: 'never',
  build: {
    // /about-us is served from about-us.html, so no host adds a trailing-slash redirect.
    format: 'file',
    // Inline every stylesheet: no render-blocking request before the first paint. Astro hashes them
    // into the CSP's style-src.
    inlineStylesheets: 'always',
  },
  srcDir: './src',
  // The end-to-end run builds into its own folder (tests/env.ts).
  outDir: process.env.SITE_OUT_DIR || './dist',
  publicDir: './public',
  prefetch: false,
  devToolbar: { enabled: false },
  integrations: [
    react(),
    sitemap({ filter: (page) => !NOINDEX_PATHS.some((path) => new URL(page).pathname === path), serialize: withLastmod }),
    routeTable(),
    editorPage(),
    securityHeaders(),
    shareCardCache(),
  ],
  env: {
    schema: Object.fromEntries(
      Object.entries(VARIABLES).map(([name, variable]) => {
        const value = config[/** @type {keyof typeof VARIABLES} */ (name)];
        return [
          name,
          'oneOf' in variable
            ? envField.enum({ context: 'client', access: 'public', values: [...variable.oneOf], default: /** @type {any} */ (value) })
            : envField.string({ context: 'client', access: 'public', default: value }),
        ];
      }),
    ),
    validateSecrets: false,
  },
  security: {
    csp: {
      directives: CSP_DIRECTIVES(config.PUBLIC_API_URL, config.PUBLIC_INVOICE_URL),
      styleDirective: {
        // The <style> that @google-pay/button-react adds for its container on /testpay (sha256 of its text);
        // tests/e2e/commerce-wallet.spec.ts fails on a CSP violation if a new version changes it.
        hashes: ['sha256-B5xZ8LazuQtFFimrw+cAaRu+Sr5JkoCAe9yjirCJR14='],
      },
      scriptDirective: {
        // Our bundled scripts; /testpay adds Google's wallet script itself (src/pages/testpay.astro).
        resources: ["'self'"],
        // Our own inline scripts (Base.astro's head, AccountMenu.astro's greeting, the footer's demo disclosure),
        // which Astro does not hash by itself.
        hashes: [EARLY_SESSION_SCRIPT, VISITOR_REDIRECT_SCRIPT, EARLY_HEADER_SCRIPT, FOOTER_DEMO_SCRIPT].map(scriptHash),
      },
    },
  },
  server: { host: '127.0.0.1' },
  vite: { plugins: [editorFontsFromOwnOrigin()] },
});
