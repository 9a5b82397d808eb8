/**
 * The header's account entry, once the page has loaded: the greeting and Dashboard address follow the
 * session store (also across tabs), the login dialog's code loads whenever something opens it, and a login
 * asked for by the previous page opens it.
 */
import { $loginOpen, openLogin, takeLoginOnArrival } from '../../lib/session/login-dialog';
import { portalUrl } from '../../lib/session/portal';
import { $session } from '../../lib/session/store';

export function startHeader(): void {
  $session.subscribe((session) => {
    document.documentElement.dataset['session'] = session ? 'in' : 'out';
    for (const name of document.querySelectorAll('[data-session-name]')) name.textContent = session?.username || 'there';
    for (const link of document.querySelectorAll<HTMLAnchorElement>('[data-dashboard]')) link.href = session ? portalUrl(session) : '/login';
  });
  // Whatever opens the dialog through the store (data code that ended a refused session, the arrival request
  // below) loads its code then: data code never imports UI.
  $loginOpen.subscribe((open) => {
    if (open) void import('./LoginDialog').then(({ mountLoginDialog }) => mountLoginDialog());
  });
  // After a password reset or creation, the previous page asked for the login dialog.
  if (takeLoginOnArrival()) openLogin();
}
