/**
 * The import boundaries of eslint.config.mjs fail a deliberate violation: src/lib and src/components never
 * import a feature (statically or lazily), a feature reaches another only through its doors (index.ts or an
 * .astro placement at its top), only the HTTP client imports ky, only the card nonce imports crypto-js,
 * nothing a browser loads imports build-time code (src/build), src/build imports no feature, and no one
 * imports an inline script's source; a unit test beside its module may import what it tests.
 */
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: process.cwd() });

/** The rule ids ESLint reports for `code` in place of the file at `filePath` (a real file, so type-aware rules can run). */
async function violations(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).map((message) => message.ruleId ?? message.message);
}

// The first lint loads the whole configuration (and with type-checked rules, the TypeScript project): the slowest
// unit test, within vitest.config.ts's limit.
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
    ['src/features/demo/demo.ts', "import { llmsTxt } from '../../build/llms-txt';\nexport default llmsTxt;\n", 'no-restricted-imports'],
    ['src/features/demo/demo.ts', "export const load = () => import('../../build/og-image');\n", 'no-restricted-syntax'],
    ['src/components/Footer.astro', "---\nimport { EDITOR_CSP } from '../build/csp';\n---\n<p>{EDITOR_CSP}</p>\n", 'no-restricted-imports'],
    [
      'src/layouts/Base.astro',
      "---\nimport { shareCards } from '../build/og-image';\nconst cards = await shareCards();\n---\n<p>{cards.length}</p>\n",
      'no-restricted-imports',
    ],
    ['src/build/llms-txt.ts', "import { DemoSchema } from '../features/demo/demo';\nexport default DemoSchema;\n", 'no-restricted-imports'],
    ['src/features/demo/demo.ts', "import './footer-disclosure.inline';\nexport const x = 1;\n", 'no-restricted-imports'],
  ])('%s breaks a boundary', async (filePath, code, rule) => {
    expect(await violations(filePath, code)).toContain(rule);
  });

  it.each([
    ['src/lib/api/http.ts', "import ky from 'ky';\nexport default ky;\n"],
    ['src/features/commerce/payment/nonce.ts', "import AES from 'crypto-js/aes';\nexport default AES;\n"],
    ['src/features/contact/contact.ts', "import { call } from '../../lib/api/http';\nexport default call;\n"],
    ['src/features/account/login-launcher.ts', "export const load = () => import('./LoginDialog');\n"],
    ['src/pages/llms.txt.ts', "import { llmsTxt } from '../build/llms-txt';\nexport default llmsTxt;\n"],
    ['src/build/og-image.ts', "import { CARD_SIZE } from '../lib/share-card';\nexport default CARD_SIZE;\n"],
    ['src/layouts/Base.astro', "---\nimport AccountMenu from '../features/account/AccountMenu.astro';\n---\n<AccountMenu />\n"],
    ['src/features/commerce/trial/trial.ts', "import { CARD_FIELDS } from '../payment/card';\nexport const fields = CARD_FIELDS;\n"],
    ['src/features/contact/thank-you-state.ts', "import { thankYouKind } from '../thank-you';\nexport const kind = thankYouKind;\n"],
    ['src/features/commerce/payment/card.ts', "import { thankYouKind } from '../../thank-you/index';\nexport const kind = thankYouKind;\n"],
    ['src/features/demo/DetailDemo.astro', "---\nimport Pricing from '../commerce/Pricing.astro';\n---\n<Pricing />\n"],
    // A unit test runs in Node and imports what it tests and what checks it.
    ['src/features/commerce/payment/nonce.test.ts', "import AES from 'crypto-js/aes';\nexport default AES;\n"],
    ['src/lib/structured-data.test.ts', "import { visiblePlans } from '../features/commerce/plans/plans';\nexport default visiblePlans;\n"],
  ])('%s stays within the boundaries', async (filePath, code) => {
    const found = await violations(filePath, code);
    expect(found).not.toContain('no-restricted-imports');
    expect(found).not.toContain('no-restricted-syntax');
    expect(found).not.toContain('parkcloud/feature-doors');
  });
});
