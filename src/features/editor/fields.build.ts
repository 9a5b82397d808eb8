/**
 * The converter from a collection's schema to the editor's fields: z.toJSONSchema's output, one Sveltia CMS
 * widget per field, with its description as the hint, required or optional, string and list limits, enums as
 * select widgets, dates as date pickers and references as relations. Build-time only: ./config.build.ts
 * writes the configuration with it, and scripts/quality/content.ts checks the schemas' words with it.
 */
import { z } from 'astro/zod';
import { SCHEMAS, type CollectionName } from '../../content.config.ts';
import { ENTRY_IMAGES, PRESENTATION } from './presentation.build.ts';

/** The part of z.toJSONSchema's output that describes one field. */
export interface JsonField {
  readonly type?: string;
  readonly title?: string;
  readonly description?: string;
  readonly format?: string;
  readonly widget?: string;
  /** The collection a reference names an entry of (content.config.ts's reference()). */
  readonly reference?: CollectionName;
  readonly enum?: readonly (string | number)[];
  readonly minLength?: number;
  readonly maxLength?: number;
  readonly minimum?: number;
  readonly maximum?: number;
  readonly exclusiveMinimum?: number;
  readonly exclusiveMaximum?: number;
  readonly minItems?: number;
  readonly maxItems?: number;
  readonly items?: JsonField;
  readonly properties?: Readonly<Record<string, JsonField>>;
  readonly required?: readonly string[];
}

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

/** "serviceId" → "Service id", "datePosted" → "Date posted". */
export function labelOf(name: string): string {
  const words = name.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
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
  return z.toJSONSchema(schema, {
    io: 'input',
    unrepresentable: 'any',
    override: ({ zodSchema, jsonSchema }) => {
      if (zodSchema._zod.def.type === 'date') Object.assign(jsonSchema, { type: 'string', format: 'date' });
    },
  }) as JsonField;
}
