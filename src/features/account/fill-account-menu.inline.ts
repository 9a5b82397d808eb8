/**
 * Inline, right after the header's account menu (AccountMenu.astro), before it paints: for a live session (the
 * head's mark), the greeting shows the stored name and the Dashboard link the user's portal, so nothing changes at
 * the load event. The portals come from the link's data attributes (this build's configuration); the address is
 * portalAddress()'s and carries no token: header.ts adds the tokens on click.
 */
import { portalAddress } from '../../lib/session/portal';
import { isMarkedLive } from '../../lib/session/session-attribute';

if (isMarkedLive()) {
  try {
    const store = localStorage;
    const name = store.getItem('username');
    // Without a stored name, the greeting keeps the word the page drew in its language ("there").
    if (name) for (const greeting of document.querySelectorAll('[data-session-name]')) greeting.textContent = name;
    const session = { user_type: store.getItem('user_type') ?? '', partner_slug: store.getItem('partner_slug') ?? '' };
    for (const link of document.querySelectorAll<HTMLAnchorElement>('[data-dashboard]')) {
      const { customerPortal = '', adminPortal = '', defaultSlug = '' } = link.dataset;
      link.href = portalAddress(session, { customerPortalUrl: customerPortal, adminPortalUrl: adminPortal, defaultPartnerSlug: defaultSlug });
    }
  } catch {
    // Storage is unavailable: the header shows its defaults until the page has loaded.
  }
}
