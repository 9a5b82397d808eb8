/**
 * The rules of articles and guides (content/resources) that need no content collection, so unit tests can
 * hold them: reading time, tag addresses, the tag index, and where each page of the section is.
 */

/** Words an operator reads in a minute of careful, work-related reading. */
export const WORDS_PER_MINUTE = 230;

/** The words of a Markdown body as a reader sees them: no link addresses, no markup. */
export function wordCount(markdown: string): number {
  const text = markdown
    .replace(/```[\s\S]*?```/g, ' ')
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/<[^>]+>/g, ' ')
    .replace(/^\s*\d+[.)]\s+/gm, ' ')
    .replace(/[#>*_`|~-]+/g, ' ');
  return text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

/** Whole minutes to read a body, at least one. */
export function readingMinutes(markdown: string): number {
  return Math.max(1, Math.round(wordCount(markdown) / WORDS_PER_MINUTE));
}

/** The part of a tag's address: "Monthly parking" → "monthly-parking", "PARCS & gates" → "parcs-and-gates". */
export function tagSlug(tag: string): string {
  return tag
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/'/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** The URL of the resources list, of one article, of a tag's page and of the feed. */
export const RESOURCES_PATH = '/resources';
export const resourceHref = (slug: string): string => `${RESOURCES_PATH}/${slug}`;
export const tagHref = (tag: string): string => `${RESOURCES_PATH}/tags/${tagSlug(tag)}`;
export const FEED_PATH = `${RESOURCES_PATH}/rss.xml`;

/** The fields of an article these rules read. */
export interface ResourceFlags {
  readonly id: string;
  readonly data: { readonly datePublished: Date; readonly tags: readonly string[] };
}

/** Articles with the newest first; articles of one day by their file name, so every build orders them alike. */
export function newestFirst<T extends ResourceFlags>(resources: readonly T[]): T[] {
  return [...resources].sort((a, b) => b.data.datePublished.getTime() - a.data.datePublished.getTime() || a.id.localeCompare(b.id));
}

/** One tag's page: its address part, its label as the newest article writes it, and its articles, newest first. */
export interface TagPage<T> {
  readonly slug: string;
  readonly label: string;
  readonly resources: T[];
}

/**
 * Every tag of the articles, with its articles: tags written differently that share an address ("ALPR" and
 * "alpr") are one tag. Ordered by how many articles carry them, then by label.
 */
export function tagIndex<T extends ResourceFlags>(resources: readonly T[]): TagPage<T>[] {
  const tags = new Map<string, TagPage<T>>();
  for (const resource of newestFirst(resources)) {
    for (const label of resource.data.tags) {
      const slug = tagSlug(label);
      const tag = tags.get(slug) ?? { slug, label, resources: [] };
      if (!tag.resources.includes(resource)) tag.resources.push(resource);
      tags.set(slug, tag);
    }
  }
  return [...tags.values()].sort((a, b) => b.resources.length - a.resources.length || a.label.localeCompare(b.label));
}

/** A publication date as the site writes it: "November 10, 2026" (the day as written in the file, in UTC). */
export function formatDay(date: Date): string {
  return new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', dateStyle: 'long' }).format(date);
}

/** A date as YYYY-MM-DD, for <time datetime>. */
export const isoDay = (date: Date): string => date.toISOString().slice(0, 10);
