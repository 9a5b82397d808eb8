/**
 * Trusted Types, the few lines the site needs of them. Every visitor page's policy says
 * `require-trusted-types-for 'script'`: a DOM sink that can run script (innerHTML, a script's src…) refuses a
 * plain string and takes only a value made by a policy the page's `trusted-types` directive names
 * (TRUSTED_TYPES_POLICIES of src/build/csp.ts). Each policy of the site does one library's work and refuses the
 * rest. In a browser without Trusted Types nothing enforces them, and the value stays the string it was.
 */

/** The part of a Trusted Types policy the site uses (TypeScript's DOM library does not declare the API). */
export interface TrustedPolicy {
  createHTML(input: string): string;
  createScriptURL(input: string): string;
}

/** What a policy of the site checks: each rule returns its input when allowed and throws otherwise. */
export interface PolicyRules {
  readonly createHTML?: (input: string) => string;
  readonly createScriptURL?: (input: string) => string;
}

interface TrustedTypesFactory {
  createPolicy(name: string, rules: PolicyRules): TrustedPolicy;
}

/** A sink refuses what a policy refused: the same error a browser raises for a string it refuses. */
export function refuse(policy: string, what: string): never {
  throw new TypeError(`The Trusted Types policy "${policy}" refuses ${what}.`);
}

/**
 * The policy `name` with these rules, made once per page. Without Trusted Types (an older browser, or a test
 * in Node), the same rules run and give back the string, so what a sink gets is checked the same way everywhere.
 */
export function trustedPolicy(name: string, rules: PolicyRules): TrustedPolicy {
  const refused = (kind: string) => () => refuse(name, `any ${kind}`);
  const checked = {
    createHTML: rules.createHTML ?? refused('HTML'),
    createScriptURL: rules.createScriptURL ?? refused('script address'),
  };
  const factory = (globalThis as { trustedTypes?: TrustedTypesFactory }).trustedTypes;
  return factory ? factory.createPolicy(name, checked) : checked;
}
