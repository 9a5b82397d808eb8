/**
 * Toast notices (notyf) for every island and script of the site. Notyf renders its message as HTML, so
 * every text — above all text from the server — is escaped here and shown as text, never as markup.
 */
import { Notyf } from 'notyf';
import 'notyf/notyf.min.css';
import '../styles/notices.css';

/** A notice: a title and an optional line under it. */
export interface Notice {
  readonly kind: 'success' | 'error';
  readonly title: string;
  readonly message?: string | undefined;
}

let notyf: Notyf | undefined;
let announcement = '';

function instance(): Notyf {
  if (notyf) return notyf;
  notyf = new Notyf({ duration: 6000, dismissible: true, ripple: false, position: { x: 'right', y: 'top' } });
  // Notyf announces its raw message (our escaped HTML) to screen readers; announce the plain text instead.
  const view = (notyf as unknown as { view?: { _announce?: (message: string) => void } }).view;
  const announce = view?._announce?.bind(view);
  if (view && announce) view._announce = () => announce(announcement);
  return notyf;
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

/** Shows one notice. */
export function notify(notice: Notice): void {
  announcement = notice.message ? `${notice.title} ${notice.message}` : notice.title;
  instance().open({ type: notice.kind, message: noticeHtml(notice) });
  // Notyf's dismiss buttons have no accessible name of their own.
  for (const button of document.querySelectorAll('.notyf__dismiss-btn:not([aria-label])')) {
    button.setAttribute('aria-label', 'Dismiss notice');
    button.setAttribute('type', 'button');
  }
}

/** Shows several notices, in order. */
export function notifyAll(notices: readonly Notice[]): void {
  for (const notice of notices) notify(notice);
}
