/**
 * The header's account entry, once the page has loaded: the greeting and Dashboard address follow the
 * session store (also across tabs), the login dialog's code loads whenever something opens it, and a login
 * asked for by the previous page opens it. The inline script after the menu (fill-account-menu.inline.ts) has
 * already shown the greeting and the address before the first paint.
 */
import { withCode } from '../../lib/lazy';
import { $loginOpen, openLogin, takeLoginOnArrival } from '../../lib/session/login-dialog';
import { portalAddress, portalUrl } from '../../lib/session/portal';
import { PORTAL_CONFIG } from '../../lib/session/portal-config';
import { markSession } from '../../lib/session/session-attribute';
import { $session } from '../../lib/session/store';

export function startHeader(): void {
  $session.subscribe((session) => {
    markSession(session !== null);
    // Without a name, the greeting's own word in the page's language (its data-session-name: "there").
    for (const name of document.querySelectorAll('[data-session-name]'))
      name.textContent = session?.username || name.getAttribute('data-session-name');
    // The href never carries tokens (it can be copied, shared, or shown in the status bar); openDashboard adds them.
    for (const link of document.querySelectorAll<HTMLAnchorElement>('[data-dashboard]'))
      link.href = session ? portalAddress(session, PORTAL_CONFIG) : '/login';
  });
  // Whatever opens the dialog through the store (data code that ended a refused session, the arrival request
  // below) loads its code then: data code never imports UI.
  $loginOpen.subscribe((open) => {
    if (open)
      withCode(
        () => import('./LoginDialog'),
        ({ mountLoginDialog }) => mountLoginDialog(),
      );
  });
  // After a password reset or creation, the previous page asked for the login dialog.
  if (takeLoginOnArrival()) openLogin();
}

/** Dashboard: the user's portal, with a customer's tokens in the fragment ([§4](docs/CONTRACT.md#4-flows)), built only now; /login without a session. */
export function openDashboard(): void {
  const session = $session.get();
  window.location.assign(session ? portalUrl(session, PORTAL_CONFIG) : '/login');
}
