/** The notyf side of notices, loaded with the first notice so no page pays for it up front. */
import { inPageLanguage } from '../../i18n/phrasebook';
import { Notyf, type NotyfNotification } from 'notyf';
import notyfStyles from 'notyf/notyf.min.css?url';
import noticeStyles from '../../styles/notices.css?url';
import { trustedNoticeHtml } from './notyf-policy';

/**
 * Adds the toast styles with the first toast (a page never loads them up front), after every stylesheet of the page,
 * the one it links at the end of its body included, so where both set a property with equal weight, the toasts' wins.
 */
function addStyles(): void {
  for (const href of [notyfStyles, noticeStyles]) {
    if (document.querySelector(`link[href="${href}"]`)) continue;
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = href;
    document.body.append(link);
  }
}

/** How long a toast stays. */
const DURATION_MS = 6000;

let notyf: Notyf | undefined;
let container: HTMLElement | null = null;
let announcement = '';
/** Error toasts that may still be on screen: a later success takes them away. */
const errors = new Set<NotyfNotification>();

function instance(): Notyf {
  if (notyf) return notyf;
  addStyles();
  notyf = new Notyf({ duration: DURATION_MS, dismissible: true, ripple: false, position: { x: 'right', y: 'top' } });
  // The toasts' container is a manual popover, so it can sit in the top layer above a modal dialog (the
  // login dialog) instead of under its backdrop; notices.css undoes the popover's default box.
  container = (notyf as unknown as { view?: { container?: HTMLElement } }).view?.container ?? null;
  container?.setAttribute('popover', 'manual');
  // Notyf announces its raw message (our escaped HTML) to screen readers; announce the plain text instead.
  const view = (notyf as unknown as { view?: { _announce?: (message: string) => void } }).view;
  const announce = view?._announce?.bind(view);
  if (view && announce) view._announce = () => announce(announcement);
  return notyf;
}

/** Shows the container (again) inside `home`: a popover shown last is drawn on top of the top layer. */
function showIn(home: HTMLElement): void {
  if (!container) return;
  if (container.matches(':popover-open')) container.hidePopover();
  if (container.parentElement !== home) home.append(container);
  container.showPopover();
}

/**
 * Puts the toasts on top of everything. While a modal dialog is open the rest of the page is inert, so the
 * container moves into the dialog (still a popover, drawn above it, its dismiss buttons usable) and goes
 * back to the body when the dialog closes.
 */
function raise(): void {
  if (!container || typeof container.showPopover !== 'function') return;
  const modal = document.querySelector<HTMLDialogElement>('dialog:modal');
  if (!modal) {
    if (container.parentElement !== document.body || !container.matches(':popover-open')) showIn(document.body);
    return;
  }
  if (container.parentElement === modal && container.matches(':popover-open')) return;
  showIn(modal);
  modal.addEventListener('close', () => showIn(document.body), { once: true });
}

/**
 * Shows one toast: `html` is already escaped, `plain` is what screen readers hear. A success takes away the
 * error toasts still on screen (the failure they spoke of is over).
 */
export function toast(kind: 'success' | 'error', html: string, plain: string): void {
  announcement = plain;
  const toasts = instance();
  if (kind === 'success') {
    for (const error of errors) toasts.dismiss(error);
    errors.clear();
  }
  raise();
  // notyf writes the message with innerHTML: it gets it through the `notyf` Trusted Types policy (notyf-policy.ts).
  const notification = toasts.open({ type: kind, message: trustedNoticeHtml(html) });
  if (kind === 'error') {
    errors.add(notification);
    // Gone by itself by then (dismissing a toast twice is harmless, so one closed by hand may stay listed).
    setTimeout(() => errors.delete(notification), DURATION_MS);
  }
  // Notyf's dismiss buttons have no accessible name of their own.
  for (const button of document.querySelectorAll('.notyf__dismiss-btn:not([aria-label])')) {
    button.setAttribute('aria-label', inPageLanguage('Dismiss notice'));
    button.setAttribute('type', 'button');
  }
}
