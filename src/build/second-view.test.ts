/** A split page's second view: the same page, the inline first-screen stylesheet swapped for the cached file's link. */
import { describe, expect, it } from 'vitest';
import { withCachedStylesheet, workerCode } from './second-view';

const CRITICAL = `:root{--color-ink:#0f1b2d}${'.hero{padding:1rem}'.repeat(12)}`;
const LINK = '<link rel="stylesheet" href="/_astro/site.Ab12-x.css" integrity="sha256-abc=" fetchpriority="low">';
const page = (head: string, end: string) =>
  `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8">${head}<style>astro-island{display:contents}</style></head>` +
  `<body><main><h1>Parking</h1></main><script type="module" src="/_astro/Base.js"></script>${end}</body></html>`;

describe('a page’s second view', () => {
  it('links the site stylesheet where the inline one stood, with its integrity, and drops the end of the body’s link', () => {
    const view = withCachedStylesheet(page(`<style>${CRITICAL}</style>`, LINK));
    expect(view?.stylesheet).toBe('/_astro/site.Ab12-x.css');
    expect(view?.html).toBe(page('<link rel="stylesheet" href="/_astro/site.Ab12-x.css" integrity="sha256-abc=">', ''));
  });

  it('is none for a page the build did not split (its stylesheet whole and inline, no link at its end)', () => {
    expect(withCachedStylesheet(page(`<style>${CRITICAL}</style>`, ''))).toBeUndefined();
  });
});

describe('the service worker’s code', () => {
  it('starts with the manifest the worker reads, and carries no import (a classic worker script)', () => {
    const manifest = { pages: ['/', '/about-us'], stylesheet: '/_astro/site.Ab12-x.css' };
    const code = workerCode(manifest, new URL('../lib/second-view/worker.ts', import.meta.url).pathname);
    expect(code.startsWith(`var SECOND_VIEWS=${JSON.stringify(manifest)};\n`)).toBe(true);
    expect(code).toContain('SECOND_VIEWS.stylesheet');
    expect(code).not.toMatch(/\bimport\b|\bexport\b/);
  });
});
