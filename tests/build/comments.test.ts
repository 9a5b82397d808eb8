/**
 * No page sends the comments of its source: an HTML comment in a component's template is copied into every page
 * that has the component (the footer's was in all of them), where it costs bytes of the first round trip and says
 * nothing to a visitor. Comments go in `{/* … *\/}`, which the build drops. Left alone: React's empty text separators
 * (`<!-- -->`) and Astro's island markers (`<!--astro:end-->`).
 */
import { describe, expect, it } from 'vitest';
import { pagePaths, read } from './dist';

const MACHINE_COMMENTS = new Set(['<!-- -->', '<!--astro:end-->']);

describe('comments in the built pages', () => {
  it('no page carries a comment of its source', () => {
    const found = pagePaths().flatMap((path) =>
      [...read(path).matchAll(/<!--[\s\S]*?-->/g)]
        .map((match) => match[0])
        .filter((comment) => !MACHINE_COMMENTS.has(comment))
        .map((comment) => `${path}: ${comment}`),
    );
    expect(found).toEqual([]);
  });
});
