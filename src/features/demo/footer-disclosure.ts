/**
 * The footer's demo form sits in a "Request a demo" disclosure (FooterDemo.astro). It starts open, except on
 * pages that show a demo form of their own or have just taken one; on a phone this script, which runs right
 * after the disclosure and before it paints, closes it, so the form adds no screens of fields to every page.
 * A closed disclosure has no layout, so the client:visible island inside it neither loads nor hydrates until
 * the visitor opens it.
 */

/** Phones: narrower than the footer's two columns. */
export const PHONE_QUERY = '(max-width: 47.99rem)';

/** The inline script, placed right after the <details>; astro.config.mjs adds its hash to the CSP. */
export const FOOTER_DEMO_SCRIPT = `(function(d){if(d&&matchMedia('${PHONE_QUERY}').matches)d.open=false})(document.currentScript.previousElementSibling)`;
