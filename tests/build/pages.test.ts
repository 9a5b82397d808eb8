import { describe, expect, it } from 'vitest';
import { pagePaths, read } from './dist';

describe('the build', () => {
  it('has every page as a file, each a whole HTML document in English', () => {
    const paths = pagePaths();
    expect(paths).toContain('/');
    expect(paths).toContain('/about-us');
    for (const path of paths) expect(read(path), path).toMatch(/^<!DOCTYPE html><html lang="en"/i);
  });
});
