/**
 * Inline, for pages only a logged-in user may see (billing): runs right after mark-session.inline.ts, before the
 * page renders, and sends a visitor to /page ([§2](docs/CONTRACT.md#2-routes)) without loading the page first.
 */
import { pathHere } from '../../i18n/here';
import { isMarkedLive } from './session-attribute';

if (!isMarkedLive()) location.replace(pathHere('/page'));
