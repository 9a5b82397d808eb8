/**
 * Lighthouse CI on free ports (npm run audit, npm run audit:quick): builds the site for a site port and a
 * sandbox port nothing uses, into its own folder, so the audited pages call the sandbox started beside
 * them and a running `npm start` (or anything else on 4321 and 8787) is left alone. A sandbox on that port
 * answers the build, so the service pages are audited with their prices in the HTML. Then runs
 * `lhci autorun` (lighthouserc.cjs), which serves that build with `scripts/start.ts --no-build`.
 *   --quick      the first two pages, held to the every-run targets, run once (a quick look while working;
 *                timings move with the machine's load, so no gate of npm test depends on it)
 *   --dir DIR    audits an existing end-to-end build instead: DIR was built for the end-to-end ports
 *                (tests/env.ts), so it is served there, with its sandbox
 *   --measure    builds the copy with measurement on (PUBLIC_ANALYTICS_URL: a stand-in collector this script
 *                starts on a free port, sandbox/collector.ts), so the pages carry what a production build with the
 *                variable set carries (the audits must pass with it on); fails unless every audited page
 *                sent its pageview. npm run test:full audits this copy.
 */
import { rm } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { startSandbox } from '../../sandbox/app.ts';
import { startCollector, type ReceivedEvent } from '../../sandbox/collector.ts';
import { SANDBOX_PORT, SITE_PORT } from '../../tests/env.ts';
import { astroBuild, run } from '../build-and-serve.ts';
import { freePort } from '../ports.ts';
import AUDITED from './lighthouse-pages.json' with { type: 'json' };

const { values } = parseArgs({
  options: { quick: { type: 'boolean', default: false }, dir: { type: 'string' }, measure: { type: 'boolean', default: false } },
});

const reuse = values.dir !== undefined;
if (reuse && values.measure) throw new Error('--measure builds a copy of its own: it cannot audit --dir');
const site = reuse ? SITE_PORT : await freePort();
let sandbox = reuse ? SANDBOX_PORT : await freePort();
while (sandbox === site) sandbox = await freePort();
const dir = values.dir ?? `dist-audit-${site}`;
const collector = values.measure ? await startCollector() : undefined;
const env: NodeJS.ProcessEnv = {
  ...process.env,
  SITE_PORT: String(site),
  SANDBOX_PORT: String(sandbox),
  SITE_OUT_DIR: dir,
  AUDIT_DIR: dir,
  LHCI_QUICK: values.quick ? '1' : '0',
  // The copy's pages send their events to the stand-in collector (--measure).
  ...(collector ? { PUBLIC_ANALYTICS_URL: collector.origin } : {}),
};

/** lhci autorun (lighthouserc.cjs) on this copy; its exit code. */
const autorun = async () => (await run('npx', ['lhci', 'autorun'], { env })).code;

console.log(
  `Lighthouse: the site on 127.0.0.1:${site}, the sandbox API on 127.0.0.1:${sandbox}, ${reuse ? 'the build in' : 'built into'} ${dir}/` +
    (collector ? `, measurement on (a stand-in collector on ${collector.origin})` : ''),
);
if (reuse) {
  process.exitCode = await autorun();
} else {
  try {
    // The build reads the prices from this sandbox; lhci's server (scripts/start.ts --no-build) starts its own.
    const api = await startSandbox({ port: sandbox });
    const built = (await astroBuild(env).finally(() => api.close())).code;
    process.exitCode = built === 0 ? await autorun() : built;
    if (collector) process.exitCode = pageviewsOfEveryPage(collector.received) || process.exitCode;
  } finally {
    await collector?.close();
    await rm(new URL(`../../${dir}/`, import.meta.url), { recursive: true, force: true });
  }
}

/**
 * With measurement on, each audited page must have sent its pageview to the collector, or the audit did not see the
 * measurement it is meant to include (/billing sends a visitor to /, whose pageview it is). 1 when one has not.
 */
function pageviewsOfEveryPage(received: readonly ReceivedEvent[]): number {
  const pageviews = received.filter((event) => event.body.name === 'pageview').map((event) => new URL(event.body.url).pathname);
  const audited = (values.quick ? AUDITED.slice(0, 2) : AUDITED).filter((path) => path !== '/billing');
  const missing = audited.filter((path) => !pageviews.includes(path));
  console.log(`Measurement: ${pageviews.length} pageviews at the collector for ${audited.length} pages.`);
  if (missing.length === 0) return 0;
  console.error(`No pageview reached the collector from ${missing.join(', ')}: the audit did not include the measurement.`);
  return 1;
}
