/** Where the share cards (src/build/og-image.ts) are kept between builds, and how the cache is kept small. */
import { readdir, stat, unlink } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * Where cards are kept between builds: OG_CACHE_DIR, else node_modules/.cache/og-images (ignored by git
 * with node_modules, and kept between builds by Netlify's dependency cache).
 */
export function cacheDir(): string {
  return process.env['OG_CACHE_DIR'] || join(process.cwd(), 'node_modules', '.cache', 'og-images');
}

/**
 * Removes the cached cards that the build started at `since` did not use (their pages changed or went),
 * so the cache holds one build's cards. The shareCardCache integration calls it when a build is done.
 */
export async function pruneCache(since: Date, dir = cacheDir()): Promise<number> {
  let removed = 0;
  for (const name of await readdir(dir).catch(() => [])) {
    const file = join(dir, name);
    // Another build sharing the cache may have removed it meanwhile.
    const info = await stat(file).catch(() => null);
    if (info && info.mtime < since) {
      await unlink(file).catch(() => undefined);
      removed += 1;
    }
  }
  return removed;
}
