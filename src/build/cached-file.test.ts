import { describe, expect, it } from 'vitest';
import { cachedFilePath } from './cached-file';

describe('cachedFilePath', () => {
  it('names a file under /_astro/ by its name and the first characters of its content hash, as Vite does', () => {
    expect(cachedFilePath('site', 'css', 'a{}')).toMatch(/^\/_astro\/site\.[\w-]{8}\.css$/);
    expect(cachedFilePath('site', 'css', 'a{}')).toBe(cachedFilePath('site', 'css', 'a{}'));
    expect(cachedFilePath('site', 'css', 'b{}')).not.toBe(cachedFilePath('site', 'css', 'a{}'));
  });
});
