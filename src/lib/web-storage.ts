/**
 * The browser's two storages, or null where there is none to use: on the server, and where the browser refuses
 * them (storage turned off, a private window that throws on access). Every reader takes null as "nothing kept" and
 * every writer as "nothing to keep": the visitor loses a convenience, never the page.
 */

/** Reads a storage global, which throws where it is refused and does not exist on the server. */
function reach(storage: () => Storage): Storage | null {
  try {
    return storage();
  } catch {
    return null;
  }
}

/** localStorage: what outlives the tab (the session, a payment's hold). */
export const localStore = (): Storage | null => reach(() => localStorage);

/** sessionStorage: what this tab keeps across reloads (drafts, the order being paid). */
export const sessionStore = (): Storage | null => reach(() => sessionStorage);
