import { describe, expect, it } from 'vitest';
import { EDITOR_LIMIT_KB, largeFileWarning, largeVisitorFiles, VISITOR_LIMIT_KB } from './chunk-sizes';

/** A file of a build: its name, its size in kB, and what it loads. */
function chunk(fileName: string, kB: number, { entry = '', imports = [] as string[], dynamicImports = [] as string[] } = {}) {
  return { fileName, code: 'x'.repeat(kB * 1000), isEntry: entry !== '', facadeModuleId: entry || null, imports, dynamicImports };
}

const EDITOR = '/site/src/features/editor/EditorApp.astro?astro&type=script&index=0&lang.ts';
const PAGE = '/site/src/features/demo/DemoForm.tsx';

describe('the size of the browser files', () => {
  it("leaves out the editor's files, at once and on use, and names a visitor page's file over 500 kB", () => {
    const files = [
      chunk('editor.js', 2_156, { entry: EDITOR, imports: ['shared.js'], dynamicImports: ['cpp.js'] }),
      chunk('cpp.js', 786),
      chunk('page.js', 20, { entry: PAGE, imports: ['shared.js'], dynamicImports: ['map.js'] }),
      chunk('shared.js', 510),
      chunk('map.js', 600),
      chunk('small.js', 499, { entry: PAGE }),
    ];
    expect(largeVisitorFiles(files).map((file) => file.fileName)).toEqual(['map.js', 'shared.js']);
  });

  it('a build of the editor alone warns of nothing under the limit given to Vite', () => {
    expect(largeVisitorFiles([chunk('editor.js', 2_156, { entry: EDITOR })])).toEqual([]);
    expect(EDITOR_LIMIT_KB).toBeGreaterThan(2_156);
    expect(VISITOR_LIMIT_KB).toBe(500);
  });

  it('names the file, its size and the limit', () => {
    expect(largeFileWarning({ fileName: '_astro/map.js', kB: 600.4 })).toBe(
      '_astro/map.js is 600 kB after minification, over the 500 kB a file of the visitor pages may have: load a part of it on use with import() (src/build/chunk-sizes.ts).',
    );
  });
});
