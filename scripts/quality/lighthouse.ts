/**
 * Lighthouse CI on free ports (npm run audit, npm run audit:quick): builds the site for a site port and a
 * sandbox port nothing uses, into its own folder, so the audited pages call the sandbox started beside
 * them and a running `npm start` (or anything else on 4321 and 8787) is left alone. A sandbox on that port
 * answers the build, so the service pages are audited with their prices in the HTML. Then runs
 * `lhci autorun` (lighthouserc.cjs), which serves that build with `scripts/start.ts --no-build`.
 *   --quick      the first two pages, held to the every-run targets, run once (a quick look while working;
 *                timings move with the machine's load, so no gate of npm test depends on it)
 *   --dir DIR    audits an existing end-to-end build instead (npm run test:full audits the run's one build):
 *                DIR was built for the end-to-end ports (tests/env.ts), so it is served there, with its sandbox
 */
import { spawn } from 'node:child_process';
import { rm } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { startSandbox } from '../../sandbox/app.ts';
import { SANDBOX_PORT, SITE_PORT } from '../../tests/env.ts';
import { freePort } from '../ports.ts';

const { values } = parseArgs({ options: { quick: { type: 'boolean', default: false }, dir: { type: 'string' } } });

const reuse = values.dir !== undefined;
const site = reuse ? SITE_PORT : await freePort();
let sandbox = reuse ? SANDBOX_PORT : await freePort();
while (sandbox === site) sandbox = await freePort();
const dir = values.dir ?? `dist-audit-${site}`;
const env = {
  ...process.env,
  SITE_PORT: String(site),
  SANDBOX_PORT: String(sandbox),
  SITE_OUT_DIR: dir,
  AUDIT_DIR: dir,
  LHCI_QUICK: values.quick ? '1' : '0',
};

function run(command: string, args: string[]): Promise<number> {
  const child = spawn(command, args, { stdio: 'inherit', env });
  return new Promise((resolve) => child.on('exit', (code) => resolve(code ?? 1)));
}

console.log(`Lighthouse: the site on 127.0.0.1:${site}, the sandbox API on 127.0.0.1:${sandbox}, ${reuse ? 'the build in' : 'built into'} ${dir}/`);
if (reuse) {
  process.exitCode = await run('npx', ['lhci', 'autorun']);
} else {
  try {
    // The build reads the prices from this sandbox; lhci's server (scripts/start.ts --no-build) starts its own.
    const api = await startSandbox({ port: sandbox });
    const built = await run('npx', ['astro', 'build']).finally(() => api.close());
    process.exitCode = built === 0 ? await run('npx', ['lhci', 'autorun']) : built;
  } finally {
    await rm(new URL(`../../${dir}/`, import.meta.url), { recursive: true, force: true });
  }
}
