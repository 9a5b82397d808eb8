/**
 * <html data-session="in">: the mark of a live session. The head's inline script sets it before the first paint
 * (mark-session.inline.ts), the header keeps it in step with the store once the page has loaded, and CSS and the
 * other inline scripts read it to show or leave what belongs to a logged-in user.
 */

/** Whether the page is marked as having a live session. */
export function isMarkedLive(): boolean {
  return document.documentElement.dataset['session'] === 'in';
}

/** Marks the page as having a live session, or not. */
export function markSession(live: boolean): void {
  document.documentElement.dataset['session'] = live ? 'in' : 'out';
}
