// @ts-check
// Configuration only: what the build does beside Astro's own work is in src/build/ (integrations.ts).
import { defineConfig } from 'astro/config';
import react from '@astrojs/react';
import { envSchema, readConfiguration } from './src/build/configuration.ts';
import { CSP_DIRECTIVES, scriptHash } from './src/build/csp.ts';
import { editorFontsFromOwnOrigin } from './src/build/editor-fonts.ts';
import { editorPageWithoutMetaPolicy, redirectsFile, securityHeaders, shareCardCache, siteMap } from './src/build/integrations.ts';
import { EARLY_HEADER_SCRIPT, EARLY_SESSION_SCRIPT, VISITOR_REDIRECT_SCRIPT } from './src/lib/session/early-script.ts';
import { FOOTER_DEMO_SCRIPT } from './src/features/demo/footer-disclosure.ts';

const config = readConfiguration();

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
    siteMap(new URL('./content/', import.meta.url)),
    redirectsFile(config),
    // Before securityHeaders(): the editor's page leaves the header policy of the visitor pages.
    editorPageWithoutMetaPolicy(),
    securityHeaders(),
    shareCardCache(),
  ],
  env: { schema: envSchema(config), validateSecrets: false },
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
