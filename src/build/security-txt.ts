/**
 * /.well-known/security.txt (RFC 9116): where to report a security problem. Contact comes from the site's
 * settings (securityContact in content/settings/site.yaml, which editors change), Expires is a year after the
 * build at most (so a site that is not rebuilt for a year stops vouching for a stale contact), and Canonical is
 * the file's address on PUBLIC_SITE_URL, so a copy served elsewhere can be told from the real one.
 */
import { SECURITY_CONTACT } from '../lib/settings-schema';

/** The file's path on the site (RFC 9116, section 3). */
export const SECURITY_TXT_PATH = '/.well-known/security.txt';

/** The setting Contact comes from, as an editor finds it. */
export const CONTACT_SETTING = 'securityContact in content/settings/site.yaml';

/** How long the file stays valid after the build: 365 days, never more than a calendar year. */
const VALID_MS = 365 * 24 * 60 * 60 * 1000;

export interface SecurityTxt {
  /** securityContact of the site's settings. */
  readonly contact: string | undefined;
  /** The site's public origin (PUBLIC_SITE_URL). */
  readonly site: URL | string;
  /** When the build ran: Expires counts from it. */
  readonly builtAt: Date;
}

/**
 * The file's text: Contact, Expires (RFC 3339 in UTC, a profile of ISO 8601, whole seconds), Preferred-Languages
 * and Canonical, in that order. Throws, naming the setting, when the contact is missing or not a mailto: or
 * https: address: a build must not publish a file that sends reports nowhere.
 */
export function securityTxt({ contact, site, builtAt }: SecurityTxt): string {
  const value = contact?.trim() ?? '';
  if (!value) throw new Error(`${SECURITY_TXT_PATH} needs a contact: set ${CONTACT_SETTING} (e.g. mailto:security@example.com).`);
  if (!SECURITY_CONTACT.test(value)) {
    throw new Error(`${SECURITY_TXT_PATH} needs a mailto: or https: contact: ${CONTACT_SETTING} is ${JSON.stringify(value)}.`);
  }
  const expires = new Date(builtAt.getTime() + VALID_MS).toISOString().replace(/\.\d{3}Z$/, 'Z');
  return [`Contact: ${value}`, `Expires: ${expires}`, 'Preferred-Languages: en', `Canonical: ${new URL(SECURITY_TXT_PATH, site).href}`, ''].join(
    '\n',
  );
}
