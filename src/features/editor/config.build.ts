/**
 * The editor's configuration (Sveltia CMS reads it from /admin/config.yml), generated from the content
 * schemas of src/content.config.ts: every collection with the fields its schema converts to
 * (./fields.build.ts), and the Markdown body as the rich-text widget. Only the presentation (labels, which
 * field names an entry, whether editors may add entries) is chosen by hand (./presentation.build.ts); a field
 * added to a schema appears without an edit. Build-time only: /admin/config.yml is written when the site builds.
 */
import { stringify } from 'yaml';
import { SOURCES, type CollectionName } from '../../content.config.ts';
import { editorFields, jsonSchemaOf, RICH_TEXT_BUTTONS, type EditorField } from './fields.build.ts';
import { ENTRY_IMAGES, PRESENTATION } from './presentation.build.ts';
import { DEFAULT_LANGUAGE, LANGUAGE_CODES } from '../../i18n/languages.ts';
import { sharedFieldNames } from '../../i18n/shared-fields.ts';
import { TRANSLATED_COLLECTIONS } from '../../i18n/content-files.ts';

/** The widgets whose values are the same in every language: copied into a translation, not typed again. */
const SHARED_WIDGETS = new Set(['number', 'boolean', 'relation', 'select', 'image', 'datetime']);

/**
 * Each field with how a translation takes it: text is translated (`i18n: true`), a field that is the same in every
 * language (a choice, a reference, a number: src/i18n/shared-fields.ts) is copied from English (`duplicate`), so
 * the content check's rule that they stay equal holds for what the editor writes. Lists and objects go down into
 * their fields, a list of blocks into each block's.
 */
function translatable(fields: readonly EditorField[], shared: ReadonlySet<string>): EditorField[] {
  return fields.map((field) => {
    const copy = shared.has(field.name) || SHARED_WIDGETS.has(field.widget);
    const inner: Record<string, unknown> = {};
    if (Array.isArray(field['fields'])) inner['fields'] = translatable(field['fields'] as EditorField[], shared);
    if (field['field']) inner['field'] = translatable([field['field'] as EditorField], shared)[0];
    if (Array.isArray(field['types']))
      inner['types'] = (field['types'] as { fields?: EditorField[] }[]).map((type) => ({ ...type, fields: translatable(type.fields ?? [], shared) }));
    return { ...field, ...inner, i18n: copy ? 'duplicate' : true };
  });
}

/** The Markdown body of pages, services and job listings: the headings and formatting the site's styles expect. */
const BODY_FIELD = {
  name: 'body',
  label: 'Text',
  widget: 'richtext',
  required: false,
  hint: 'The text of the page. Use “Heading 2” for sections and “Heading 3” below them; the page title comes from the fields above.',
  buttons: [...RICH_TEXT_BUTTONS],
  // No embedded images or code blocks: the site's pages have neither; a service's picture goes in its image field.
  editor_components: [],
} satisfies EditorField;

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

/**
 * The fields of a collection as the editor shows them: its schema's fields, then the Markdown body where it has
 * one (a Markdown collection, unless its presentation says its page is its blocks).
 */
export function collectionFields(name: CollectionName): EditorField[] {
  const fields = editorFields(jsonSchemaOf(name));
  return SOURCES[name].extension === 'md' && PRESENTATION[name].body !== false ? [...fields, BODY_FIELD] : fields;
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
    ...(presentation.slug ? { slug: presentation.slug } : {}),
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
    ...(TRANSLATED_COLLECTIONS.includes(name)
      ? { i18n: true, fields: translatable(collectionFields(name), sharedFieldNames(jsonSchemaOf(name))) }
      : { fields: collectionFields(name) }),
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
    // The languages side by side: a translation beside its English file (about-us.fr.md beside about-us.md, as
    // src/i18n/content-files.ts reads them), English's file without a code; an entry may be saved in English alone.
    i18n: {
      structure: 'multiple_files',
      locales: [...LANGUAGE_CODES],
      default_locale: DEFAULT_LANGUAGE,
      omit_default_locale_from_file_path: true,
      save_all_locales: false,
    },
    collections: collectionNames.map((name) => editorCollection(name, settingsFiles)),
  };
}

/** The configuration as YAML, with the schema comment that editors' code editors use for completion. */
export function editorConfigYaml(backend: EditorBackend, settingsFiles: readonly string[]): string {
  const header = [
    '# yaml-language-server: $schema=https://unpkg.com/@sveltia/cms/schema/sveltia-cms.json',
    '# Generated at build time from src/content.config.ts by src/features/editor/config.build.ts: edit those, not this file.',
  ];
  if (!backend.repo) header.push('# The repository is not set (PUBLIC_CMS_REPO): only local editing with `npm run dev` works.');
  return `${header.join('\n')}\n${stringify(editorConfig(backend, settingsFiles), { lineWidth: 0 })}`;
}
