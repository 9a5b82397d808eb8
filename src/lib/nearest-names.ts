/**
 * The names nearest to one that names nothing: for a reference to a file that does not exist (the content check,
 * the build's references, the What We Do menu), a link to an address the site does not have, a field the schema
 * does not know. Pure and free of imports, so plain Node (the content check, the composition rules) loads it.
 */

/** A name that may be suggested: what the editor types (a file name, an address, a field), and what the site shows for it. */
export interface Named {
  readonly name: string;
  /** The entry's name as the site shows it, e.g. a story's customer "Riverside Medical Center". */
  readonly shown?: string | undefined;
}

/**
 * The fields that name an entry as the site shows it, the first an entry has being its name: a service's, an
 * industry's and an integration's `name`, a story's `customer`, a page's and an article's `heading`, a landing's
 * and a job's `title`. The editor lists entries by the same fields (its presentation's identifier; the content
 * check's tests hold the two together).
 */
export const SHOWN_FIELDS = ['name', 'customer', 'heading', 'title'] as const;

/** The field among `fields` that names an entry as the site shows it (SHOWN_FIELDS); undefined when none does. */
export function shownField(fields: Iterable<string>): string | undefined {
  const present = new Set(fields);
  return SHOWN_FIELDS.find((field) => present.has(field));
}

/** An entry's name as the site shows it, from its fields (SHOWN_FIELDS); undefined when it has none. */
export function shownName(data: unknown): string | undefined {
  if (data === null || typeof data !== 'object') return undefined;
  const fields = data as Readonly<Record<string, unknown>>;
  const field = shownField(Object.keys(fields).filter((key) => typeof fields[key] === 'string'));
  return field === undefined ? undefined : String(fields[field]);
}

/** "Riverside Medical Center" → "riverside-medical-center": lowercase, every run of other characters than letters and digits one hyphen. */
export function slugOf(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}/]+/gu, '-')
    .replace(/(^|\/)-+|-+(?=\/|$)/g, '$1');
}

/** The number of characters to insert, delete or replace to make one text the other (Levenshtein's distance). */
export function editDistance(a: string, b: string): number {
  if (a === b) return 0;
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    for (let j = 1; j <= b.length; j += 1) {
      const replace = (previous[j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1);
      current.push(Math.min(replace, (previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1));
    }
    previous = current;
  }
  return previous[b.length] ?? 0;
}

/** The parts of two texts that differ: each without the beginning and the end they share. */
function differing(a: string, b: string): [string, string] {
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start += 1;
  let end = 0;
  while (end < a.length - start && end < b.length - start && a[a.length - 1 - end] === b[b.length - 1 - end]) end += 1;
  return [a.slice(start, a.length - end), b.slice(start, b.length - end)];
}

/** A typed name at least this long is near a longer name that holds it, or that starts nearly as it does (valet, valet-parking-system). */
const HELD_LENGTH = 4;

/**
 * How far `typed` (already normalised) is from one form of a name; undefined when not near. Near is a slip in the
 * part that differs (two edits, or a third of that part: /customer/real-story for /customers/real-story, but not
 * /customers/sample-stori for /customers/real-story), or a name the typed one nearly begins or is part of
 * (parking-inventory-managment for parking-inventory-management-system).
 */
function distanceTo(typed: string, form: string): number | undefined {
  if (form === '') return undefined;
  const distance = editDistance(typed, form);
  const [mine, theirs] = differing(typed, form);
  // Two names that share nothing at either end and differ in every character are not one misspelt.
  const replaced = mine === typed && theirs === form && distance >= Math.max(mine.length, theirs.length);
  if (distance <= Math.max(2, Math.floor(mine.length / 3)) && !replaced) return distance;
  if (typed.length < HELD_LENGTH || form.length <= typed.length) return undefined;
  const begins = editDistance(typed, form.slice(0, typed.length)) <= Math.max(1, Math.floor(typed.length / 10));
  return begins || form.includes(typed) ? distance : undefined;
}

/**
 * The names nearest to `typed`, nearest first, at most `limit` (3): each compared, once normalised (slugOf), by
 * its own name and by the name the site shows for it, so "Riverside Medical Center" finds riverside-medical-center.
 * None when nothing is near.
 */
export function nearestNames<N extends Named>(typed: string, names: Iterable<N>, limit = 3): N[] {
  const wanted = slugOf(typed);
  const ranked: { named: N; distance: number }[] = [];
  for (const named of names) {
    const distances = [named.name, named.shown ?? ''].map((form) => distanceTo(wanted, slugOf(form))).filter((d) => d !== undefined);
    if (distances.length > 0) ranked.push({ named, distance: Math.min(...distances) });
  }
  return ranked
    .sort((a, b) => a.distance - b.distance || a.named.name.localeCompare(b.named.name))
    .slice(0, limit)
    .map(({ named }) => named);
}

/** “a” (A), “b” or “c” (C): names as a message lists them, each quoted unless `quoted` is false, with what the site shows when it is not the name itself. */
export function listOfNames(names: readonly Named[], { quoted = true }: { readonly quoted?: boolean } = {}): string {
  const words = names.map(({ name, shown }) => {
    const written = quoted ? `“${name}”` : name;
    return shown && shown !== name ? `${written} (${shown})` : written;
  });
  return words.length < 2 ? (words[0] ?? '') : `${words.slice(0, -1).join(', ')} or ${words.at(-1)}`;
}

/**
 * The message of a reference to a file that does not exist, after "<file>: <field> ": the name, the file looked
 * for, and the nearest names the collection has, or where its names are when none is near.
 *   names “Riverside Medical Center”, but content/stories/Riverside Medical Center.md does not exist. Check the spelling. Did you mean “riverside-medical-center” (Riverside Medical Center)?
 */
export function missingFileMessage(id: string, source: { readonly folder: string; readonly extension: string }, names: Iterable<Named>): string {
  const { folder, extension } = source;
  const near = nearestNames(id, names);
  const missing = `names “${id}”, but ${folder}/${id}.${extension} does not exist.`;
  return near.length > 0
    ? `${missing} Check the spelling. Did you mean ${listOfNames(near)}?`
    : `${missing} Check the spelling. The names are the file names in ${folder}, without .${extension}.`;
}
