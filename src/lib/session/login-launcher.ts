/** Loads the login dialog's code on first use (React and the form are not part of any page's load). */
import { openLogin } from './login-dialog';

/** Mounts the login dialog once, then opens it; focus returns to `opener` when it closes. */
export async function showLoginDialog(opener?: HTMLElement): Promise<void> {
  const { mountLoginDialog } = await import('../../islands/LoginDialog');
  mountLoginDialog();
  openLogin(opener);
}
