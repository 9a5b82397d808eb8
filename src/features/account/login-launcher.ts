/**
 * Opening the login dialog from a control (the header's Login, /login). The dialog's code (React, the form)
 * loads on that first use, so no page pays for it up front.
 */
import { openLogin } from '../../lib/session/login-dialog';

/** Mounts the login dialog once, then opens it; focus returns to `opener` when it closes. */
export async function showLoginDialog(opener?: HTMLElement): Promise<void> {
  const { mountLoginDialog } = await import('./LoginDialog');
  mountLoginDialog();
  openLogin(opener);
}
