/** Which editor /admin offers. */
export type EditorMode =
  /** GitHub sign-in through Netlify's OAuth (and, on the developer's machine, the working copy too). */
  | 'github'
  /** `npm run dev` without a repository: Sveltia's local repository mode edits the working copy. */
  | 'local'
  /** A build without a repository: /admin says so instead of failing at sign-in. */
  | 'not-set-up';

/** The editor for a build: its repository (PUBLIC_CMS_REPO) and whether it is the dev server. */
export function editorMode({ repo, dev }: { repo: string; dev: boolean }): EditorMode {
  if (repo) return 'github';
  return dev ? 'local' : 'not-set-up';
}
