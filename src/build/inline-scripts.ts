/**
 * The registry of the site's inline scripts: the few lines that must run where they stand in the HTML, before
 * the next thing paints (the session mark in the head, the account menu, the footer's disclosure…). Each is a
 * TypeScript file named `<name>.inline.ts` beside the code it belongs to, importing the real functions it needs
 * (isExpired(), portalAddress()…), never a copy. At config load, this registry finds every such file under src/,
 * compiles it with esbuild into a minified IIFE and hashes it: astro.config.mjs gives the hashes to the CSP's
 * script-src, and pages render the code with <InlineScript name="…" /> (src/components/InlineScript.astro), which
 * reads the same compiled text from the virtual module `virtual:inline-scripts` (integrations.ts). A script is
 * therefore allowed by the CSP exactly when it is in the registry, with no hash typed by hand.
 *
 * Compiling is synchronous (esbuild's buildSync): Astro needs the hashes in its configuration, before Vite runs.
 */
import { readdirSync } from 'node:fs';
import { basename, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildSync } from 'esbuild';
import { scriptHash } from './csp';

/** How an inline script's source file is named: `<name>.inline.ts`. */
export const INLINE_SOURCE_SUFFIX = '.inline.ts';

/** One inline script, compiled. */
export interface InlineScript {
  /** Its name, the source file's without `.inline.ts` (unique across src/). */
  readonly name: string;
  /** The source file, relative to src/. */
  readonly source: string;
  /** The minified IIFE that pages inline. */
  readonly code: string;
  /** Its CSP source for script-src. */
  readonly hash: `sha256-${string}`;
  /** Every file it was compiled from (absolute paths): the dev server restarts when one changes. */
  readonly inputs: readonly string[];
}

/**
 * The browsers the scripts are compiled for: Vite's default build target ("baseline widely available"), so an
 * inline script uses no syntax the site's bundles avoid.
 */
const TARGET = ['chrome111', 'edge111', 'firefox114', 'safari16.4', 'ios16.4'];

/** The inline script sources under a folder (absolute paths), in a stable order. */
export function inlineScriptSources(srcDir: string): string[] {
  return readdirSync(srcDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith(INLINE_SOURCE_SUFFIX))
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
}

/** One source compiled into a minified IIFE with everything it imports; fails the build with esbuild's message. */
export function compileInlineScript(file: string): { code: string; inputs: string[] } {
  const result = buildSync({
    entryPoints: [file],
    bundle: true,
    write: false,
    format: 'iife',
    platform: 'browser',
    target: TARGET,
    minify: true,
    legalComments: 'none',
    charset: 'utf8',
    metafile: true,
    logLevel: 'silent',
    // Not the project's tsconfig: its strictness would prefix every script with "use strict" (bytes before the
    // first paint, for nothing these few lines need). Type checking is astro check's job, not this compile's.
    tsconfigRaw: {},
  });
  const [output] = result.outputFiles;
  if (!output) throw new Error(`esbuild wrote nothing for the inline script ${file}`);
  const root = result.metafile.inputs;
  return { code: output.text.trim(), inputs: Object.keys(root).map((input) => join(process.cwd(), input)) };
}

/** Every inline script under `srcDir`, compiled and hashed, by name. Two sources with the same name fail the build. */
export function compileInlineScripts(srcDir: string | URL): ReadonlyMap<string, InlineScript> {
  const dir = typeof srcDir === 'string' ? srcDir : fileURLToPath(srcDir);
  const scripts = new Map<string, InlineScript>();
  for (const file of inlineScriptSources(dir)) {
    const name = basename(file, INLINE_SOURCE_SUFFIX);
    const source = relative(dir, file);
    const known = scripts.get(name);
    if (known) throw new Error(`Two inline scripts are named "${name}": ${known.source} and ${source}. Rename one.`);
    const { code, inputs } = compileInlineScript(file);
    scripts.set(name, { name, source, code, hash: scriptHash(code), inputs });
  }
  return scripts;
}
