/**
 * A page's title as the browser tab and search results show it: the editor's title with the site name added (the home
 * page's before it, every other page's after it). The content check holds editors' titles to TAB_TITLE_MOST with the
 * site name in (scripts/quality/content.ts), as the HTML check of the build does (html-validate's long-title).
 */

/** The most characters of a tab's title, the site name included: what search results show before they cut it. */
export const TAB_TITLE_MOST = 70;

/** The title of the tab: "ParkCloud – Cloud parking software" on the home page, "Monthly parking | ParkCloud" elsewhere. */
export function tabTitle(title: string, brand: string, home: boolean): string {
  return home ? `${brand} – ${title}` : `${title} | ${brand}`;
}
