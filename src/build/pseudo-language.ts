/**
 * The pseudo-language build, for the test that finds interface text left in English (src/i18n/pseudo.ts): with
 * PSEUDO_LANGUAGE set to a language's code, that language's dictionary module becomes the pseudo-language's, on
 * the server and in the phrasebook the browser reads alike. A build without the variable is untouched: the plugin
 * does nothing. Build-time only (astro.config.mjs runs it in Node).
 */
import type { Plugin } from 'vite';
import { isLanguage, DEFAULT_LANGUAGE } from '../i18n/languages.ts';

/** The Vite plugin: the dictionary of `language` (src/i18n/fr.ts for 'fr') replaced by the pseudo-language's. */
export function pseudoLanguage(language: string | undefined): Plugin {
  if (language && (!isLanguage(language) || language === DEFAULT_LANGUAGE))
    throw new Error(`PSEUDO_LANGUAGE=${language}: it names the language whose dictionary the pseudo-language replaces, one of fr, es.`);
  const dictionary = language && `/src/i18n/${language}.ts`;
  return {
    name: 'pseudo-language',
    enforce: 'pre',
    transform(_code, id) {
      if (!dictionary || !id.endsWith(dictionary)) return null;
      // Pure, as the dictionary it replaces is: the browser's bundles, which read the phrasebook instead, drop it.
      return `import { pseudoDictionary } from './pseudo.ts';\nexport const ${language} = /* @__PURE__ */ pseudoDictionary();\n`;
    },
  };
}
