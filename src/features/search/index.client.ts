/**
 * What search runs on every page (the layout's one script calls it): the header's Search link and `/`, Ctrl+K or
 * ⌘K open the dialog, whose code (dialog.ts), styles and Pagefind load on the first open.
 */
export function startSearchOpener(): void {
  const show = (link: HTMLAnchorElement | null) => {
    // When the dialog's code is gone (a deploy since this page loaded), /search loads afresh.
    if (link)
      import('./dialog').then(
        ({ openSearch }) => openSearch(link),
        () => location.assign(link.href),
      );
  };
  document.addEventListener('click', (event) => {
    const link = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>('[data-search-open]') : null;
    // A click with a modifier (new tab or window) follows the link.
    if (link && !(event.button || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)) {
      event.preventDefault();
      show(link);
    }
  });
  document.addEventListener('keydown', (event) => {
    const { key, target } = event;
    const typing = target instanceof Element && target.closest('input,textarea,select,[contenteditable]');
    if (event.ctrlKey || event.metaKey ? key === 'k' || key === 'K' : key === '/' && !typing && !event.altKey) {
      event.preventDefault();
      show(document.querySelector('[data-search-open]'));
    }
  });
}
