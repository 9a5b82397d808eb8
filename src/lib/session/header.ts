/**
 * The header's account entry, once the page has loaded: the greeting and Dashboard address follow the
 * session store (also across tabs), and a login asked for by the previous page opens the dialog. The
 * inline script after the menu (EARLY_HEADER_SCRIPT) has already shown both before the first paint.
 */
import { $session } from './store';
import { portalAddress, portalUrl } from './portal';
import { takeLoginOnArrival } from './login-dialog';

export function startHeader(): void {
  $session.subscribe((session) => {
    document.documentElement.dataset['session'] = session ? 'in' : 'out';
    for (const name of document.querySelectorAll('[data-session-name]')) name.textContent = session?.username || 'there';
    // The href never carries tokens (it can be copied, shared, or shown in the status bar); openDashboard adds them.
    for (const link of document.querySelectorAll<HTMLAnchorElement>('[data-dashboard]')) link.href = session ? portalAddress(session) : '/login';
  });
  // After a password reset or creation, the previous page asked for the login dialog.
  if (takeLoginOnArrival()) void import('./login-launcher').then(({ showLoginDialog }) => showLoginDialog());
}

/** Dashboard: the user's portal, with a customer's tokens in the fragment (§4), built only now; /login without a session. */
export function openDashboard(): void {
  const session = $session.get();
  window.location.assign(session ? portalUrl(session) : '/login');
}
