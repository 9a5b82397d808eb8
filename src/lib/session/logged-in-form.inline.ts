/**
 * Inline, for the create-password page ([§2](docs/CONTRACT.md#2-routes): creating a password is blocked while a session exists): placed right
 * after the form's wrapper, it runs before the form paints and takes the form out for a live session, so only the
 * warning beside it remains (the page's CSS picks which of the two shows). It keeps a copy of the form as it was
 * parsed (a copy, not markup: no HTML string goes through a Trusted Types sink): when the session ends in another
 * tab (the header marks the page 'out'), the copy comes back as a new element and its island hydrates, so the page
 * never stands empty.
 */
import { isMarkedLive } from './session-attribute';

const here = document.currentScript;
const form = here?.previousElementSibling;
if (form && isMarkedLive()) {
  const copy = form.cloneNode(true);
  form.remove();
  new MutationObserver((_changes, observer) => {
    if (isMarkedLive()) return;
    observer.disconnect();
    here?.before(copy);
  }).observe(document.documentElement, { attributeFilter: ['data-session'] });
}
