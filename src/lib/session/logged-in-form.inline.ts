/**
 * Inline, for the create-password page (§2: creating a password is blocked while a session exists): placed right
 * after the form's wrapper, it runs before the form paints and removes it for a live session, so only the warning
 * beside it remains (the page's CSS picks which of the two shows).
 */
import { isMarkedLive } from './session-attribute';

if (isMarkedLive()) document.currentScript?.previousElementSibling?.remove();
