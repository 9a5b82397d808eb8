/**
 * A route that is both a collection's list (/customers) and each entry's page (/customers/{id}): its paths,
 * none while nothing is published, so the build has neither page, nothing links to them, and the route table
 * sends their addresses on (src/lib/routes.ts).
 */

/** The props of such a route: every published entry, and the one entry on an entry's page. */
export interface ListOrEntry<T> {
  entries: T[];
  entry?: T;
}

/** The list's path (the rest parameter `param` empty) and one path per entry, by its id. */
export function listOrEntryPaths<T extends { id: string }>(param: string, entries: T[]) {
  if (entries.length === 0) return [];
  const list: ListOrEntry<T> = { entries };
  return [
    { params: { [param]: undefined }, props: list },
    ...entries.map((entry) => ({ params: { [param]: entry.id }, props: { entries, entry } satisfies ListOrEntry<T> })),
  ];
}
