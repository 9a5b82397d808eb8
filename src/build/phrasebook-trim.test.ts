import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { removeTempProjects, tempProject } from '../../tests/support/temp-project';
import { phrasebookTrimmer } from './phrasebook-trim';

afterAll(removeTempProjects);

const BOOK = {
  'Please wait...': 'Veuillez patienter...',
  'Loading payments…': 'Chargement des paiements…',
  "We couldn't reach you": "Nous n'avons pas pu vous joindre",
  'Choose plan: {plan}': 'Choisir ce forfait : {plan}',
  'Open menu': 'Ouvrir le menu',
  'Never asked for': 'Jamais demandé',
};
const page = (body: string, book: Record<string, string> | null = BOOK) =>
  `<html lang="fr-CA"><body>${body}${book ? `<script type="application/json" id="phrasebook">${JSON.stringify(book).replace(/</g, '\\u003c')}</script>` : ''}</body></html>`;
const kept = (html: string) => Object.keys(JSON.parse(/id="phrasebook">([^<]*)</.exec(html)?.[1] ?? 'null') as Record<string, string>);

async function trimmer() {
  const root = await tempProject('phrasebook', {
    '_astro/Island.abc.js': 'import{k as t}from"./kernel.def.js";const n=()=>import("./lazy.ghi.js");t(`Please wait...`);',
    '_astro/kernel.def.js': 'export const k=e=>e;',
    '_astro/lazy.ghi.js': 'const m=`Loading payments…`,o="We couldn\'t reach you";',
    '_astro/Unused.jkl.js': 'k(`Never asked for`)',
  });
  return phrasebookTrimmer(new URL('_astro/', pathToFileURL(`${root}/`)));
}

describe("a page's phrasebook", () => {
  it('keeps the phrases the scripts it loads write, those they import statically or on demand, and no other', async () => {
    const trim = await trimmer();
    const html = trim(page('<astro-island component-url="/_astro/Island.abc.js"></astro-island>'));
    expect(kept(html)).toEqual(['Please wait...', 'Loading payments…', "We couldn't reach you"]);
    // The translations are kept as they were, the page around them too.
    expect(JSON.parse(/id="phrasebook">([^<]*)</.exec(html)?.[1] ?? '')).toMatchObject({ 'Please wait...': 'Veuillez patienter...' });
    expect(html.startsWith('<html lang="fr-CA"><body><astro-island component-url="/_astro/Island.abc.js"></astro-island>')).toBe(true);
  });

  it('keeps a phrase the page itself writes: an island given it in its props, HTML-escaped', async () => {
    const trim = await trimmer();
    const props = '{&quot;label&quot;:[0,&quot;Choose plan: {plan}&quot;]}';
    expect(kept(trim(page(`<astro-island props="${props}"></astro-island>`)))).toEqual(['Choose plan: {plan}']);
  });

  it('reads no text of the phrasebook itself as the page’s, and leaves a page without one (English) as it is', async () => {
    const trim = await trimmer();
    expect(kept(trim(page('<p>Bonjour</p>')))).toEqual([]);
    const english = page('<astro-island component-url="/_astro/Island.abc.js"></astro-island>', null);
    expect(trim(english)).toBe(english);
  });

  it('writes what it keeps safe inside a script element', async () => {
    const trim = await trimmer();
    const html = trim(page('<script type="module" src="/_astro/Island.abc.js"></script>', { 'Please wait...': '</script><b>' }));
    expect(html).toContain('{"Please wait...":"\\u003c/script>\\u003cb>"}');
  });
});
