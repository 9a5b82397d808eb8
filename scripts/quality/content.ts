/**
 * The content check of CI (npm run check:content, a stage of `npm test`): every file of
 * content/ against its collection's schema in src/content.config.ts, with each mistake told the way an
 * editor can act on it: the file, the field as the editor labels it, and the rule, in words.
 *   content/services/promotion.md: Title (title) is 75 characters long; at most 70 are allowed (5 too many).
 *   content/landings/spring.md: Blocks → block 2 (Feature cards) → Heading (blocks.1.heading) is 75 characters long; …
 * A block is named by its place in the list and its label in the editor; the rules of a composition (a landing
 * starts with its hero, the home page keeps its sections) are told the same way.
 * The editor at /admin already enforces the limits, required fields and choices it can express; this
 * catches the rest (a commit made outside the editor, a date typed by hand, an image file that is
 * missing) before the build does, with a clearer message than the build's.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { readFile, readdir } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { parseArgs } from 'node:util';
import { z } from 'astro/zod';
import { parse } from 'yaml';
import { SCHEMAS, SOURCES, type CollectionName } from '../../src/content.config.ts';
import { jsonSchemaOf, labelOf } from '../../src/features/editor/index.build.ts';
// The blocks' doors (index.ts, index.build.ts) import without file extensions, which plain Node cannot load; the
// schema module is the one src/content.config.ts composes (and the build's checkedPageBlocks applies the same rules).
// eslint-disable-next-line parkcloud/feature-doors -- see above: the composition rules of content/pages.
import { pageBlockProblems, type BlockType } from '../../src/features/blocks/schema.ts';
// The same: what a composition's files cannot say alone (addresses taken, links, payback models, samples in production).
// eslint-disable-next-line parkcloud/feature-doors -- see above: the rules of compositions across files.
import { compositionProblems, compositionWarnings } from '../../src/features/blocks/rules.ts';
import { splitFrontMatter } from '../../src/lib/front-matter.ts';
import { editDistance, missingFileMessage, shownName, type Named } from '../../src/lib/nearest-names.ts';
import { yamlMistake } from './yaml-mistakes.ts';
import { differences, orphanMessage, sharedFieldNames, untranslated } from './translations.ts';
import type { JsonSchema } from '../../src/i18n/shared-fields.ts';
import { fileLanguage, TRANSLATED_COLLECTIONS } from '../../src/i18n/content-files.ts';
import { DEFAULT_LANGUAGE, LANGUAGES } from '../../src/i18n/languages.ts';
import { seo } from '../../src/lib/content-schema.ts';
import { TAB_TITLE_MOST, tabTitle } from '../../src/lib/page-title.ts';

/** One mistake in one file. */
export interface ContentProblem {
  /** The file, relative to the project root, e.g. "content/services/promotion.md". */
  readonly file: string;
  /** The field as the editor shows it, e.g. "Features → item 2 → Title (features.1.title)"; empty for the whole file. */
  readonly field: string;
  /** The rule, in an editor's words. */
  readonly message: string;
}

/** The schema's label and description of a field (the editor's label and hint), found by its path. */
interface Described {
  readonly title?: string;
  readonly description?: string;
  readonly properties?: Readonly<Record<string, Described>>;
  readonly items?: Described;
  /** A block's type: the one value its `type` holds. */
  readonly const?: unknown;
  /** The blocks a list may hold (a discriminated union; each block's title is its label in the editor). */
  readonly oneOf?: readonly Described[];
  readonly anyOf?: readonly Described[];
}

/** Collections whose page is its blocks: no Markdown text below the fields. */
const BLOCKS_ONLY: ReadonlySet<CollectionName> = new Set(['landings']);

/** What a collection's entry is called in a message about the block types it may use. */
const ENTRY_WORDS: Partial<Record<CollectionName, string>> = { landings: 'a landing', pages: 'a page' };

const KINDS: Record<string, string> = {
  string: 'text',
  number: 'a number',
  int: 'a whole number',
  boolean: 'true or false',
  array: 'a list',
  object: 'a group of fields',
  date: 'a date',
};

/** What a value is, in words. */
function kindOf(value: unknown): string {
  if (value === null) return 'empty';
  if (Array.isArray(value)) return 'a list';
  if (value instanceof Date) return 'a date';
  if (typeof value === 'object') return 'a group of fields';
  if (typeof value === 'number') return `the number ${value}`;
  if (typeof value === 'boolean') return String(value);
  return typeof value === 'string' ? `the text “${value}”` : 'a value of another kind';
}

/** The value at a path of the data. */
function valueAt(data: unknown, path: readonly PropertyKey[]): unknown {
  return path.reduce<unknown>(
    (value, key) => (value !== null && typeof value === 'object' ? (value as Record<PropertyKey, unknown>)[key] : undefined),
    data,
  );
}

/** The blocks a list's items may be, and the field that tells them apart (`type`); null for a list of one kind. */
function unionOf(items: Described | undefined): { readonly key: string; readonly members: readonly Described[] } | null {
  const members = items?.oneOf ?? items?.anyOf;
  const first = members?.[0];
  if (!members || !first) return null;
  const keys = Object.keys(first.properties ?? {}).filter((key) => members.every((member) => member.properties?.[key]?.const !== undefined));
  const key = keys.includes('type') ? 'type' : keys[0];
  return key === undefined ? null : { key, members };
}

/** One step of a path through the schema: the editor's word for it and the schema there (none past an unknown block type). */
interface Step {
  readonly word: string | null;
  readonly node: Described | undefined;
  /** The list of blocks a block step is an item of (its description is the hint of the block as a whole). */
  readonly blocks?: Described;
}

/**
 * The schema along a path, walking into the block that the file's data selects by its type in a list of blocks:
 * "item 2" in a list of one kind, "block 2 (Feature cards)" in a list of blocks.
 */
function walk(schema: Described, path: readonly PropertyKey[], data: unknown): Step[] {
  const steps: Step[] = [];
  let node: Described | undefined = schema;
  let unknownBlock = false;
  for (const [depth, key] of path.entries()) {
    // Past a block of no known type there are no fields to name: the path's words stop at the block.
    if (unknownBlock) {
      steps.push({ word: null, node: undefined });
      continue;
    }
    if (typeof key !== 'number') {
      node = node?.properties?.[String(key)];
      steps.push({ word: node?.title ?? labelOf(String(key)), node });
      continue;
    }
    const union = unionOf(node?.items);
    if (!union) {
      node = node?.items;
      steps.push({ word: `item ${key + 1}`, node });
      continue;
    }
    const list: Described | undefined = node;
    const block = valueAt(data, path.slice(0, depth + 1));
    const type = block !== null && typeof block === 'object' ? (block as Record<string, unknown>)[union.key] : undefined;
    node = union.members.find((member) => member.properties?.[union.key]?.const === type);
    steps.push({ word: `block ${key + 1}${node?.title ? ` (${node.title})` : ''}`, node, ...(list ? { blocks: list } : {}) });
    unknownBlock = !node;
  }
  return steps;
}

/** "Features → item 2 → Title (features.1.title)", with the labels the editor shows; a block with its number and label. */
function fieldName(schema: Described, path: readonly PropertyKey[], data: unknown): string {
  if (path.length === 0) return '';
  const words = walk(schema, path, data).flatMap((step) => (step.word === null ? [] : [step.word]));
  return `${words.join(' → ')} (${path.map(String).join('.')})`;
}

/**
 * The description of the field at a path, from the collection's JSON Schema; for a block as a whole (its place in
 * the list, or a type that is no block's), the description of the list of blocks.
 */
function hintAt(schema: Described, path: readonly PropertyKey[], data: unknown): string | undefined {
  const steps = walk(schema, path, data);
  const last = steps.at(-1);
  if (last?.node?.description) return last.node.description;
  const block = steps.findLast((step) => step.blocks);
  const atBlock = block && (block === last || !block.node);
  return atBlock ? block.blocks?.description : undefined;
}

/** A known field as a message lists it: its name, with the editor's label when that is more than the name in other letters. */
function knownField(name: string, field: Described): string {
  const label = field.title ?? labelOf(name);
  return field.const !== undefined || label.replace(/\s/g, '').toLowerCase() === name.toLowerCase() ? name : `${name} (${label})`;
}

/** The known field a misspelt one is close to (two edits at most, or the same but for its case); undefined when none is. */
function meantField(typed: string, known: readonly string[]): string | undefined {
  const same = known.find((name) => name.toLowerCase() === typed.toLowerCase());
  if (same !== undefined) return same;
  const ranked = known.map((name) => ({ name, distance: editDistance(typed, name) })).filter(({ distance }) => distance <= 2);
  return ranked.sort((a, b) => a.distance - b.distance)[0]?.name;
}

/**
 * The fields a file or a group of its fields has that its schema does not know, each with the known field it is
 * close to, and the fields it does know (the schema's, so a field added to a schema is listed without a change here).
 */
function unknownFields(keys: readonly string[], schema: Described, path: readonly PropertyKey[], data: unknown): string {
  const last = path.length === 0 ? undefined : walk(schema, path, data).at(-1);
  const object = path.length === 0 ? schema : last?.node;
  const fields = Object.entries(object?.properties ?? {});
  const named = keys.map((key) => {
    const meant = meantField(
      key,
      fields.map(([name]) => name),
    );
    return meant === undefined ? key : `${key} (did you mean “${meant}”?)`;
  });
  const one = keys.length === 1;
  const unknown = `has ${one ? 'a field' : 'fields'} the site does not know: ${named.join(', ')}.`;
  if (fields.length === 0) return `${unknown} Check the spelling, or remove ${one ? 'it' : 'them'}.`;
  const block = last?.blocks ? object?.title : undefined;
  const of = path.length === 0 ? 'this file' : block ? `${/^[aeiou]/i.test(block) ? 'an' : 'a'} ${block} block` : (last?.word ?? 'this group');
  return `${unknown} The fields of ${of} are: ${fields.map(([name, field]) => knownField(name, field)).join(', ')}. Check the spelling, or remove ${one ? 'it' : 'them'}.`;
}

/**
 * One schema issue in an editor's words; `collection` names what the file is in a message about its block types,
 * `schema` (the collection's JSON Schema) the fields an object knows in a message about one it does not.
 */
export function explain(issue: z.core.$ZodIssue, data: unknown, collection?: CollectionName, schema?: Described): string {
  const value = valueAt(data, issue.path);
  switch (issue.code) {
    case 'invalid_union': {
      // A list of blocks names a block by its `type`: zod reports one that is no block's at blocks.N.type.
      if (!issue.discriminator || !('options' in issue) || !issue.options) return issue.message;
      const types = issue.options.map(String).join(', ');
      const who = (collection && ENTRY_WORDS[collection]) ?? 'this file';
      return value === undefined
        ? `has no ${issue.discriminator}; a block needs one of the types ${who} may use: ${types}.`
        : `is ${kindOf(value)}, which is not a block type: ${types} (the types ${who} may use).`;
    }
    case 'invalid_type':
      if (value === undefined) return 'is missing; it is required.';
      if (issue.expected === 'date') return `is not a date: write it as YYYY-MM-DD, e.g. 2026-10-01 (it is ${kindOf(value)}).`;
      return `should be ${KINDS[issue.expected] ?? issue.expected}, but it is ${kindOf(value)}.`;
    case 'too_big':
    case 'too_small': {
      const limit = Number(issue.code === 'too_big' ? issue.maximum : issue.minimum);
      const most = issue.code === 'too_big';
      if (issue.origin === 'string') {
        const length = String(value).length;
        const off = Math.abs(length - limit);
        return issue.exact
          ? `is ${length} characters long; it must be exactly ${limit}.`
          : `is ${length} characters long; ${most ? `at most ${limit} are allowed (${off} too many)` : `at least ${limit} are needed (${off} too few)`}.`;
      }
      if (issue.origin === 'array') {
        const count = Array.isArray(value) ? value.length : 0;
        return issue.exact
          ? `has ${count} items; it must have exactly ${limit}.`
          : `has ${count} items; ${most ? `at most ${limit} are allowed` : `at least ${limit} are needed`}.`;
      }
      return `is ${String(value)}; the ${most ? 'highest' : 'lowest'} allowed is ${limit}.`;
    }
    case 'invalid_value':
      return `is ${kindOf(value)}, which is not one of the choices: ${issue.values.map(String).join(', ')}.`;
    case 'invalid_format':
      if (issue.format === 'email') return `is not an email address (it is ${kindOf(value)}).`;
      if (issue.format === 'url') return `is not a full web address starting with https:// (it is ${kindOf(value)}).`;
      // A pattern's own message says what the field should look like, e.g. "a service file name, e.g. permit-parking-system".
      if (issue.format === 'regex') return `is ${kindOf(value)}, which is not in the expected form: ${issue.message}.`;
      return `is not in the expected format (${issue.format}).`;
    case 'unrecognized_keys':
      return unknownFields(issue.keys, schema ?? {}, issue.path, data);
    default:
      return issue.message;
  }
}

/**
 * The composition rules of a page of content/pages (its file name picks them: the home page keeps its sections),
 * as issues at the block they name, or at the list as a whole.
 */
function pageCompositionIssues(file: string, data: unknown): z.core.$ZodIssue[] {
  const blocks = (data as { blocks?: readonly { readonly type: BlockType }[] } | undefined)?.blocks ?? [];
  // A translation (about-us.fr.md) is held to its English page's rules (about-us).
  return pageBlockProblems(fileLanguage(basename(file), 'md').name, blocks).map((problem) => ({
    code: 'custom',
    path: blocks[problem.index] ? ['blocks', problem.index] : ['blocks'],
    input: blocks,
    message: problem.message,
  }));
}

/** The problems of one file of a collection. */
export function checkFile(collection: CollectionName, file: string, text: string, root: string): ContentProblem[] {
  const markdown = SOURCES[collection].extension === 'md' ? splitFrontMatter(text) : { yaml: text, body: '' };
  if (markdown === null) return [{ file, field: '', message: 'does not start with its fields between two --- lines.' }];
  const { yaml, body } = markdown;
  let data: unknown;
  try {
    // Dates stay text here (the build's YAML reader would turn 2026-02-30 into March 2), so a day that
    // does not exist is caught below.
    data = parse(yaml);
  } catch (error) {
    // A Markdown file's YAML starts below its opening --- (splitFrontMatter takes it from the file's first line).
    return [{ file, field: '', message: yamlMistake(error, yaml, SOURCES[collection].extension === 'md' ? 1 : 0) }];
  }
  // Astro's image helper, as the check sees it: a path relative to the file, to a file that exists.
  const image = () =>
    z.string().refine((path) => existsSync(join(root, dirname(file), path)), {
      message: 'names an image file that is not in the repository; upload it again.',
    });
  const schema = SCHEMAS[collection]({ image } as unknown as Parameters<(typeof SCHEMAS)['services']>[0]);
  const hints = jsonSchemaOf(collection);
  const parsed = schema.safeParse(data ?? {});
  const schemaIssues = parsed.error?.issues ?? [];
  const reported = new Set(schemaIssues.map((issue) => issue.path.join('.')));
  const issues = [
    ...schemaIssues,
    ...(parsed.success ? translationIssues(collection, file, data, root, hints) : []),
    ...impossibleDates(hints, data).filter((issue) => !reported.has(issue.path.join('.'))),
    ...missingReferences(parsed.data, root),
    ...(collection === 'pages' && parsed.success ? pageCompositionIssues(file, parsed.data) : []),
    ...tabTitleIssues(collection, file, data, hints, root).filter((issue) => !reported.has(issue.path.join('.'))),
  ];
  const problems = issues.map((issue) => {
    const hint = hintAt(hints, issue.path, data);
    return { file, field: fieldName(hints, issue.path, data), message: `${explain(issue, data, collection, hints)}${hint ? ` Hint: ${hint}` : ''}` };
  });
  return BLOCKS_ONLY.has(collection) && body.trim() !== ''
    ? [...problems, { file, field: '', message: 'has text below its fields; a landing page shows only its blocks: put the text in a Text block.' }]
    : problems;
}

/**
 * A translation's mistakes (scripts/quality/translations.ts): no English file beside it, or a field that is the same
 * in every language written otherwise than in its English file. None for an English file.
 */
function translationIssues(collection: CollectionName, file: string, data: unknown, root: string, schema: JsonSchema): z.core.$ZodIssue[] {
  const { extension } = SOURCES[collection];
  const { name, language } = fileLanguage(basename(file), extension);
  if (language === DEFAULT_LANGUAGE) return [];
  const orphan = orphanMessage(basename(file), collection, root);
  if (orphan) return [{ code: 'custom', path: [], input: data, message: orphan }];
  const englishText = readFileSync(join(root, dirname(file), `${name}.${extension}`), 'utf8');
  let english: unknown;
  try {
    english = parse((extension === 'md' ? splitFrontMatter(englishText)?.yaml : englishText) ?? '');
  } catch {
    // The English file's own check reports its YAML mistake; nothing to compare with until it is fixed.
    return [];
  }
  const shared = sharedFieldNames(schema);
  return differences(english, data, shared).map((difference) => ({
    code: 'custom',
    path: [...difference.path],
    input: data,
    message: `${difference.message} (${LANGUAGES[language].name}, ${dirname(file)}/${name}.${extension})`,
  }));
}

/** The site's name (content/settings/site.yaml brand), added to every page's title; undefined when it cannot be read. */
function brandOf(root: string): string | undefined {
  const file = join(root, SOURCES.settings.folder, `site.${SOURCES.settings.extension}`);
  try {
    const brand: unknown = (parse(readFileSync(file, 'utf8')) as { brand?: unknown } | null)?.brand;
    return typeof brand === 'string' ? brand : undefined;
  } catch {
    // No settings, or settings that cannot be read: their own check says so.
    return undefined;
  }
}

/**
 * A page's title that fits its own limit but not the tab's once the site name is added (src/lib/page-title.ts): the
 * build's HTML check would refuse the page. Said with the numbers and the length to shorten it to.
 */
function tabTitleIssues(collection: CollectionName, file: string, data: unknown, schema: Described, root: string): z.core.$ZodIssue[] {
  // The collections that make pages give their title the seo field (src/lib/content-schema.ts).
  if (schema.properties?.['title']?.description !== seo.title.description) return [];
  const title = valueAt(data, ['title']);
  const brand = brandOf(root);
  if (typeof title !== 'string' || brand === undefined) return [];
  const home = collection === 'pages' && fileLanguage(basename(file), SOURCES[collection].extension).name === 'home';
  const shown = tabTitle(title, brand, home);
  if (shown.length <= TAB_TITLE_MOST) return [];
  const room = TAB_TITLE_MOST - (shown.length - title.length);
  const message = `is ${title.length} characters long; with the site name added, the browser tab and search results read “${shown}”, ${shown.length} characters, and at most ${TAB_TITLE_MOST} are allowed (${shown.length - TAB_TITLE_MOST} too many). Shorten the title to ${room} characters or fewer.`;
  return [{ code: 'custom', path: ['title'], input: title, message }];
}

/** The entries of a collection by file name, each with the name the site shows for it (its name, customer, heading or title). */
function entryNames(root: string, collection: CollectionName): Named[] {
  const { folder, extension } = SOURCES[collection];
  const files = existsSync(join(root, folder)) ? readdirSync(join(root, folder), { withFileTypes: true }) : [];
  const names = files.filter(
    (entry) => entry.isFile() && entry.name.endsWith(`.${extension}`) && fileLanguage(entry.name, extension).language === DEFAULT_LANGUAGE,
  );
  return names.map(({ name }) => {
    const text = readFileSync(join(root, folder, name), 'utf8');
    const yaml = extension === 'md' ? splitFrontMatter(text)?.yaml : text;
    let data: unknown;
    try {
      data = yaml === undefined ? undefined : parse(yaml);
    } catch {
      // A file whose fields cannot be read is suggested by its file name alone (its own check reports the mistake).
    }
    return { name: name.slice(0, -extension.length - 1), shown: shownName(data) };
  });
}

/**
 * References (content.config.ts's reference()) to a file that does not exist, e.g. a service renamed after an
 * industry named it, with the nearest names the collection has. The build also fails on them
 * (src/lib/references.ts, in the same words); this says so before it starts. `read` keeps each collection's names,
 * read only when a reference names no file.
 */
function missingReferences(
  value: unknown,
  root: string,
  path: PropertyKey[] = [],
  read: Map<CollectionName, Named[]> = new Map(),
): z.core.$ZodIssue[] {
  if (value === null || typeof value !== 'object' || value instanceof Date) return [];
  if (Array.isArray(value)) return value.flatMap((item, index) => missingReferences(item, root, [...path, index], read));
  const { collection, id } = value as { collection?: unknown; id?: unknown };
  if (typeof collection === 'string' && collection in SOURCES && typeof id === 'string') {
    const source = SOURCES[collection as CollectionName];
    if (existsSync(join(root, source.folder, `${id}.${source.extension}`))) return [];
    const names = read.get(collection as CollectionName) ?? entryNames(root, collection as CollectionName);
    read.set(collection as CollectionName, names);
    return [{ code: 'custom', path, input: id, message: missingFileMessage(id, source, names) }];
  }
  return Object.entries(value).flatMap(([key, item]) => missingReferences(item, root, [...path, key], read));
}

/** Date fields written as YYYY-MM-DD whose day does not exist (2026-02-30), which a date reader would roll over. */
function impossibleDates(schema: Described & { readonly format?: string }, data: unknown): z.core.$ZodIssue[] {
  const fields = Object.entries((schema.properties ?? {}) as Record<string, { format?: string }>).filter(([, field]) => field.format === 'date');
  return fields.flatMap(([name]) => {
    const value = valueAt(data, [name]);
    if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return [];
    const date = new Date(`${value}T00:00:00Z`);
    if (!Number.isNaN(date.getTime()) && date.toISOString().startsWith(value)) return [];
    const issue: z.core.$ZodIssue = { code: 'invalid_type', expected: 'date', path: [name], message: 'Invalid date', input: value };
    return [issue];
  });
}

/** The problems of every content file under a project root. */
export async function checkContent(root: string): Promise<ContentProblem[]> {
  const problems: ContentProblem[] = [];
  for (const [collection, { folder, extension }] of Object.entries(SOURCES) as [CollectionName, (typeof SOURCES)[CollectionName]][]) {
    const names = (await readdir(join(root, folder)).catch(() => [] as string[])).filter((name) => name.endsWith(`.${extension}`)).sort();
    for (const name of names) {
      const file = `${folder}/${name}`;
      problems.push(...checkFile(collection, file, await readFile(join(root, file), 'utf8'), root));
    }
  }
  return problems;
}

/** The problems as lines an editor reads in the CI log. */
export function report(problems: readonly ContentProblem[]): string {
  return problems.map((problem) => `${problem.file}: ${problem.field ? `${problem.field} ` : ''}${problem.message}`).join('\n');
}

/** The deploy the check judges as when CONTEXT does not name one: the live site's. */
const LIVE = 'production';

/** A deploy that shows samples and drafts, for the line that says what a preview would accept. */
const PREVIEW = 'deploy-preview';

if (import.meta.main) {
  const { values } = parseArgs({ options: { root: { type: 'string', default: '.' } } });
  // Judged as the live deploy (what production leaves out) unless CONTEXT names another one, as Netlify's build sets it
  // (deploy-preview, branch-deploy): then as that deploy will judge.
  const context = process.env['CONTEXT'] || LIVE;
  const own = await checkContent(values.root);
  const across = await compositionProblems(values.root, context);
  const problems = [...own, ...across];
  // What the editor should know but does not stop the deploy (a link to a landing that expires), said first.
  const warnings = await compositionWarnings(values.root, context);
  if (warnings.length > 0)
    console.log(
      `Content check: ${warnings.length} note${warnings.length === 1 ? '' : 's'} to read (they do not stop the deploy):\n${report(warnings)}`,
    );
  if (problems.length > 0) {
    const preview = context === LIVE ? await compositionProblems(values.root, PREVIEW) : across;
    const accepted = across.length - preview.length;
    console.error(
      `Content check (as the live site will judge): ${problems.length} mistake${problems.length === 1 ? '' : 's'} to fix before this change can go live:\n${report(problems)}`,
    );
    if (context === LIVE && accepted > 0)
      console.error(
        `A preview build (a deploy preview, a branch deploy, npm start) would accept ${accepted === problems.length ? (accepted === 1 ? 'it' : 'all of them') : `${accepted} of them`}: it shows samples and drafts, which the live site leaves out. CONTEXT=${PREVIEW} npm run check:content judges as a preview.`,
      );
    process.exit(1);
  }
  console.log(
    `Content check: every file of content/ follows the rules of src/content.config.ts, as the ${context === LIVE ? 'live site' : `${context} deploy`} will judge.`,
  );
  // What a visitor of each language still reads in English (a report, not a mistake): the collections the site shows
  // translated (src/content.config.ts's translations), each entry without its file in that language.
  for (const [language, lists] of untranslated(values.root, TRANSLATED_COLLECTIONS)) {
    const missing = lists.filter((list) => list.names.length > 0);
    console.log(
      missing.length === 0
        ? `${LANGUAGES[language].name} (${language}): everything is translated.`
        : `${LANGUAGES[language].name} (${language}), still in English: ${missing.map((list) => `${list.names.length} of ${SOURCES[list.collection].folder}/ (${list.names.join(', ')})`).join('; ')}.`,
    );
  }
}
