/**
 * The editors' guide to the blocks (docs/EDITORS.md, between its two BLOCKS_GUIDE markers), written from the blocks'
 * schemas: each block's name in the editor, its `type` in the file, where it may go, and each field with its limits
 * and its hint, nested lists included. `npm run docs:blocks` writes it into the guide, and guide.test.ts holds the
 * guide equal to it, so a new block or a changed limit reaches the guide in the same commit. Plain Node loads it.
 */
import { z } from 'astro/zod';
import { labelOf } from '../../lib/field-label.ts';
import type { JsonField } from '../../lib/json-schema.ts';
import { landingBlock, pageBlock } from './schema.ts';

/** The markers the generated part of docs/EDITORS.md stands between. */
export const GUIDE_START = '<!-- BLOCKS_GUIDE: written by npm run docs:blocks from the blocks’ schemas; do not edit by hand -->';
export const GUIDE_END = '<!-- /BLOCKS_GUIDE -->';

/** The part of a JSON Schema the guide reads. */
type Node = JsonField;

/** A schema's node as the guide reads it: an optional field's one alternative that is not "nothing". */
function plain(node: Node): Node {
  const options = node.anyOf?.filter((option) => option.type !== 'null');
  return options?.length === 1 && options[0] ? { ...options[0], ...(node.description ? { description: node.description } : {}) } : node;
}

const range = (min: number | undefined, max: number | undefined, unit: string) =>
  min !== undefined && max !== undefined
    ? `${min} to ${max} ${unit}`
    : min !== undefined
      ? `at least ${min} ${unit}`
      : max !== undefined
        ? `at most ${max} ${unit}`
        : '';

/** A field's limits in words: required or optional, then its lengths, counts, choices or the files it names. */
function limitsOf(node: Node, required: boolean): string {
  const field = plain(node);
  const items = field.items ? plain(field.items) : undefined;
  const parts = [
    required ? 'required' : 'optional',
    field.reference ? `the file name of one of content/${field.reference}` : '',
    items?.reference ? `file names of content/${items.reference}` : '',
    range(field.minLength, field.maxLength, 'characters'),
    range(field.minItems, field.maxItems, 'items'),
    range(field.minimum, field.maximum, '(a number)'),
    field.enum ? `one of ${field.enum.map((value) => `\`${String(value)}\``).join(', ')}` : '',
    items?.enum ? `each one of ${items.enum.map((value) => `\`${String(value)}\``).join(', ')}` : '',
    field.pattern ? 'in the form the hint gives' : '',
    field.widget === 'markdown' ? 'Markdown' : '',
  ];
  return parts.filter(Boolean).join('; ');
}

/** A table cell's text: one line, with the table's own mark escaped. */
const cell = (text: string) => text.replace(/\s+/g, ' ').replace(/\|/g, '\\|').trim();

/** The rows of a group of fields, a list's item fields after the list (`Items → Question`, `items[].question`). */
function rows(node: Node, label = '', path = ''): string[] {
  const required = new Set(node.properties ? (node.required ?? []) : []);
  return Object.entries(node.properties ?? {}).flatMap(([key, raw]) => {
    if (key === 'type') return [];
    const field = plain(raw);
    const name = `${label}${field.title ?? labelOf(key)}`;
    const at = `${path}${key}`;
    const row = `| ${cell(name)} | \`${at}\` | ${cell(limitsOf(raw, required.has(key)))} | ${cell(field.description ?? '')} |`;
    const items = field.items ? plain(field.items) : undefined;
    return [row, ...(items?.properties ? rows(items, `${name} → `, `${at}[].`) : [])];
  });
}

/** Where a block may go, in the guide's words. */
function placesOf(type: string): string {
  const landing = landingBlock.options.some((block) => block.shape.type.value === type);
  const page = pageBlock.options.some((block) => block.shape.type.value === type);
  if (landing && page) return 'landing pages and pages';
  return landing ? 'landing pages only' : 'pages only (the home page’s own sections)';
}

/** The guide to every block, in the order the editor offers them (a landing's first, then the home page's). */
export function blocksGuide(): string {
  const seen = new Set<string>();
  const blocks = [...landingBlock.options, ...pageBlock.options].filter((block) => {
    const type = block.shape.type.value;
    if (seen.has(type)) return false;
    seen.add(type);
    return true;
  });
  return blocks
    .map((block) => {
      const type = block.shape.type.value;
      const schema = z.toJSONSchema(block, { io: 'input', unrepresentable: 'any' }) as Node;
      const fields = rows(schema);
      const title = String(block.meta()?.['title'] ?? labelOf(type));
      const head = `#### ${title} (\`type: ${type}\`)\n\nOn ${placesOf(type)}.`;
      if (fields.length === 0) return `${head} No fields: it shows what the site has.`;
      return [head, '', '| Field | In the file | Limits | Hint |', '|---|---|---|---|', ...fields].join('\n');
    })
    .join('\n\n');
}

/** `guide` (the text of docs/EDITORS.md) with its generated part replaced by `part`; throws without the markers. */
export function withBlocksGuide(guide: string, part: string): string {
  const start = guide.indexOf(GUIDE_START);
  const end = guide.indexOf(GUIDE_END);
  if (start === -1 || end < start) throw new Error(`docs/EDITORS.md has no ${GUIDE_START} … ${GUIDE_END} part for the blocks' guide.`);
  return `${guide.slice(0, start + GUIDE_START.length)}\n\n${part}\n\n${guide.slice(end)}`;
}
