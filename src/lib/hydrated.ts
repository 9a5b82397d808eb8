/** Whether an island runs in the browser yet: false in the server's HTML and while hydrating, true after. */
import { useSyncExternalStore } from 'react';

const never = () => () => {};

/**
 * False in the server's HTML and during hydration (so the first render matches that HTML), true once the island
 * runs: what an island's controls read to stay disabled until they can act.
 */
export const useHydrated = (): boolean =>
  useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
