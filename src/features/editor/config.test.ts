/**
 * The content editor's configuration: valid for the Sveltia CMS version installed, with every field of every
 * content schema and its rules, and a page's blocks as a list of one type per block of its union.
 */
import { readFileSync } from 'node:fs';
import Ajv from 'ajv';
import { z } from 'astro/zod';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { ICON_NAMES } from '../../components/icons';
import { SCHEMAS, SOURCES, type CollectionName } from '../../content.config';
import { BLOCK_LABELS } from '../blocks';
import { editorConfig, editorConfigYaml, UNSET_REPO } from './config.build';
import { editorField, jsonSchemaOf, type EditorField, type JsonField as SchemaField } from './fields.build';

const BACKEND = { repo: 'parkcloud/website', branch: 'main', siteUrl: 'https://www.parkcloud.example' };

interface JsonField {
  readonly description?: string;
  readonly properties?: Record<string, JsonField>;
  readonly required?: readonly string[];
  readonly items?: JsonField;
  readonly type?: string;
  readonly oneOf?: readonly JsonField[];
  readonly const?: string | number | boolean;
}

/** One type of a list of variable types (a block). */
interface VariableType {
  readonly name: string;
  readonly label: string;
  readonly widget: string;
  readonly summary: string;
  readonly fields: EditorField[];
}

interface Collection {
  readonly name: string;
  readonly folder?: string;
  readonly fields?: EditorField[];
  readonly files?: { file: string; fields: EditorField[] }[];
}

const config = parse(editorConfigYaml(BACKEND, ['site'])) as { backend: Record<string, unknown>; collections: Collection[] };

const collection = (name: CollectionName) => config.collections.find((c) => c.name === name) as Collection;

const fieldsOf = (name: CollectionName) => collection(name).fields ?? collection(name).files?.[0]?.fields ?? [];

const field = (fields: readonly EditorField[], name: string) => fields.find((f) => f.name === name) as EditorField & Record<string, unknown>;

/** Every field of a JSON Schema object, matched to the editor's fields: name, required, hint, and nested fields. */
function expectSameFields(schema: JsonField, fields: readonly EditorField[], path: string): void {
  const required = new Set(schema.required ?? []);
  for (const [name, property] of Object.entries(schema.properties ?? {})) {
    const editor = field(fields, name);
    expect(editor, `${path}.${name} is in the editor`).toBeDefined();
    expect(editor.required, `${path}.${name} required`).toBe(required.has(name));
    if (property.description) expect(editor.hint, `${path}.${name} hint`).toBe(property.description);
    if (property.type === 'object') expectSameFields(property, editor['fields'] as EditorField[], `${path}.${name}`);
    if (property.type === 'array' && property.items?.type === 'object')
      expectSameFields(property.items, editor['fields'] as EditorField[], `${path}.${name}[]`);
    // A list of blocks: each block of the union is a type of the list with the block's fields, less its `type`.
    for (const member of property.items?.oneOf ?? []) {
      const type = (editor['types'] as VariableType[]).find((candidate) => candidate.name === member.properties?.['type']?.const);
      expect(type, `${path}.${name}[${member.properties?.['type']?.const}] is a type of the list`).toBeDefined();
      expect(type?.fields.map((f) => f.name)).toEqual(Object.keys(member.properties ?? {}).filter((key) => key !== 'type'));
      const { type: _type, ...fields } = member.properties ?? {};
      expectSameFields({ ...member, properties: fields }, type?.fields ?? [], `${path}.${name}[${type?.name}]`);
    }
  }
}

/** The `type` of each block of a list of blocks' schema, in the union's order. */
function blockTypes(list: z.ZodType): string[] {
  const array = (list instanceof z.ZodOptional ? list.unwrap() : list) as z.ZodArray<z.ZodDiscriminatedUnion<z.ZodObject[]>>;
  return array.element.options.map((block) => String((block.shape['type'] as z.ZodLiteral).value));
}

const listOfBlocks = (name: 'landings' | 'pages') => field(fieldsOf(name), 'blocks');

describe('editor configuration', () => {
  it('is valid against the JSON schema that ships with @sveltia/cms', () => {
    const schema = JSON.parse(readFileSync(new URL('../../../node_modules/@sveltia/cms/schema/sveltia-cms.json', import.meta.url), 'utf8')) as object;
    // The schema's "regex" and "uri" formats are descriptive; Ajv knows neither without a plugin.
    const ajv = new Ajv({ allErrors: true, strict: false, validateFormats: false });
    const valid = ajv.validate(schema, config);
    expect(ajv.errors ?? [], JSON.stringify(ajv.errors, null, 2)).toEqual([]);
    expect(valid).toBe(true);
  });

  it('has every collection, at its folder, the settings as a single-file collection', () => {
    expect(config.collections.map((c) => c.name)).toEqual(Object.keys(SOURCES));
    for (const name of ['services', 'pages', 'careers'] as const) expect(collection(name).folder).toBe(SOURCES[name].folder);
    expect(collection('settings').files?.map((file) => file.file)).toEqual(['content/settings/site.yaml']);
  });

  it('has every field of every content schema, with its description as hint and required as in the schema', () => {
    for (const name of Object.keys(SOURCES) as CollectionName[]) expectSameFields(jsonSchemaOf(name), fieldsOf(name), name);
  });

  it('turns the schema rules into the editor rules', () => {
    const services = fieldsOf('services');
    expect(field(services, 'title')).toMatchObject({ widget: 'string', minlength: 5, maxlength: 70, required: true });
    expect(field(services, 'summary')).toMatchObject({ widget: 'text', minlength: 40, maxlength: 200 });
    expect(field(services, 'icon')).toMatchObject({ widget: 'select', options: [...ICON_NAMES] });
    expect(field(services, 'serviceId')).toMatchObject({ widget: 'number', value_type: 'int', min: 1 });
    expect(field(services, 'order')).toMatchObject({ widget: 'number', value_type: 'int', min: 1, max: 99 });
    // Optional: without it the service page recommends its middle plan.
    expect(field(services, 'recommendedPlan')).toMatchObject({
      label: 'Recommended plan ID',
      widget: 'number',
      value_type: 'int',
      min: 1,
      required: false,
      hint: "The id of the plan (on the provider's API) marked Recommended on the service page; empty: the middle plan.",
    });
    const features = field(services, 'features');
    expect(features).toMatchObject({ widget: 'list', min: 3, max: 8 });
    expect(field(features['fields'] as EditorField[], 'icon')).toMatchObject({ widget: 'select', required: false });
    // The image is optional, but once set its description is required too.
    const image = field(services, 'image');
    expect(image).toMatchObject({ widget: 'object', required: false });
    expect(field(image['fields'] as EditorField[], 'src')).toMatchObject({
      label: 'Image file',
      widget: 'image',
      required: true,
      media_folder: './images',
      public_folder: './images',
    });
    expect(field(image['fields'] as EditorField[], 'alt')).toMatchObject({
      label: 'Image description (alt text)',
      widget: 'text',
      required: true,
      minlength: 5,
      maxlength: 150,
    });
    expect(field(services, 'serviceId')).toMatchObject({
      label: 'Service ID',
      hint: "The service's id on the provider's API; its plans are priced on the page.",
    });
    expect(field(services, 'body')).toMatchObject({ widget: 'richtext', required: false });

    const careers = fieldsOf('careers');
    expect(field(careers, 'employmentType')).toMatchObject({ widget: 'select', options: ['FULL_TIME', 'PART_TIME', 'CONTRACTOR'] });
    expect(field(careers, 'datePosted')).toMatchObject({ widget: 'datetime', date_format: 'YYYY-MM-DD', time_format: false });
    expect(field(careers, 'remote')).toMatchObject({ widget: 'boolean' });
    expect(field(careers, 'region')).toMatchObject({ minlength: 2, maxlength: 2 });
    expect(field(careers, 'applyEmail')).toMatchObject({ widget: 'string', type: 'email' });

    const pages = fieldsOf('pages');
    expect(field(pages, 'eyebrow')).toMatchObject({ required: false, maxlength: 40 });
    expect(field(pages, 'steps')).toMatchObject({ widget: 'list', max: 6, required: false });

    const settings = fieldsOf('settings');
    expect(field(settings, 'mailboxes')).toMatchObject({ widget: 'list', min: 2, max: 2 });
    expect(field(field(settings, 'office')['fields'] as EditorField[], 'mapUrl')).toMatchObject({ type: 'url' });
    expect(field(settings, 'securityContact')).toMatchObject({
      widget: 'string',
      required: true,
      maxlength: 100,
      hint: expect.stringContaining('security.txt'),
    });
    // YAML data files have no Markdown body.
    expect(settings.some((f) => f.name === 'body')).toBe(false);
  });

  it("offers a service's payback model with its editor's labels, its sources as hints and its limits", () => {
    const payback = field(fieldsOf('services'), 'payback');
    expect(payback).toMatchObject({
      label: 'Payback estimate',
      widget: 'object',
      required: false,
      hint: expect.stringContaining('What would it return?'),
    });
    const parts = payback['fields'] as EditorField[];
    const inputs = field(parts, 'inputs');
    expect(inputs).toMatchObject({ label: "The visitor's numbers", widget: 'list', min: 1, max: 5, required: true, summary: '{{fields.label}}' });
    const input = inputs['fields'] as EditorField[];
    expect(field(input, 'key')).toMatchObject({ label: 'Key', widget: 'string', maxlength: 24, hint: expect.stringContaining('staffHours') });
    expect(field(input, 'unit')).toMatchObject({ widget: 'select', options: ['count', 'number', 'usd', 'hours', 'percent'] });
    expect(field(input, 'default')).toMatchObject({ label: 'Starting value', widget: 'number', value_type: 'float', min: 0 });
    expect(field(input, 'max')).toMatchObject({ label: 'Highest value', widget: 'number', required: true });
    expect(field(input, 'hint')).toMatchObject({ widget: 'text', required: false });
    const assumption = field(parts, 'assumptions')['fields'] as EditorField[];
    expect(field(assumption, 'source')).toMatchObject({
      label: 'Where it comes from',
      widget: 'text',
      required: true,
      minlength: 20,
      maxlength: 200,
      hint: expect.stringContaining('Industry estimate'),
    });
    expect(field(parts, 'setup')).toMatchObject({ label: 'One-time set-up cost', widget: 'object', required: true });
    const gains = field(parts, 'gains');
    expect(gains).toMatchObject({ label: 'Gains a month', widget: 'list', min: 1, max: 4, summary: '{{fields.label}}' });
    expect(field(gains['fields'] as EditorField[], 'factors')).toMatchObject({
      label: 'Numbers multiplied (keys)',
      widget: 'list',
      min: 1,
      max: 5,
      hint: expect.stringContaining('a percent counts as its fraction'),
    });
  });

  it('offers references to other collections as a choice of their entries, stored by file name', () => {
    const problems = field(fieldsOf('industries'), 'problems');
    expect(field(problems['fields'] as EditorField[], 'services')).toMatchObject({
      widget: 'relation',
      collection: 'services',
      value_field: '{{slug}}',
      display_fields: ['name'],
      search_fields: ['name'],
      multiple: true,
      min: 1,
      max: 3,
      required: true,
    });
    // Optional: an industry without a published story shows none.
    expect(field(fieldsOf('industries'), 'stories')).toMatchObject({
      widget: 'relation',
      collection: 'stories',
      display_fields: ['customer'],
      multiple: true,
      max: 3,
      required: false,
    });
    expect(field(fieldsOf('integrations'), 'services')).toMatchObject({ widget: 'relation', collection: 'services', min: 1, max: 5 });
    expect(field(fieldsOf('resources'), 'services')).toMatchObject({ widget: 'relation', collection: 'services', min: 1, max: 4 });
  });

  it('keeps each integration in a YAML file of its own, without a body, and lists articles newest first', () => {
    expect(collection('integrations')).toMatchObject({ folder: 'content/integrations', extension: 'yaml', format: 'yaml' });
    expect(fieldsOf('integrations').some((f) => f.name === 'body')).toBe(false);
    expect(field(fieldsOf('integrations'), 'kind')).toMatchObject({
      widget: 'select',
      options: ['parcs', 'alpr', 'payments', 'accounting', 'access', 'marketplaces'],
    });
    expect(collection('resources')).toMatchObject({
      format: 'yaml-frontmatter',
      sortable_fields: { default: { field: 'datePublished', direction: 'descending' } },
    });
    expect(field(fieldsOf('resources'), 'datePublished')).toMatchObject({ widget: 'datetime', required: true });
    expect(field(fieldsOf('resources'), 'body')).toMatchObject({ widget: 'richtext' });
  });

  it('lets editors add services and job listings, not pages, which need a route', () => {
    expect(collection('services')).toMatchObject({ create: true, delete: true });
    expect(collection('careers')).toMatchObject({ create: true, delete: true });
    for (const name of ['industries', 'integrations', 'resources'] as const) expect(collection(name)).toMatchObject({ create: true, delete: true });
    expect(collection('pages')).toMatchObject({ create: false, delete: false });
  });

  it('lets editors add and delete landing pages, named by their title, at an address they choose once, with no text below the blocks', () => {
    expect(collection('landings')).toMatchObject({
      folder: 'content/landings',
      format: 'yaml-frontmatter',
      create: true,
      delete: true,
      identifier_field: 'title',
      preview_path: '{{slug}}',
      slug: { template: '{{title}}', editable: ['create'], pattern: ['^[a-z0-9]+(-[a-z0-9]+)*$', expect.stringContaining('spring-offer')] },
    });
    // The page is its blocks; pages of content/pages keep their text above theirs.
    expect(fieldsOf('landings').some((f) => f.name === 'body')).toBe(false);
    expect(fieldsOf('landings').at(-1)).toMatchObject({ name: 'blocks', widget: 'list', required: true, min: 1, max: 24 });
    expect(field(fieldsOf('pages'), 'body')).toMatchObject({ widget: 'richtext' });
  });

  it("offers a page's blocks as a list of one type per block of its union, each with the editor's label and a summary", () => {
    const landings = listOfBlocks('landings');
    expect(landings).toMatchObject({ widget: 'list', typeKey: 'type' });
    expect(landings).not.toHaveProperty('fields');
    const landingTypes = landings['types'] as VariableType[];
    expect(landingTypes.map((type) => type.name)).toEqual(blockTypes(SCHEMAS.landings().shape.blocks));
    expect(landingTypes[0]).toMatchObject({ name: 'hero', label: 'Hero', widget: 'object', summary: '{{fields.heading}}' });

    const pages = listOfBlocks('pages');
    expect(pages).toMatchObject({ widget: 'list', typeKey: 'type', required: false, max: 24 });
    const pageTypes = pages['types'] as VariableType[];
    expect(pageTypes.map((type) => type.name)).toEqual(blockTypes(SCHEMAS.pages().shape.blocks));
    expect(pageTypes.slice(0, 4).map((type) => type.name)).toEqual(['videoHero', 'carousel', 'proof', 'newsletter']);

    for (const type of [...landingTypes, ...pageTypes]) {
      expect(type.label, type.name).toBe(BLOCK_LABELS[type.name as keyof typeof BLOCK_LABELS]);
      expect(type.widget, type.name).toBe('object');
      expect(type.summary, type.name).toMatch(/\S/);
      // The editor writes the type from the block an editor picks: it is no field of its own.
      expect(
        type.fields.map((f) => f.name),
        type.name,
      ).not.toContain('type');
    }
    const byName = (types: VariableType[], name: string) => types.find((type) => type.name === name);
    // A collapsed list reads like the page: the heading, else what the block shows, else its label.
    expect(byName(landingTypes, 'features')?.summary).toBe('{{fields.heading}}');
    expect(byName(landingTypes, 'text')?.summary).toBe("{{fields.heading | default('Text')}}");
    expect(byName(landingTypes, 'pricing')?.summary).toBe('Pricing: {{fields.service}}');
    expect(byName(landingTypes, 'payback')?.summary).toBe('Payback estimate: {{fields.service}}');
    // Blocks without fields save only their type.
    expect(byName(pageTypes, 'videoHero')).toMatchObject({ summary: 'Home hero with the video', fields: [] });
    expect(byName(pageTypes, 'newsletter')).toMatchObject({ summary: 'Newsletter sign-up', fields: [] });
    expect(field(byName(landingTypes, 'demo')?.fields ?? [], 'service')).toMatchObject({ widget: 'relation', collection: 'services' });
  });

  it('offers Markdown fields of blocks in the rich-text editor, their limits kept', () => {
    const types = listOfBlocks('landings')['types'] as VariableType[];
    const text = types.find((type) => type.name === 'text')?.fields ?? [];
    expect(field(text, 'body')).toMatchObject({
      widget: 'richtext',
      required: true,
      buttons: ['bold', 'italic', 'link', 'heading-three', 'quote', 'bulleted-list', 'numbered-list'],
      editor_components: [],
      pattern: ['^[\\s\\S]{20,6000}$', expect.stringContaining('20 to 6000 characters')],
    });
    const body = field(text, 'body')['pattern'] as [string, string];
    expect(new RegExp(body[0]).test('Short.')).toBe(false);
    expect(new RegExp(body[0]).test('Two lines of text,\nwith a line break.')).toBe(true);
    expect(new RegExp(body[0]).test('x'.repeat(6001))).toBe(false);
    const faq = field(types.find((type) => type.name === 'faq')?.fields ?? [], 'items')['fields'] as EditorField[];
    expect(field(faq, 'answer')).toMatchObject({ widget: 'richtext', pattern: ['^[\\s\\S]{10,1200}$', expect.any(String)] });
  });

  it('makes a field added to a block appear in its type, and a block added to the union a type of the list', () => {
    const list = (blocks: [z.ZodObject, ...z.ZodObject[]]) =>
      editorField('blocks', z.toJSONSchema(z.array(z.discriminatedUnion('type', blocks)), { io: 'input' }) as SchemaField, true);
    const quote = z.strictObject({ type: z.literal('quote'), text: z.string().max(200) });
    const divider = z.strictObject({ type: z.literal('divider') });
    const before = list([quote, divider]);
    expect(before['types']).toEqual([
      expect.objectContaining({
        name: 'quote',
        label: 'Quote',
        summary: 'Quote: {{fields.text}}',
        fields: [expect.objectContaining({ name: 'text' })],
      }),
      expect.objectContaining({ name: 'divider', label: 'Divider', summary: 'Divider', fields: [] }),
    ]);
    const after = list([
      quote.extend({ author: z.string().max(60).optional().describe('Who said it.') }),
      divider,
      z.strictObject({ type: z.literal('map'), heading: z.string() }),
    ]);
    const [quoteType, , mapType] = after['types'] as VariableType[];
    expect(field(quoteType?.fields ?? [], 'author')).toMatchObject({ widget: 'string', required: false, hint: 'Who said it.' });
    expect(mapType).toMatchObject({
      name: 'map',
      summary: '{{fields.heading}}',
      fields: [expect.objectContaining({ name: 'heading', required: true })],
    });
  });

  it('commits to the configured repository and branch through GitHub, known to Netlify by the site domain', () => {
    expect(config.backend).toMatchObject({ name: 'github', repo: 'parkcloud/website', branch: 'main', site_domain: 'www.parkcloud.example' });
    const unset = editorConfig({ ...BACKEND, repo: '', branch: '' }, ['site'])['backend'];
    expect(unset).toMatchObject({ repo: UNSET_REPO });
    expect(unset).not.toHaveProperty('branch');
    expect(editorConfigYaml({ ...BACKEND, repo: '' }, ['site'])).toContain('The repository is not set');
  });

  it('shows the pages and the services in English, French and Spanish side by side, each translation beside its English file', () => {
    const config = editorConfig(BACKEND, ['site']);
    expect(config['i18n']).toEqual({
      structure: 'multiple_files',
      locales: ['en', 'fr', 'es'],
      default_locale: 'en',
      omit_default_locale_from_file_path: true,
      save_all_locales: false,
    });
    const collections = config['collections'] as { name: string; i18n?: boolean; fields: EditorField[] }[];
    const pages = collections.find((collection) => collection.name === 'pages');
    expect(pages?.i18n).toBe(true);
    const field = (name: string, fields: readonly EditorField[] = pages?.fields ?? []) => fields.find((one) => one.name === name);
    // Text is translated; what is the same in every language (an icon, a block's type) is copied from English.
    expect(field('heading')?.['i18n']).toBe(true);
    expect(field('body')?.['i18n']).toBe(true);
    const features = field('features');
    expect(features?.['i18n']).toBe(true);
    expect(field('icon', features?.['fields'] as EditorField[])?.['i18n']).toBe('duplicate');
    // The services are translated too, their ids and numbers copied; collections the site does not show translated
    // (the stories) have no languages in the editor.
    const services = collections.find((collection) => collection.name === 'services');
    expect(services?.i18n).toBe(true);
    expect(field('name', services?.fields)?.['i18n']).toBe(true);
    expect(field('serviceId', services?.fields)?.['i18n']).toBe('duplicate');
    expect(collections.find((collection) => collection.name === 'stories')?.i18n).toBeUndefined();
  });
});
