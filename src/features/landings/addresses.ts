/**
 * Whether a landing's address is free: not a page of content/pages, a route of src/pages or a rule of the
 * redirect table. Free of astro:content, so unit tests hold it.
 */
import { routeRules } from '../../lib/routes';

/** The top-level addresses of the redirect table (/news, /ParkNPlay, /reset-password, /admin, …); its targets do not matter here. */
const REDIRECTED = new Set(
  routeRules({ newsUrl: 'https://example.com', parkNPlayUrl: 'https://example.com', parkNPlayCitationUrl: 'https://example.com' })
    .map((rule) => rule.from.split('/')[1] ?? '')
    .filter((name) => name !== '' && name !== '*'),
);

/**
 * The names at the top of the site that a landing may not take: each page of content/pages, each route file or
 * folder of src/pages (`routeFiles` relative to src/pages, e.g. './career.astro', './services/[slug].astro'), and
 * each address of the redirect table.
 */
export function takenNames(pageIds: readonly string[], routeFiles: readonly string[]): Set<string> {
  const routes = routeFiles.map(
    (file) =>
      file
        .replace(/^\.\//, '')
        .split('/')[0]
        ?.replace(/\.astro$/, '') ?? '',
  );
  return new Set([...pageIds, ...routes.filter((name) => !name.startsWith('[')), ...REDIRECTED]);
}

/** The message for a landing whose address is taken, or null when it is free. */
export function takenAddressProblem(id: string, taken: ReadonlySet<string>): string | null {
  return taken.has(id)
    ? `content/landings/${id}.md: the address /${id} is already a page of the site; rename the file (its name is the page's address).`
    : null;
}
