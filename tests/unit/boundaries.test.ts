/**
 * The import boundaries of eslint.config.mjs fail a deliberate violation: src/lib never imports a feature or
 * an island (statically or lazily), only the HTTP client imports ky, only the card nonce imports crypto-js.
 */
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: process.cwd() });

/** The rule ids ESLint reports for `code` in place of the file at `filePath` (a real file, so type-aware rules can run). */
async function violations(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).map((message) => message.ruleId ?? message.message);
}

// The first lint loads the whole configuration (and with type-checked rules, the TypeScript project): allow for it.
describe('import boundaries', { timeout: 60_000 }, () => {
  it.each([
    [
      'src/lib/forms/rules.ts',
      "import { DemoSchema } from '../../features/demo/demo';\nexport const schema = DemoSchema;\n",
      'no-restricted-imports',
    ],
    ['src/lib/session/portal.ts', "export const load = () => import('../../features/account/LoginDialog');\n", 'no-restricted-syntax'],
    ['src/lib/json.ts', "import Thing from '../islands/Thing';\nexport default Thing;\n", 'no-restricted-imports'],
    ['src/features/demo/demo.ts', "import ky from 'ky';\nexport default ky;\n", 'no-restricted-imports'],
    ['src/lib/api/envelope.ts', "import ky from 'ky';\nexport default ky;\n", 'no-restricted-imports'],
    ['src/features/commerce/trial/trial.ts', "import AES from 'crypto-js/aes';\nexport default AES;\n", 'no-restricted-imports'],
    ['src/pages/login.astro', "---\nimport AES from 'crypto-js/aes';\nconst a = AES;\n---\n<p>{String(a)}</p>\n", 'no-restricted-imports'],
  ])('%s breaks a boundary', async (filePath, code, rule) => {
    expect(await violations(filePath, code)).toContain(rule);
  });

  it.each([
    ['src/lib/api/http.ts', "import ky from 'ky';\nexport default ky;\n"],
    ['src/features/commerce/payment/nonce.ts', "import AES from 'crypto-js/aes';\nexport default AES;\n"],
    ['src/features/contact/contact.ts', "import { call } from '../../lib/api/http';\nexport default call;\n"],
    ['src/features/account/login-launcher.ts', "export const load = () => import('./LoginDialog');\n"],
  ])('%s stays within the boundaries', async (filePath, code) => {
    expect(await violations(filePath, code)).not.toContain('no-restricted-imports');
    expect(await violations(filePath, code)).not.toContain('no-restricted-syntax');
  });
});
