/**
 * The converter from a collection's schema to the editor's fields: z.toJSONSchema's output, one Sveltia CMS
 * widget per field, with its description as the hint, required or optional, string and list limits, enums as
 * select widgets, dates as date pickers, references as relations, Markdown text as the rich-text editor, and a
 * list of a discriminated union (a page's blocks) as a list of variable types, one per member of the union.
 * Build-time only: ./config.build.ts writes the configuration with it, and scripts/quality/content.ts checks the
 * schemas' words with it.
 */
import { z } from 'astro/zod';
import { SCHEMAS, type CollectionName } from '../../content.config.ts';
// The blocks' doors (index.ts, index.build.ts) import without file extensions, which plain Node (the content check,
// which reads this module) cannot load; the schema module is the one src/content.config.ts composes too.
// eslint-disable-next-line parkcloud/feature-doors -- see above: the labels of the block types, nothing else.
import { BLOCK_LABELS } from '../blocks/schema.ts';
import { labelOf } from '../../lib/field-label.ts';
import type { JsonField } from '../../lib/json-schema.ts';
import { ENTRY_IMAGES, PRESENTATION } from './presentation.build.ts';

export type { JsonField };

/** One field of the editor's configuration (a Sveltia CMS field). */
export type EditorField = {
  readonly name: string;
  readonly label: string;
  readonly widget: string;
  readonly required: boolean;
  readonly hint?: string;
} & Readonly<Record<string, unknown>>;

/** Strings longer than this get a multi-line text box. */
const SHORT_TEXT = 100;

/** "serviceId" → "Service id": the editor's label of a field whose schema gives none (one with the content check's). */
export { labelOf };

/**
 * The formatting buttons of the rich-text editor: what the site's styles draw. A page's Markdown body
 * (./config.build.ts) and a block's Markdown field have the same; a block draws every heading of its text as an
 * h3 under its own h2 (src/features/blocks/markdown.ts), so its fields offer that one level.
 */
export const RICH_TEXT_BUTTONS = ['bold', 'italic', 'link', 'heading-two', 'heading-three', 'quote', 'bulleted-list', 'numbered-list'] as const;

/** The rich-text editor of a block's Markdown field, its limits kept as a pattern (Sveltia's rich text has no minlength or maxlength). */
function markdownField(base: Pick<EditorField, 'name' | 'label' | 'required' | 'hint'>, field: JsonField): EditorField {
  const min = field.minLength ?? 0;
  const max = field.maxLength;
  const limits = max === undefined ? (min > 0 ? `at least ${min}` : undefined) : `${min} to ${max}`;
  return {
    ...base,
    widget: 'richtext',
    buttons: RICH_TEXT_BUTTONS.filter((button) => button !== 'heading-two'),
    // No embedded images or code blocks: a block's text has neither.
    editor_components: [],
    ...(limits ? { pattern: [`^[\\s\\S]{${min},${max ?? ''}}$`, `The text must be ${limits} characters long, Markdown marks included.`] } : {}),
  };
}

/** The editor field for one schema field. */
export function editorField(name: string, field: JsonField, required: boolean): EditorField {
  const base = {
    name,
    label: field.title ?? labelOf(name),
    required,
    ...(field.description ? { hint: field.description } : {}),
  };
  if (field.reference) return relationField(base, field.reference, {});
  if (field.widget === 'markdown') return markdownField(base, field);
  if (field.widget === 'image') return { ...base, widget: 'image', choose_url: false, media_folder: ENTRY_IMAGES, public_folder: ENTRY_IMAGES };
  if (field.enum) return { ...base, widget: 'select', options: [...field.enum] };
  if (field.format === 'date') return { ...base, widget: 'datetime', date_format: 'YYYY-MM-DD', time_format: false };
  switch (field.type) {
    case 'string': {
      const type = field.format === 'email' ? 'email' : field.format === 'uri' ? 'url' : undefined;
      const long = (field.maxLength ?? Infinity) > SHORT_TEXT && !type;
      return {
        ...base,
        widget: long ? 'text' : 'string',
        ...(type ? { type } : {}),
        ...(field.minLength !== undefined ? { minlength: field.minLength } : {}),
        ...(field.maxLength !== undefined ? { maxlength: field.maxLength } : {}),
      };
    }
    case 'integer':
    case 'number': {
      const min = field.minimum ?? (field.exclusiveMinimum !== undefined ? field.exclusiveMinimum + (field.type === 'integer' ? 1 : 0) : undefined);
      const max = field.maximum !== undefined && field.maximum < Number.MAX_SAFE_INTEGER ? field.maximum : undefined;
      return {
        ...base,
        widget: 'number',
        value_type: field.type === 'integer' ? 'int' : 'float',
        ...(min !== undefined ? { min } : {}),
        ...(max !== undefined ? { max } : {}),
      };
    }
    case 'boolean':
      return { ...base, widget: 'boolean', default: false };
    case 'object':
      return { ...base, widget: 'object', fields: editorFields(field) };
    case 'array': {
      const limits = { ...(field.minItems ? { min: field.minItems } : {}), ...(field.maxItems !== undefined ? { max: field.maxItems } : {}) };
      const item = field.items ?? {};
      if (item.reference) return relationField(base, item.reference, { multiple: true, ...limits });
      const union = unionOf(item);
      if (union) return { ...base, widget: 'list', ...limits, types: variableTypes(union), typeKey: union.key };
      if (item.type === 'object') return { ...base, widget: 'list', ...limits, fields: editorFields(item), ...listSummary(item) };
      return { ...base, widget: 'list', ...limits, field: editorField('item', item, true) };
    }
    default:
      throw new Error(`The editor has no widget for the field "${name}" (${JSON.stringify(field)}); add one in src/features/editor/fields.build.ts.`);
  }
}

/**
 * A reference to entries of another collection: a choice among its entries, shown by the field that names
 * them and stored as the file name (Astro's reference() reads it as the entry's id).
 */
function relationField(
  base: Pick<EditorField, 'name' | 'label' | 'required' | 'hint'>,
  collection: CollectionName,
  options: Record<string, unknown>,
): EditorField {
  const shown = PRESENTATION[collection].identifier ?? 'title';
  return { ...base, widget: 'relation', collection, value_field: '{{slug}}', search_fields: [shown], display_fields: [shown], ...options };
}

/** The fields of an object schema, in the schema's order. */
export function editorFields(object: JsonField): EditorField[] {
  const required = new Set(object.required ?? []);
  return Object.entries(object.properties ?? {}).map(([name, field]) => editorField(name, field, required.has(name)));
}

/** The members of a discriminated union, and the field whose one value tells them apart (a block's `type`). */
interface Union {
  readonly key: string;
  readonly members: readonly JsonField[];
}

/**
 * A discriminated union in a field's JSON Schema: members that are all objects with one field they each hold a
 * single, different value of (`type: { const: 'hero' }`). Null for any other field.
 */
function unionOf(field: JsonField): Union | null {
  const members = field.oneOf ?? field.anyOf;
  if (!members?.length || !members.every((member) => member.type === 'object')) return null;
  const [first] = members;
  const keys = Object.keys(first?.properties ?? {}).filter((key) => members.every((member) => member.properties?.[key]?.const !== undefined));
  const key = keys.includes('type') ? 'type' : keys[0];
  if (key === undefined || new Set(members.map((member) => member.properties?.[key]?.const)).size !== members.length) return null;
  return { key, members };
}

/** The discriminator value of a union's member, e.g. "hero". */
function memberName(union: Union, member: JsonField): string {
  return String(member.properties?.[union.key]?.const);
}

/** What editors call a union's member: its title (a block's label, jsonSchemaOf), or its name in words. */
function memberLabel(union: Union, member: JsonField): string {
  return member.title ?? labelOf(memberName(union, member));
}

/** A member's fields, less the discriminator (the editor writes it from the type an editor picks). */
function memberFields(union: Union, member: JsonField): JsonField {
  const { [union.key]: _discriminator, ...properties } = member.properties ?? {};
  return { ...member, properties, required: (member.required ?? []).filter((name) => name !== union.key) };
}

/**
 * A list of a discriminated union as Sveltia CMS's variable types: one type per member, with its label, its
 * fields (an empty list for a member with none, which saves only its type), and a summary so that a collapsed
 * list reads like the page: its heading, else its label and its first field, else its label.
 */
function variableTypes(union: Union): Record<string, unknown>[] {
  return union.members.map((member) => {
    const label = memberLabel(union, member);
    const object = memberFields(union, member);
    const names = Object.keys(object.properties ?? {});
    const required = new Set(object.required ?? []);
    const shown = ['heading', 'title', 'name', 'label'].find((candidate) => names.includes(candidate));
    // The summary's default() takes its text between single quotes.
    const fallback = label.replaceAll("'", '’');
    const summary = shown
      ? required.has(shown)
        ? `{{fields.${shown}}}`
        : `{{fields.${shown} | default('${fallback}')}}`
      : names[0]
        ? `${label}: {{fields.${names[0]}}}`
        : label;
    return { name: memberName(union, member), label, widget: 'object', summary, fields: editorFields(object) };
  });
}

/** A collapsed list item shows its title (or label, or first field). */
function listSummary(item: JsonField): { summary?: string } {
  const names = Object.keys(item.properties ?? {});
  const name = ['title', 'label', 'network'].find((candidate) => names.includes(candidate)) ?? names[0];
  return name ? { summary: `{{fields.${name}}}` } : {};
}

/**
 * A collection's schema as JSON Schema: Astro's image helper becomes a string marked as an image, and
 * dates (coerced from YAML) become strings in date format.
 */
export function jsonSchemaOf(name: CollectionName): JsonField {
  const image = () => z.string().meta({ widget: 'image' });
  // The editor sees what an editor types (the input side); only the image helper is replaced.
  const schema = SCHEMAS[name]({ image } as unknown as Parameters<(typeof SCHEMAS)['services']>[0]);
  const json = z.toJSONSchema(schema, {
    io: 'input',
    unrepresentable: 'any',
    override: ({ zodSchema, jsonSchema }) => {
      if (zodSchema._zod.def.type === 'date') Object.assign(jsonSchema, { type: 'string', format: 'date' });
    },
  }) as JsonField;
  titleBlocks(json);
  return json;
}

/**
 * Each member of a union of blocks gets its editor's label as its title (BLOCK_LABELS), unless its schema has
 * one: the editor's type labels and the content check's names of blocks read it from there.
 */
function titleBlocks(node: unknown): void {
  if (node === null || typeof node !== 'object') return;
  const union = Array.isArray(node) ? null : unionOf(node);
  for (const member of union?.members ?? []) {
    const label = (BLOCK_LABELS as Record<string, string | undefined>)[memberName(union as Union, member)];
    if (label && member.title === undefined) (member as { title?: string }).title = label;
  }
  for (const child of Object.values(node)) titleBlocks(child);
}
