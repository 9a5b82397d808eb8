/**
 * The CSP gate: a built site's dist/_headers must carry exactly the policy the build writes from its pages
 * (src/build/csp.ts, whose writeHeadersFile runs at the end of every build). The gate uses the writer's own
 * functions, so the two cannot disagree on what the header should say.
 *   --check   fails when a built page lacks its meta policy, the editor's page has one, dist/_headers
 *             does not carry the built pages' policies, or a rule of it or of netlify.toml sets a header that
 *             another rule matching the same path sets differently (read with Netlify's parser, scripts/headers.ts)
 *             (part of npm test)
 *   (none)    writes dist/_headers again, for a dist/ changed after its build
 *   --dir     the built site (default dist)
 */
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { EDITOR_PAGE, buildRules, builtPagePolicies, hasMetaPolicy, headersFile } from '../../src/build/csp.ts';
import { EDITOR_PATH } from '../../src/lib/routes.ts';
import { describeOverlap, overlapsIn, readHeaders } from '../headers.ts';

const { values } = parseArgs({ options: { dir: { type: 'string', default: 'dist' }, check: { type: 'boolean', default: false } } });
const dist = new URL(`../../${values.dir}/`, import.meta.url).pathname;
const pages = await builtPagePolicies(dist);
if (pages.size === 0 || [...pages.values()].includes('')) {
  console.error('Every built visitor page must carry a meta Content-Security-Policy.');
  process.exit(1);
}
if (hasMetaPolicy(await readFile(join(dist, EDITOR_PAGE), 'utf8'))) {
  console.error(`${EDITOR_PAGE} must carry no meta policy (its policy is the ${EDITOR_PATH} rule of _headers).`);
  process.exit(1);
}
const expected = headersFile(await buildRules(dist));
const written = await readFile(join(dist, '_headers'), 'utf8').catch(() => '');
const overlaps = values.check && written === expected ? await overlapsIn(await readHeaders(dist), dist) : [];
if (!values.check) {
  await writeFile(join(dist, '_headers'), expected);
  console.log('dist/_headers written');
} else if (written !== expected) {
  console.error("dist/_headers does not carry the built pages' policies: the build's security-headers step did not run, or a page changed after it.");
  process.exit(1);
} else if (overlaps.length > 0) {
  console.error(
    `Two header rules set one header differently for the same path (Netlify does not say which wins):\n${overlaps.map(describeOverlap).join('\n')}`,
  );
  process.exit(1);
} else {
  console.log(
    `CSP: dist/_headers carries the meta policy of every visitor page with exact origins, and ${EDITOR_PATH} has the editor's policy; no two rules set one header differently for a path.`,
  );
}
