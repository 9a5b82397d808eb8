/**
 * The blocks a page is composed of: one schema per block type, each beside its component
 * (src/features/blocks/<type>/), and the list of a page as a discriminated union of them on `type` (the editor
 * shows it as a list of variable types). Adding a block is its folder (its schema, titled with the editor's name
 * for it, and its component, which Blocks.astro finds by its folder: folders.ts) and one line in the union below.
 *
 * The rules every composition follows, whatever its order, are here too: a landing starts with its one hero; a
 * page has at most one of each block that is a page's only one of its kind (a pricing, a payback estimate, a
 * demo form, a video); the home page keeps the specification's three sections (pageBlockProblems).
 */
import { z } from 'astro/zod';
import { carouselBlock } from './carousel/schema.ts';
import { ctaBlock } from './cta/schema.ts';
import { demoBlock } from './demo/schema.ts';
import { faqBlock } from './faq/schema.ts';
import { featuresBlock } from './features/schema.ts';
import { heroBlock } from './hero/schema.ts';
import { integrationsBlock } from './integrations/schema.ts';
import { newsletterBlock } from './newsletter/schema.ts';
import { paybackBlock } from './payback/schema.ts';
import { pricingBlock } from './pricing/schema.ts';
import { proofBlock } from './proof/schema.ts';
import { servicesBlock } from './services/schema.ts';
import { statsBlock } from './stats/schema.ts';
import { stepsBlock } from './steps/schema.ts';
import { storiesBlock } from './stories/schema.ts';
import { textBlock } from './text/schema.ts';
import { trustedByBlock } from './trusted-by/schema.ts';
import { videoHeroBlock } from './video-hero/schema.ts';
import { videoBlock } from './video/schema.ts';

/** The blocks any page may add, in the order the editor offers them. */
const SECTION_BLOCKS = [
  featuresBlock,
  stepsBlock,
  statsBlock,
  servicesBlock,
  storiesBlock,
  trustedByBlock,
  integrationsBlock,
  pricingBlock,
  paybackBlock,
  faqBlock,
  videoBlock,
  textBlock,
  ctaBlock,
  demoBlock,
] as const;

/** The blocks of the home page's own sections (the hero with the video, the carousel, the stories, the newsletter). */
const HOME_BLOCKS = [videoHeroBlock, carouselBlock, proofBlock, newsletterBlock] as const;

/** A landing page's blocks: its hero, then any section. */
export const landingBlock = z.discriminatedUnion('type', [heroBlock, ...SECTION_BLOCKS]);

/** The blocks a page of content/pages adds after its text; the home page's own sections among them. */
export const pageBlock = z.discriminatedUnion('type', [...HOME_BLOCKS, ...SECTION_BLOCKS]);

export type LandingBlock = z.output<typeof landingBlock>;
export type PageBlock = z.output<typeof pageBlock>;
export type Block = LandingBlock | PageBlock;
export type BlockType = Block['type'];

/** Blocks a page holds at most once: each is the page's one pricing, estimate, demo form or video. */
export const ONCE_A_PAGE: readonly BlockType[] = ['hero', 'pricing', 'payback', 'demo', 'video', 'videoHero', 'carousel', 'proof', 'newsletter'];

/** Every block of every list, each once: a landing's hero, the sections, the home page's own. */
const ALL_BLOCKS = [heroBlock, ...SECTION_BLOCKS, ...HOME_BLOCKS] as const;

/** Every block type, in the order the editor offers them. */
export const BLOCK_TYPES: readonly BlockType[] = ALL_BLOCKS.map((block) => block.shape.type.value);

/** What an editor calls each block type (the editor's labels and the check's messages): each block schema's title. */
export const BLOCK_LABELS = Object.fromEntries(
  ALL_BLOCKS.map((block) => [block.shape.type.value, String(block.meta()?.['title'] ?? block.shape.type.value)]),
) as Record<BlockType, string>;

/** One broken rule of a composition: the block's index in the list, and the rule in an editor's words. */
export interface CompositionProblem {
  readonly index: number;
  readonly message: string;
}

/** The blocks that appear a second time although a page holds one at most. */
function repeated(blocks: readonly { readonly type: BlockType }[]): CompositionProblem[] {
  const seen = new Set<BlockType>();
  return blocks.flatMap((block, index) => {
    const again = seen.has(block.type) && ONCE_A_PAGE.includes(block.type);
    seen.add(block.type);
    return again ? [{ index, message: `is a second ${BLOCK_LABELS[block.type]} block; a page has one at most. Remove one of them.` }] : [];
  });
}

/** The rules of a landing's list: the hero first and once, the once-a-page blocks once. */
export function landingProblems(blocks: readonly { readonly type: BlockType }[]): CompositionProblem[] {
  const first = blocks[0];
  return [
    ...(first && first.type !== 'hero'
      ? [{ index: 0, message: 'must be the Hero: a landing page starts with its hero, which holds the page’s heading.' }]
      : []),
    ...repeated(blocks),
  ];
}

/** The home page's sections the specification asks for: editors may move them, not remove them. */
export const HOME_REQUIRED: readonly BlockType[] = ['videoHero', 'carousel', 'newsletter'];

/**
 * The pages of content/pages that show no blocks, by file name, and why in an editor's words: each leaves for
 * another page at once, so a block after its text would never be seen. Every other page shows its blocks after
 * its text.
 */
export const PAGES_WITHOUT_BLOCKS: Readonly<Record<string, string>> = {
  logout: '/logout signs the visitor out and goes to the home page at once',
  'log-out': '/log-out signs the visitor out and goes to the home page after two seconds of “Please wait”',
};

/**
 * The pages of content/pages that hold a demo request form of their own, or thank the visitor for the one just
 * sent, by file name, and what each is in an editor's words: a Demo form block there would ask for the same demo
 * twice.
 */
export const PAGES_WITH_OWN_DEMO: Readonly<Record<string, string>> = {
  'request-a-demo': '/request-a-demo is the demo request form',
  whitelabel: '/whitelabel has its own demo request form, for the branded app',
  'software-defined-parcs': '/software-defined-parcs has its own demo request form, for software-defined PARCS',
  'thank-you': '/thank-you thanks the visitor for the demo request they have just sent',
};

/**
 * The rules of a page's list, by the page's file name: the home page starts with its hero and keeps the
 * required sections; no other page has the home hero (the page's own hero holds its heading); a page that leaves
 * at once (PAGES_WITHOUT_BLOCKS) has none; a page with a demo form of its own (PAGES_WITH_OWN_DEMO) takes no second.
 */
export function pageBlockProblems(page: string, blocks: readonly { readonly type: BlockType }[]): CompositionProblem[] {
  const leaves = Object.hasOwn(PAGES_WITHOUT_BLOCKS, page) ? PAGES_WITHOUT_BLOCKS[page] : undefined;
  if (leaves && blocks.length > 0)
    return [{ index: -1, message: `are not shown on this page: ${leaves}, so no one would see them. Remove the blocks from this file.` }];
  const problems = repeated(blocks);
  if (page !== 'home') {
    const ownDemo = Object.hasOwn(PAGES_WITH_OWN_DEMO, page) ? PAGES_WITH_OWN_DEMO[page] : undefined;
    return [
      ...problems,
      ...blocks.flatMap((block, index) => {
        if (block.type === 'videoHero') return [{ index, message: 'is the home page’s hero; only content/pages/home.md may have it.' }];
        if (block.type === 'demo' && ownDemo) return [{ index, message: `is one demo request form too many: ${ownDemo}. Remove this block.` }];
        return [];
      }),
    ];
  }
  const missing = HOME_REQUIRED.filter((type) => !blocks.some((block) => block.type === type));
  return [
    ...(blocks[0]?.type === 'videoHero' ? [] : [{ index: 0, message: 'must be the Home hero with the video: the home page starts with it.' }]),
    ...problems,
    ...missing.map((type) => ({
      index: -1,
      message: `has no ${BLOCK_LABELS[type]} block; the home page must keep it (move it, but do not remove it).`,
    })),
  ];
}

/** A landing's list of blocks, with its rules. */
export const landingBlocks = z
  .array(landingBlock)
  .min(1)
  .max(24)
  .superRefine((blocks, context) => {
    for (const problem of landingProblems(blocks))
      context.addIssue({ code: 'custom', path: [problem.index], message: problem.message, input: blocks });
  })
  .describe('The sections of the page, top to bottom: the first is its Hero; add, move and remove the others freely (24 at most).');

/** The addresses of the pages that show no blocks, as the editor's hint names them: "/logout or /log-out". */
const WITHOUT_BLOCKS = Object.keys(PAGES_WITHOUT_BLOCKS)
  .map((page) => `/${page}`)
  .join(' or ');

/** The addresses of the pages with a demo form of their own, as the editor's hint names them. */
const WITH_OWN_DEMO = Object.keys(PAGES_WITH_OWN_DEMO).map((page) => `/${page}`);

/** A page's list of blocks (its rules by page: pageBlockProblems). */
export const pageBlocks = z
  .array(pageBlock)
  .max(24)
  .describe(
    `Sections shown after the page’s text, top to bottom (24 at most). On the home page, the whole page, from its hero down. None on ${WITHOUT_BLOCKS}, which leave at once; no Demo request form on ${WITH_OWN_DEMO.slice(0, -1).join(', ')} or ${WITH_OWN_DEMO.at(-1) ?? ''}, which have their own.`,
  );

/** The origin a page's frames come from when its blocks play a video (the home hero's and the video block's facade). */
export const VIDEO_FRAME_ORIGIN = 'https://www.youtube-nocookie.com';

/**
 * The policy directives a page's blocks need beside the site's: a video's frame. The page adds them before its
 * head is written (Astro.csp in the route or layout's frontmatter; a block's own comes too late).
 */
export function blockDirectives(blocks: readonly { readonly type: BlockType }[]): Array<`frame-src ${string}`> {
  return blocks.some((block) => block.type === 'video' || block.type === 'videoHero') ? [`frame-src ${VIDEO_FRAME_ORIGIN}`] : [];
}
