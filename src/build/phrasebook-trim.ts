/**
 * Each page's phrasebook trimmed to what its code can ask for. Base.astro writes the whole dictionary of the page's
 * language into every page of that language (src/i18n/phrasebook.ts), about 10 KB gzip, most of which no code of the
 * page reads: the text the server drew is in the HTML already. What the browser asks the phrasebook for is a text
 * its code names (t('Please wait...'), a rule's message, a notice's title), so each is written in one of the files
 * the page loads, or in the page itself (an island's props, an inline script): this pass keeps the phrases written
 * there and drops the rest. The files are the page's scripts and everything they import, statically or not.
 * Build-time only.
 */
import { existsSync, readFileSync } from 'node:fs';

/** The page's phrasebook element and its JSON (Base.astro writes it so; its `<` are \u003c). */
const PHRASEBOOK = /(<script type="application\/json" id="phrasebook">)([\s\S]*?)(<\/script>)/;

/** A script file of the build named in a page or in another script: /_astro/x.js, "./x.js", "_astro/x.js". */
const SCRIPT_FILE = /(?:\/_astro\/|\.\/|["'`]_astro\/)([\w$.~-]+\.js)\b/g;

/** The ways a phrase can be written in code or HTML: as it is, in a JSON or JS string, in an HTML attribute. */
function spellings(phrase: string): string[] {
  const json = JSON.stringify(phrase).slice(1, -1);
  const attribute = phrase.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/'/g, '&#39;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  const quoted = phrase.replace(/\\/g, '\\\\').replace(/'/g, "\\'");
  const ascii = json.replace(/[\u0080-\uffff]/g, (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`);
  return [...new Set([phrase, json, attribute, quoted, ascii])];
}

/** The phrases of `phrases` that `text` writes, in any of their spellings. */
function phrasesIn(text: string, phrases: readonly string[]): Set<string> {
  return new Set(phrases.filter((phrase) => spellings(phrase).some((spelling) => text.includes(spelling))));
}

/**
 * The trimming of a build's pages: the scripts of its `_astro` folder (`assetsDir`) are each read and searched once,
 * whatever the number of pages that load them.
 */
export function phrasebookTrimmer(assetsDir: URL): (html: string) => string {
  const scripts = new Map<string, { readonly imports: readonly string[]; readonly phrases: ReadonlySet<string> } | null>();
  /** A script of the build: the scripts it names and the phrases it writes; null when it is none of the build's. */
  const script = (name: string, phrases: readonly string[]) => {
    if (!scripts.has(name)) {
      const file = new URL(name, assetsDir);
      const text = existsSync(file) ? readFileSync(file, 'utf8') : undefined;
      scripts.set(name, text === undefined ? null : { imports: namedScripts(text), phrases: phrasesIn(text, phrases) });
    }
    return scripts.get(name) ?? null;
  };
  return (html) => {
    const match = PHRASEBOOK.exec(html);
    if (!match) return html;
    const [whole, open = '', json = '', close = ''] = match;
    const book = JSON.parse(json) as Record<string, string>;
    // Every language's phrasebook has the same phrases, the English ones (src/i18n/en.ts): one search of each script serves all.
    const phrases = Object.keys(book);
    const page = html.replace(whole, '');
    const used = phrasesIn(page, phrases);
    const seen = new Set<string>();
    const follow = (names: readonly string[]) => {
      for (const name of names) {
        if (seen.has(name)) continue;
        seen.add(name);
        const found = script(name, phrases);
        if (!found) continue;
        for (const phrase of found.phrases) used.add(phrase);
        follow(found.imports);
      }
    };
    follow(namedScripts(page));
    const kept = Object.fromEntries(Object.entries(book).filter(([phrase]) => used.has(phrase)));
    return html.replace(whole, () => `${open}${JSON.stringify(kept).replace(/</g, '\\u003c')}${close}`);
  };
}

/** The build's script files a page or a script names. */
function namedScripts(text: string): string[] {
  return [...text.matchAll(SCRIPT_FILE)].map(([, name = '']) => name);
}
