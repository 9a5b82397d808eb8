/**
 * The content check of CI (scripts/quality/content.ts): broken files, written to a temporary folder
 * (never into content/), each get a message naming the file, the field and the rule; the real content
 * passes.
 */
import { cpSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { checkContent, report } from './content';
import { landingBlock } from '../../src/features/blocks/schema.ts';
import { editorConfigYaml, jsonSchemaOf } from '../../src/features/editor/index.build.ts';
import { shownField } from '../../src/lib/nearest-names.ts';

/** The types a landing may use, in the editor's order: what the check lists for a type that is no block. */
const LANDING_TYPES = landingBlock.options.map((block) => block.shape.type.value);

const ROOT = new URL('../../', import.meta.url).pathname;
/**
 * The files the broken ones are made from: the check's own (content.fixtures/, beside this test), a landing among
 * them whose blocks stay where they are when a block is added to the site. The editors' files are theirs to change,
 * move or delete, and the tests' own landing of every block grows with the blocks: this test reads neither but to see
 * that they all pass.
 */
const OWN = new URL('./content.fixtures/', import.meta.url).pathname;
const TESTS = new URL('../../tests/fixtures/', import.meta.url).pathname;
const read = (file: string) => readFileSync(join(OWN, file), 'utf8');

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
const landing = read('content/landings/every-block.md');
const home = read('content/pages/home.md');

/** The files a landing's blocks name (services, stories, integrations), so that only the mistake under test is reported. */
const landingNames = {
  'content/services/permit-parking-system.md': read('content/services/permit-parking-system.md'),
  'content/services/parking-enforcement-system.md': read('content/services/parking-enforcement-system.md'),
  'content/stories/northfield-test-college.md': read('content/stories/northfield-test-college.md'),
  'content/integrations/test-campus-card.yaml': read('content/integrations/test-campus-card.yaml'),
};

/** The first line of a problem's message, without its hint. */
const withoutHint = (problem: { file: string; field: string; message: string }) =>
  `${problem.file}: ${problem.field ? `${problem.field} ` : ''}${problem.message.split(' Hint:')[0]}`;

describe('content check', () => {
  it('passes the editors’ content, and the tests’ own laid into it as the test build has it', async () => {
    // The tests' own as the test build has them: laid into the editors' content (scripts/site-copy.ts).
    const laid = mkdtempSync(join(tmpdir(), 'content-check-'));
    cpSync(join(ROOT, 'content'), join(laid, 'content'), { recursive: true });
    cpSync(join(TESTS, 'content'), join(laid, 'content'), { recursive: true, errorOnExist: true, force: false });
    for (const root of [ROOT, laid]) expect(report(await checkContent(root)), root).toBe('');
  });

  it('names the file, the field and the limit of a title over it', async () => {
    const title = 'Parking promotions, discount codes and validations for every garage';
    const root = project({ 'content/services/promotion.md': service.replace(/^title: .*$/m, `title: ${title} in town`) });
    const [problem, ...others] = await checkContent(root);
    expect(others).toEqual([]);
    expect(problem).toMatchObject({ file: 'content/services/promotion.md', field: 'Title (title)' });
    expect(problem?.message).toMatch(/^is 75 characters long; at most 70 are allowed \(5 too many\)\. Hint: Browser tab and search-result title/);
  });

  it('holds a title to the tab’s 70 characters with the site name added, before it on the home page and after it elsewhere', async () => {
    const site = read('content/settings/site.yaml').replace(/^brand: .*$/m, 'brand: ParkCloud');
    // 61 characters: within the title's own 70, not with " | ParkCloud" (12) after it or "ParkCloud – " before it.
    const title = 'Parking promotions, discount codes and validations for a city';
    const root = project({
      'content/settings/site.yaml': site,
      'content/services/promotion.md': service.replace(/^title: .*$/m, `title: ${title}`),
      'content/pages/home.md': home.replace(/^title: .*$/m, `title: ${title}`),
      // 58 characters: the tab's title is 70, the most allowed.
      'content/services/permit-parking-system.md': read('content/services/permit-parking-system.md').replace(
        /^title: .*$/m,
        `title: ${title.slice(0, 58)}`,
      ),
    });
    const problems = (await checkContent(root)).filter((problem) => problem.field === 'Title (title)');
    expect(problems.map(withoutHint)).toEqual([
      `content/services/promotion.md: Title (title) is 61 characters long; with the site name added, the browser tab and search results read “${title} | ParkCloud”, 73 characters, and at most 70 are allowed (3 too many). Shorten the title to 58 characters or fewer.`,
      `content/pages/home.md: Title (title) is 61 characters long; with the site name added, the browser tab and search results read “ParkCloud – ${title}”, 73 characters, and at most 70 are allowed (3 too many). Shorten the title to 58 characters or fewer.`,
    ]);
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
    const site = read('content/settings/site.yaml');
    const root = project({
      'content/services/a.md': service.replace(/^order: .*$/m, 'order: first\nsumary: typo'),
      'content/services/b.md': 'No fields here',
      'content/settings/site.yaml': site.replace(/^brand: .*$/m, 'brand: [ParkCloud'),
    });
    const [order, unknown, ...others] = report(await checkContent(root)).split('\n');
    expect(order).toBe(
      'content/services/a.md: Order (order) should be a number, but it is the text “first”. Hint: Position on /services (1 comes first). Menus, the footer and the home carousel follow whatWeDo in content/settings/site.yaml.',
    );
    expect(unknown).toMatch(
      /^content\/services\/a\.md: has a field the site does not know: sumary \(did you mean “summary”\?\)\. The fields of this file are: title, description, name, serviceId, recommendedPlan \(Recommended plan ID\), .*\. Check the spelling, or remove it\.$/,
    );
    const brand = site.split('\n').findIndex((line) => line.startsWith('brand:')) + 1;
    expect(others).toEqual([
      'content/services/b.md: does not start with its fields between two --- lines.',
      `content/settings/site.yaml: has a mistake on line ${brand} (“brand: [ParkCloud”): the [ on this line has no closing ]; end the list with ], or put a text that starts with [ in quotes.`,
    ]);
  });

  it('lists the fields the schema knows beside one it does not, every one of them, in a file and in a block', async () => {
    const root = project({
      ...landingNames,
      'content/services/a.md': service.replace(/^order: (.*)$/m, 'Order: $1\nsubtitle: Loyalty'),
      'content/landings/x.md': landing.replace(
        '    heading: Ask for a campus walkthrough\n',
        '    heading: Ask for a campus walkthrough\n    lead: Talk to us\n',
      ),
    });
    const problems = (await checkContent(root)).map(withoutHint);
    // Every field of the schema is listed, the one a schema gains too: they are read from it.
    const fields = Object.keys((jsonSchemaOf('services') as { properties: object }).properties);
    const [serviceProblem, landingProblem, ...others] = problems.filter((problem) => !problem.includes('Order (order) is missing'));
    expect(others).toEqual([]);
    expect(serviceProblem).toMatch(
      /^content\/services\/a\.md: has fields the site does not know: Order \(did you mean “order”\?\), subtitle\. The fields of this file are: .*\. Check the spelling, or remove them\.$/,
    );
    const listed = /are: (.*)\. Check/
      .exec(serviceProblem ?? '')?.[1]
      ?.split(', ')
      .map((field) => field.split(' (')[0]);
    expect(listed).toEqual(fields);
    expect(landingProblem).toMatch(
      /^content\/landings\/x\.md: Blocks → block \d+ \(Demo request form\) \(blocks\.\d+\) has a field the site does not know: lead\. The fields of a Demo request form block are: .*\. Check the spelling, or remove it\.$/,
    );
    // The block's fields, read from its schema as the service's are.
    const demo = landingBlock.options.find((block) => block.shape.type.value === 'demo');
    const blockListed = /block are: (.*)\. Check/
      .exec(landingProblem ?? '')?.[1]
      ?.split(', ')
      .map((field) => field.split(' (')[0]);
    expect(blockListed).toEqual(Object.keys(demo?.shape ?? {}));
  });

  it('tells a YAML mistake at the line a text editor shows for it, in words, one for the file', async () => {
    const page = (fields: string) =>
      `---\ntitle: ParkCloud at the trade show\ndescription: Meet the ParkCloud team at the show, see the platform run live and book a demo.\n${fields}---\nText.\n`;
    const root = project({
      // Line 4 of the file, the --- counted.
      'content/pages/show.md': page('heading: Meet us: booth 412\n'),
      // The second feature lacks its "- ", on line 8.
      'content/pages/booth.md': page(
        'heading: Meet us at the show\nfeatures:\n  - title: Live demos\n    text: See permits, enforcement and reservations run on one platform.\n  title: Free coffee\n    text: A cup of coffee for every visitor to the booth, all day.\n',
      ),
    });
    expect(report(await checkContent(root)).split('\n')).toEqual([
      'content/pages/booth.md: has a mistake on line 8 (“title: Free coffee”): each item of a list starts with "- " at the same indentation as the others, and the fields of an item line up under its first one.',
      'content/pages/show.md: has a mistake on line 4 (“heading: Meet us: booth 412”): a text with a colon followed by a space must be in quotes, e.g. heading: "Meet us: booth 412".',
    ]);
  });

  it('names a reference to a file that does not exist, in industries, integrations and articles, with the nearest names', async () => {
    const root = project({
      'content/services/online-reservations.md': service,
      'content/services/touchless-parking-system.md': service,
      'content/services/analytics-system.md': service,
      'content/services/parking-inventory-management-system.md': service.replace(/^name: .*$/m, 'name: Parking Inventory'),
      'content/industries/airports.md': industry.replace(
        '      - parking-inventory-management-system\n  - problem: Travelers',
        '      - parking-inventory-managment\n  - problem: Travelers',
      ),
      'content/integrations/stripe.yaml': integration,
      'content/resources/a.md': article.replace('  - online-reservations\n', '  - online-reservations\n  - valet\n'),
    });
    // The fixtures name services this project leaves out: only the names under test are kept.
    const problems = (await checkContent(root)).filter(
      (problem) => !/^names “(monthly-parking-system|parking-enforcement-system)”/.test(problem.message),
    );
    expect(problems.map((p) => `${p.file}: ${p.field} ${p.message.split(' Hint:')[0]}`)).toEqual([
      'content/industries/airports.md: Problems → item 1 → Services → item 2 (problems.0.services.1) names “parking-inventory-managment”, but content/services/parking-inventory-managment.md does not exist. Check the spelling. Did you mean “parking-inventory-management-system” (Parking Inventory)?',
      'content/resources/a.md: Services → item 4 (services.3) names “valet”, but content/services/valet.md does not exist. Check the spelling. The names are the file names in content/services, without .md.',
    ]);
  });

  it('finds the file of an entry named as the site shows it, in a block', async () => {
    const root = project({
      ...landingNames,
      'content/landings/x.md': landing.replace('      - northfield-test-college\n', '      - Northfield Test College\n'),
    });
    expect((await checkContent(root)).map(withoutHint)).toEqual([
      expect.stringMatching(
        /^content\/landings\/x\.md: Blocks → block \d+ \(Customers' stories\) → Stories → item 1 \(blocks\.\d+\.stories\.0\) names “Northfield Test College”, but content\/stories\/Northfield Test College\.md does not exist\. Check the spelling\. Did you mean “northfield-test-college” \(Northfield Test College\)\?$/,
      ),
    ]);
  });

  it('takes the name an entry is shown by from the field the editor lists entries by', () => {
    const config = parse(editorConfigYaml({ repo: '', branch: '', siteUrl: 'https://example.com' }, ['site'])) as {
      collections: { name: string; identifier_field?: string }[];
    };
    const named = config.collections.filter((collection) => collection.identifier_field !== undefined);
    expect(named.length).toBeGreaterThan(5);
    for (const { name, identifier_field: identifier } of named) {
      const fields = Object.keys((jsonSchemaOf(name as Parameters<typeof jsonSchemaOf>[0]) as { properties: object }).properties);
      expect(shownField(fields), name).toBe(identifier);
    }
  });

  it('lists the kinds an integration may have', async () => {
    const root = project({ 'content/integrations/stripe.yaml': integration.replace('kind: payments', 'kind: cameras') });
    const [problem] = await checkContent(root);
    expect(`${problem?.field} ${problem?.message.split(' Hint:')[0]}`).toBe(
      'Kind (kind) is the text “cameras”, which is not one of the choices: parcs, alpr, payments, accounting, access, marketplaces.',
    );
  });

  it("names a block's field by the block's number and its label in the editor, with the field's hint", async () => {
    const heading = 'Everything a campus permit office needs, from the first sale to renewals';
    const root = project({
      ...landingNames,
      'content/landings/x.md': landing.replace('heading: Everything a permit office needs', `heading: ${heading}`),
    });
    expect(report(await checkContent(root))).toBe(
      `content/landings/x.md: Blocks → block 3 (Feature cards) → Heading (blocks.2.heading) is ${heading.length} characters long; at most 70 are allowed (${heading.length - 70} too many). Hint: The heading of the section (3 to 70 characters), e.g. "Why campuses switch".`,
    );
  });

  it("walks into the fields of the block the file's type selects, lists included", async () => {
    const root = project({
      ...landingNames,
      'content/landings/x.md': landing
        .replace('        icon: camera\n', '        icon: rocket\n')
        .replace(/( {2}- type: video\n {4}heading: .*\n {4}videoId: ).*/, '$1not-an-id'),
    });
    expect((await checkContent(root)).map(withoutHint)).toEqual([
      'content/landings/x.md: Blocks → block 3 (Feature cards) → Items → item 2 → Icon (blocks.2.items.1.icon) is the text “rocket”, which is not one of the choices: gate, valet, permit, calendar, reserve, channels, promotion, camera, chart, phone, parcs, plane, shield, cloud, support, clock, map, users, city, campus, hospital, building, hotel, card, ledger, key.',
      'content/landings/x.md: Blocks → block 11 (Video) → Video id (blocks.10.videoId) is the text “not-an-id”, which is not in the expected form: a YouTube video id: the 11 letters, digits, - or _ after v= in the video’s address.',
    ]);
  });

  it('names a block of a type that is no block, with the types the file may use', async () => {
    const root = project({
      ...landingNames,
      'content/landings/x.md': landing.replace('  - type: steps\n', '  - type: gallery\n'),
      'content/pages/about.md':
        '---\ntitle: About ParkCloud and its team\ndescription: Who we are and what we build for parking operators, in a few words and a few pictures.\nheading: About us\nblocks:\n  - heading: Our story\n---\nText.\n',
    });
    // The types are every block of each list, in the editor's order (the hero first on a landing, the home page's own first on a page).
    expect(LANDING_TYPES.slice(0, 4)).toEqual(['hero', 'features', 'steps', 'stats']);
    expect(report(await checkContent(root)).split('\n')).toEqual([
      expect.stringMatching(
        /^content\/pages\/about\.md: Blocks → block 1 \(blocks\.0\.type\) has no type; a block needs one of the types a page may use: videoHero, carousel, proof, newsletter, features, .*, demo\. Hint: Sections shown after the page’s text/,
      ),
      `content/landings/x.md: Blocks → block 4 (blocks.3.type) is the text “gallery”, which is not a block type: ${LANDING_TYPES.join(', ')} (the types a landing may use). Hint: The sections of the page, top to bottom: the first is its Hero; add, move and remove the others freely (24 at most).`,
    ]);
  });

  it("tells a landing's composition rules at the block that breaks them", async () => {
    const hero = /( {2}- type: hero\n(?: {4}.*\n)+)/.exec(landing)?.[1] ?? '';
    const root = project({
      ...landingNames,
      // The text block first, the hero after it, and a second pricing.
      'content/landings/x.md': landing
        .replace(hero, '')
        .replace('  - type: features\n', `${hero}  - type: features\n`)
        .replace('  - type: payback\n    service: parking-enforcement-system\n', '  - type: pricing\n    service: parking-enforcement-system\n'),
    });
    expect((await checkContent(root)).map(withoutHint)).toEqual([
      'content/landings/x.md: Blocks → block 1 (Text) (blocks.0) must be the Hero: a landing page starts with its hero, which holds the page’s heading.',
      'content/landings/x.md: Blocks → block 10 (Pricing) (blocks.9) is a second Pricing block; a page has one at most. Remove one of them.',
    ]);
  });

  it('keeps the sections the home page must have, and the home hero on the home page only', async () => {
    const root = project({
      'content/pages/home.md': home.replace('  - type: videoHero\n', '').replace('  - type: newsletter\n', ''),
      'content/pages/about.md': read('content/pages/about-us.md').replace(/\n---\n/, '\nblocks:\n  - type: videoHero\n---\n'),
    });
    const problems = await checkContent(root);
    expect(problems.map(withoutHint)).toEqual([
      'content/pages/about.md: Blocks → block 1 (Home hero with the video) (blocks.0) is the home page’s hero; only content/pages/home.md may have it.',
      'content/pages/home.md: Blocks → block 1 (Service carousel) (blocks.0) must be the Home hero with the video: the home page starts with it.',
      'content/pages/home.md: Blocks (blocks) has no Home hero with the video block; the home page must keep it (move it, but do not remove it).',
      'content/pages/home.md: Blocks (blocks) has no Newsletter sign-up block; the home page must keep it (move it, but do not remove it).',
    ]);
    expect(problems[2]?.message).toMatch(/ Hint: Sections shown after the page’s text, top to bottom \(24 at most\)\./);
  });

  it('refuses blocks on a page that leaves at once, in one message naming the file and the field', async () => {
    const root = project({ 'content/pages/logout.md': read('content/pages/logout.md').replace(/\n---\n/, '\nblocks:\n  - type: newsletter\n---\n') });
    expect((await checkContent(root)).map(withoutHint)).toEqual([
      'content/pages/logout.md: Blocks (blocks) are not shown on this page: /logout signs the visitor out and goes to the home page at once, so no one would see them. Remove the blocks from this file.',
    ]);
  });

  it('refuses text below the fields of a landing page: its page is its blocks', async () => {
    const root = project({ ...landingNames, 'content/landings/x.md': `${landing}\nA paragraph the page would never show.\n` });
    expect(report(await checkContent(root))).toBe(
      'content/landings/x.md: has text below its fields; a landing page shows only its blocks: put the text in a Text block.',
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
