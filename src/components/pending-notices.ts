/**
 * Shows, on every page (the layout's one script calls it), the notices the previous page left for this one
 * (e.g. 'Thank You' after a demo request).
 */
import { withCode } from '../lib/lazy';

// Loads the notice code only when there is something to show.
if (sessionStorage.getItem('pending-notices')) {
  withCode(
    () => Promise.all([import('../lib/navigation-state'), import('../lib/notices')]),
    ([navigation, notices]) => notices.notifyAll(navigation.takePendingNotices()),
  );
}

export function showPendingNotices(): void {}
