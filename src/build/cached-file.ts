/**
 * The files the build adds under /_astro/ beside Vite's (the island runtime):
 * named, as Vite names its own, by the first characters of their content's hash, so every host caches them for a year
 * (netlify.toml) and a new content is a new name.
 */
import { createHash } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';

/** The path under the site's root of a file named `name` holding `content`: `/_astro/<name>.<hash>.<extension>`. */
export function cachedFilePath(name: string, extension: string, content: string): string {
  return `/_astro/${name}.${createHash('sha256').update(content).digest('base64url').slice(0, 8)}.${extension}`;
}

/** Writes `content` at `path` (a cachedFilePath) under the build's folder `dir`. */
export async function writeCachedFile(dir: URL, path: string, content: string): Promise<void> {
  const file = new URL(`.${path}`, dir);
  await mkdir(new URL('.', file), { recursive: true });
  await writeFile(file, content);
}
