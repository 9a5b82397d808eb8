/**
 * The Trusted Types policy `notyf`: notyf writes a toast's message with innerHTML, a sink every visitor page
 * guards (`require-trusted-types-for 'script'`). The policy lets through only the markup noticeHtml() builds,
 * a title and maybe a line under it, each of escaped text, and refuses anything else: no other element, no
 * attribute, no raw `<`, quote or ampersand. The server's text is shown as text either way (escapeHtml).
 */
import { TRUSTED_TYPES_POLICIES } from '../security';
import { refuse, trustedPolicy, type TrustedPolicy } from '../trusted-types';

/** The policy's name, as every visitor page's `trusted-types` directive names it (src/build/csp.ts). */
const NOTYF_POLICY = TRUSTED_TYPES_POLICIES.notyf;

/** Escaped text: no markup character but in a numeric character reference, as escapeHtml() writes them. */
const TEXT = String.raw`(?:[^<>"'&]|&#\d+;)*`;
// The shape noticeHtml() writes (its unit test holds the two together); this module imports nothing of the
// notices, so it loads with the toasts' code, not on every page.
const NOTICE_MARKUP = new RegExp(`^<strong class="notice__title">${TEXT}</strong>(?:<span class="notice__text">${TEXT}</span>)?$`);

/** Whether `html` is a notice's markup as noticeHtml() builds it, and nothing more. */
export function isNoticeMarkup(html: string): boolean {
  return NOTICE_MARKUP.test(html);
}

/** The policy's one rule: a notice's markup passes, anything else throws. */
export function noticeMarkupOnly(html: string): string {
  return isNoticeMarkup(html) ? html : refuse(NOTYF_POLICY, 'markup that is not a notice');
}

let policy: TrustedPolicy | undefined;

/** A notice's markup as notyf's message (a TrustedHTML where the browser enforces Trusted Types); throws for anything else. */
export function trustedNoticeHtml(html: string): string {
  policy ??= trustedPolicy(NOTYF_POLICY, { createHTML: noticeMarkupOnly });
  return policy.createHTML(html);
}
