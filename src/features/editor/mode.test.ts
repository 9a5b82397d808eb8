import { describe, expect, it } from 'vitest';
import { editorMode } from './mode';

describe('editor page', () => {
  it('offers GitHub with a repository, the working copy on the dev server, and says when it is not set up', () => {
    expect(editorMode({ repo: 'parkcloud/website', dev: false })).toBe('github');
    expect(editorMode({ repo: 'parkcloud/website', dev: true })).toBe('github');
    expect(editorMode({ repo: '', dev: true })).toBe('local');
    expect(editorMode({ repo: '', dev: false })).toBe('not-set-up');
  });
});
