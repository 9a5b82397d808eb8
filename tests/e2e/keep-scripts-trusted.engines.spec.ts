/**
 * In every engine: each page enforces its policy as the build wrote it. A string given to a DOM sink that runs
 * script is refused (Trusted Types), a policy the site does not name cannot be made, the page's import map
 * carries the integrity of its modules (those its own script tags load carry it on the tag), and the page guard
 * (fixtures/guard.ts) sees such a refusal, so the route sweep and the flows of the other @engines specs, which fail
 * on any policy violation or console error, prove no page or flow of the site reaches a sink with a string. Where an engine does not implement Trusted
 * Types (Firefox before 148, Safari before 26), the refusal tests say so in an annotation instead of failing.
 */
import { engineTest as test, expect, SITE_ROUTES, takeProblems, type Tab } from './fixtures';

test.use({ allowedFailedRequests: SITE_ROUTES.flatMap((route) => route.thirdParty ?? []) });

/** Whether the tab's engine implements Trusted Types. */
const hasTrustedTypes = (tab: Tab) => tab.evaluate(() => 'trustedTypes' in window, null);

/** The guard's policy findings so far, as text. */
async function violations(tab: Tab, seen: string[]): Promise<string[]> {
  seen.push(...(await takeProblems(tab)).filter((problem) => problem.kind === 'csp').map((problem) => problem.text));
  return seen;
}

test.describe('Trusted Types and Subresource Integrity', { tag: '@engines' }, () => {
  test('a string given to innerHTML or to a script’s src is refused, and the guard sees it', async ({ tab }) => {
    await tab.goto('/about-us');
    if (!(await hasTrustedTypes(tab))) {
      test.info().annotations.push({ type: 'engine', description: 'This engine does not implement Trusted Types: nothing refuses the string.' });
      return;
    }
    const refused = await tab.evaluate(() => {
      const outcomes: string[] = [];
      try {
        document.createElement('div').innerHTML = '<img src=x>';
        outcomes.push('innerHTML accepted');
      } catch (error) {
        outcomes.push(error instanceof TypeError ? 'innerHTML refused' : String(error));
      }
      try {
        document.createElement('script').src = '/_astro/anything.js';
        outcomes.push('script src accepted');
      } catch (error) {
        outcomes.push(error instanceof TypeError ? 'script src refused' : String(error));
      }
      return outcomes;
    }, null);
    expect(refused).toEqual(['innerHTML refused', 'script src refused']);
    const seen: string[] = [];
    await expect.poll(async () => (await violations(tab, seen)).some((text) => /require-trusted-types-for/.test(text))).toBe(true);
    // An engine may report each refusal more than once, and late (Firefox also logs it as an error, after the
    // violation event): every report that comes is of these two refusals, and they are taken until none comes.
    await expect(async () => {
      const late = await takeProblems(tab);
      expect(late.filter((problem) => !/require-trusted-types-for|injection sink/.test(problem.text))).toEqual([]);
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(await takeProblems(tab)).toEqual([]);
    }).toPass();
  });

  test('a policy the site does not name cannot be made', async ({ tab }) => {
    await tab.goto('/about-us');
    if (!(await hasTrustedTypes(tab))) {
      test.info().annotations.push({ type: 'engine', description: 'This engine does not implement Trusted Types.' });
      return;
    }
    const made = await tab.evaluate(() => {
      try {
        (window as unknown as { trustedTypes: { createPolicy(name: string, rules: object): unknown } }).trustedTypes.createPolicy('anything', {});
        return 'made';
      } catch {
        return 'refused';
      }
    }, null);
    expect(made).toBe('refused');
    const seen: string[] = [];
    await expect.poll(async () => (await violations(tab, seen)).some((text) => /trusted-types/.test(text))).toBe(true);
  });

  test('every page loads its modules under an integrity, its import map’s or its script tag’s, with no policy violation', async ({ tab }) => {
    test.setTimeout(SITE_ROUTES.length * 30_000);
    for (const route of SITE_ROUTES) {
      await tab.goto(route.path);
      await expect.poll(async () => new URL(await tab.url()).pathname, `${route.path} ends at ${route.finalPath}`).toBe(route.finalPath);
      // Each module the page loaded has an integrity: in its import map, or on the page's own script tag that loads it
      // (a module that failed its hash would not run, and its island would stay unhydrated: the guard reports the
      // refused load).
      const unlisted = await tab.evaluate(() => {
        const map = document.querySelector('script[type="importmap"]')?.textContent ?? '{"integrity":{}}';
        const listed = Object.keys((JSON.parse(map) as { integrity: Record<string, string> }).integrity);
        const tagged = [...document.querySelectorAll('script[type="module"][src][integrity]')].map(
          (script) => new URL((script as HTMLScriptElement).src).pathname,
        );
        return performance
          .getEntriesByType('resource')
          .map((entry) => new URL(entry.name))
          .filter(
            (url) =>
              url.origin === location.origin &&
              /^\/_astro\/.*\.js$/.test(url.pathname) &&
              !listed.includes(url.pathname) &&
              !tagged.includes(url.pathname),
          )
          .map((url) => url.pathname);
      }, null);
      expect(unlisted, `${route.path}: modules loaded without an integrity in the import map or on their tag`).toEqual([]);
    }
  });
});
