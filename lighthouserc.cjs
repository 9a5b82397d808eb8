/**
 * Lighthouse CI. Mobile preset with simulated throttling, in the same Chromium as the end-to-end tests (the headless shell),
 * against the production build served with the sandbox API (scripts/start.ts --no-build).
 * scripts/quality/lighthouse.ts runs it: it picks free ports, builds the site for them into AUDIT_DIR and
 * sets SITE_PORT and SANDBOX_PORT, so the audit never meets a server already on 4321 or 8787.
 *   npm run audit         every page below, held to the full targets: 100 in every category,
 *                         LCP under 1.5 s, CLS 0, TBT under 50 ms (the timings fail it only with
 *                         LHCI_STRICT_TIMINGS=1, see `timing` below; else they are warnings, and
 *                         the timing floor below them fails it).
 *   npm run audit:quick   (a quick look, in no gate) the first two pages, held to what a shared 2-core CI
 *                         machine can hold every run: 100 in accessibility, best practices and SEO,
 *                         CLS 0, and performance, LCP and TBT with headroom for a busy machine.
 */
/** The audited pages (scripts/quality/lighthouse.ts reads the same list). */
// lhci loads this file as CommonJS, where require() is how a JSON file is read.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const pages = require('./scripts/quality/lighthouse-pages.json');
const quick = process.env.LHCI_QUICK === '1';
const sitePort = process.env.SITE_PORT || '4321';
const dir = process.env.AUDIT_DIR || 'dist';

/**
 * The timing targets. They fail the audit only with LHCI_STRICT_TIMINGS=1, and are warnings with every value (the
 * median run) otherwise. Measured 2026-11-26 on the project's shared 2-core machine in Chromium's headless shell
 * (benchmarkIndex 1,640 to 2,770 from one run to the next as neighbours load it): /request-a-demo and /career hold
 * them (TBT 15 to 100 ms), the pages with React islands do not (/request-trial's median TBT 355 ms, of which one
 * task is evaluating the React bundle, ~70 ms of real CPU times the 4x slowdown), and the same page's TBT moves
 * by 300 ms between runs. Below them, the floor fails the audit everywhere, as does what does not move with the
 * machine (accessibility, best practices, SEO, CLS).
 */
const timing = process.env.LHCI_STRICT_TIMINGS === '1' ? 'error' : 'warn';
const full = {
  'categories:performance': [timing, { minScore: 1 }],
  // The first paint in one round trip of a slow 4G connection (the HTML fits it: scripts/quality/budgets.ts).
  'first-contentful-paint': [timing, { maxNumericValue: 900 }],
  'largest-contentful-paint': [timing, { maxNumericValue: 1500 }],
  'total-blocking-time': [timing, { maxNumericValue: 50 }],
};
/**
 * The floor under the targets, which fails the audit on every machine: far from what any page measures here (the
 * worst median of 2026-11-26: performance 86, LCP 1.5 s), so the machine's load does not reach it, and what a real
 * regression does (a render-blocking script, a bundle twice the size, an unsized hero image): LCP within Core Web
 * Vitals' "good" 2.5 s, performance 75. Blocking time has its own levels (`blocking` below).
 */
const floor = {
  'categories:performance': ['error', { minScore: 0.75 }],
  'largest-contentful-paint': ['error', { maxNumericValue: 2500 }],
};
/**
 * Blocking time, which fails the audit everywhere at a level that a return of the long tasks found on 2026-12-02
 * reaches (docs/BENCHMARKS.md, "Blocking time beside the peer"): the page's layout below the first screen in one task
 * (150-250 ms of blocking on the long pages), the session kernel's formatters made when it loads (70 ms on every
 * page), the stylesheet's restyle of the whole page. Measured that day on this machine in this audit (lhci's median
 * run of three; AstroWind's pages read 0-25 ms beside ours in npm run bench:blocking): the pages whose islands wait
 * until they are needed at most 88 ms, held to 300 ms (3.4 times: room for a shared CI machine, which read about
 * twice this machine's figures the day before); the pages whose forms or estimate hydrate as they load (React's
 * evaluation is one task), the landings of every block among them, at most 269 ms (/every-block, whose three runs
 * read 16, 269 and 516 ms), held to 600 ms (2.2 times). The day before, the old code read 347 ms on /long-page
 * and 649 ms on /contact-us in CI.
 */
const ISLAND_PAGES = '/(request-a-demo|request-trial|contact-us|billing|every-block|long-page)$';
const blocking = {
  content: { 'total-blocking-time': ['error', { maxNumericValue: 300 }] },
  islands: { 'total-blocking-time': ['error', { maxNumericValue: 600 }] },
};
/** What no machine changes: these fail the audit everywhere. */
const fixed = {
  'categories:accessibility': ['error', { minScore: 1 }],
  'categories:best-practices': ['error', { minScore: 1 }],
  'categories:seo': ['error', { minScore: 1 }],
  'cumulative-layout-shift': ['error', { maxNumericValue: 0 }],
};
/**
 * /thank-you is kept out of search engines (noindex, tests/build): Lighthouse's crawlability audit fails it by design
 * and takes its SEO category below 100, so it is held to every other SEO audit one by one.
 * Lighthouse opens it directly, without a form's navigation state, so it draws the default message; a sent form's
 * message replaces that text in the same first frame (src/features/thank-you/first-frame.ts) without moving a box.
 */
const NOT_INDEXED = '/thank-you$';
const seoAudits = [
  'document-title',
  'meta-description',
  'http-status-code',
  'link-text',
  'crawlable-anchors',
  'hreflang',
  'canonical',
  'image-alt',
  'robots-txt',
];
const fixedNotIndexed = {
  ...Object.fromEntries(Object.entries(fixed).filter(([audit]) => audit !== 'categories:seo')),
  // Fails here by design (lhci cannot assert that an audit fails); tests/build checks the page's noindex.
  'is-crawlable': 'off',
  ...Object.fromEntries(seoAudits.map((audit) => [audit, ['error', { minScore: 1 }]])),
};
const everyRun = {
  'categories:performance': ['error', { minScore: 0.95 }],
  'largest-contentful-paint': ['error', { maxNumericValue: 2000 }],
  'total-blocking-time': ['error', { maxNumericValue: 200 }],
};

module.exports = {
  ci: {
    collect: {
      startServerCommand: `node scripts/start.ts --no-build --dir ${dir}`,
      startServerReadyPattern: 'Site on',
      startServerReadyTimeout: 30000,
      url: (quick ? pages.slice(0, 2) : pages).map((path) => `http://127.0.0.1:${sitePort}${path}`),
      // Three runs of each page; the assertions read the median run (assert.aggregationMethod), so one run
      // slowed by a busy machine neither fails nor flatters the audit. The quick audit runs once.
      numberOfRuns: quick ? 1 : 3,
      // Chromium's headless shell, as the end-to-end tests: the full browser run headless also loads its own
      // interface's pages (the omnibox popup's ~400 files in a 'WebUI Top Renderer') while the page loads, and on
      // two cores that work slowed the page's own tasks: /career's TBT was 68 to 441 ms in it, 24 to 41 ms in the shell.
      chromePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium-headless-shell',
      settings: {
        chromeFlags:
          '--headless=new --no-sandbox --disable-gpu --disable-quic --no-first-run --disable-background-networking --disable-component-update --disable-sync',
        throttlingMethod: 'simulate',
        // Offline machine: nothing to gain from the network-based audits of third-party libraries.
        skipAudits: ['uses-http2'],
      },
    },
    // The median run of each page is held to the floor and the fixed rules (errors), and to the targets (warnings
    // here, errors with LHCI_STRICT_TIMINGS=1): one audit can only be asserted once per set, hence two sets.
    assert: quick
      ? { aggregationMethod: 'median-run', assertions: { ...everyRun, ...fixed } }
      : {
          assertMatrix: [
            { matchingUrlPattern: `^(?!.*${NOT_INDEXED})`, aggregationMethod: 'median-run', assertions: { ...floor, ...fixed } },
            { matchingUrlPattern: NOT_INDEXED, aggregationMethod: 'median-run', assertions: { ...floor, ...fixedNotIndexed } },
            { aggregationMethod: 'median-run', assertions: full },
            { matchingUrlPattern: `^(?!.*${ISLAND_PAGES})`, aggregationMethod: 'median-run', assertions: blocking.content },
            { matchingUrlPattern: ISLAND_PAGES, aggregationMethod: 'median-run', assertions: blocking.islands },
          ],
        },
    upload: { target: 'filesystem', outputDir: '.lighthouseci/reports' },
  },
};
