/**
 * Toast notices (notyf) for every island and script of the site. Notyf renders its message as HTML, so
 * every text — above all text from the server — is escaped here and shown as text, never as markup.
 * The toast code itself loads with the first notice.
 */

import { inPageLanguage } from '../../i18n/phrasebook';
import { loadCode } from '../lazy';

/** A notice: a title and an optional line under it. */
export interface Notice {
  readonly kind: 'success' | 'error';
  readonly title: string;
  readonly message?: string | undefined;
}

/** Escapes text for notyf's HTML message. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** The HTML notyf receives for a notice: both parts escaped. */
export function noticeHtml(notice: Notice): string {
  const title = `<strong class="notice__title">${escapeHtml(notice.title)}</strong>`;
  return notice.message ? `${title}<span class="notice__text">${escapeHtml(notice.message)}</span>` : title;
}

let shown: Promise<unknown> = Promise.resolve();

/**
 * Shows one notice; notices show in the order they were asked for. It rejects with a CodeLoadError when the
 * toast code cannot be loaded (even on a second try).
 */
export function notify(given: Notice): Promise<void> {
  // In the page's language: a notice is written in English where it is made, and may be shown on the next page (a
  // form's thank-you); a text the dictionaries do not know (the API's own message) is shown as it came.
  const notice: Notice = {
    ...given,
    title: inPageLanguage(given.title),
    ...(given.message === undefined ? {} : { message: inPageLanguage(given.message) }),
  };
  const plain = notice.message ? `${notice.title} ${notice.message}` : notice.title;
  const next = shown.then(() => loadCode(() => import('./toaster'))).then(({ toast }) => toast(notice.kind, noticeHtml(notice), plain));
  shown = next.catch(() => undefined);
  return next;
}

/** Shows several notices, in order. */
export async function notifyAll(notices: readonly Notice[]): Promise<void> {
  await Promise.all(notices.map(notify));
}
