/**
 * The content check of CI (npm run check:content, a stage of `npm test`): every file of
 * content/ against its collection's schema in src/content.config.ts, with each mistake told the way an
 * editor can act on it: the file, the field as the editor labels it, and the rule, in words.
 *   content/services/promotion.md: Title (title) is 75 characters long; at most 70 are allowed (5 too many).
 * The editor at /admin already enforces the limits, required fields and choices it can express; this
 * catches the rest (a commit made outside the editor, a date typed by hand, an image file that is
 * missing) before the build does, with a clearer message than the build's.
 */
import { existsSync } from 'node:fs';
import { readFile, readdir } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { parseArgs } from 'node:util';
import { z } from 'astro/zod';
import { parse } from 'yaml';
import { SCHEMAS, SOURCES, type CollectionName } from '../../src/content.config.ts';
import { jsonSchemaOf, labelOf } from '../../src/features/editor/index.build.ts';

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
}

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

/** "Features → item 2 → Title (features.1.title)", with the labels the editor shows. */
function fieldName(schema: Described, path: readonly PropertyKey[]): string {
  if (path.length === 0) return '';
  let node: Described | undefined = schema;
  const words = path.map((key) => {
    node = typeof key === 'number' ? node?.items : node?.properties?.[String(key)];
    return typeof key === 'number' ? `item ${key + 1}` : (node?.title ?? labelOf(String(key)));
  });
  return `${words.join(' → ')} (${path.map(String).join('.')})`;
}

/** The description of the field at a path, from the collection's JSON Schema. */
function hintAt(schema: Described, path: readonly PropertyKey[]): string | undefined {
  let node: Described | undefined = schema;
  for (const key of path) node = typeof key === 'number' ? node?.items : node?.properties?.[String(key)];
  return node?.description;
}

/** One schema issue in an editor's words. */
export function explain(issue: z.core.$ZodIssue, data: unknown): string {
  const value = valueAt(data, issue.path);
  switch (issue.code) {
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
      return `has ${issue.keys.length === 1 ? 'a field' : 'fields'} the site does not know: ${issue.keys.join(', ')}. Check the spelling, or remove ${issue.keys.length === 1 ? 'it' : 'them'}.`;
    default:
      return issue.message;
  }
}

/** The front matter of a Markdown file, or a problem when it has none. */
function frontMatter(text: string): string | null {
  return /^---\r?\n([\s\S]*?)\r?\n---(?:\r?\n|$)/.exec(text)?.[1] ?? null;
}

/** The problems of one file of a collection. */
export function checkFile(collection: CollectionName, file: string, text: string, root: string): ContentProblem[] {
  const yaml = SOURCES[collection].extension === 'md' ? frontMatter(text) : text;
  if (yaml === null) return [{ file, field: '', message: 'does not start with its fields between two --- lines.' }];
  let data: unknown;
  try {
    // Dates stay text here (the build's YAML reader would turn 2026-02-30 into March 2), so a day that
    // does not exist is caught below.
    data = parse(yaml);
  } catch (error) {
    return [{ file, field: '', message: `has fields that are not valid YAML: ${(error as Error).message.split('\n')[0]?.replace(/:$/, '.')}` }];
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
    ...impossibleDates(hints, data).filter((issue) => !reported.has(issue.path.join('.'))),
    ...missingReferences(parsed.data, root),
  ];
  return issues.map((issue) => {
    const hint = hintAt(hints, issue.path);
    return { file, field: fieldName(hints, issue.path), message: `${explain(issue, data)}${hint ? ` Hint: ${hint}` : ''}` };
  });
}

/**
 * References (content.config.ts's reference()) to a file that does not exist, e.g. a service renamed after an
 * industry named it. The build also fails on them (src/lib/references.ts); this says so before it starts.
 */
function missingReferences(value: unknown, root: string, path: PropertyKey[] = []): z.core.$ZodIssue[] {
  if (value === null || typeof value !== 'object' || value instanceof Date) return [];
  if (Array.isArray(value)) return value.flatMap((item, index) => missingReferences(item, root, [...path, index]));
  const { collection, id } = value as { collection?: unknown; id?: unknown };
  if (typeof collection === 'string' && collection in SOURCES && typeof id === 'string') {
    const { folder, extension } = SOURCES[collection as CollectionName];
    if (existsSync(join(root, folder, `${id}.${extension}`))) return [];
    return [{ code: 'custom', path, input: id, message: `names “${id}”, but ${folder}/${id}.${extension} does not exist. Check the spelling.` }];
  }
  return Object.entries(value).flatMap(([key, item]) => missingReferences(item, root, [...path, key]));
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

if (import.meta.main) {
  const { values } = parseArgs({ options: { root: { type: 'string', default: '.' } } });
  const problems = await checkContent(values.root);
  if (problems.length > 0) {
    console.error(
      `Content check: ${problems.length} mistake${problems.length === 1 ? '' : 's'} to fix before this change can go live:\n${report(problems)}`,
    );
    process.exit(1);
  }
  console.log('Content check: every file of content/ follows the rules of src/content.config.ts.');
}
