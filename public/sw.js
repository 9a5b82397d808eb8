// The service worker the site once had (second views, retired): a browser that still runs it checks this address on
// its next navigation, installs this one, which deletes the old worker's cache and unregisters itself. It answers
// nothing (no fetch listener), so every request goes to the network as on a browser that never had a worker.
self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) => Promise.all(names.filter((name) => name.startsWith('second-view:')).map((name) => caches.delete(name))))
      .then(() => self.registration.unregister()),
  );
});
