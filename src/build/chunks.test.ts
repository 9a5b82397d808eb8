import { describe, expect, it } from 'vitest';
import { chunkGroupOf, INLINE_SCRIPT_LIMIT, inlineOnlyTinyScripts } from './chunks';

const root = '/home/site';

describe('the files the browser modules are cut into', () => {
  it.each([
    [`${root}/node_modules/react-dom/cjs/react-dom-client.production.js`, 'react'],
    [`${root}/node_modules/@astrojs/react/dist/client.js`, 'react'],
    [`${root}/src/lib/lazy.ts`, 'boot'],
    ['\0vite/preload-helper.js', 'boot'],
    [`${root}/src/lib/session/store.ts`, 'plain'],
    [`${root}/src/lib/session/portal-config.ts`, 'plain'],
    [`${root}/src/lib/json.ts`, 'plain'],
    [`${root}/src/lib/notices/index.ts`, 'plain'],
    [`${root}/node_modules/nanostores/atom/index.js`, 'plain'],
    ['\0astro:env/client', 'configuration'],
    [`${root}/src/lib/measurement/events.ts`, 'measurement'],
    [`${root}/src/lib/routes.ts`, 'measurement'],
    [`${root}/src/lib/forms/useForm.ts`, 'kernel'],
    [`${root}/src/lib/forms/fields.tsx`, 'kernel'],
    [`${root}/src/lib/api/http.ts`, 'kernel'],
    [`${root}/node_modules/valibot/dist/index.mjs`, 'kernel'],
    [`${root}/node_modules/@nanostores/react/index.js`, 'kernel'],
  ])('%s goes to %s', (id, group) => {
    expect(chunkGroupOf(id)).toBe(group);
  });

  it.each([
    // Loaded on first use by import(): merged into a file that loads at once, it would load at once too.
    `${root}/node_modules/ky/distribution/index.js`,
    `${root}/src/lib/notices/toaster.ts`,
    `${root}/src/lib/trusted-types.ts`,
    `${root}/src/lib/embed.ts`,
    `${root}/src/lib/api/catalogue-answer.ts`,
    // Measurement's loader and what it imports once the page is idle.
    `${root}/src/lib/measurement/start.ts`,
    `${root}/src/lib/measurement/page.ts`,
    // Stylesheets keep the order their pages give them; Astro's component scripts are entries of their own.
    `${root}/src/lib/forms/forms.css`,
    `${root}/src/lib/measurement/PageMeasurement.astro?astro&type=script&index=0&lang.ts`,
    // The rest of nanostores serves @nanostores/react, which the kernel takes in with its imports.
    `${root}/node_modules/nanostores/listen-keys/index.js`,
    // A feature's own modules stay with its island.
    `${root}/src/features/demo/DemoForm.tsx`,
  ])('%s is left to Rolldown', (id) => {
    expect(chunkGroupOf(id)).toBeUndefined();
  });
});

describe("which of Astro's scripts stay inline", () => {
  it('a script smaller than its tag as a file would be stays inline; a larger one is a file', () => {
    expect(inlineOnlyTinyScripts('_astro/TrialProducts.astro_astro_type_script_index_0_lang.js', Buffer.alloc(INLINE_SCRIPT_LIMIT - 1))).toBe(true);
    expect(inlineOnlyTinyScripts('_astro/Header.astro_astro_type_script_index_0_lang.js', Buffer.alloc(457))).toBe(false);
  });

  it("any other asset keeps Vite's own rule", () => {
    expect(inlineOnlyTinyScripts('_astro/mark.svg', Buffer.alloc(100))).toBeUndefined();
  });
});
