/**
 * Whether the login dialog is open, shared by the header, /login and the password pages. A page can
 * ask the next page to open it on arrival (after a password reset or creation).
 */
import { atom } from 'nanostores';
import { dropSession } from './store';

const ARRIVAL_KEY = 'open-login-on-arrival';

/** True while the login dialog is open. */
export const $loginOpen = atom(false);

let returnFocusTo: HTMLElement | null = null;

/** Opens the login dialog; focus goes back to `opener` (or what had focus) when it closes. */
export function openLogin(opener?: HTMLElement): void {
  returnFocusTo = opener ?? (document.activeElement instanceof HTMLElement ? document.activeElement : null);
  $loginOpen.set(true);
}

/** Closes the login dialog and returns focus to where it was. */
export function closeLogin(): void {
  $loginOpen.set(false);
  returnFocusTo?.focus();
  returnFocusTo = null;
}

/** Asks the next page load to open the login dialog. */
export function openLoginOnArrival(): void {
  try {
    sessionStorage.setItem(ARRIVAL_KEY, '1');
  } catch {
    // Storage refused: the visitor opens it from the header.
  }
}

/** Whether this page load was asked to open the login dialog; the request is used up. */
export function takeLoginOnArrival(): boolean {
  try {
    const asked = sessionStorage.getItem(ARRIVAL_KEY) === '1';
    sessionStorage.removeItem(ARRIVAL_KEY);
    return asked;
  } catch {
    return false;
  }
}

/**
 * A Bearer call was refused (401): the session ends (its own keys only: drafts and the /payment order stay)
 * and the visitor is asked to log in again.
 */
export function endSession(): void {
  dropSession();
  openLogin();
}
