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

/**
 * Runs right after the header's account menu, before it paints: for a live session (the head script's
 * mark), the greeting shows the stored name and the Dashboard link the user's portal, so nothing changes
 * at the load event. The portals come from the link's data attributes (this build's configuration); the
 * address mirrors portalAddress() in portal.ts and carries no token: the tokens are added on click
 * (header.ts openDashboard). astro.config.mjs adds its hash to the CSP.
 */
export const EARLY_HEADER_SCRIPT =
  "(function(){if(document.documentElement.dataset.session!=='in')return;try{var s=localStorage,t=s.getItem('user_type')||'',n=s.getItem('username'),e=encodeURIComponent," +
  "r=function(u){return(u||'').replace(/\\/+$/,'')};" +
  "document.querySelectorAll('[data-session-name]').forEach(function(x){x.textContent=n||'there'});" +
  "document.querySelectorAll('[data-dashboard]').forEach(function(a){var d=a.dataset;" +
  "a.href=t==='5'?r(d.customerPortal)+'/'+e(s.getItem('partner_slug')||d.defaultSlug||''):r(d.adminPortal)+'/'+e(t)})}catch(_){}})()";

/**
 * For the create-password page (§2: creating a password is blocked while a session exists): runs right
 * after the form's wrapper, before it paints, and removes the form for a live session, so only the
 * warning beside it remains (the page's CSS picks which of the two shows). The page adds its hash to its CSP.
 */
export const LOGGED_IN_FORM_SCRIPT = "if(document.documentElement.dataset.session==='in')document.currentScript.previousElementSibling.remove()";
