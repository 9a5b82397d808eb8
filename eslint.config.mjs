// @ts-check
import path from 'node:path';
import js from '@eslint/js';
import { defineConfig } from 'eslint/config';
import astro from 'eslint-plugin-astro';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * The import boundaries (README "Where things are"): dependencies point one way, pages → features → lib,
 * build-time code (src/build and every *.build.ts) stays out of anything a browser loads, components never
 * import a feature, and two libraries each have one door. Each entry is a restriction some files get. (A feature's imports of other
 * features are checked by the feature-doors rule below.)
 */
const BOUNDARIES = {
  kernel: {
    pattern: { group: ['**/features/**'], message: 'src/lib is the shared kernel: it never imports a feature (pages → features → lib).' },
    dynamic: {
      selector: 'ImportExpression[source.value=/(^|\\/)features\\//]',
      message: 'src/lib never loads a feature, not even lazily: let the feature watch a store instead.',
    },
  },
  // src/build runs only while the site builds, in Node (files, git, esbuild, satori): a browser bundle that
  // reached it would break or carry it all. Pages may use it (their frontmatter and endpoints run at build);
  // the kernel, features, components and layouts are what islands and browser scripts import, so they never do.
  runtime: {
    pattern: {
      group: ['**/build/**'],
      message: 'src/build runs at build time only: src/lib, features, components and layouts never import it (a page or endpoint may).',
    },
    dynamic: {
      selector: 'ImportExpression[source.value=/(^|\\/)build\\//]',
      message: 'src/build runs at build time only: code that reaches the browser never loads it, not even lazily.',
    },
  },
  // A *.build.ts module runs only while the site builds, beside the browser code of its capability (the
  // editor's configuration writer, the prices a service page is built with, the measurement plugin). Islands
  // (.tsx), inline scripts (*.inline.ts) and everything else under src/lib, features, components and layouts
  // may end up in a browser bundle, so they never import one; pages (frontmatter, endpoints), src/build,
  // scripts and other *.build.ts files may.
  buildOnly: {
    pattern: {
      group: ['**/*.build', '**/*.build.ts'],
      message:
        'A *.build.ts module runs at build time only: code a browser may load never imports it (a page, an endpoint or another *.build.ts may).',
    },
    dynamic: {
      selector: 'ImportExpression[source.value=/\\.build(\\.ts)?$/]',
      message: 'A *.build.ts module runs at build time only: code that reaches the browser never loads it, not even lazily.',
    },
  },
  // Build code is shared machinery beside the kernel: it may use src/lib, never a feature's business.
  buildTime: {
    pattern: { group: ['**/features/**'], message: 'src/build may import src/lib, never a feature.' },
  },
  // An *.inline.ts file is the source of an inline script (src/build/inline-scripts.ts compiles it into the
  // page); it runs as it loads, so importing it would run it in the importer.
  inlineSource: {
    pattern: {
      group: ['**/*.inline', '**/*.inline.ts'],
      message:
        'An *.inline.ts file is an inline script source, compiled by src/build/inline-scripts.ts: render it with InlineScript.astro, never import it.',
    },
  },
  components: {
    pattern: {
      group: ['**/features/**'],
      message:
        "src/components never imports a feature: the layout or page passes it in through a slot (Base.astro: the header's account menu, the footer's demo form).",
    },
    dynamic: { selector: 'ImportExpression[source.value=/(^|\\/)features\\//]', message: 'src/components never loads a feature, not even lazily.' },
  },
  ky: { pattern: { group: ['ky', 'ky/*'], message: 'Only src/lib/api/http.ts imports ky: call the API through call() or download().' } },
  crypto: {
    pattern: {
      group: ['crypto-js', 'crypto-js/*'],
      message: 'Only src/features/commerce/payment/nonce.ts imports crypto-js (AES, for the card nonce).',
    },
  },
};

/**
 * ESLint rules for files that get the named restrictions.
 * @param {...keyof typeof BOUNDARIES} names
 * @returns {import('eslint').Linter.RulesRecord}
 */
function restrict(...names) {
  const entries = names.map((name) => BOUNDARIES[name]);
  const dynamic = entries.flatMap((entry) => ('dynamic' in entry ? [entry.dynamic] : []));
  return {
    'no-restricted-imports': ['error', { patterns: entries.map((entry) => entry.pattern) }],
    ...(dynamic.length > 0 ? { 'no-restricted-syntax': ['error', ...dynamic] } : {}),
  };
}

const FEATURES = path.join(import.meta.dirname, 'src', 'features');
const ROOT = import.meta.dirname;

/** The feature (first folder under src/features) a file lies in, and its path inside that folder; null outside. */
function featureOf(/** @type {string} */ file) {
  const relative = path.relative(FEATURES, file);
  if (relative === '' || relative.startsWith('..') || path.isAbsolute(relative)) return null;
  const [feature = '', ...inside] = relative.split(path.sep);
  return { feature, inside: inside.join('/') };
}

/**
 * A feature's doors: its public module (index.ts), its build-time twin (index.build.ts, for pages' frontmatter
 * and scripts: kept apart so that a browser bundle reaching index.ts never reaches build-only code), what it runs on
 * every page's load (index.client.ts, which the layout's one script imports, so every page has one tag for them), and the
 * .astro placements at its top. The placements are doors of their own because a module that re-exported them
 * would put all their styles on every page that imports one (Astro collects the styles of every component a
 * page's imports reach).
 */
const isDoor = (/** @type {string} */ inside) => /^(index(\.build|\.client)?(\.ts)?)?$/.test(inside) || /^[^/]+\.astro$/.test(inside);

/** @type {import('eslint').Rule.RuleModule} */
const featureDoors = {
  meta: {
    type: 'problem',
    docs: {
      description:
        'Code outside a feature (another feature, a page, a layout, a script) imports it only through its doors: its index.ts, index.build.ts, index.client.ts or an .astro placement at its top.',
    },
    messages: {
      door: '{{from}} reaches into the {{feature}} feature ({{path}}): import it through its doors, src/features/{{feature}}/index.ts (index.build.ts at build time, index.client.ts for what every page runs) or an .astro placement at its top.',
    },
    schema: [],
  },
  create(context) {
    // The file on disk: the scripts of an .astro file are linted as virtual files inside it (X.astro/1_1.ts).
    const file = context.physicalFilename;
    // A file outside every feature (a page, a layout, a script) may use no feature's insides.
    const from = featureOf(file);
    const name = from ? from.feature : path.relative(ROOT, file).split(path.sep).join('/');
    /** @param {{ source?: import('estree').Node | null | undefined }} node */
    const check = (node) => {
      const source = node.source;
      if (source?.type !== 'Literal' || typeof source.value !== 'string' || !source.value.startsWith('.')) return;
      const to = featureOf(path.resolve(path.dirname(file), source.value.replace(/\?.*$/, '')));
      if (!to || to.feature === from?.feature || isDoor(to.inside)) return;
      context.report({ node: source, messageId: 'door', data: { from: name, feature: to.feature, path: source.value } });
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check, ImportExpression: check };
  },
};

const HTTP_CLIENT = 'src/lib/api/http.ts';
const TYPED = ['**/*.{ts,tsx,mts,cts}'];
const CARD_NONCE = 'src/features/commerce/payment/nonce.ts';
/** What a browser may load: the kernel, the features, the components and layouts (less their *.build.ts modules). */
const RUNTIME = 'src/{lib,features,components,layouts}/**/*.{ts,tsx,astro}';
/** Build-time modules beside browser code, and their tests: left out of the rules of what a browser loads. */
const BUILD_MODULES = 'src/**/*.build{,.test}.ts';

export default defineConfig(
  { ignores: ['dist/', 'dist-*/', '.astro/', 'node_modules/', 'test-results/', 'playwright-report/', '.lighthouseci/', '**/*.tmp.mjs'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  // TypeScript files are linted with type information (floating promises, unsafe any, misused promises…).
  ...tseslint.configs.recommendedTypeChecked.map((config) => ({ ...config, files: TYPED })),
  {
    files: TYPED,
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
  },
  ...astro.configs.recommended,
  {
    // The scripts of .astro files are linted as virtual files (X.astro/1_1.ts) that the TypeScript project
    // cannot see: without this they failed to parse and were silently skipped. They get the rules without type information.
    files: ['**/*.astro/*.ts', '**/*.astro/*.js'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      // Unused values are mistakes; a leading underscore marks one left out on purpose (e.g. a destructured key).
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true }],
      // Console output in the browser could leak what visitors type; the sandbox and scripts may print.
      'no-console': 'error',
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': /** @type {import('eslint').ESLint.Plugin} */ (/** @type {unknown} */ (reactHooks)) },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  { files: ['src/**/*.{ts,tsx,astro}'], ignores: ['src/lib/**', CARD_NONCE], rules: restrict('ky', 'crypto', 'inlineSource') },
  { files: [RUNTIME], ignores: ['src/lib/**', CARD_NONCE, BUILD_MODULES], rules: restrict('runtime', 'buildOnly', 'ky', 'crypto', 'inlineSource') },
  { files: [CARD_NONCE], rules: restrict('runtime', 'buildOnly', 'ky', 'inlineSource') },
  { files: ['src/components/**/*.{ts,tsx,astro}'], rules: restrict('components', 'runtime', 'buildOnly', 'ky', 'crypto', 'inlineSource') },
  // A page's <script> runs in the browser, whatever its frontmatter may import at build.
  { files: ['src/pages/**/*.astro/*.{ts,js}'], rules: restrict('runtime', 'buildOnly', 'ky', 'crypto', 'inlineSource') },
  {
    // One feature reaches another only through its doors, and so do pages, layouts and scripts, so each feature
    // can change inside without the rest of the site noticing. Tests outside the features (tests/, the scripts'
    // own tests) are left out on purpose: a unit test checks a module's insides by design, and nothing imports
    // a test, so it cannot spread a dependency on those insides. A feature's own tests keep to the doors of others.
    files: ['src/features/**/*.{ts,tsx,astro}', 'src/pages/**/*.{ts,astro}', 'src/layouts/**/*.{ts,astro}', 'scripts/**/*.ts'],
    ignores: ['scripts/**/*.test.ts'],
    plugins: { parkcloud: { rules: { 'feature-doors': featureDoors } } },
    rules: { 'parkcloud/feature-doors': 'error' },
  },
  {
    files: ['src/lib/**/*.{ts,tsx,astro}'],
    ignores: [HTTP_CLIENT, BUILD_MODULES],
    rules: restrict('kernel', 'runtime', 'buildOnly', 'ky', 'crypto', 'inlineSource'),
  },
  { files: [HTTP_CLIENT], rules: restrict('kernel', 'runtime', 'buildOnly', 'crypto', 'inlineSource') },
  // Build-time modules may import each other and src/build (they run where it runs); a kernel one still imports no feature.
  { files: ['src/lib/**/*.build{,.test}.ts'], rules: restrict('kernel', 'ky', 'crypto', 'inlineSource') },
  { files: ['src/build/**/*.ts'], rules: restrict('buildTime', 'ky', 'crypto', 'inlineSource') },
  {
    // A unit test sits beside the module it tests and runs in Node, never in a browser: it may import what it
    // tests and what checks it (crypto-js to decrypt the card nonce, the plans a kernel module's structured data
    // is tried with), so the import boundaries above are for the code, not its tests.
    files: ['src/**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-imports': 'off', 'no-restricted-syntax': 'off' },
  },
  {
    // Tests read the JSON of answers and logs they check field by field: typing every answer would add
    // nothing the assertions do not already check, so the unsafe-any rules are off there (only there).
    files: ['tests/**', '**/*.test.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
    },
  },
  {
    files: ['sandbox/**', 'scripts/**', 'tests/**', '*.config.*'],
    rules: { 'no-console': 'off' },
  },
);
