// @ts-check
import js from '@eslint/js';
import { defineConfig } from 'eslint/config';
import astro from 'eslint-plugin-astro';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * The import boundaries (README "Where things are"): dependencies point one way, pages → features → lib,
 * and two libraries each have one door. Each entry is a restriction some files get.
 */
const BOUNDARIES = {
  kernel: {
    pattern: {
      group: ['**/features/**', '**/islands/**'],
      message: 'src/lib is the shared kernel: it never imports a feature or an island (pages → features → lib).',
    },
    dynamic: {
      selector: 'ImportExpression[source.value=/(^|\\/)(features|islands)\\//]',
      message: 'src/lib never loads a feature or an island, not even lazily: let the feature watch a store instead.',
    },
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
const HTTP_CLIENT = 'src/lib/api/http.ts';
const TYPED = ['**/*.{ts,tsx,mts,cts}'];
const CARD_NONCE = 'src/features/commerce/payment/nonce.ts';

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
  { files: ['src/**/*.{ts,tsx,astro}'], ignores: ['src/lib/**', CARD_NONCE], rules: restrict('ky', 'crypto') },
  { files: [CARD_NONCE], rules: restrict('ky') },
  { files: ['src/lib/**/*.{ts,tsx,astro}'], ignores: [HTTP_CLIENT], rules: restrict('kernel', 'ky', 'crypto') },
  { files: [HTTP_CLIENT], rules: restrict('kernel', 'crypto') },
  {
    // Tests read the JSON of answers and logs they check field by field: typing every answer would add
    // nothing the assertions do not already check, so the unsafe-any rules are off there (only there).
    files: ['tests/**'],
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
