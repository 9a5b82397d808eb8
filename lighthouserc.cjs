/**
 * Lighthouse CI (npm run audit: every page below; npm test runs the first two). Mobile preset with
 * simulated throttling, in the same Chromium as the end-to-end tests, against the production build
 * served with the sandbox API (scripts/start.ts --no-build).
 */
const pages = ['/', '/services', '/services/monthly-parking-system', '/request-a-demo', '/request-trial', '/contact-us', '/career', '/billing'];
const quick = process.env.LHCI_QUICK === '1';

module.exports = {
  ci: {
    collect: {
      startServerCommand: 'node scripts/start.ts --no-build',
      startServerReadyPattern: 'Site on',
      startServerReadyTimeout: 30000,
      url: (quick ? pages.slice(0, 2) : pages).map((path) => `http://127.0.0.1:4321${path}`),
      numberOfRuns: 1,
      chromePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      settings: {
        chromeFlags: '--headless=new --no-sandbox --disable-gpu --disable-quic --no-first-run --disable-background-networking --disable-component-update --disable-sync',
        throttlingMethod: 'simulate',
        // Offline machine: nothing to gain from the network-based audits of third-party libraries.
        skipAudits: ['uses-http2'],
      },
    },
    assert: {
      assertions: {
        'categories:performance': ['error', { minScore: 1 }],
        'categories:accessibility': ['error', { minScore: 1 }],
        'categories:best-practices': ['error', { minScore: 1 }],
        'categories:seo': ['error', { minScore: 1 }],
        'largest-contentful-paint': ['error', { maxNumericValue: 1500 }],
        'cumulative-layout-shift': ['error', { maxNumericValue: 0 }],
        'total-blocking-time': ['error', { maxNumericValue: 50 }],
      },
    },
    upload: { target: 'filesystem', outputDir: '.lighthouseci/reports' },
  },
};
