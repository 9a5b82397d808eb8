/**
 * The header's account entry, once the page has loaded: the greeting and Dashboard address follow the
 * session store (also across tabs), and a login asked for by the previous page opens the dialog.
 */
import { $session } from './store';
import { portalUrl } from './portal';
import { takeLoginOnArrival } from './login-dialog';

export function startHeader(): void {
  $session.subscribe((session) => {
    document.documentElement.dataset['session'] = session ? 'in' : 'out';
    for (const name of document.querySelectorAll('[data-session-name]')) name.textContent = session?.username || 'there';
    for (const link of document.querySelectorAll<HTMLAnchorElement>('[data-dashboard]')) link.href = session ? portalUrl(session) : '/login';
  });
  // After a password reset or creation, the previous page asked for the login dialog.
  if (takeLoginOnArrival()) void import('./login-launcher').then(({ showLoginDialog }) => showLoginDialog());
}
