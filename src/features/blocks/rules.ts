/**
 * The mistakes of a composition that one file's schema cannot see, because they read other files: a landing at
 * an address the site already has, a payback estimate of a service without a payback model, a link to an address
 * the site does not have, and, in a production build, a published page naming what production leaves out (a
 * sample story or integration, a draft or sample landing). Each is told as the content check tells a schema's
 * (scripts/quality/content.ts): the file, the field as the editor labels it, the rule in an editor's words.
 *
 * Free of astro:content, so plain Node (the content check) runs it: it reads the files of content/, src/pages
 * and public/ itself, each once, and every look-up is in a set or a map, so its time grows with the files.
 */
import type { Dirent } from 'node:fs';
import { readFile, readdir } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { z } from 'astro/zod';
import { markdownToMdast } from 'satteri';
import { CORE_SCHEMA, load } from 'js-yaml';
import { SOURCES, type CollectionName } from '../../lib/content-schema.ts';
import { fileLanguage } from '../../i18n/content-files.ts';
import { DEFAULT_LANGUAGE } from '../../i18n/languages.ts';
import { routeRules } from '../../lib/routes.ts';
import { showsSamples } from '../../lib/samples.ts';
import { PAGES_WITH_STEPS, PAGES_WITHOUT_FEATURES } from '../../lib/page-schema.ts';
import { labelOf } from '../../lib/field-label.ts';
import type { JsonField } from '../../lib/json-schema.ts';
import { splitFrontMatter } from '../../lib/front-matter.ts';
import { listOfNames, nearestNames } from '../../lib/nearest-names.ts';
import { dayIn } from '../../lib/time-zone.ts';
// A landing's dates, as the landings capability reads them: its rule module imports nothing of astro:content.
// eslint-disable-next-line parkcloud/feature-doors -- see above: one pure rule, not a copy of it.
import { campaignStage, dayOf, expiredTarget, spokenDay, type CampaignDates } from '../landings/campaign.ts';
import { blockField } from './field-names.ts';
import { BLOCK_LABELS, landingBlock, pageBlock } from './schema.ts';
// A topic's address, as the resources capability makes it: its rules module imports nothing, so plain Node (the
// content check) loads it, which its door (it also reads astro:content) would not.
// eslint-disable-next-line parkcloud/feature-doors -- see above: one pure function, not a copy of it.
import { tagSlug } from '../resources/resources.ts';

/** One mistake in one file, as the content check reports it (its ContentProblem). */
export interface ContentProblem {
  /** The file, relative to the project root, e.g. "content/landings/spring.md". */
  readonly file: string;
  /** The field as the editor shows it, e.g. "Blocks → block 3 (Payback estimate) → Service (blocks.2.service)"; empty for the whole file. */
  readonly field: string;
  /** The rule, in an editor's words. */
  readonly message: string;
}

/** What a landing's file name must look like to be an address: lowercase words joined by single hyphens. */
export const LANDING_SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/**
 * The names the build writes at the top of the output beside the pages (Astro's assets, the search index of
 * src/build/search-index.ts, the sitemap, Netlify's rules, /.well-known/security.txt): no landing may take them.
 */
const BUILD_OUTPUT = ['_astro', 'pagefind', 'sitemap-index.xml', 'sitemap-0.xml', '_redirects', '_headers', '.well-known', '404.html'];

/** The redirect table's placeholder configuration: only the rules' `from` paths matter here, never their targets. */
const PLACEHOLDER_ROUTES = { newsUrl: 'https://example.com', parkNPlayUrl: 'https://example.com', parkNPlayCitationUrl: 'https://example.com' };

/** How an address that takes any one last segment is written among the site's addresses (/reset-password/:param). */
const ANY_SEGMENT = ':param';

/** The fields of one Markdown or YAML file. */
type Data = Readonly<Record<string, unknown>>;

/** One file of a collection: its name without the extension, its path from the root, its fields and its Markdown. */
interface Entry {
  readonly id: string;
  readonly file: string;
  readonly data: Data;
  readonly body: string;
}

/** What the rules read of a project, each file once. */
interface SiteFiles {
  readonly pages: readonly Entry[];
  readonly landings: readonly Entry[];
  readonly services: ReadonlyMap<string, Data>;
  readonly stories: ReadonlyMap<string, Data>;
  readonly integrations: ReadonlyMap<string, Data>;
  readonly resources: ReadonlyMap<string, Data>;
  readonly industries: readonly string[];
  /** The files of src/pages, relative to it with / between folders, e.g. "services/[slug].astro". */
  readonly routeFiles: readonly string[];
  /** The files of public/, relative to it, e.g. "favicon.svg", "admin/not-set-up.css". */
  readonly publicFiles: readonly string[];
  /** The day the rules judge on, in the site's time zone (YYYY-MM-DD): the landings' dates are read against it. */
  readonly today: string;
}

/** The files under a folder, relative to it with / between folders; none when it does not exist. */
async function filesUnder(folder: string): Promise<string[]> {
  const entries: Dirent[] = await readdir(folder, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => relative(folder, join(entry.parentPath, entry.name)).split(sep).join('/'))
    .sort();
}

/**
 * The fields of a file as an object; none when they are not valid YAML (the schema check reports that). Read with
 * js-yaml, as Astro reads front matter, in YAML's core schema (dates stay text): a sixth of the time of the yaml
 * package, which took 1 ms of each landing's build.
 */
function fieldsOf(yaml: string): Data {
  try {
    const data: unknown = load(yaml, { schema: CORE_SCHEMA });
    return data !== null && typeof data === 'object' && !Array.isArray(data) ? (data as Data) : {};
  } catch {
    return {};
  }
}

/** Every file of a collection, read once. */
async function readCollection(root: string, collection: CollectionName): Promise<Entry[]> {
  const { folder, extension } = SOURCES[collection];
  // The English files: a translation (about-us.fr.md) is its English entry's text in a language, no entry of its own.
  const names = (await readdir(join(root, folder)).catch(() => [] as string[]))
    .filter((name) => name.endsWith(`.${extension}`) && fileLanguage(name, extension).language === DEFAULT_LANGUAGE)
    .sort();
  return Promise.all(
    names.map(async (name) => {
      const file = `${folder}/${name}`;
      const text = await readFile(join(root, file), 'utf8');
      const parts = extension === 'md' ? splitFrontMatter(text) : { yaml: text, body: '' };
      return { id: name.slice(0, -extension.length - 1), file, data: parts ? fieldsOf(parts.yaml) : {}, body: parts?.body ?? '' };
    }),
  );
}

const byId = (entries: readonly Entry[]): Map<string, Data> => new Map(entries.map((entry) => [entry.id, entry.data]));

/** The site's time zone (content/settings/site.yaml timeZone), the settings schema's default when it names none. */
async function timeZoneOf(root: string): Promise<string> {
  const text = await readFile(join(root, SOURCES.settings.folder, `site.${SOURCES.settings.extension}`), 'utf8').catch(() => '');
  const zone = fieldsOf(text)['timeZone'];
  return typeof zone === 'string' ? zone : 'America/New_York';
}

/** The day it is at `now` in the site's time zone; a zone no runtime knows (the content check says so) counts as UTC. */
async function dayOfSite(root: string, now: Date): Promise<string> {
  const zone = await timeZoneOf(root);
  try {
    return dayIn(now, zone);
  } catch {
    return dayIn(now, 'UTC');
  }
}

async function readSite(root: string, now: Date): Promise<SiteFiles> {
  const [pages, landings, services, stories, integrations, resources, industries, routeFiles, publicFiles, today] = await Promise.all([
    readCollection(root, 'pages'),
    readCollection(root, 'landings'),
    readCollection(root, 'services'),
    readCollection(root, 'stories'),
    readCollection(root, 'integrations'),
    readCollection(root, 'resources'),
    // An industry's page needs only its file name.
    readdir(join(root, SOURCES.industries.folder)).catch(() => [] as string[]),
    filesUnder(join(root, 'src', 'pages')),
    filesUnder(join(root, 'public')),
    dayOfSite(root, now),
  ]);
  return {
    pages,
    landings,
    services: byId(services),
    stories: byId(stories),
    integrations: byId(integrations),
    resources: byId(resources),
    industries: industries
      .filter(
        (name) => name.endsWith(`.${SOURCES.industries.extension}`) && fileLanguage(name, SOURCES.industries.extension).language === DEFAULT_LANGUAGE,
      )
      .map((name) => name.replace(/\.[^.]+$/, '')),
    routeFiles: routeFiles.filter((file) => !/\.(test|d)\.ts$/.test(file) && !file.split('/').some((part) => part.startsWith('_'))),
    publicFiles,
    today,
  };
}

/** The address a route file of src/pages builds ('robots.txt.ts' → /robots.txt, 'services/index.astro' → /services); null when it takes parameters. */
function staticRoute(file: string): string | null {
  const path = /^(.*)\.(astro|md|mdx|ts|js)$/.exec(file)?.[1];
  if (path === undefined || path.includes('[')) return null;
  return `/${path}`.replace(/\/index$/, '') || '/';
}

/** The page of content/pages a route file builds itself ('contact-us.astro', 'services/index.astro', 'customers/[...story].astro'), as [page].astro leaves it. */
function pageOfRoute(file: string): string | null {
  const name = /^([^/[]+?)(\/index|\/\[\.\.\.[^\]]+\])?\.astro$/.exec(file)?.[1];
  return name === 'index' ? 'home' : (name ?? null);
}

const isSample = (data: Data | undefined): boolean => data?.['sample'] === true;
const isDraft = (data: Data | undefined): boolean => data?.['draft'] === true;

/** A landing's dates as its file writes them (YYYY-MM-DD); a value of another kind is the schema check's to refuse. */
function datesOf(
  data: Data,
): CampaignDates & { readonly publishFrom?: string | undefined; readonly expires?: string | undefined; readonly expiresTo?: string } {
  const text = (key: string) => {
    const value = data[key];
    return typeof value === 'string' && /^\d{4}-\d{2}-\d{2}/.test(value) ? value : value instanceof Date ? dayOf(value) : undefined;
  };
  const expiresTo = data['expiresTo'];
  return { publishFrom: text('publishFrom'), expires: text('expires'), ...(typeof expiresTo === 'string' ? { expiresTo } : {}) };
}

/** Why production leaves a landing out on `today`, or null when it publishes it (an expired one is in no build: see `isOver`). */
function landingLeftOut(data: Data, today: string): string | null {
  if (isDraft(data)) return 'a draft landing page';
  if (isSample(data)) return 'a sample landing page';
  const { publishFrom } = datesOf(data);
  return campaignStage(datesOf(data), today) === 'scheduled' && publishFrom ? `a landing page that goes live on ${spokenDay(publishFrom)}` : null;
}

/** Whether a landing's campaign is over on `today`: no build has it, and its address redirects. */
const isOver = (data: Data, today: string): boolean => campaignStage(datesOf(data), today) === 'over';

/**
 * Every address of the site, each with why a production build leaves it out (null when every build has it): the
 * route files, the redirect table's addresses, public/'s files, the pages, the landings and the pages each
 * collection makes (src/pages' dynamic routes: services, industries, customers' stories, integrations, articles
 * and their topics).
 */
function siteMap(site: SiteFiles): Map<string, string | null> {
  const addresses = new Map<string, string | null>();
  const add = (path: string, leftOut: string | null = null) => {
    if (addresses.get(path) !== null) addresses.set(path, leftOut);
  };
  /** A list page of a collection, built while any entry is published. */
  const list = (path: string, entries: ReadonlyMap<string, Data>, what: string) => {
    if (entries.size === 0) return;
    add(path, [...entries.values()].some((data) => !isSample(data)) ? null : `the ${what} page (every one a sample)`);
  };
  for (const file of site.routeFiles) {
    const path = staticRoute(file);
    if (path !== null) add(path);
  }
  for (const { from } of routeRules(PLACEHOLDER_ROUTES)) {
    if (from.endsWith('*')) continue; // A fallback for addresses that do not exist, not an address itself.
    add(normalPath(from.replace(/\/:[a-z]+$/i, `/${ANY_SEGMENT}`)));
  }
  for (const file of site.publicFiles) add(`/${file}`);
  const ownRoutes = new Set(site.routeFiles.map(pageOfRoute));
  for (const page of site.pages) if (!ownRoutes.has(page.id)) add(page.id === 'home' ? '/' : `/${page.id}`);
  // An expired landing's address still answers, with its redirect: a link to it is warned about, not refused.
  for (const landing of site.landings) add(`/${landing.id}`, landingLeftOut(landing.data, site.today));
  for (const id of site.services.keys()) add(`/services/${id}`);
  for (const id of site.industries) add(`/industries/${id}`);
  list('/customers', site.stories, 'customers’ stories');
  for (const [id, data] of site.stories) add(`/customers/${id}`, isSample(data) ? 'a sample customer’s story' : null);
  list('/integrations', site.integrations, 'integrations');
  list('/resources', site.resources, 'articles');
  for (const [id, data] of site.resources) {
    const leftOut = isSample(data) ? 'a sample article' : null;
    add(`/resources/${id}`, leftOut);
    const tags = data['tags'];
    for (const tag of Array.isArray(tags) ? tags : [])
      if (typeof tag === 'string') add(`/resources/tags/${tagSlug(tag)}`, leftOut && 'a topic of sample articles only');
  }
  return addresses;
}

/**
 * The addresses a build with this context publishes (every build but `CONTEXT=production` publishes the samples
 * and drafts), as paths without a query, an anchor or a closing slash: "/", "/contact-us", "/services/promotion".
 * An address that takes any last segment is written with ":param" ("/reset-password/:param").
 */
export async function siteAddresses(root: string, { context, now = new Date() }: { context: string | undefined; now?: Date }): Promise<Set<string>> {
  return publishedIn(siteMap(await readSite(root, now)), context);
}

function publishedIn(addresses: ReadonlyMap<string, string | null>, context: string | undefined): Set<string> {
  const samples = showsSamples(context);
  return new Set([...addresses].filter(([, leftOut]) => samples || leftOut === null).map(([path]) => path));
}

/** A path as the site's addresses are written: without its closing slash. */
function normalPath(path: string): string {
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}

/** Where a link leads: an address of this site, elsewhere (another site, an email, a phone, an anchor), or nowhere (no leading / and no scheme). */
type LinkTarget = { readonly kind: 'site'; readonly path: string } | { readonly kind: 'elsewhere' | 'relative' };

function linkTarget(url: string): LinkTarget {
  if (url === '' || url.startsWith('#') || url.startsWith('//') || /^[a-z][a-z0-9+.-]*:/i.test(url)) return { kind: 'elsewhere' };
  if (!url.startsWith('/')) return { kind: 'relative' };
  const path = url.split(/[?#]/)[0] ?? url;
  try {
    return { kind: 'site', path: normalPath(decodeURI(path)) };
  } catch {
    return { kind: 'site', path: normalPath(path) };
  }
}

/** The address among the site's that serves a path: itself, or the rule taking any last segment below its folder. */
function servedBy(path: string, addresses: { has(path: string): boolean }): string | undefined {
  if (addresses.has(path)) return path;
  const parent = `${path.slice(0, path.lastIndexOf('/'))}/${ANY_SEGMENT}`;
  return path !== '/' && addresses.has(parent) ? parent : undefined;
}

/** A node of the Markdown tree, as far as links go. */
interface MarkdownNode {
  readonly type: string;
  readonly url?: string;
  readonly children?: readonly MarkdownNode[];
}

/** Every link target of a text of Markdown, as written: inline links, autolinks and reference definitions; none in code. */
function linkTargets(markdown: string): string[] {
  const targets: string[] = [];
  const visit = (node: MarkdownNode) => {
    if ((node.type === 'link' || node.type === 'definition') && typeof node.url === 'string') targets.push(node.url);
    for (const child of node.children ?? []) visit(child);
  };
  visit(markdownToMdast(markdown));
  return targets;
}

/**
 * The link targets of a text of Markdown that lead nowhere on the site, as written and each once: a site-relative
 * link (/x, /x#y, /x?y) that is none of `addresses` (siteAddresses), or a link with neither a leading / nor a
 * scheme (e.g. "request-a-demo", "www.example.com"). Other sites, mailto:, tel: and #anchors are not checked.
 */
export function linksOutside(markdown: string, addresses: ReadonlySet<string>): string[] {
  return [
    ...new Set(
      linkTargets(markdown).filter((url) => {
        const target = linkTarget(url);
        return target.kind === 'relative' || (target.kind === 'site' && servedBy(target.path, addresses) === undefined);
      }),
    ),
  ];
}

/** Why each top-level name of the site is taken, by what. */
function takenMap(site: SiteFiles): Map<string, string> {
  const taken = new Map<string, string>();
  const take = (name: string, by: string) => {
    if (name !== '' && !name.startsWith('[') && !taken.has(name)) taken.set(name, by);
  };
  for (const page of site.pages) take(page.id, `the page of ${page.file}`);
  for (const file of site.routeFiles) {
    const [first = '', ...rest] = file.split('/');
    take(rest.length > 0 ? first : first.replace(/\.(astro|md|mdx|ts|js)$/, ''), `a page the site builds from src/pages/${file}`);
  }
  for (const { from } of routeRules(PLACEHOLDER_ROUTES)) take(from.split('/')[1] ?? '', `an address of the redirect table (${from})`);
  taken.delete('*');
  for (const file of site.publicFiles) take(file.split('/')[0] ?? '', `a file the site serves from public/${file}`);
  for (const name of BUILD_OUTPUT) take(name, 'a file the build writes');
  return taken;
}

/**
 * The top-level addresses a landing may not take ("/contact-us", "/services", "/news", "/robots.txt", …), each
 * with what holds it: the pages of content/pages, the route files and folders of src/pages, the redirect table's
 * addresses, public/'s files and folders and what the build writes beside them.
 */
export async function takenAddresses(root: string): Promise<Map<string, string>> {
  return new Map([...takenMap(await readSite(root, new Date()))].map(([name, by]) => [`/${name}`, by]));
}

/** A JSON Schema as far as finding its Markdown fields goes. */
type JsonNode = JsonField;

/** The paths of a schema's Markdown fields (meta widget 'markdown'), '*' for every item of a list: [['items', '*', 'answer']]. */
function markdownPaths(node: JsonNode, path: readonly string[] = []): string[][] {
  if (node.widget === 'markdown') return [[...path]];
  return [
    ...Object.entries(node.properties ?? {}).flatMap(([key, field]) => markdownPaths(field, [...path, key])),
    ...(node.items ? markdownPaths(node.items, [...path, '*']) : []),
    ...[...(node.anyOf ?? []), ...(node.oneOf ?? [])].flatMap((option) => markdownPaths(option, path)),
  ];
}

/** The paths of a schema's references, each with the collection it names, '*' for every item of a list. */
function referencePaths(node: JsonNode, path: readonly string[] = []): { path: string[]; collection: string }[] {
  if (node.reference) return [{ path: [...path], collection: node.reference }];
  return [
    ...Object.entries(node.properties ?? {}).flatMap(([key, field]) => referencePaths(field, [...path, key])),
    ...(node.items ? referencePaths(node.items, [...path, '*']) : []),
    ...[...(node.anyOf ?? []), ...(node.oneOf ?? [])].flatMap((option) => referencePaths(option, path)),
  ];
}

/** What the rules read of each block type's schema: its Markdown fields and its references. */
interface BlockFields {
  readonly markdown: readonly string[][];
  readonly references: readonly { readonly path: readonly string[]; readonly collection: string }[];
}

let fieldsOfType: ReadonlyMap<string, BlockFields> | undefined;

/**
 * Each block type's Markdown fields and references, from the blocks' schemas: a new block's Markdown is checked, and
 * the entries it names held to what production publishes, without a change here.
 */
function blockFields(type: string): BlockFields {
  fieldsOfType ??= new Map(
    [...landingBlock.options, ...pageBlock.options].map((block) => {
      const schema = z.toJSONSchema(block, { io: 'input', unrepresentable: 'any' }) as JsonNode;
      return [block.shape.type.value, { markdown: markdownPaths(schema), references: referencePaths(schema) }];
    }),
  );
  return fieldsOfType.get(type) ?? { markdown: [], references: [] };
}

/** The collections that have samples, each with what an editor calls one of them. */
const SAMPLES_OF: Readonly<Record<string, { readonly files: (site: SiteFiles) => ReadonlyMap<string, Data>; readonly what: string }>> = {
  stories: { files: (site) => site.stories, what: 'a sample customer’s story' },
  integrations: { files: (site) => site.integrations, what: 'a sample integration' },
  resources: { files: (site) => site.resources, what: 'a sample article' },
};

/** The text values at a path ('*' for every item of a list), with their concrete paths. */
function valuesAt(value: unknown, path: readonly string[], at: (string | number)[] = []): { path: (string | number)[]; text: string }[] {
  const [key, ...rest] = path;
  if (key === undefined) return typeof value === 'string' ? [{ path: at, text: value }] : [];
  if (key === '*') return Array.isArray(value) ? value.flatMap((item, index) => valuesAt(item, rest, [...at, index])) : [];
  return value !== null && typeof value === 'object' ? valuesAt((value as Data)[key], rest, [...at, key]) : [];
}

/** The problems of a landing's file name: not an address, or an address the site already has. */
function addressProblems(landing: Entry, taken: ReadonlyMap<string, string>): ContentProblem[] {
  if (!LANDING_SLUG.test(landing.id))
    return [
      {
        file: landing.file,
        field: '',
        message: `has a file name that cannot be a page's address (/${landing.id}): use lowercase letters, digits and single hyphens only, e.g. spring-offer.md.`,
      },
    ];
  const by = taken.get(landing.id);
  return by
    ? [
        {
          file: landing.file,
          field: '',
          message: `has the address /${landing.id}, which the site already has (${by}); rename the file, since its name is the page's address.`,
        },
      ]
    : [];
}

/** What the rules of one file's blocks and Markdown need to know of the site. */
interface Knowledge {
  readonly site: SiteFiles;
  /** Every address with why production leaves it out. */
  readonly addresses: ReadonlyMap<string, string | null>;
  /** Every address, and those this build publishes. */
  readonly all: ReadonlySet<string>;
  readonly published: ReadonlySet<string>;
  readonly context: string | undefined;
  /** The services that have a payback model. */
  readonly withModel: readonly string[];
}

/**
 * The addresses of the site nearest to a link's path that is none of them, each with the link's query and anchor
 * ("/request-a-demo#form"); the rules taking any last segment are no address to link to.
 */
function nearestAddresses(url: string, path: string, addresses: ReadonlySet<string>): string[] {
  const rest = url.slice((url.split(/[?#]/)[0] ?? url).length);
  const candidates = [...addresses].filter((address) => !address.includes(ANY_SEGMENT)).map((address) => ({ name: address }));
  return nearestNames(path, candidates).map(({ name }) => `${name}${rest}`);
}

/**
 * The problems of the links of one text of Markdown; `strict` when the file is published in a production build.
 * A link to no page names the nearest addresses the build publishes.
 */
function linkProblems(file: string, field: string, markdown: string, strict: boolean, known: Knowledge): ContentProblem[] {
  const addresses = strict ? known.published : known.all;
  return linksOutside(markdown, addresses).map((url) => {
    const target = linkTarget(url);
    if (target.kind !== 'site')
      return {
        file,
        field,
        message: `links to “${url}”, which is no address: start a page of this site with / (e.g. /request-a-demo) and another site with https://.`,
      };
    const served = servedBy(target.path, known.addresses);
    const leftOut = served === undefined ? undefined : known.addresses.get(served);
    if (leftOut)
      return { file, field, message: `links to ${url}, ${leftOut}, which production leaves out; link to a published page, or remove the link.` };
    const near = nearestAddresses(url, target.path, addresses).map((name) => ({ name }));
    const advice =
      near.length > 0
        ? `did you mean ${listOfNames(near, { quoted: false })}?`
        : 'check the address, e.g. /request-a-demo or /services/monthly-parking-system.';
    return { file, field, message: `links to ${url}, which is no page of the site; ${advice}` };
  });
}

/** The problems of one file's blocks (a landing's or a page's `blocks`); `strict` when the file is published in a production build. */
function blockProblems(
  entry: Entry,
  strict: boolean,
  known: Knowledge,
  linkCheck: (field: string, markdown: string) => ContentProblem[],
): ContentProblem[] {
  const blocks = entry.data['blocks'];
  if (!Array.isArray(blocks)) return [];
  const { services } = known.site;
  const { withModel } = known;
  const problems: ContentProblem[] = [];
  blocks.forEach((block: unknown, index) => {
    if (block === null || typeof block !== 'object') return;
    const data = block as Data;
    const type = typeof data['type'] === 'string' ? data['type'] : '';
    const service = data['service'];
    // A service that does not exist is the content check's (a reference with no file); here only one without a model.
    if (type === 'payback' && typeof service === 'string' && services.has(service) && services.get(service)?.['payback'] === undefined) {
      problems.push({
        file: entry.file,
        field: blockField(index, type, ['service']),
        message: `names “${service}”, which has no payback model; add one to content/services/${service}.md, or choose a service that has one${withModel.length > 0 ? ` (${withModel.join(', ')})` : ''}.`,
      });
    }
    const fields = blockFields(type);
    // Production publishes no sample: a published page may name none, wherever the block names it.
    if (strict)
      for (const { path, collection } of fields.references) {
        const samples = Object.hasOwn(SAMPLES_OF, collection) ? SAMPLES_OF[collection] : undefined;
        if (!samples) continue;
        for (const { path: at, text: id } of valuesAt(data, path))
          if (isSample(samples.files(known.site).get(id)))
            problems.push({
              file: entry.file,
              field: blockField(index, type, at),
              message: `names “${id}”, ${samples.what}, which production leaves out; choose a published one, or remove it before the page goes live.`,
            });
      }
    for (const path of fields.markdown)
      for (const { path: at, text } of valuesAt(data, path)) problems.push(...linkCheck(blockField(index, type, at), text));
  });
  return problems;
}

/** The problems of one page or landing: its blocks and the Markdown of its text. */
function fileProblems(entry: Entry, published: boolean, known: Knowledge): ContentProblem[] {
  // Production checks against what it publishes; every other build, and a file production leaves out, against every address.
  const strict = published && !showsSamples(known.context);
  const linkCheck = (field: string, markdown: string) => linkProblems(entry.file, field, markdown, strict, known);
  return [...blockProblems(entry, strict, known, linkCheck), ...(entry.body.trim() === '' ? [] : linkCheck('Text (body)', entry.body))];
}

/**
 * The fields of a page of content/pages that its route does not show: the feature cards on a page drawn by its own
 * route (PAGES_WITHOUT_FEATURES), the steps on any page but those that show them (PAGES_WITH_STEPS). Each names the
 * block that shows the same on any page.
 */
function unshownFieldProblems(page: Entry): ContentProblem[] {
  const why = Object.hasOwn(PAGES_WITHOUT_FEATURES, page.id) ? PAGES_WITHOUT_FEATURES[page.id] : undefined;
  const shown = (field: string) => page.data[field] !== undefined;
  return [
    ...(why
      ? (['features', 'featuresHeading'] as const).filter(shown).map((field) => ({
          file: page.file,
          field: `${labelOf(field)} (${field})`,
          message: `is not shown on this page: ${why}. Remove it, and add a ${BLOCK_LABELS.features} block to Blocks to show feature cards.`,
        }))
      : []),
    ...(shown('steps') && !PAGES_WITH_STEPS.includes(page.id)
      ? [
          {
            file: page.file,
            field: `${labelOf('steps')} (steps)`,
            message: `are shown only on ${PAGES_WITH_STEPS.map((id) => `/${id}`).join(', ')}. Remove them, and add a ${BLOCK_LABELS.steps} block to Blocks to show steps.`,
          },
        ]
      : []),
  ];
}

/**
 * Every mistake of the landings (content/landings) and pages (content/pages) that their own schemas cannot see:
 * a landing whose address is not one or is already the site's, a payback block of a service without a payback
 * model, a Markdown link to an address the site does not have, and in a production build (`context`
 * 'production', Netlify's CONTEXT) a published page naming a sample story or integration or linking to what
 * production leaves out (every other build shows samples and drafts, so accepts them); and a page's feature cards
 * or steps that its route does not show.
 */
export async function compositionProblems(root: string, context: string | undefined, now: Date = new Date()): Promise<ContentProblem[]> {
  const known = knowledgeOf(await readSite(root, now), context);
  const { site } = known;
  // A host may match an address whatever its case (/parknplay and /ParkNPlay), and visitors could not tell them apart.
  const taken = new Map([...takenMap(site)].map(([name, by]) => [name.toLowerCase(), by]));
  return [
    ...site.landings.flatMap((landing) => [
      ...addressProblems(landing, taken),
      ...dateProblems(landing, known),
      // An expired landing is in no build: its links are held to every address, as a draft's are.
      ...fileProblems(landing, landingLeftOut(landing.data, site.today) === null && !isOver(landing.data, site.today), known),
    ]),
    ...site.pages.flatMap((page) => [...unshownFieldProblems(page), ...fileProblems(page, true, known)]),
  ];
}

/** What the rules know of a site read once, judged as a build with this context. */
function knowledgeOf(site: SiteFiles, context: string | undefined): Knowledge {
  const addresses = siteMap(site);
  return {
    site,
    addresses,
    all: new Set(addresses.keys()),
    published: publishedIn(addresses, context),
    context,
    withModel: [...site.services].filter(([, fields]) => fields['payback'] !== undefined).map(([id]) => id),
  };
}

/**
 * The mistakes of a landing's dates: an expires on or before its publishFrom (it would never be live), an
 * expiresTo without an expires (it would never be used), and an expiresTo that is no page this build publishes,
 * or a landing that is over too (the visitor would be sent on again).
 */
function dateProblems(landing: Entry, known: Knowledge): ContentProblem[] {
  const { publishFrom, expires, expiresTo } = datesOf(landing.data);
  const field = (key: string) => `${labelOf(key)} (${key})`;
  const problems: ContentProblem[] = [];
  if (publishFrom && expires && dayOf(expires) <= dayOf(publishFrom))
    problems.push({
      file: landing.file,
      field: field('expires'),
      message: `is ${dayOf(expires)}, ${dayOf(expires) === dayOf(publishFrom) ? 'the same day as' : 'before'} Publish from (${dayOf(publishFrom)}), so the page would never be live. Expires is the first day the page is gone: set it after ${dayOf(publishFrom)}, e.g. the day after the campaign's last day.`,
    });
  if (expiresTo === undefined) return problems;
  if (!expires) {
    problems.push({
      file: landing.file,
      field: field('expiresTo'),
      message: `says where the address leads once the page has expired, but the page has no Expires date; add one, or remove Expires to.`,
    });
    return problems;
  }
  const target = linkTarget(expiresTo);
  const path = target.kind === 'site' ? target.path : undefined;
  const strict = !showsSamples(known.context);
  const served = path === undefined ? undefined : servedBy(path, strict ? known.published : known.all);
  const over = known.site.landings.find((other) => `/${other.id}` === path && isOver(other.data, known.site.today));
  const leftOut = path === undefined ? undefined : known.addresses.get(path);
  const why =
    path === `/${landing.id}`
      ? 'this page itself'
      : over
        ? 'a landing page that has expired too'
        : served === undefined
          ? leftOut
            ? `${leftOut}, which production leaves out`
            : `no page of the site${nearby(expiresTo, path, strict ? known.published : known.all)}`
          : undefined;
  if (why)
    problems.push({
      file: landing.file,
      field: field('expiresTo'),
      message: `is ${expiresTo}, ${why}; name a published page, e.g. /request-a-demo, or remove Expires to to send visitors to the home page (${expiredTarget(undefined)}).`,
    });
  return problems;
}

/** " (did you mean /request-a-demo?)" when addresses near a path that is none exist, as a link to no page is told; else nothing. */
function nearby(url: string, path: string | undefined, addresses: ReadonlySet<string>): string {
  const near = path === undefined ? [] : nearestAddresses(url, path, addresses).map((name) => ({ name }));
  return near.length > 0 ? ` (did you mean ${listOfNames(near, { quoted: false })}?)` : '';
}

/** Every text of Markdown of a page or landing (its blocks' Markdown fields and its body), with the field as the editor labels it. */
function markdownOf(entry: Entry): { field: string; text: string }[] {
  const blocks = Array.isArray(entry.data['blocks']) ? (entry.data['blocks'] as unknown[]) : [];
  return [
    ...blocks.flatMap((block, index) => {
      if (block === null || typeof block !== 'object') return [];
      const type = typeof (block as Data)['type'] === 'string' ? String((block as Data)['type']) : '';
      return blockFields(type).markdown.flatMap((path) =>
        valuesAt(block, path).map(({ path: at, text }) => ({ field: blockField(index, type, at), text })),
      );
    }),
    ...(entry.body.trim() === '' ? [] : [{ field: 'Text (body)', text: entry.body }]),
  ];
}

/**
 * What an editor should know but that does not stop a deploy: a published page or landing whose text links to a
 * landing that expires (from that day the link leads elsewhere) or has expired (it already does). Each names the
 * file, the field, the day and where the link will lead.
 */
export async function compositionWarnings(root: string, context: string | undefined, now: Date = new Date()): Promise<ContentProblem[]> {
  const { site, published } = knowledgeOf(await readSite(root, now), context);
  const expiring = new Map<string, { readonly expires: string; readonly to: string }>(
    site.landings.flatMap((landing) => {
      const { expires, expiresTo } = datesOf(landing.data);
      return expires ? [[`/${landing.id}`, { expires: dayOf(expires), to: expiredTarget(expiresTo) }] as const] : [];
    }),
  );
  const shown = [...site.pages, ...site.landings.filter((landing) => published.has(`/${landing.id}`) && !isOver(landing.data, site.today))];
  return shown.flatMap((entry) =>
    markdownOf(entry).flatMap(({ field, text }) =>
      [...new Set(linkTargets(text))].flatMap((url) => {
        const target = linkTarget(url);
        const landing = target.kind === 'site' ? expiring.get(target.path) : undefined;
        if (!landing || (target.kind === 'site' && target.path === `/${entry.id}`)) return [];
        const past = landing.expires <= site.today;
        return [
          {
            file: entry.file,
            field,
            message: past
              ? `links to ${url}, a landing page that expired on ${spokenDay(landing.expires)}: the link now leads to ${landing.to}. Link to ${landing.to} directly, or remove the link.`
              : `links to ${url}, a landing page that expires on ${spokenDay(landing.expires)}: from that day the link leads to ${landing.to}. Change or remove the link before then.`,
          },
        ];
      }),
    ),
  );
}
