/**
 * The import boundaries of eslint.config.mjs fail a deliberate violation: src/lib and src/components never
 * import a feature (statically or lazily), a feature, a page, a layout or a script reaches a feature only
 * through its doors (index.ts, index.build.ts, index.client.ts or an .astro placement at its top), only the HTTP client imports
 * ky, only the card nonce imports crypto-js, nothing a browser loads imports build-time code (src/build or a
 * *.build.ts module), src/build imports no feature, and no one imports an inline script's source; a unit test
 * beside its module may import what it tests.
 */
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/** The rules that draw the boundaries: they read imports, not types. */
const BOUNDARY_RULES = new Set(['no-restricted-imports', 'no-restricted-syntax', 'parkcloud/feature-doors']);

/**
 * The project's configuration with only the boundary rules on, and without the TypeScript project that the
 * type-checked rules need: building it for each file linked took this file 95 s, now a few.
 */
const eslint = new ESLint({
  cwd: process.cwd(),
  ruleFilter: ({ ruleId }) => BOUNDARY_RULES.has(ruleId),
  overrideConfig: { languageOptions: { parserOptions: { projectService: false } } },
});

/** The rule ids ESLint reports for `code` in place of the file at `filePath` (a real file: the rules read its path). */
async function violations(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).map((message) => message.ruleId ?? message.message);
}

describe('import boundaries', () => {
  it.each([
    [
      'src/lib/forms/rules.ts',
      "import { DemoSchema } from '../../features/demo/demo';\nexport const schema = DemoSchema;\n",
      'no-restricted-imports',
    ],
    ['src/lib/session/portal.ts', "export const load = () => import('../../features/account/LoginDialog');\n", 'no-restricted-syntax'],
    [
      'src/components/Header.astro',
      "---\nimport AccountMenu from '../features/account/AccountMenu.astro';\n---\n<header><AccountMenu /></header>\n",
      'no-restricted-imports',
    ],
    ['src/components/product-screens.ts', "export const load = () => import('../features/demo/DemoForm');\n", 'no-restricted-syntax'],
    [
      'src/features/demo/demo.ts',
      "import { sendContact } from '../contact/contact';\nexport const action = sendContact;\n",
      'parkcloud/feature-doors',
    ],
    ['src/features/account/login-launcher.ts', "export const load = () => import('../demo/DemoForm');\n", 'parkcloud/feature-doors'],
    [
      'src/features/commerce/trial/thank-you-state.ts',
      "import { registry } from '../../thank-you/thank-you';\nexport default registry;\n",
      'parkcloud/feature-doors',
    ],
    ['src/features/commerce/index.ts', "export { logIn } from '../account/login';\n", 'parkcloud/feature-doors'],
    [
      'src/features/demo/FooterDemo.astro',
      "---\nimport { planFailure } from '../commerce/plans/plans';\nconst f = planFailure;\n---\n<p>{String(f)}</p>\n",
      'parkcloud/feature-doors',
    ],
    [
      'src/features/thank-you/ThankYouMessage.astro',
      "<p>Hi</p>\n<script>\n  import { takeOrder } from '../commerce/payment/order';\n  takeOrder();\n</script>\n",
      'parkcloud/feature-doors',
    ],
    ['src/features/demo/demo.ts', "import ky from 'ky';\nexport default ky;\n", 'no-restricted-imports'],
    ['src/lib/api/envelope.ts', "import ky from 'ky';\nexport default ky;\n", 'no-restricted-imports'],
    ['src/features/commerce/trial/trial.ts', "import AES from 'crypto-js/aes';\nexport default AES;\n", 'no-restricted-imports'],
    ['src/pages/login.astro', "---\nimport AES from 'crypto-js/aes';\nconst a = AES;\n---\n<p>{String(a)}</p>\n", 'no-restricted-imports'],
    ['src/lib/routes.ts', "import { scriptHash } from '../build/csp';\nexport default scriptHash;\n", 'no-restricted-imports'],
    ['src/lib/session/portal.ts', "export const load = () => import('../../build/og-image');\n", 'no-restricted-syntax'],
    ['src/features/demo/demo.ts', "import { cardPng } from '../../build/og-image';\nexport default cardPng;\n", 'no-restricted-imports'],
    ['src/features/demo/demo.ts', "export const load = () => import('../../build/og-image');\n", 'no-restricted-syntax'],
    ['src/components/Footer.astro', "---\nimport { EDITOR_CSP } from '../build/csp';\n---\n<p>{EDITOR_CSP}</p>\n", 'no-restricted-imports'],
    [
      'src/layouts/Base.astro',
      "---\nimport { shareCards } from '../build/og-image';\nconst cards = await shareCards();\n---\n<p>{cards.length}</p>\n",
      'no-restricted-imports',
    ],
    ['src/build/og-image.ts', "import { DemoSchema } from '../features/demo/demo';\nexport default DemoSchema;\n", 'no-restricted-imports'],
    ['src/features/demo/demo.ts', "import './footer-disclosure.inline';\nexport const x = 1;\n", 'no-restricted-imports'],
    [
      'src/features/commerce/plans/PricingPlans.tsx',
      "import { pricesOf } from './prices.build';\nexport default pricesOf;\n",
      'no-restricted-imports',
    ],
    ['src/lib/session/mark-session.inline.ts', "void import('../measurement/measurement.build');\n", 'no-restricted-syntax'],
    [
      'src/features/editor/mode.ts',
      "import { editorConfigYaml } from './config.build';\nexport default editorConfigYaml;\n",
      'no-restricted-imports',
    ],
    [
      'src/components/Footer.astro',
      "---\nimport { labelOf } from '../features/editor/index.build';\n---\n<p>{labelOf('a')}</p>\n",
      'no-restricted-imports',
    ],
    [
      'src/pages/login.astro',
      "<p>Hi</p>\n<script>\n  import { catalogueAtBuild } from '../features/commerce/index.build';\n  void catalogueAtBuild();\n</script>\n",
      'no-restricted-imports',
    ],
    [
      'src/pages/contact-us.astro',
      "---\nimport ContactForm from '../features/contact/ContactForm';\n---\n<ContactForm client:visible />\n",
      'parkcloud/feature-doors',
    ],
    [
      'src/pages/admin/config.yml.ts',
      "import { editorConfigYaml } from '../../features/editor/config.build';\nexport default editorConfigYaml;\n",
      'parkcloud/feature-doors',
    ],
    [
      'src/layouts/Base.astro',
      "<p>Hi</p>\n<script>\n  import { showLoginDialog } from '../features/account/login-launcher';\n  void showLoginDialog();\n</script>\n",
      'parkcloud/feature-doors',
    ],
    [
      'scripts/quality/content.ts',
      "import { labelOf } from '../../src/features/editor/fields.build.ts';\nexport default labelOf;\n",
      'parkcloud/feature-doors',
    ],
  ])('%s breaks a boundary', async (filePath, code, rule) => {
    expect(await violations(filePath, code)).toContain(rule);
  });

  it.each([
    ['src/lib/api/http.ts', "import ky from 'ky';\nexport default ky;\n"],
    ['src/features/commerce/payment/nonce.ts', "import AES from 'crypto-js/aes';\nexport default AES;\n"],
    ['src/features/contact/contact.ts', "import { call } from '../../lib/api/http';\nexport default call;\n"],
    ['src/features/account/login-launcher.ts', "export const load = () => import('./LoginDialog');\n"],
    ['src/pages/llms.txt.ts', "import { llmsTxt } from '../features/seo/index.build';\nexport default llmsTxt;\n"],
    ['src/build/og-image.ts', "import { CARD_SIZE } from '../lib/share-card';\nexport default CARD_SIZE;\n"],
    ['src/layouts/Base.astro', "---\nimport AccountMenu from '../features/account/AccountMenu.astro';\n---\n<AccountMenu />\n"],
    ['src/features/commerce/trial/trial.ts', "import { CARD_FIELDS } from '../payment/card';\nexport const fields = CARD_FIELDS;\n"],
    ['src/features/contact/thank-you-state.ts', "import { thankYouKind } from '../thank-you';\nexport const kind = thankYouKind;\n"],
    ['src/features/commerce/payment/card.ts', "import { thankYouKind } from '../../thank-you/index';\nexport const kind = thankYouKind;\n"],
    ['src/features/demo/DetailDemo.astro', "---\nimport Pricing from '../commerce/Pricing.astro';\n---\n<Pricing />\n"],
    ['src/features/editor/config.build.ts', "import { labelOf } from './fields.build';\nexport default labelOf;\n"],
    ['src/pages/admin/config.yml.ts', "import { editorConfigYaml } from '../../features/editor/index.build';\nexport default editorConfigYaml;\n"],
    ['src/pages/contact-us.astro', "---\nimport ContactPage from '../features/contact/ContactPage.astro';\n---\n<ContactPage />\n"],
    ['src/pages/login.astro', "<p>Hi</p>\n<script>\n  import { thankYouKind } from '../features/thank-you';\n  void thankYouKind;\n</script>\n"],
    ['src/layouts/Base.astro', "<p>Hi</p>\n<script>\n  import '../features/search/index.client';\n</script>\n"],
    ['scripts/quality/content.ts', "import { labelOf } from '../../src/features/editor/index.build.ts';\nexport default labelOf;\n"],
    ['tests/build/pages.test.ts', "import { editorConfig } from '../../src/features/editor/config.build';\nexport default editorConfig;\n"],
    // A unit test runs in Node and imports what it tests and what checks it.
    ['src/features/commerce/payment/nonce.test.ts', "import AES from 'crypto-js/aes';\nexport default AES;\n"],
    ['src/lib/routes.test.ts', "import { visiblePlans } from '../features/commerce';\nexport default visiblePlans;\n"],
  ])('%s stays within the boundaries', async (filePath, code) => {
    const found = await violations(filePath, code);
    expect(found).not.toContain('no-restricted-imports');
    expect(found).not.toContain('no-restricted-syntax');
    expect(found).not.toContain('parkcloud/feature-doors');
  });
});
