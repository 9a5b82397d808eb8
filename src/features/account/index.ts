/** The account's public door for pages: opening the login dialog (the /login page opens it at once). */
export { showLoginDialog } from './login-launcher';
