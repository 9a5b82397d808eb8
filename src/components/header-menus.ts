/** The header's menus on every page (the layout's one script calls it). */
export function startHeaderMenus(): void {
  // Closes the What We Do menu with Escape (focus back on its summary) and on a click or focus outside it.
  for (const dropdown of document.querySelectorAll<HTMLDetailsElement>('[data-dropdown]')) {
    const summary = dropdown.querySelector('summary');
    dropdown.addEventListener('keydown', (event) => {
      if (event.key === 'Escape' && dropdown.open) {
        dropdown.open = false;
        summary?.focus();
        // Only this menu closes: the mobile navigation popover around it stays open until the next Escape.
        event.preventDefault();
        event.stopPropagation();
      }
    });
    dropdown.addEventListener('focusout', (event) => {
      if (!(event.relatedTarget instanceof Node) || !dropdown.contains(event.relatedTarget)) dropdown.open = false;
    });
    document.addEventListener('click', (event) => {
      if (event.target instanceof Node && !dropdown.contains(event.target)) dropdown.open = false;
    });
  }
}
