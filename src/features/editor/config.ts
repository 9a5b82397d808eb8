/**
 * The editor's configuration (Sveltia CMS reads it from /admin/config.yml), generated from the content
 * schemas of src/content.config.ts: every collection, every field with its description as the hint,
 * required or optional, string and list limits, enums as select widgets, dates as date pickers and the
 * Markdown body as the rich-text widget. Only the presentation (labels, which field names an entry,
 * whether editors may add entries) is chosen here; a field added to a schema appears without an edit.
 */
import { z } from 'astro/zod';
import { stringify } from 'yaml';
import { SCHEMAS, SOURCES, type CollectionName } from '../../content.config.ts';

/** The part of z.toJSONSchema's output that describes one field. */
interface JsonField {
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

/** How a collection is presented to editors; everything else comes from its schema. */
interface Presentation {
  readonly label: string;
  readonly labelSingular: string;
  readonly description: string;
  /** Material Symbols icon name shown beside the collection. */
  readonly icon: string;
  /** The field that names an entry in lists (and makes the file name of a new one). */
  readonly identifier?: string;
  /** Whether editors may add and delete entries: only where a new file makes a new page by itself. */
  readonly create?: boolean;
  /** The field entries are listed by, when not by name. */
  readonly sortBy?: string;
  /** The order of that field; ascending unless said (the newest article first). */
  readonly sortDescending?: boolean;
  /** The page of an entry, for the editor's "view on site" link. */
  readonly previewPath?: string;
}

const PRESENTATION: Record<CollectionName, Presentation> = {
  services: {
    label: 'Services',
    labelSingular: 'Service',
    description: 'One page per service under /services, also listed in the menus, the services list and the home carousel.',
    icon: 'local_parking',
    identifier: 'name',
    create: true,
    sortBy: 'order',
    previewPath: 'services/{{slug}}',
  },
  pages: {
    label: 'Pages',
    labelSingular: 'Page',
    description: 'The copy of every other page; the file name is the address (about-us is /about-us, home is /).',
    icon: 'article',
    identifier: 'heading',
  },
  careers: {
    label: 'Job listings',
    labelSingular: 'Job listing',
    description: 'The openings on the careers page; delete a listing to take it down.',
    icon: 'work',
    identifier: 'title',
    create: true,
    sortBy: 'order',
    previewPath: 'career',
  },
  stories: {
    label: "Customers' stories",
    labelSingular: "Customer's story",
    description:
      'Stories on /customers, each on its own page and on the pages of the services it names. Mark a made-up example with sample: production leaves it out.',
    icon: 'reviews',
    identifier: 'customer',
    create: true,
    sortBy: 'order',
    previewPath: 'customers/{{slug}}',
  },
  industries: {
    label: 'Industries',
    labelSingular: 'Industry',
    description:
      'One page per industry under /industries: its problems in its own words, the services that answer them, its stories and one next step.',
    icon: 'domain',
    identifier: 'name',
    create: true,
    sortBy: 'order',
    previewPath: 'industries/{{slug}}',
  },
  integrations: {
    label: 'Integrations',
    labelSingular: 'Integration',
    description:
      'The products ParkCloud works with, grouped by kind on /integrations and listed on the pages of the services that use them. Mark an unconfirmed one with sample: production leaves it out.',
    icon: 'extension',
    identifier: 'name',
    create: true,
    previewPath: 'integrations',
  },
  resources: {
    label: 'Articles and guides',
    labelSingular: 'Article',
    description: 'Articles and guides on /resources, each on its own page, in the RSS feed and on the page of each of its tags.',
    icon: 'menu_book',
    identifier: 'heading',
    create: true,
    sortBy: 'datePublished',
    sortDescending: true,
    previewPath: 'resources/{{slug}}',
  },
  settings: {
    label: 'Site settings',
    labelSingular: 'Site settings',
    description: 'Company name, tagline, office, mailboxes and social links, shown on every page.',
    icon: 'settings',
  },
};

/** Where the image of a service is kept: an images folder beside the service files, referenced relatively (astro:assets resolves it). */
const ENTRY_IMAGES = './images';

/** The Markdown body of pages, services and job listings: the headings and formatting the site's styles expect. */
const BODY_FIELD = {
  name: 'body',
  label: 'Text',
  widget: 'richtext',
  required: false,
  hint: 'The text of the page. Use “Heading 2” for sections and “Heading 3” below them; the page title comes from the fields above.',
  buttons: ['bold', 'italic', 'link', 'heading-two', 'heading-three', 'quote', 'bulleted-list', 'numbered-list'],
  // No embedded images or code blocks: the site's pages have neither; a service's picture goes in its image field.
  editor_components: [],
} as const satisfies EditorField;

/** Where the editor commits: a GitHub repository ("owner/name") and branch, signing in through Netlify's OAuth. */
export interface EditorBackend {
  readonly repo: string;
  /** Empty: the repository's default branch. */
  readonly branch: string;
  /** The site's public origin: Netlify's OAuth provider knows the site by its domain. */
  readonly siteUrl: string;
}

/** A placeholder repository for a configuration whose repository is not set (local editing needs none). */
export const UNSET_REPO = 'owner/repository';

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
      throw new Error(`The editor has no widget for the field "${name}" (${JSON.stringify(field)}); add one in src/features/editor/config.ts.`);
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
function editorFields(object: JsonField): EditorField[] {
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

/** The fields of a collection as the editor shows them: its schema's fields, then the Markdown body where it has one. */
export function collectionFields(name: CollectionName): EditorField[] {
  const fields = editorFields(jsonSchemaOf(name));
  return SOURCES[name].extension === 'md' ? [...fields, BODY_FIELD] : fields;
}

/** The editor's collection of one content collection: a folder of entries (Markdown, or YAML without a body), or (settings) its file(s). */
function editorCollection(name: CollectionName, settingsFiles: readonly string[]): Record<string, unknown> {
  const { folder, extension } = SOURCES[name];
  const presentation = PRESENTATION[name];
  const common = {
    name,
    label: presentation.label,
    label_singular: presentation.labelSingular,
    description: presentation.description,
    icon: presentation.icon,
  };
  if (name === 'settings') {
    return {
      ...common,
      files: settingsFiles.map((file) => ({
        name: file,
        label: presentation.label,
        file: `${folder}/${file}.yaml`,
        format: 'yaml',
        fields: collectionFields(name),
      })),
    };
  }
  return {
    ...common,
    folder,
    extension,
    format: extension === 'md' ? 'yaml-frontmatter' : 'yaml',
    create: presentation.create ?? false,
    delete: presentation.create ?? false,
    ...(presentation.identifier ? { identifier_field: presentation.identifier } : {}),
    ...(presentation.sortBy
      ? {
          sortable_fields: {
            fields: [presentation.sortBy, presentation.identifier ?? 'title'],
            default: { field: presentation.sortBy, direction: presentation.sortDescending ? 'descending' : 'ascending' },
          },
        }
      : {}),
    ...(presentation.previewPath ? { preview_path: presentation.previewPath } : {}),
    ...(name === 'services' ? { media_folder: ENTRY_IMAGES, public_folder: ENTRY_IMAGES } : {}),
    fields: collectionFields(name),
  };
}

/** The whole configuration: the GitHub backend and every collection. `settingsFiles` names the files of content/settings. */
export function editorConfig(backend: EditorBackend, settingsFiles: readonly string[]): Record<string, unknown> {
  const collectionNames = Object.keys(SOURCES) as CollectionName[];
  return {
    app_title: 'ParkCloud content editor',
    backend: {
      name: 'github',
      repo: backend.repo || UNSET_REPO,
      ...(backend.branch ? { branch: backend.branch } : {}),
      // Netlify's OAuth provider (the default base_url) identifies the site by its domain.
      site_domain: new URL(backend.siteUrl).hostname,
      commit_messages: {
        create: 'Add {{collection}} “{{slug}}” in the editor',
        update: 'Update {{collection}} “{{slug}}” in the editor',
        delete: 'Delete {{collection}} “{{slug}}” in the editor',
        uploadMedia: 'Upload “{{path}}” in the editor',
        deleteMedia: 'Delete “{{path}}” in the editor',
      },
    },
    // Images uploaded outside a service land beside the services' images (the only image field).
    media_folder: `${SOURCES.services.folder}/images`,
    site_url: backend.siteUrl,
    // An emptied optional field is left out rather than written as "", which the schema's limits reject.
    output: { omit_empty_optional_fields: true },
    collections: collectionNames.map((name) => editorCollection(name, settingsFiles)),
  };
}

/** The configuration as YAML, with the schema comment that editors' code editors use for completion. */
export function editorConfigYaml(backend: EditorBackend, settingsFiles: readonly string[]): string {
  const header = [
    '# yaml-language-server: $schema=https://unpkg.com/@sveltia/cms/schema/sveltia-cms.json',
    '# Generated at build time from src/content.config.ts by src/features/editor/config.ts: edit those, not this file.',
  ];
  if (!backend.repo) header.push('# The repository is not set (PUBLIC_CMS_REPO): only local editing with `npm run dev` works.');
  return `${header.join('\n')}\n${stringify(editorConfig(backend, settingsFiles), { lineWidth: 0 })}`;
}
