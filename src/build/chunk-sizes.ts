/**
 * Vite's warning about large files, per file. Vite has one `build.chunkSizeWarningLimit` for every file of the
 * browser's build, and under Astro its warning names none. The content editor at /admin (Sveltia CMS, a single
 * library that its page alone loads) is over 2 MB in one file, and loads files of 0.5 to 0.8 MB on use (the
 * grammars of its code highlighter, its SVG optimizer): nothing of ours can cut them. So Vite's own limit is set
 * just above the editor's largest file (EDITOR_LIMIT_KB, astro.config.mjs), and this plugin keeps Vite's usual
 * 500 kB for every file a visitor page can load, naming the file.
 */
import type { Plugin, Rolldown } from 'vite';

/** The limit of a file that a visitor page can load, in Vite's kB (1,000 bytes) of minified code: Vite's default. */
export const VISITOR_LIMIT_KB = 500;
/**
 * The limit of the editor's files, given to Vite as `build.chunkSizeWarningLimit`: just above its entry (2,156 kB
 * with @sveltia/cms 0.221), so an upgrade that makes it much larger is looked at.
 */
export const EDITOR_LIMIT_KB = 2_400;

/** The module of the editor's page script (src/features/editor/EditorApp.astro), the one door to Sveltia CMS. */
const EDITOR_ENTRY = /[\\/]src[\\/]features[\\/]editor[\\/]/;

/** A file of the build as this check reads it (Rolldown's OutputChunk). */
type Chunk = Pick<Rolldown.OutputChunk, 'fileName' | 'code' | 'isEntry' | 'facadeModuleId' | 'imports' | 'dynamicImports'>;

/** The files a set of entries can load, at once or on use. */
function reachable(chunks: ReadonlyMap<string, Chunk>, entries: readonly Chunk[]): Set<string> {
  const seen = new Set<string>();
  const queue = entries.map((chunk) => chunk.fileName);
  for (let next = queue.shift(); next !== undefined; next = queue.shift()) {
    if (seen.has(next)) continue;
    seen.add(next);
    const chunk = chunks.get(next);
    if (chunk) queue.push(...chunk.imports, ...chunk.dynamicImports);
  }
  return seen;
}

/** A file over its limit: its name and size in kB. */
export interface LargeFile {
  readonly fileName: string;
  readonly kB: number;
}

/** The files over `limitKB` that a page other than the editor's can load, largest first. */
export function largeVisitorFiles(chunks: readonly Chunk[], limitKB = VISITOR_LIMIT_KB): LargeFile[] {
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const visitorEntries = chunks.filter((chunk) => chunk.isEntry && !EDITOR_ENTRY.test(chunk.facadeModuleId ?? ''));
  const visitors = reachable(byName, visitorEntries);
  return chunks
    .filter((chunk) => visitors.has(chunk.fileName))
    .map((chunk) => ({ fileName: chunk.fileName, kB: Buffer.byteLength(chunk.code) / 1000 }))
    .filter((file) => file.kB > limitKB)
    .sort((a, b) => b.kB - a.kB);
}

/** The warning for one such file. */
export function largeFileWarning({ fileName, kB }: LargeFile, limitKB = VISITOR_LIMIT_KB): string {
  return `${fileName} is ${Math.round(kB)} kB after minification, over the ${limitKB} kB a file of the visitor pages may have: load a part of it on use with import() (src/build/chunk-sizes.ts).`;
}

/** The Vite plugin: one warning per file of the visitor pages over VISITOR_LIMIT_KB. */
export function visitorFileSizes(): Plugin {
  return {
    name: 'visitor-file-sizes',
    apply: 'build',
    applyToEnvironment: (environment) => environment.config.consumer === 'client',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((file): file is Rolldown.OutputChunk => file.type === 'chunk');
      for (const file of largeVisitorFiles(chunks)) this.warn(largeFileWarning(file));
    },
  };
}
