/**
 * Part of the session store: a few lines that run in the page head, before the header paints, and mark
 * <html data-session="in"> when a live session exists, so a logged-in user never sees the Login button
 * flash first. It mirrors isExpired() in store.ts. astro.config.mjs adds its hash to the CSP.
 */
export const EARLY_SESSION_SCRIPT =
  "try{var s=localStorage,t=s.getItem('access_token'),b=Number(s.getItem('session_start_time')),e=Number(s.getItem('expires_in'));" +
  "if(t&&!(b>0&&e>0&&b+e*1e3<=Date.now()))document.documentElement.dataset.session='in'}catch(_){}";

/**
 * For pages only a logged-in user may see (billing): runs right after the script above, before the
 * page renders, and sends a visitor to /page (§2) without loading the page first.
 */
export const VISITOR_REDIRECT_SCRIPT = "if(document.documentElement.dataset.session!=='in')location.replace('/page')";
