/**
 * The content check of CI (scripts/quality/content.ts): broken files, written to a temporary folder
 * (never into content/), each get a message naming the file, the field and the rule; the real content
 * passes.
 */
import { cpSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkContent, report } from './content';

const ROOT = new URL('../../', import.meta.url).pathname;
const read = (file: string) => readFileSync(join(ROOT, file), 'utf8');

/** A project root in a temporary folder holding only `files` (path → text). */
function project(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'content-check-'));
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(join(root, dirname(file)), { recursive: true });
    writeFileSync(join(root, file), text);
  }
  return root;
}

const service = read('content/services/promotion.md');
const job = read('content/careers/sales-manager-east.md');
const industry = read('content/industries/airports.md');
const integration = read('content/integrations/stripe.yaml');
const article = read('content/resources/parcs-upgrade-or-touchless.md');

describe('content check', () => {
  it('passes the content of the repository', async () => {
    expect(report(await checkContent(ROOT))).toBe('');
  });

  it('names the file, the field and the limit of a title over it', async () => {
    const title = 'Parking promotions, discount codes and validations for every garage';
    const root = project({ 'content/services/promotion.md': service.replace(/^title: .*$/m, `title: ${title} in town`) });
    const [problem, ...others] = await checkContent(root);
    expect(others).toEqual([]);
    expect(problem).toMatchObject({ file: 'content/services/promotion.md', field: 'Title (title)' });
    expect(problem?.message).toMatch(/^is 75 characters long; at most 70 are allowed \(5 too many\)\. Hint: Browser tab and search-result title/);
  });

  it('lists the choices for an unknown icon', async () => {
    const root = project({ 'content/services/promotion.md': service.replace(/^icon: .*$/m, 'icon: rocket') });
    expect(report(await checkContent(root))).toBe(
      'content/services/promotion.md: Icon (icon) is the text “rocket”, which is not one of the choices: gate, valet, permit, calendar, reserve, channels, promotion, camera, chart, phone, parcs, plane, shield, cloud, support, clock, map, users, city, campus, hospital, building, hotel, card, ledger, key. Hint: Icon drawn on the service card.',
    );
  });

  it('says which required field is missing, inside lists too', async () => {
    const root = project({
      'content/services/promotion.md': service.replace(/^summary: .*\n/m, '').replace(/^( {2}- title: .*\n)( {4}text: .*\n)/m, '$1'),
    });
    const problems = await checkContent(root);
    expect(problems.map((p) => `${p.field} ${p.message.split(' Hint:')[0]}`)).toEqual([
      'Summary (summary) is missing; it is required.',
      'Features → item 1 → Text (features.0.text) is missing; it is required.',
    ]);
  });

  it('rejects a date that is not one, and a day that does not exist', async () => {
    const root = project({
      'content/careers/a.md': job.replace(/^datePosted: .*$/m, 'datePosted: next Monday'),
      'content/careers/b.md': job.replace(/^validThrough: .*$/m, 'validThrough: 2027-02-30'),
    });
    expect(report(await checkContent(root)).split('\n')).toEqual([
      'content/careers/a.md: Date posted (datePosted) is not a date: write it as YYYY-MM-DD, e.g. 2026-10-01 (it is the text “next Monday”). Hint: Date the listing was published, e.g. 2026-10-01.',
      'content/careers/b.md: Valid through (validThrough) is not a date: write it as YYYY-MM-DD, e.g. 2026-10-01 (it is the text “2027-02-30”). Hint: Last day applications are accepted.',
    ]);
  });

  it('requires the alt text of a service image, and the image file', async () => {
    const withImage = (image: string) => service.replace(/^features:/m, `${image}\nfeatures:`);
    const root = project({
      'content/services/a.md': withImage('image:\n  src: ./images/gate.png'),
      'content/services/b.md': withImage('image:\n  src: ./images/missing.png\n  alt: A parker at the gate'),
      'content/services/c.md': withImage('image:\n  src: ./images/gate.png\n  alt: A parker at the gate'),
    });
    cpSync(join(ROOT, 'tests/support/fixtures/service-photo.png'), join(root, 'content/services/images/gate.png'), { recursive: true });
    const problems = await checkContent(root);
    expect(problems.map((p) => `${p.file} ${p.field} ${p.message.split(' Hint:')[0]}`)).toEqual([
      'content/services/a.md Image → Image description (alt text) (image.alt) is missing; it is required.',
      'content/services/b.md Image → Image file (image.src) names an image file that is not in the repository; upload it again.',
    ]);
  });

  it('names the security contact when the settings lack it (the build of /.well-known/security.txt needs it)', async () => {
    const root = project({ 'content/settings/site.yaml': read('content/settings/site.yaml').replace(/^securityContact: .*\n/m, '') });
    expect(report(await checkContent(root))).toMatch(
      /^content\/settings\/site\.yaml: Security contact \(securityContact\) is missing; it is required\. Hint: Where people report a security problem/,
    );
  });

  it('names unknown fields, wrong kinds and broken front matter', async () => {
    const root = project({
      'content/services/a.md': service.replace(/^order: .*$/m, 'order: first\nsumary: typo'),
      'content/services/b.md': 'No fields here',
      'content/settings/site.yaml': read('content/settings/site.yaml').replace(/^brand: .*$/m, 'brand: [ParkCloud'),
    });
    expect(report(await checkContent(root)).split('\n')).toEqual([
      'content/services/a.md: Order (order) should be a number, but it is the text “first”. Hint: Position on /services (1 comes first). Menus, the footer and the home carousel follow whatWeDo in content/settings/site.yaml.',
      'content/services/a.md: has a field the site does not know: sumary. Check the spelling, or remove it.',
      'content/services/b.md: does not start with its fields between two --- lines.',
      expect.stringMatching(/^content\/settings\/site\.yaml: has fields that are not valid YAML: /),
    ]);
  });

  it('names a reference to a file that does not exist, in industries, integrations and articles', async () => {
    const root = project({
      'content/services/online-reservations.md': service,
      'content/services/touchless-parking-system.md': service,
      'content/services/analytics-system.md': service,
      'content/industries/airports.md': industry.replace(
        '      - parking-inventory-management-system\n  - problem: Travelers',
        '      - parking-inventory-managment\n  - problem: Travelers',
      ),
      'content/integrations/stripe.yaml': integration,
      'content/resources/a.md': article.replace('  - online-reservations\n', '  - online-reservations\n  - valet\n'),
    });
    const problems = (await checkContent(root)).filter(
      (problem) => !/parking-inventory-management-system|monthly-parking-system|parking-enforcement-system/.test(problem.message),
    );
    expect(problems.map((p) => `${p.file}: ${p.field} ${p.message.split(' Hint:')[0]}`)).toEqual([
      'content/industries/airports.md: Problems → item 1 → Services → item 2 (problems.0.services.1) names “parking-inventory-managment”, but content/services/parking-inventory-managment.md does not exist. Check the spelling.',
      'content/resources/a.md: Services → item 4 (services.3) names “valet”, but content/services/valet.md does not exist. Check the spelling.',
    ]);
  });

  it('lists the kinds an integration may have', async () => {
    const root = project({ 'content/integrations/stripe.yaml': integration.replace('kind: payments', 'kind: cameras') });
    const [problem] = await checkContent(root);
    expect(`${problem?.field} ${problem?.message.split(' Hint:')[0]}`).toBe(
      'Kind (kind) is the text “cameras”, which is not one of the choices: parcs, alpr, payments, accounting, access, marketplaces.',
    );
  });

  it('refuses an update date before the publication date, and a tag that cannot be an address', async () => {
    const root = project({
      'content/services/touchless-parking-system.md': service,
      'content/services/analytics-system.md': service,
      'content/services/online-reservations.md': service,
      'content/resources/a.md': article.replace('datePublished: 2026-11-10', 'datePublished: 2026-11-10\ndateUpdated: 2026-11-01'),
      'content/resources/b.md': article.replace('  - PARCS\n', '  - PARCS!\n'),
    });
    expect((await checkContent(root)).map((p) => `${p.file} ${p.field} ${p.message.split(' Hint:')[0]}`)).toEqual([
      'content/resources/a.md Date updated (dateUpdated) is before the publication date (datePublished); it must be that day or later.',
      'content/resources/b.md Tags → item 1 (tags.0) is the text “PARCS!”, which is not in the expected form: words, numbers, spaces and hyphens, e.g. "Monthly parking".',
    ]);
  });
});
