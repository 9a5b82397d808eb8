/** Sends a visitor (no session when the island starts) to /page, as [§2](docs/CONTRACT.md#2-routes) asks of /billing. */
import { useEffect } from 'react';
import { pathHere } from '../../i18n/here';
import { $session } from '../../lib/session/store';

/**
 * Checks once, on mount: a session that ends later on this page (a 401) leaves the page with the login dialog
 * open instead.
 */
export function useVisitorRedirect(): void {
  useEffect(() => {
    if (!$session.get()) window.location.replace(pathHere('/page'));
  }, []);
}
