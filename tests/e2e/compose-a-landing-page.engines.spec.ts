/**
 * In every engine, the tests' landing page of every block type (tests/fixtures/content/landings/every-block.md): each block's heading in the editor's
 * order under the one h1, its prices loaded into the pricing, its demo form, with the block's service chosen,
 * ending on /thank-you, and no axe violation once its islands are in; the page guard holds the page to no console
 * error, exception or CSP violation.
 * The wire payload and each block's details are Chromium's (compose-a-landing-page.spec.ts).
 */
import { DEMO_TYPED } from '../support/demo-request';
import { contentData, engineTest as test, expect, fillTabForm, pathOf, tabAxeViolations, uniqueEmail } from './fixtures';

const PATH = '/every-block';
const BLOCKS = contentData('landings/every-block.md')['blocks'] as Array<{ type: string; heading?: string }>;

test.describe('a landing page', { tag: '@engines' }, () => {
  test('shows every block under its one h1, prices its plans, passes axe, and its demo form ends on /thank-you', async ({ tab }) => {
    await tab.goto(PATH);
    await expect.poll(() => tab.locator('h1').textContent()).toBe(BLOCKS[0]?.heading);
    const expected = BLOCKS.slice(1).map((block) =>
      block.type === 'pricing' ? 'Plans and pricing' : block.type === 'payback' ? 'What would it return?' : (block.heading ?? ''),
    );
    await expect
      .poll(() => tab.evaluate(() => [...document.querySelectorAll('main h2')].map((heading) => heading.textContent?.trim() ?? ''), null))
      .toEqual(expected);

    // The pricing island, once in view, shows the plans the sandbox prices.
    await tab.locator('#pricing').scrollIntoViewIfNeeded();
    await expect.poll(() => tab.locator('#pricing').getByRole('button', { name: 'Choose plan' }).count()).toBeGreaterThan(0);

    const demo = BLOCKS.find((block) => block.type === 'demo');
    const panel = tab.getByRole('region', { name: demo?.heading ?? '' });
    const form = panel.locator('form');
    await form.scrollIntoViewIfNeeded();
    await expect
      .poll(() => tab.evaluate(() => document.querySelector('.service-demo form')?.closest('astro-island')?.hasAttribute('ssr') ?? 'missing', null))
      .toBe(false);
    // Permit Parking (service 9) is chosen once the services are in.
    await expect
      .poll(() => tab.evaluate(() => document.querySelector<HTMLSelectElement>('.service-demo select[name="service"]')?.value ?? '', null))
      .toBe('9');
    const { Service: _service, Email: _email, ...typed } = DEMO_TYPED;
    await fillTabForm(form, { ...typed, Email: uniqueEmail('ada') }, ['Country']);
    await form.getByRole('button', { name: 'Request a Demo' }).click();
    await expect.poll(() => pathOf(tab)).toBe('/thank-you');

    // The page again, every island in and at rest, as a visitor who read it all sees it: axe reads that. Each island
    // still waiting for its view is brought into it (a jump past one does not wake it in every engine). Axe runs on
    // a fresh load, last: in Firefox ESR 153 a page that has run axe's 550 KB and is then typed into (or scrolled by
    // Playwright's locator) loses its content process to a segfault in libxul (dmesg), a browser bug, not the page's.
    await tab.goto(PATH);
    await expect
      .poll(() =>
        tab.evaluate(() => {
          const waiting = [...document.querySelectorAll('main astro-island[ssr]')];
          waiting[0]?.firstElementChild?.scrollIntoView({ block: 'center' });
          return [...waiting, ...document.querySelectorAll('main [aria-busy="true"]')].map((element) => element.localName);
        }, null),
      )
      .toEqual([]);
    expect(await tabAxeViolations(tab)).toEqual([]);
  });
});
