/**
 * Properties of every composition of blocks, whatever an editor puts in it: generated lists of any blocks in any
 * order, their texts at their fields' limits and in any script (markup characters, entities, emoji, right-to-left
 * text). The schema refuses exactly the lists an oracle written here apart from schema.ts refuses, and every landing
 * it accepts renders (Blocks.astro, through Astro's container) as one outline: one h1, no skipped heading level,
 * every id once, every heading the editor's text as text, no script from a static block, bands that alternate.
 *
 * The blocks are generated from their schemas (z.toJSONSchema: each field at or between its limits, its choices, the
 * names of entries), and so are the mistakes, so a new block is tried without a change here.
 * The content collections are empty in vitest: astro:content is replaced by a few entries shaped as their schemas
 * (src/features/services, stories and integrations' schema.ts), so the blocks' real readers resolve them.
 */
import { experimental_AstroContainer as AstroContainer } from 'astro/container';
import { type Element, isTag, isText } from 'domhandler';
import { z } from 'astro/zod';
import fc from 'fast-check';
import { DomUtils, parseDocument } from 'htmlparser2';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { JsonField } from '../../lib/json-schema';
import Blocks from './Blocks.astro';
import { DEMO_ANCHOR } from './fields';
import type { BlockPrices } from './props';
import { landingBlock, landingBlocks, pageBlock, pageBlockProblems, type BlockType } from './schema';

/** The entries of the collections the blocks name, by collection (vi.mock below is hoisted above the file's other names). */
const entries: Readonly<Record<string, readonly { readonly id: string }[]>> = vi.hoisted(() => {
  const services = [
    {
      id: 'permit-parking-system',
      collection: 'services',
      data: {
        title: 'Permit parking software',
        description: 'Sell and manage parking permits online for universities, hospitals, employers and cities.',
        name: 'Permit Parking',
        serviceId: 9,
        recommendedPlan: undefined,
        order: 1,
        icon: 'permit',
        screen: 'dashboard',
        summary: 'Sell and manage virtual parking permits online with eligibility rules, waitlists and plate-based enforcement.',
        lead: 'Permit Parking handles the whole permit lifecycle, from application and eligibility checks to payment and renewal.',
        features: [
          { title: 'Virtual permits', text: 'Permits are linked to license plates instead of hang tags.', icon: 'permit' },
          { title: 'Eligibility rules', text: 'Limit permit types to students, staff, residents or visitors.' },
          { title: 'Online renewals', text: 'Applicants pay online and renew each term without visiting an office.' },
        ],
        payback: {
          inputs: [{ key: 'parkers', label: 'Monthly parkers', unit: 'count', default: 150, min: 1, max: 20000 }],
          assumptions: [
            {
              key: 'rate',
              label: 'Average monthly rate',
              unit: 'usd',
              default: 175,
              min: 10,
              max: 2000,
              source: 'Industry estimate: a monthly rate.',
            },
          ],
          setup: { default: 1500, max: 100000, source: 'Industry estimate: a few days of set-up.' },
          gains: [{ label: 'Revenue of the monthly parkers', factors: ['parkers', 'rate'] }],
        },
      },
    },
    {
      id: 'online-reservations',
      collection: 'services',
      data: {
        title: 'Online parking reservations',
        description: 'Sell parking in advance on your own site and on the marketplaces drivers already use.',
        name: 'Online Reservations',
        serviceId: 4,
        recommendedPlan: 12,
        order: 2,
        icon: 'reserve',
        screen: 'calendar',
        summary: 'Sell reservations for events, airports and daily parking on your own site and on the marketplaces.',
        lead: 'Drivers book and pay before they arrive; the gate opens for their plate and the space is theirs.',
        features: [
          { title: 'Event parking', text: 'Sell every space of an event night ahead of time.' },
          { title: 'Marketplaces', text: 'List your facilities where drivers already look for parking.' },
          { title: 'Plate entry', text: 'The gate opens for the plate of the reservation.' },
        ],
        payback: undefined,
      },
    },
  ];
  const stories = [
    {
      id: 'harbor-point-garages',
      collection: 'stories',
      data: {
        title: 'Harbor Point Garages',
        description: 'How Harbor Point Garages filled its downtown garages on weeknights with monthly parkers.',
        customer: 'Harbor Point Garages',
        facilityType: 'Downtown garages',
        city: 'Baltimore, MD',
        heading: 'Harbor Point filled its garages on weeknights',
        summary: 'Monthly parkers sign up and pay online, and the office no longer chases checks at the end of each month.',
        metrics: [
          { value: 38, unit: '%', label: 'fewer calls to the parking office' },
          { value: 2.5, unit: 'x', label: 'more monthly parkers in a year' },
        ],
        quote: { text: 'Our office spends its time on parkers, not on paper.', author: 'Dana Whitfield', role: 'Director of Parking Operations' },
        services: ['permit-parking-system'],
        order: 1,
        sample: false,
      },
    },
  ];
  // A second story: the first's fields but its own customer, heading, services and place.
  const [first] = stories;
  if (first)
    stories.push({
      ...first,
      id: 'riverside-campus',
      data: {
        ...first.data,
        customer: 'Riverside University',
        heading: 'Riverside moved its permits online in a summer',
        services: ['permit-parking-system', 'online-reservations'],
        order: 2,
      },
    });
  const integrations = [
    {
      id: 'quickbooks-online',
      collection: 'integrations',
      data: {
        name: 'QuickBooks Online',
        kind: 'accounting',
        summary: 'Payments and refunds post to your ledger every night, so nobody keys the day’s takings in by hand.',
        services: [{ collection: 'services', id: 'permit-parking-system' }],
        sample: false,
      },
    },
    {
      id: 'parkwhiz',
      collection: 'integrations',
      data: {
        name: 'ParkWhiz',
        kind: 'marketplaces',
        summary: 'Your facilities and rates are listed on ParkWhiz, and its bookings arrive as reservations.',
        services: [
          { collection: 'services', id: 'online-reservations' },
          { collection: 'services', id: 'permit-parking-system' },
        ],
        sample: false,
      },
    },
  ];
  return { services, stories, integrations };
});

vi.mock('astro:content', async (importOriginal) => ({
  ...(await importOriginal<Record<string, unknown>>()),
  getCollection: (collection: string) => Promise.resolve([...(entries[collection] ?? [])]),
  getEntry: (collection: string, id: string) => Promise.resolve(entries[collection]?.find((entry) => entry.id === id)),
}));

/** The one service with a payback model: a payback block names a service with one (rules.ts refuses another). */
const PAYBACK_SERVICE = 'permit-parking-system';

/** The plans the route would have read at build for the priced service. */
const PRICES: BlockPrices = new Map([
  [
    PAYBACK_SERVICE,
    {
      serviceName: 'Permit Parking',
      prices: {
        serviceName: 'Permit Parking',
        plans: [1, 2, 3].map((id) => ({
          id,
          name: `Plan ${id}`,
          amount: 49 * id,
          annual_amount: 490 * id,
          no_of_users: 5 * id,
          is_trial: 0,
          status: 1,
          service_id: 9,
        })),
      },
    },
  ],
]);

// The block types, from the lists of blocks themselves: a new block is generated, tried and rendered without a
// change here (its fields' limits come from its schema, below).
const typeOf = (block: { readonly shape: { readonly type: { readonly value: string } } }) => block.shape.type.value;
const LANDING_TYPES: readonly string[] = landingBlock.options.map(typeOf);
/** The sections any page may add: every landing block but the hero. */
const SECTION_TYPES: readonly string[] = LANDING_TYPES.filter((type) => type !== 'hero');
/** The home page's own sections: the blocks of a page that no landing has. */
const HOME_TYPES: readonly string[] = pageBlock.options.map(typeOf).filter((type) => !LANDING_TYPES.includes(type));

// What the rules are, written here apart from schema.ts, so that the properties compare two readings of them.
/** What a landing holds at most once: its hero, its pricing, estimate, demo form and video. */
const LANDING_ONCE: readonly string[] = ['hero', 'pricing', 'payback', 'demo', 'video'];
/** What any page holds at most once: those of a landing (but its hero) and the home page's own sections. */
const PAGE_ONCE: readonly string[] = ['pricing', 'payback', 'demo', 'video', ...HOME_TYPES];
/** The blocks that place an island or a player; every other block draws HTML and CSS only, and may bring no script. */
const INTERACTIVE_TYPES: readonly string[] = ['pricing', 'payback', 'demo', 'video'];

/** A piece of an editor's text: letters, markup characters and entities, emoji, right-to-left words and marks. */
const PIECE = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom(...'abcdefXYZ 0123456789.,') },
  { weight: 2, arbitrary: fc.constantFrom('<', '>', '&', '"', "'", '<b>', '</h2>', '<h1>', '<script>alert(1)</script>', '&amp;', '&lt;', '<!--') },
  fc.constantFrom('😀', '🅿️', '👩‍👩‍👧', '🇺🇸', '👍🏽'),
  fc.constantFrom('שלום', 'مرحبا', '\u202e', '\u200f', '\u2067', 'e\u0301', '王', '\u00a0'),
);

/** What Markdown adds: headings of every kind, lists, emphasis, links, HTML typed as text, paragraphs. */
const MARKDOWN_PIECE = fc.oneof(
  { weight: 4, arbitrary: PIECE },
  fc.constantFrom(
    '\n\n### A heading\n\n',
    '\n\n# Top\n\n',
    '\n\nUnder\n===\n\n',
    '\n- item\n',
    '**bold**',
    '[a link](/request-a-demo)',
    '\n\n<h1>raw</h1>\n\n',
  ),
);

/** `pieces` repeated to exactly `length` code points (what the schema counts: an emoji may be one, two or five). */
function fill(pieces: readonly string[], length: number): string {
  let text = '';
  for (let at = 0, points = 0; points < length; at += 1) {
    const piece = pieces[at % pieces.length] ?? 'a';
    const size = [...piece].length;
    const fits = points + size <= length;
    text += fits ? piece : 'a';
    points += fits ? size : 1;
  }
  return text;
}

/** A text of `min` to `max` code points, as often at either limit as between. */
function text(min: number, max: number, piece: fc.Arbitrary<string> = PIECE): fc.Arbitrary<string> {
  const length = fc.oneof(fc.constant(min), fc.constant(max), fc.integer({ min, max }));
  return fc.tuple(length, fc.array(piece, { minLength: 1, maxLength: 12 })).map(([chars, pieces]) => fill(pieces, chars));
}

type Generated = { readonly type: string } & Readonly<Record<string, unknown>>;

/** The part of a block's JSON Schema (z.toJSONSchema) the generators read. */
type Node = JsonField;

const items = <T>(item: fc.Arbitrary<T>, minLength: number, maxLength: number) =>
  fc.oneof(
    fc.array(item, { minLength, maxLength: minLength }),
    fc.array(item, { minLength: maxLength, maxLength }),
    fc.array(item, { minLength, maxLength }),
  );

/** The entries the mocked collections hold, by collection: what a reference may name. */
const IDS: Readonly<Record<string, readonly string[]>> = Object.fromEntries(
  Object.entries(entries).map(([collection, list]) => [collection, list.map((entry) => entry.id)]),
);
const idsOf = (collection: string): readonly string[] => {
  const ids = IDS[collection];
  if (!ids?.length) throw new Error(`A block names entries of ${collection}: add a few to the mocked collections at the top of this file.`);
  return ids;
};

/** What a block's schema cannot say and the build's rules do (rules.ts): a payback block names a service with a model. */
const FIELD_RULES: Readonly<Record<string, Readonly<Record<string, fc.Arbitrary<unknown>>>>> = {
  payback: { service: fc.constant(PAYBACK_SERVICE) },
};

/** A value the schema of `node` accepts: a text at or between its limits, a choice, a name, a list, a group of fields. */
function valueOf(node: Node): fc.Arbitrary<unknown> {
  if (node.const !== undefined) return fc.constant(node.const);
  if (node.enum) return fc.constantFrom(...node.enum);
  if (node.reference) return fc.constantFrom(...idsOf(node.reference));
  if (node.type === 'string') {
    if (node.pattern) return fc.stringMatching(new RegExp(node.pattern));
    return text(node.minLength ?? 0, node.maxLength ?? 200, node.widget === 'markdown' ? MARKDOWN_PIECE : PIECE);
  }
  if (node.type === 'array' && node.items) {
    const [min, max] = [node.minItems ?? 0, node.maxItems ?? 6];
    // A list of names names each entry once (the schema refuses a name twice: see the cases at the end).
    if (node.items.reference) {
      const ids = idsOf(node.items.reference);
      return fc.uniqueArray(fc.constantFrom(...ids), { minLength: Math.min(min, ids.length), maxLength: Math.min(ids.length, max) });
    }
    return items(valueOf(node.items), min, max);
  }
  if (node.type === 'object') return groupOf(node);
  throw new Error(`No generator for a field of kind ${JSON.stringify(node)}: teach valueOf() it.`);
}

/** A group of fields the schema accepts: its required fields always, the others or not. */
function groupOf(node: Node, rules: Readonly<Record<string, fc.Arbitrary<unknown>>> = {}): fc.Arbitrary<Record<string, unknown>> {
  const fields = Object.fromEntries(Object.entries(node.properties ?? {}).map(([key, field]) => [key, rules[key] ?? valueOf(field)]));
  return fc.record(fields, { requiredKeys: [...(node.required ?? [])] });
}

/** Each block type's schema as JSON Schema, for the generators and the mistakes. */
const SCHEMAS: ReadonlyMap<string, Node> = new Map(
  [...landingBlock.options, ...pageBlock.options].map((block) => [
    typeOf(block),
    z.toJSONSchema(block, { io: 'input', unrepresentable: 'any' }) as Node,
  ]),
);
const schemaOf = (type: string): Node => SCHEMAS.get(type) ?? {};

/** A valid block of each type, from its schema. */
const BLOCKS: ReadonlyMap<string, fc.Arbitrary<Generated>> = new Map(
  [...SCHEMAS].map(([type, node]) => [type, groupOf(node, FIELD_RULES[type]) as fc.Arbitrary<Generated>]),
);
const blockOf = (type: string): fc.Arbitrary<Generated> => BLOCKS.get(type) ?? fc.constant({ type });

const HERO = blockOf('hero');
const SECTION: fc.Arbitrary<Generated> = fc.oneof(...SECTION_TYPES.map(blockOf));
const HOME_BLOCK: fc.Arbitrary<Generated> = fc.oneof(...HOME_TYPES.map(blockOf));

/**
 * Every mistake an editor can make in one valid block, from its schema: a text over or under its limit, a field left
 * out, too many or too few in its list, a field no block has, a type no block has.
 */
function mistakesOf(block: Generated): Generated[] {
  const node = schemaOf(block.type);
  const without = (field: string): Generated => Object.fromEntries(Object.entries(block).filter(([key]) => key !== field)) as Generated;
  const fields = Object.entries(node.properties ?? {}).filter(([key]) => key !== 'type');
  return [
    ...fields.flatMap(([field, { type, minLength, maxLength }]) =>
      type === 'string'
        ? [
            ...(maxLength === undefined ? [] : [{ ...block, [field]: fill(['😀', '<'], maxLength + 1) }]),
            ...(minLength ? [{ ...block, [field]: fill(['<'], minLength - 1) }] : []),
          ]
        : [],
    ),
    ...(node.required ?? []).filter((field) => field !== 'type').map(without),
    ...fields.flatMap(([field, { type, minItems, maxItems }]) => {
      const listed = block[field];
      if (type !== 'array' || !Array.isArray(listed) || listed.length === 0) return [];
      return [
        ...(minItems ? [{ ...block, [field]: listed.slice(0, minItems - 1) }] : []),
        ...(maxItems === undefined ? [] : [{ ...block, [field]: Array.from({ length: maxItems + 1 }, (_, at) => listed[at % listed.length]) }]),
      ];
    }),
    { ...block, colour: 'red' },
    { ...block, type: 'gallery' },
    { ...block, type: block.type.toUpperCase() },
  ];
}

/** One block of a generated list and whether it is valid in a landing, known by how it was made. */
interface Candidate {
  readonly block: Generated;
  readonly valid: boolean;
}

const CANDIDATE: fc.Arbitrary<Candidate> = fc.oneof(
  { weight: 5, arbitrary: fc.oneof(HERO, SECTION).map((block) => ({ block, valid: true })) },
  { weight: 1, arbitrary: HOME_BLOCK.map((block) => ({ block, valid: false })) },
  {
    weight: 2,
    arbitrary: fc
      .oneof(HERO, SECTION)
      .chain((block) => fc.constantFrom(...mistakesOf(block)))
      .map((block) => ({ block, valid: false })),
  },
);

const count = (types: readonly string[], type: string) => types.filter((each) => each === type).length;

/** Whether a landing's list follows the rules: 1 to 24 blocks, the hero first and once, the once-a-page blocks once, every block valid. */
function landingAccepted(list: readonly Candidate[]): boolean {
  const types = list.map((candidate) => candidate.block.type);
  return (
    list.length >= 1 &&
    list.length <= 24 &&
    types[0] === 'hero' &&
    list.every((candidate) => candidate.valid) &&
    LANDING_ONCE.every((type) => count(types, type) <= 1)
  );
}

/** The home page's rules: its hero with the video first, its carousel and newsletter kept, the once-a-page blocks once. */
const homeKept = (types: readonly string[]) =>
  types[0] === 'videoHero' && types.includes('carousel') && types.includes('newsletter') && PAGE_ONCE.every((type) => count(types, type) <= 1);

/** Another page's rules: no home hero, the once-a-page blocks once. */
const pageKept = (types: readonly string[]) => !types.includes('videoHero') && PAGE_ONCE.every((type) => count(types, type) <= 1);

/** The blocks of a list that a page may hold: the first of each once-a-page type. */
const oncePerPage = (blocks: readonly Generated[]) =>
  blocks.filter((block, at) => !LANDING_ONCE.includes(block.type) || blocks.findIndex((other) => other.type === block.type) === at);

describe('any list of blocks', () => {
  it('is a landing the schema accepts exactly when it follows the rules', () => {
    const valid = (block: Generated): Candidate => ({ block, valid: true });
    // A landing that keeps the rules; then the same with one block inserted, replaced or removed, which may break them.
    const kept = fc.tuple(HERO, fc.array(SECTION, { maxLength: 6 })).map(([hero, sections]) => oncePerPage([hero, ...sections]).map(valid));
    const spoiled = fc
      .tuple(kept, CANDIDATE, fc.nat(), fc.constantFrom('insert', 'replace', 'remove'))
      .map(([list, candidate, at, how]) =>
        list.toSpliced(at % (list.length + 1), how === 'insert' ? 0 : 1, ...(how === 'remove' ? [] : [candidate])),
      );
    const lists = fc.oneof(
      kept,
      spoiled,
      fc.array(CANDIDATE, { maxLength: 6 }),
      // At the count's limit: a hero and 21 to 25 sections that may repeat.
      fc
        .array(fc.constantFrom(blockOf('text'), blockOf('cta'), blockOf('features')), { minLength: 21, maxLength: 25 })
        .chain((arbitraries) => fc.tuple(HERO, ...arbitraries).map((blocks) => blocks.map(valid))),
    );
    fc.assert(
      fc.property(lists, (list) => {
        expect(landingBlocks.safeParse(list.map((candidate) => candidate.block)).success).toBe(landingAccepted(list));
      }),
    );
  });

  it('keeps the home page’s sections, and leaves its hero to it, exactly when pageBlockProblems finds nothing', () => {
    const pageType = fc.constantFrom(...SECTION_TYPES, ...HOME_TYPES);
    const repeatable = SECTION_TYPES.filter((type) => !PAGE_ONCE.includes(type));
    // A home page that keeps its rules, its blocks in any order after its hero; then maybe one mistake.
    const kept = fc
      .tuple(fc.subarray(PAGE_ONCE.filter((type) => !HOME_TYPES.includes(type))), fc.boolean(), fc.array(fc.constantFrom(...repeatable)))
      .chain(([once, proof, others]) => {
        const rest = [...once, ...(proof ? ['proof'] : []), 'carousel', 'newsletter', ...others];
        return fc.shuffledSubarray(rest, { minLength: rest.length });
      })
      .map((rest) => ['videoHero', ...rest]);
    const spoiled = fc.tuple(kept, pageType, fc.nat(), fc.constantFrom('insert', 'remove', 'swap')).map(([types, type, at, how]) => {
      const index = at % types.length;
      if (how === 'insert') return types.toSpliced(index, 0, type);
      if (how === 'remove') return types.toSpliced(index, 1);
      return types.toSpliced(0, 1, types[index] ?? 'videoHero').toSpliced(index, 1, 'videoHero');
    });
    const lists = fc.oneof(kept, spoiled, fc.array(pageType, { maxLength: 10 }));
    fc.assert(
      fc.property(lists, (types) => {
        const blocks = types.map((type) => ({ type: type as BlockType }));
        expect(pageBlockProblems('home', blocks).length === 0).toBe(homeKept(types));
        expect(pageBlockProblems('about-us', blocks).length === 0).toBe(pageKept(types));
        // A page with a demo form of its own takes no second.
        expect(pageBlockProblems('whitelabel', blocks).length === 0).toBe(pageKept(types) && !types.includes('demo'));
      }),
    );
  });
});

/** Text as a reader meets it: runs of white space as one space, none at either end. */
const spoken = (text: string) => text.replace(/\s+/g, ' ').trim();

/** What a rendered composition breaks of the rules of a page's outline, as lines naming the heading, id or block. */
function outlineMistakes(html: string, blocks: readonly Generated[]): string[] {
  const document = parseDocument(html, { withStartIndices: true, withEndIndices: true });
  const all = (test: (element: Element) => boolean, within = document.children) => DomUtils.findAll(test, within);
  const mistakes: string[] = [];

  // One h1, the hero's, first; then never a level skipped.
  const headings = all((element) => /^h[1-6]$/.test(element.name));
  const levels = headings.map((element) => Number(element.name.slice(1)));
  if (levels[0] !== 1 || count(levels.map(String), '1') !== 1)
    mistakes.push(`headings ${levels.map((level) => `h${level}`).join(' ')}: not one h1 first`);
  levels.forEach((level, at) => {
    const above = levels[at - 1];
    if (above !== undefined && level > above + 1)
      mistakes.push(`h${above} then h${level} “${DomUtils.textContent(headings[at] as Element)}”: a level skipped`);
  });

  // Every id once.
  const ids = all((element) => element.attribs['id'] !== undefined).map((element) => element.attribs['id']);
  for (const id of new Set(ids.filter((id, at) => ids.indexOf(id) !== at))) mistakes.push(`id “${id}” ${count(ids as string[], id ?? '')} times`);

  // Each block one band, whose headings hold the editor's text as text, never as markup.
  const bands = document.children.filter(isTag);
  if (bands.length !== blocks.length) return [...mistakes, `${bands.length} top-level elements for ${blocks.length} blocks`];
  const asText = (element: Element | undefined, expected: string, where: string) => {
    const raw = element ? html.slice(element.startIndex ?? 0, (element.endIndex ?? 0) + 1) : '';
    const inner = raw.slice(raw.indexOf('>') + 1, raw.lastIndexOf('</'));
    if (!element) mistakes.push(`${where}: no heading “${expected}”`);
    else if (!element.children.every(isText) || inner.includes('<') || spoken(DomUtils.textContent(element)) !== spoken(expected))
      mistakes.push(`${where}: heading ${JSON.stringify(expected)} drawn as ${JSON.stringify(inner)}`);
  };
  blocks.forEach((block, at) => {
    const band = bands[at] as Element;
    const where = `block ${at + 1} (${block.type})`;
    const inBand = (test: (element: Element) => boolean) => all(test, [band]);
    if (block.type === 'hero') asText(inBand((element) => element.name === 'h1')[0], block['heading'] as string, where);
    else if (typeof block['heading'] === 'string') {
      // Its heading's id: by position, the demo form's always DEMO_ANCHOR (Blocks.astro).
      const id = block.type === 'demo' ? DEMO_ANCHOR : `b${at + 1}`;
      asText(inBand((element) => element.attribs['id'] === id)[0], block['heading'], where);
    }
    const titles = { features: ['feature__title', 'title'], steps: ['steps__title', 'title'], faq: ['faq__question', 'question'] }[block.type];
    if (titles) {
      const [className, field] = titles;
      const drawn = inBand((element) => element.attribs['class']?.split(' ').includes(className ?? '') ?? false);
      (block['items'] as Record<string, string>[]).forEach((item, index) =>
        asText(drawn[index], item[field ?? ''] ?? '', `${where} item ${index + 1}`),
      );
    }
    if (!INTERACTIVE_TYPES.includes(block.type) && inBand((element) => element.name === 'script').length > 0) mistakes.push(`${where}: a script`);
  });

  // The bands alternate: of two sections in a row, one has the alternate background.
  const alt = (band: Element) => band.attribs['class']?.split(' ').includes('section--alt') ?? false;
  const section = (band: Element) => band.attribs['class']?.split(' ').includes('section') ?? false;
  bands.forEach((band, at) => {
    const above = bands[at - 1];
    if (above && section(above) && section(band) && alt(above) === alt(band))
      mistakes.push(`blocks ${at} (${blocks[at - 1]?.type}) and ${at + 1} (${blocks[at]?.type}) both ${alt(band) ? 'alternate' : 'plain'}`);
  });
  return mistakes;
}

describe('any landing the schema accepts', () => {
  let container: AstroContainer;
  beforeAll(async () => {
    container = await AstroContainer.create();
    // The pricing, payback estimate and demo form blocks place React islands, rendered on the server as at build.
    container.addServerRenderer({ renderer: (await import('@astrojs/react/server.js')).default });
    container.addClientRenderer({ name: '@astrojs/react', entrypoint: '@astrojs/react/client.js' });
  });

  const render = async (list: readonly Generated[], priced: boolean) =>
    container.renderToString(Blocks, {
      props: {
        blocks: landingBlocks.parse(list),
        file: 'content/landings/generated.md',
        page: { heading: 'Generated' },
        prices: priced ? PRICES : new Map(),
      },
    });

  it('renders one outline: one h1, no level skipped, every id once, every heading as text, no script in a static block, alternating bands', async () => {
    // Each services, stories and integrations block names an entry once here: naming one twice is a known mistake (below).
    const landings = fc.tuple(HERO, fc.array(SECTION, { maxLength: 7 })).map(([hero, sections]) => oncePerPage([hero, ...sections]));
    await fc.assert(
      fc.asyncProperty(landings, fc.boolean(), async (list, priced) => {
        expect(outlineMistakes(await render(list, priced), list)).toEqual([]);
      }),
      { numRuns: 50 },
    );
  });

  // What the property found, now fixed: each stays as a case of its own.
  const hero = { type: 'hero', heading: 'Parking for campuses', action: 'demo' };

  it('refuses a block that names the same entry twice (both cards would have the same ids)', () => {
    const lists = [
      [hero, { type: 'services', heading: 'Services', services: ['permit-parking-system', 'permit-parking-system'] }],
      [hero, { type: 'stories', heading: 'Stories', stories: ['riverside-campus', 'riverside-campus'] }],
      [hero, { type: 'integrations', heading: 'Integrations', integrations: ['parkwhiz', 'parkwhiz'] }],
    ];
    for (const list of lists) {
      const parsed = landingBlocks.safeParse(list);
      expect(parsed.error?.issues.map((issue) => issue.message)).toEqual(['names the same entry twice; name each once']);
    }
  });

  it('makes the headings of a text block without one of its own h2s, so none comes right under the hero’s h1 as an h3', async () => {
    const list = [hero, { type: 'text', body: 'Twenty characters at least.\n\n### A question\n\nIts answer.' }];
    expect(outlineMistakes(await render(list, false), list)).toEqual([]);
  });
});
