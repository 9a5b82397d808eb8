/**
 * Registers the service worker of second views (worker.ts) once the page has loaded and is idle, so it never
 * competes with the page. Only in a build (the dev server has no /sw.js); a browser without service workers, or one
 * that refuses this one (a private window, storage turned off), keeps loading every page whole.
 *
 * `register()` takes a script address, a Trusted Types sink: the `second-view` policy makes one of /sw.js and
 * refuses any other address. Its code is loaded at that idle moment, not with the page.
 */
import { WORKER_PATH, WORKER_POLICY } from './paths';

async function register(): Promise<void> {
  const { refuse, trustedPolicy } = await import('../trusted-types');
  const policy = trustedPolicy(WORKER_POLICY, {
    createScriptURL: (input) => (input === WORKER_PATH ? input : refuse(WORKER_POLICY, `the script address ${input}`)),
  });
  await navigator.serviceWorker.register(policy.createScriptURL(WORKER_PATH), { scope: '/' });
}

export function registerSecondViews(): void {
  // A page the worker answered needs no registration: the browser checks the worker for a new build by itself.
  if (!import.meta.env.PROD || !('serviceWorker' in navigator) || navigator.serviceWorker.controller) return;
  // A refusal, or code that could not load, costs the visitor nothing but the cheaper next page: nothing to report.
  const start = () => void register().catch(() => undefined);
  const whenIdle = () => ('requestIdleCallback' in window ? requestIdleCallback(start) : setTimeout(start, 1));
  if (document.readyState === 'complete') whenIdle();
  else addEventListener('load', whenIdle, { once: true });
}
