/**
 * Checks every internal link and in-page anchor of the built site, offline (npm run check:links): serves
 * dist/ with the preview server, crawls it from / with linkinator (a maintained link checker) and fails
 * on any broken link or missing #fragment. Every built page is a starting point. External links and the redirects to external sites (/news,
 * /ParkNPlay) are not followed: there is no internet here, and the end-to-end tests check the redirects.
 */
import { readdir } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { check, LinkState } from 'linkinator';
import { servePreview } from '../build-and-serve.ts';
import { freePort } from '../ports.ts';
import { pagePathOf } from '../../src/build/page-path.ts';
import { pathWithoutLanguage } from '../../src/i18n/languages.ts';

const { values } = parseArgs({ options: { dir: { type: 'string', default: 'dist' } } });

const port = await freePort();
const preview = await servePreview(values.dir, port);
const origin = preview.origin;

const EXTERNAL_REDIRECTS = ['/news', '/ParkNPlay'];
// Every built page is a starting point, so pages no other page links to (e.g. /testpay) are checked too.
const pages = (await readdir(new URL(`../../${values.dir}/`, import.meta.url).pathname, { recursive: true }))
  .filter((file) => file.endsWith('.html') && file !== '404.html')
  .map((file) => `${origin}${pagePathOf(file)}`);
try {
  const result = await check({
    path: pages,
    recurse: true,
    checkFragments: true,
    // Unknown paths redirect to / (the route table's catch-all), so an internal redirect is a broken link.
    redirects: 'error',
    concurrency: 8,
    timeout: 10_000,
    linksToSkip: (link) => {
      if (!link.startsWith(origin)) return Promise.resolve(true);
      const { pathname } = new URL(link);
      // Under any language's prefix too (/fr/news).
      const english = pathWithoutLanguage(pathname);
      return Promise.resolve(EXTERNAL_REDIRECTS.some((path) => english === path || english.startsWith(`${path}/`)));
    },
  });
  const broken = result.links.filter((link) => link.state === LinkState.BROKEN);
  const checked = result.links.filter((link) => link.state === LinkState.OK).length;
  if (broken.length > 0) {
    console.error(`Broken links (${broken.length}):`);
    for (const link of broken) console.error(`- ${link.url} (status ${link.status ?? 'none'}) on ${link.parent ?? '?'}`);
    process.exitCode = 1;
  } else {
    console.log(`Links: ${checked} internal links and anchors checked, none broken.`);
  }
} finally {
  preview.stop();
}
