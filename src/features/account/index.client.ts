/**
 * What the account menu runs on every page (the layout's one script calls it): Login opens the dialog, Dashboard
 * goes to the portal with the session's tokens, and the session-dependent parts of the header start after the load.
 */
import { withCode } from '../../lib/lazy';

// No static imports but the tiny loader: nothing here delays the first paint. Login opens the dialog (its code loads on
// that click); the session-dependent parts of the header start once the page has loaded.
document.addEventListener('click', (event) => {
  const opener = event.target instanceof Element ? event.target.closest<HTMLElement>('[data-open-login]') : null;
  if (!opener) return;
  event.preventDefault();
  // A failed load is tried once more; when the dialog's code is gone (a deploy since this page loaded), the
  // link's own page loads it afresh.
  const launcher = () => import('./login-launcher');
  void launcher()
    .catch(launcher)
    .then(({ showLoginDialog }) => showLoginDialog(opener))
    .catch(() => window.location.assign(opener.getAttribute('href') ?? '/login'));
});

// Dashboard: the href is the portal without tokens; a plain click goes there with them (built now, on
// the click). A click with a modifier (new tab or window) follows the href as it is.
document.addEventListener('click', (event) => {
  const dashboard = event.target instanceof Element ? event.target.closest('[data-dashboard]') : null;
  if (!dashboard || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  event.preventDefault();
  // Without its code, the link's own address (the portal, without tokens) is still somewhere to go.
  withCode(
    () => import('./header'),
    ({ openDashboard }) => openDashboard(),
    () => window.location.assign(dashboard.getAttribute('href') ?? '/login'),
  );
});

// Without its code (or when the page is leaving before it loads), the head's early script has already shown the session.
// In a task of its own after the load: the load event runs in the task that evaluates the page's modules, and the two
// together passed 50 ms on a phone (docs/BENCHMARKS.md, "Blocking time"), each alone far less.
const start = () =>
  setTimeout(() =>
    withCode(
      () => import('./header'),
      ({ startHeader }) => startHeader(),
    ),
  );
if (document.readyState === 'complete') start();
else window.addEventListener('load', start, { once: true });

export function startAccountMenu(): void {}
