/**
 * A demo form on a page of blocks takes the focus when the visitor follows a link to its heading (the page's
 * Request a Demo actions, Blocks.astro) or arrives with that heading in the address (/campus-permits#b16, from a
 * QR code): its first field, once the island runs, so that what the visitor types reaches the form. The link does
 * the scrolling, script or none, as smoothly as the visitor's motion settings allow (global.css's scroll-behavior):
 * the focus scrolls nothing more, and takes nothing from a control the visitor has chosen meanwhile.
 */
import { useEffect, type RefObject } from 'react';

/**
 * While the form is on the page, puts the focus in its first field whenever the address's hash becomes `#anchor`,
 * a link to `#anchor` is followed again, or the page was opened at `#anchor`; nothing when `anchor` is undefined.
 */
export function useFocusFromLink(anchor: string | undefined, form: RefObject<HTMLFormElement | null>): void {
  useEffect(() => {
    if (anchor === undefined) return;
    const hash = `#${anchor}`;
    const focusFirstField = () => {
      // Only where following the link (or opening the page) left the focus: nowhere, or on that link.
      const active = document.activeElement;
      if (active === null || active === document.body || (active as Partial<HTMLAnchorElement>).hash === hash)
        form.current?.querySelector<HTMLElement>('input, select, textarea')?.focus({ preventScroll: true });
    };
    const onHashChange = () => {
      if (location.hash === hash) focusFirstField();
    };
    // A link to the hash the address already has fires no hashchange, and an engine may move the focus to the page
    // after its click (Firefox does): its scroll is done here instead, the same as the browser's (the heading under
    // the header, as smoothly as scroll-behavior says), then the focus moves. A click that opens a tab is left alone.
    const onClick = (event: MouseEvent) => {
      if (location.hash !== hash || event.defaultPrevented || event.button || event.ctrlKey || event.metaKey || event.shiftKey) return;
      if (!(event.target instanceof Element && event.target.closest(`a[href="${hash}"]`))) return;
      event.preventDefault();
      document.getElementById(anchor)?.scrollIntoView();
      focusFirstField();
    };
    // Hydrated after the link was followed, or on a page opened at the form.
    onHashChange();
    addEventListener('hashchange', onHashChange);
    document.addEventListener('click', onClick);
    return () => {
      removeEventListener('hashchange', onHashChange);
      document.removeEventListener('click', onClick);
    };
  }, [anchor, form]);
}
