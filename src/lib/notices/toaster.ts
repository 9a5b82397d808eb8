/** The notyf side of notices, loaded with the first notice so no page pays for it up front. */
import { Notyf } from 'notyf';
import notyfStyles from 'notyf/notyf.min.css?url';
import noticeStyles from '../../styles/notices.css?url';

/** Adds the toast styles with the first toast (a page never loads them up front). */
function addStyles(): void {
  for (const href of [notyfStyles, noticeStyles]) {
    if (document.querySelector(`link[href="${href}"]`)) continue;
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = href;
    document.head.append(link);
  }
}

let notyf: Notyf | undefined;
let announcement = '';

function instance(): Notyf {
  if (notyf) return notyf;
  addStyles();
  notyf = new Notyf({ duration: 6000, dismissible: true, ripple: false, position: { x: 'right', y: 'top' } });
  // Notyf announces its raw message (our escaped HTML) to screen readers; announce the plain text instead.
  const view = (notyf as unknown as { view?: { _announce?: (message: string) => void } }).view;
  const announce = view?._announce?.bind(view);
  if (view && announce) view._announce = () => announce(announcement);
  return notyf;
}

/** Shows one toast: `html` is already escaped, `plain` is what screen readers hear. */
export function toast(kind: 'success' | 'error', html: string, plain: string): void {
  announcement = plain;
  instance().open({ type: kind, message: html });
  // Notyf's dismiss buttons have no accessible name of their own.
  for (const button of document.querySelectorAll('.notyf__dismiss-btn:not([aria-label])')) {
    button.setAttribute('aria-label', 'Dismiss notice');
    button.setAttribute('type', 'button');
  }
}
