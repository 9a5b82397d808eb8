/** Small projects written to temporary folders, for the checks that read a whole project's files (content/, src/pages, public/). */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

const roots: string[] = [];

/** A new folder holding `files` (path from the root → text); removed by removeTempProjects. */
export async function tempProject(prefix: string, files: Readonly<Record<string, string>>): Promise<string> {
  const root = await mkdtemp(join(tmpdir(), `${prefix}-`));
  roots.push(root);
  for (const [file, text] of Object.entries(files)) {
    await mkdir(dirname(join(root, file)), { recursive: true });
    await writeFile(join(root, file), text);
  }
  return root;
}

/** Removes every folder tempProject made (a test file's afterAll). */
export function removeTempProjects(): Promise<void> {
  return Promise.all(roots.splice(0).map((root) => rm(root, { recursive: true, force: true }))).then(() => undefined);
}
