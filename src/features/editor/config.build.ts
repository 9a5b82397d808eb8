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
    '# Generated at build time from src/content.config.ts by src/features/editor/config.build.ts: edit those, not this file.',
  ];
  if (!backend.repo) header.push('# The repository is not set (PUBLIC_CMS_REPO): only local editing with `npm run dev` works.');
  return `${header.join('\n')}\n${stringify(editorConfig(backend, settingsFiles), { lineWidth: 0 })}`;
}
