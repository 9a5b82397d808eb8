/**
 * A stand-in for the GitHub API that the content editor (/admin) talks to, answered by Playwright routes:
 * the repository holds the files of content/ as they are on disk, a sign-in with any token is the
 * collaborator "editor", and every commit the editor sends is recorded, so a test can read the files it
 * wrote. Only the calls Sveltia CMS makes for listing, reading and committing are answered; any other
 * GitHub call fails the test.
 */
import { createHash } from 'node:crypto';
import type { Page, Route } from '@playwright/test';
import { allContentFiles } from '../support/content';

const HEAD = 'a'.repeat(40);

/** One file the editor committed. */
export interface CommittedFile {
  readonly path: string;
  readonly text: string;
}

/** One commit the editor sent. */
export interface Commit {
  readonly branch: string;
  readonly message: string;
  readonly expectedHead: string;
  readonly files: readonly CommittedFile[];
}

interface RepoFile {
  readonly path: string;
  readonly text: string;
  readonly sha: string;
}

/** Git's blob id of a text. */
const blobSha = (text: string) => {
  const body = Buffer.from(text);
  return createHash('sha1').update(`blob ${body.length}\0`).update(body).digest('hex');
};

/**
 * The files of content/ (and nothing else) as the repository of the test build holds them: the editors', with the
 * tests' own laid in (tests/support/content.ts).
 */
export function repositoryFiles(): RepoFile[] {
  return allContentFiles().map(({ path, text }) => ({ path, text, sha: blobSha(text) }));
}

/** Answers the editor's GitHub calls for `repo` ("owner/name"); returns the commits it receives. */
export async function stubGitHub(page: Page, repo: string): Promise<Commit[]> {
  const files = repositoryFiles();
  const bySha = new Map(files.map((file) => [file.sha, file]));
  const commits: Commit[] = [];
  const json = (route: Route, body: unknown, status = 200) => route.fulfill({ status, contentType: 'application/json', body: JSON.stringify(body) });
  const author = { name: 'Editor', email: 'editor@parkcloud.example', user: { id: 1, login: 'editor' } };

  await page.route('https://www.githubstatus.com/**', (route) => json(route, { status: { indicator: 'none' } }));
  await page.route('https://api.github.com/**', async (route) => {
    const request = route.request();
    const { pathname } = new URL(request.url());
    if (pathname === '/user')
      return json(route, { id: 1, login: 'editor', name: 'Editor', email: 'editor@parkcloud.example', html_url: 'https://github.com/editor' });
    if (pathname === `/repos/${repo}/collaborators/editor`) return route.fulfill({ status: 204 });
    if (pathname.startsWith(`/repos/${repo}/git/trees/`)) {
      return json(route, {
        sha: HEAD,
        truncated: false,
        tree: files.map(({ path, sha, text }) => ({ path, mode: '100644', type: 'blob', sha, size: Buffer.byteLength(text) })),
      });
    }
    if (pathname === '/graphql' && request.method() === 'POST') {
      const { query, variables } = request.postDataJSON() as { query: string; variables: Record<string, unknown> };
      if (query.includes('createCommitOnBranch')) {
        const input = variables['input'] as {
          branch: { branchName: string };
          expectedHeadOid: string;
          message: { headline: string };
          fileChanges: { additions: { path: string; contents: string }[] };
        };
        const written = input.fileChanges.additions.map(({ path, contents }) => ({ path, text: Buffer.from(contents, 'base64').toString('utf8') }));
        commits.push({ branch: input.branch.branchName, message: input.message.headline, expectedHead: input.expectedHeadOid, files: written });
        const fileIds = Object.fromEntries(written.map((file, index) => [`file_${index}`, { oid: blobSha(file.text) }]));
        return json(route, {
          data: { createCommitOnBranch: { commit: { oid: 'b'.repeat(40), committedDate: new Date().toISOString(), ...fileIds } } },
        });
      }
      if (query.includes('defaultBranchRef')) return json(route, { data: { repository: { defaultBranchRef: { name: 'main' } } } });
      const results: Record<string, unknown> = {};
      for (const [, alias, sha] of query.matchAll(/(content_\d+): object\(oid: "([0-9a-f]+)"\)/g))
        results[alias ?? ''] = { text: bySha.get(sha ?? '')?.text };
      for (const [, alias] of query.matchAll(/(commit_\d+):\s*ref\(/g)) {
        results[alias ?? ''] = { target: { history: { nodes: [{ author, committedDate: '2026-11-01T10:00:00Z' }] } } };
      }
      // The deploy status of the last commit: none (no checks, no deployments).
      for (const [, alias] of query.matchAll(/(commit_\d+):\s*object\(oid:/g))
        results[alias ?? ''] = { status: null, deployments: { nodes: [] }, checkSuites: { nodes: [] } };
      if (Object.keys(results).length > 0) return json(route, { data: { repository: results } });
      if (query.includes('history(first: 1)'))
        return json(route, { data: { repository: { ref: { target: { history: { nodes: [{ oid: HEAD, message: 'Content' }] } } } } } });
      if (/ref\(qualifiedName: \$branch\) \{ target \{ \.\.\. on Commit \{ oid \} \} \}/.test(query))
        return json(route, { data: { repository: { ref: { target: { oid: HEAD } } } } });
    }
    return json(route, { message: `Not answered by tests/e2e/github-api.ts: ${request.method()} ${pathname}` }, 501);
  });
  return commits;
}
