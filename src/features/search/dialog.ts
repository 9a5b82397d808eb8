/**
 * The search dialog, loaded on its first open (SearchButton.astro): a labelled search field, the number of
 * results announced politely, and the results (type, title, excerpt with the matches marked) as links. Arrow
 * keys move from the field through the results, Enter opens one (from the field, the first), Escape or Close
 * closes and returns focus to the header's Search link, and Tab stays inside. Everything is built with DOM
 * calls and text nodes: nothing is parsed as HTML. Each settled query's number of results goes to measurement,
 * when it is on, as a DOM event (SEARCH_SETTLED).
 */
import { pathHere } from '../../i18n/here';
import { inPageLanguage as t } from '../../i18n/phrasebook';
import { trapTab } from '../../lib/focus-trap';
import { SEARCH_SETTLED } from '../../lib/measurement/search-event';
import { appendExcerpt, excerptSegments } from './excerpt';
import { SEARCH_PATH, TYPE_LABELS, typeOf } from './page-type';
import { loadPagefind, type FoundPage } from './pagefind';
// Its address only: the styles load with the dialog, not inline in every page as an imported stylesheet would be.
import stylesheet from './dialog.css?url';

/** How many results the dialog draws; the status says how many were found. */
const SHOWN = 10;
/** How long a query must stay unchanged to count as settled for measurement. */
const SETTLE_MS = 1000;

/** The number of results as the status announces it, in the page's language. */
export function resultsStatus(found: number): string {
  if (found === 0) return t('No results');
  const number = (value: number) => value.toLocaleString(document.documentElement.lang || 'en');
  const count = found === 1 ? t('1 result') : t('{count} results', { count: number(found) });
  return found > SHOWN ? t('{count}, the first {shown} shown', { count, shown: number(SHOWN) }) : count;
}

function element<K extends keyof HTMLElementTagNameMap>(tag: K, className: string, text?: string): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
}

interface View {
  readonly dialog: HTMLDialogElement;
  readonly input: HTMLInputElement;
  readonly status: HTMLElement;
  readonly list: HTMLElement;
  opener?: HTMLElement;
}

let view: View | undefined;
/** The query whose results are shown, and whether its Search event is still to be sent. */
let shown = { query: '', found: 0, pending: false };
let settle: ReturnType<typeof setTimeout> | undefined;
/** The last query counted: the same query settling again is not a new search. Kept in memory only, never sent. */
let counted = '';

/** Counts the results on screen once, for measurement's Search event: the number of results, never the words. */
function countSearch(): void {
  clearTimeout(settle);
  if (!shown.pending || shown.query === counted) return;
  shown.pending = false;
  counted = shown.query;
  // Measurement, when on, listens (src/lib/measurement/page.ts): the dialog itself carries none of its code.
  document.dispatchEvent(new CustomEvent(SEARCH_SETTLED, { detail: shown.found }));
}

function resultItem(page: FoundPage): HTMLLIElement {
  const item = document.createElement('li');
  const link = element('a', 'search-dialog__result');
  link.href = page.url;
  link.append(element('span', 'search-dialog__type', t(TYPE_LABELS[typeOf(page.filters)])));
  link.append(element('span', 'search-dialog__title', page.meta['title'] ?? page.url));
  const excerpt = element('span', 'search-dialog__excerpt');
  appendExcerpt(excerpt, excerptSegments(page.excerpt));
  link.append(excerpt);
  item.append(link);
  return item;
}

async function search(current: View): Promise<void> {
  const query = current.input.value.trim();
  clearTimeout(settle);
  if (query === '') {
    shown = { query, found: 0, pending: false };
    current.list.replaceChildren();
    current.status.textContent = '';
    return;
  }
  let pages: FoundPage[];
  let found: number;
  try {
    const pagefind = await loadPagefind();
    const results = await pagefind.debouncedSearch(query, {}, 150);
    // A later keystroke took over.
    if (results === null || current.input.value.trim() !== query) return;
    found = results.results.length;
    pages = await Promise.all(results.results.slice(0, SHOWN).map((result) => result.data()));
  } catch {
    current.status.textContent = t('Search could not load. Every section of the site is on the Search page.');
    return;
  }
  if (current.input.value.trim() !== query) return;
  current.list.replaceChildren(...pages.map(resultItem));
  current.status.textContent = resultsStatus(found);
  shown = { query, found, pending: true };
  settle = setTimeout(countSearch, SETTLE_MS);
}

/** The field and the result links, in the order the arrow keys move through them. */
const stops = (current: View): HTMLElement[] => [current.input, ...current.list.querySelectorAll<HTMLElement>('a')];

function onKeydown(current: View, event: KeyboardEvent): void {
  trapTab(event, current.dialog);
  if (event.key === 'Escape') {
    // Closed here, in every engine alike: a search field's own Escape would only clear it.
    event.preventDefault();
    current.dialog.close();
  } else if (event.key === 'Enter' && event.target === current.input) {
    current.list.querySelector('a')?.click();
  } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
    const all = stops(current);
    const at = all.indexOf(document.activeElement as HTMLElement);
    const next = all[Math.min(all.length - 1, Math.max(0, at + (event.key === 'ArrowDown' ? 1 : -1)))];
    if (next) {
      event.preventDefault();
      next.focus();
    }
  }
}

function createView(): View {
  const dialog = element('dialog', 'search-dialog');
  dialog.setAttribute('aria-labelledby', 'search-dialog-label');
  const box = element('div', 'search-dialog__box');
  const bar = element('div', 'search-dialog__bar');
  const label = element('label', 'search-dialog__label', t('Search the site'));
  label.id = 'search-dialog-label';
  label.htmlFor = 'search-dialog-input';
  const close = element('button', 'search-dialog__close', t('Close'));
  close.type = 'button';
  bar.append(label, close);
  const input = element('input', 'search-dialog__input');
  input.id = 'search-dialog-input';
  input.type = 'search';
  input.autocomplete = 'off';
  input.spellcheck = false;
  input.setAttribute('aria-describedby', 'search-dialog-status');
  const status = element('p', 'search-dialog__status');
  status.id = 'search-dialog-status';
  status.setAttribute('role', 'status');
  const list = element('ul', 'search-dialog__results');
  list.setAttribute('aria-label', t('Results'));
  const browse = element('a', 'search-dialog__browse', t('Browse every section of the site'));
  browse.href = pathHere(SEARCH_PATH);
  box.append(bar, input, status, list, browse);
  dialog.append(box);
  document.body.append(dialog);

  const current: View = { dialog, input, status, list };
  input.addEventListener('input', () => void search(current));
  dialog.addEventListener('keydown', (event) => onKeydown(current, event));
  close.addEventListener('click', () => dialog.close());
  // A click on the backdrop (the dialog itself, outside its box) closes it.
  dialog.addEventListener('click', (event) => {
    if (event.target === dialog) dialog.close();
  });
  // Opening a result counts the query at once, before the page goes.
  list.addEventListener('click', countSearch);
  dialog.addEventListener('close', () => {
    countSearch();
    current.opener?.focus();
  });
  return current;
}

let styled: Promise<void> | undefined;

/** The dialog's stylesheet, added to the page once; its load (or failure: the dialog still works unstyled) settles it. */
function loadStyles(): Promise<void> {
  styled ??= new Promise((settled) => {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = stylesheet;
    link.addEventListener('load', () => settled());
    link.addEventListener('error', () => settled());
    document.head.append(link);
  });
  return styled;
}

/** Opens the dialog (built on the first call) with the field focused; `opener` gets focus back when it closes. */
export async function openSearch(opener: HTMLElement): Promise<void> {
  // Pagefind starts loading now, while the styles load and the visitor types.
  void loadPagefind().catch(() => undefined);
  await loadStyles();
  view ??= createView();
  view.opener = opener;
  if (!view.dialog.open) view.dialog.showModal();
  view.input.focus();
  view.input.select();
}
