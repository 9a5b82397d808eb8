/**
 * The service worker (built into /sw.js by second-view.build.ts, which puts the build's manifest before it as
 * `SECOND_VIEWS`): it keeps the site stylesheet in its cache and answers a navigation to a page with that page's
 * second view (routing.ts). Each build's worker has its own cache, named after its stylesheet; the worker that
 * takes over deletes the others.
 */
import { answer, type Manifest } from './routing';

declare const SECOND_VIEWS: Manifest;

/** The parts of a service worker's scope and events the worker uses (TypeScript's DOM library has no worker types). */
interface ExtendableEvent extends Event {
  waitUntil(work: Promise<unknown>): void;
}
interface FetchEvent extends ExtendableEvent {
  readonly request: Request;
  respondWith(response: Promise<Response>): void;
}
interface WorkerScope {
  readonly location: Location;
  skipWaiting(): Promise<void>;
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'fetch', listener: (event: FetchEvent) => void): void;
}

const scope = self as unknown as WorkerScope;
const CACHE = `second-view:${SECOND_VIEWS.stylesheet}`;

scope.addEventListener('install', (event) => {
  // The stylesheet the page that registered the worker has just loaded: from the browser's cache, not the network.
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.add(SECOND_VIEWS.stylesheet))
      .then(() => scope.skipWaiting()),
  );
});

scope.addEventListener('activate', (event) => {
  event.waitUntil(caches.keys().then((names) => Promise.all(names.filter((name) => name !== CACHE).map((name) => caches.delete(name)))));
});

scope.addEventListener('fetch', (event) => {
  const response = answer(event.request, SECOND_VIEWS, {
    origin: scope.location.origin,
    fetch: (request, init) => fetch(request, init),
    cached: (url) => caches.open(CACHE).then((cache) => cache.match(url)),
  });
  if (response) event.respondWith(response);
});
