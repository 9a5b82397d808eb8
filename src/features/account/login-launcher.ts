/**
 * Opening the login dialog from a control (the header's Login, /login). The dialog's code (React, the form)
 * loads on that first use, so no page pays for it up front.
 */
import { loadCode } from '../../lib/lazy';
import { openLogin } from '../../lib/session/login-dialog';

/**
 * Mounts the login dialog once, then opens it; focus returns to `opener` when it closes. It rejects with a
 * CodeLoadError when the dialog's code cannot be loaded (even on a second try).
 */
export async function showLoginDialog(opener?: HTMLElement): Promise<void> {
  const { mountLoginDialog } = await loadCode(() => import('./LoginDialog'));
  mountLoginDialog();
  openLogin(opener);
}
