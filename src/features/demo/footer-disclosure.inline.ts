/**
 * Inline, right after the footer's "Request a demo" disclosure (FooterDemo.astro). The disclosure starts open,
 * except on pages that show a demo form of their own or have just taken one; on a phone this script, which runs
 * before the disclosure paints, closes it, so the form adds no screens of fields to every page. A closed
 * disclosure has no layout, so the client:visible island inside it neither loads nor hydrates until the visitor
 * opens it.
 */

/** Phones: narrower than the footer's two columns. */
const PHONE_QUERY = '(max-width: 47.99rem)';

const disclosure = document.currentScript?.previousElementSibling;
if (disclosure instanceof HTMLDetailsElement && matchMedia(PHONE_QUERY).matches) disclosure.open = false;
