/**
 * Starts the page's measurement after the load event and an idle moment (Safari has no requestIdleCallback: a
 * moment later), so it never competes with the page: ./page.ts arrives then and sends the pageview. A failed
 * load is only a lost pageview. Only in a build with PUBLIC_ANALYTICS_URL (./measurement.build.ts).
 */
const start = () =>
  void import('./page').then(
    (page) => page.measurePage(),
    () => undefined,
  );
const whenIdle = () => ('requestIdleCallback' in window ? requestIdleCallback(start) : setTimeout(start, 1));
if (document.readyState === 'complete') whenIdle();
else addEventListener('load', whenIdle, { once: true });
