/**
 * The fields many blocks share: a section's heading, a call to action's choice, Markdown text. A block's own
 * schema sits beside its component (src/features/blocks/<type>/); ./schema.ts composes them.
 */
import { z } from 'astro/zod';
import { reference } from '../../lib/content-schema.ts';

/** A block's heading (the section's h2). */
export const heading = z.string().min(3).max(70).describe('The heading of the section (3 to 70 characters), e.g. "Why campuses switch".');

/** Where a call to action leads (ACTIONS says the button of each). */
export const ACTION_NAMES = ['demo', 'trial', 'contact'] as const;

export type ActionName = (typeof ACTION_NAMES)[number];

/** The button of each action: its label and the page it opens. */
export const ACTIONS: Record<ActionName, { readonly label: string; readonly href: string }> = {
  demo: { label: 'Request a Demo', href: '/request-a-demo' },
  trial: { label: 'Start a free trial', href: '/request-trial' },
  contact: { label: 'Contact Us', href: '/contact-us' },
};

/** The id of a page's demo form's heading, the same whatever the blocks' order: /spring-offer#request-a-demo. */
export const DEMO_ANCHOR = 'request-a-demo';

/**
 * The button of an action on its page: a demo action leads to the page's own demo form when it has one (the id of
 * that form's heading, Blocks.astro's `demoAnchor`), a link within the page that works without a script; elsewhere,
 * and for the other actions, to the page of ACTIONS.
 */
export const actionLink = (name: ActionName, demoAnchor: string | undefined): { readonly label: string; readonly href: string } =>
  name === 'demo' && demoAnchor !== undefined ? { ...ACTIONS.demo, href: `#${demoAnchor}` } : ACTIONS[name];

export const action = z
  .enum(ACTION_NAMES)
  .describe(
    'The button: demo (Request a Demo, to /request-a-demo, or to the page’s own Demo request form when it has one), trial (Start a free trial, to /request-trial) or contact (Contact Us, to /contact-us).',
  );

/** A list of entries named by file (content-schema.ts's reference()), each at most once: a card stands once in its block. */
export const eachOnce = <T extends { readonly id: string }>(list: readonly T[]) => new Set(list.map((entry) => entry.id)).size === list.length;

/** What an editor reads when a block names an entry twice. */
export const NAMED_TWICE = 'names the same entry twice; name each once';

/** A block's list of 1 to `max` entries of a collection, by file name, each at most once; `what` names them for the hint. */
export const namedEntries = (collection: 'services' | 'stories' | 'integrations', max: number, what: string) =>
  z
    .array(reference(collection))
    .min(1)
    .max(max)
    .refine(eachOnce, NAMED_TWICE)
    .describe(`${what} shown, 1 to ${max}, by their file name in content/${collection}.`);

/** Markdown text of a block, with its limits. */
export const markdown = (min: number, max: number, example: string) =>
  z
    .string()
    .min(min)
    .max(max)
    .describe(`Text in Markdown (${min} to ${max} characters): **bold**, *italic*, [links](/request-a-demo) and lists. ${example}`)
    .meta({ widget: 'markdown' });
