/**
 * Firefox for the cross-engine tests: Playwright's own page, with one change to how a field is filled.
 *
 * Playwright fills a field by selecting its text and inserting the new text. In Chromium and WebKit the browser
 * inserts it (an editing command, as a paste or an input method would). Over WebDriver BiDi, Playwright 1.65
 * has no such command, so it runs a script in the page that assigns the field's `value` and then dispatches a
 * synthetic `input` event. React keeps the last value it saw on each input (its value tracker, which wraps the
 * `value` setter); an assignment from a script updates that record, so React finds nothing changed, never calls
 * the field's onChange, and the next render puts the form's state back into the field: every form of the site
 * came back empty in Firefox. A visitor's typing, a paste or an autofill never takes that path.
 *
 * So here fill clears the field as Playwright does (its actionability checks, then a Delete key press), then
 * inserts the text with the editor's insertText command, one insertion and one input event as in the other
 * engines (webkit.ts fills the same way). Every other method is Playwright's own.
 */
import type { Locator, Page } from '@playwright/test';
import type { Tab } from './tab';

/** Whether a value is a Playwright locator (what the finders return; a page has no `first` or `nth`). */
const isLocator = (value: unknown): value is Locator =>
  typeof value === 'object' &&
  value !== null &&
  !('then' in value) &&
  typeof (value as Locator).nth === 'function' &&
  typeof (value as Locator).fill === 'function';

/** Fills `locator` as the browser would insert text: cleared by Playwright, then the text inserted by the editor. */
async function fillByInsertion(locator: Locator, value: string): Promise<void> {
  await locator.fill('');
  if (value === '') return;
  const inserted = await locator.evaluate((element, text) => {
    (element as HTMLElement).focus();
    return document.execCommand('insertText', false, text);
  }, value);
  if (!inserted) throw new Error(`fill: the browser would not insert text into ${locator.toString()}`);
}

/** `target` with its finders' results wrapped too, and fill by insertion on locators. */
function wrap<T extends object>(target: T): T {
  return new Proxy(target, {
    get(object, property, receiver) {
      if (property === 'fill' && isLocator(object)) return (value: string) => fillByInsertion(object, value);
      const member: unknown = Reflect.get(object, property, receiver);
      if (typeof member !== 'function') return member;
      return (...args: unknown[]) => {
        const result: unknown = (member as (...parameters: unknown[]) => unknown).apply(object, args);
        return isLocator(result) ? wrap(result) : result;
      };
    },
  });
}

/** Playwright's Firefox page as a tab whose locators fill fields by insertion. */
export function firefoxTab(page: Page): Tab {
  return wrap(page) satisfies Tab;
}
