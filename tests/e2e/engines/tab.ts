/**
 * What a cross-engine test may do with the browser tab: the part of Playwright's Page and Locator that the
 * tests tagged @engines use. Playwright's own Page and Locator satisfy these types as they are (Chromium and
 * Firefox run the tests through them); WebKit runs them through webkit.ts, which does the same things over
 * WebDriver. A test that needs more than this (routing requests, downloads, emulation) stays Chromium's.
 */
import type { Page } from '@playwright/test';

/** The ARIA roles getByRole takes. */
export type AriaRole = Parameters<Page['getByRole']>[0];

/** Text to find: a string (case-insensitive part of the text, or the whole text when `exact`) or a pattern. */
export type TextMatch = string | RegExp;

export interface RoleOptions {
  readonly name?: TextMatch;
  readonly exact?: boolean;
}

export interface TextOptions {
  readonly exact?: boolean;
}

/** Elements found by role, label, text or CSS, resolved anew on every use (as Playwright's locators are). */
export interface TabLocator {
  getByRole(role: AriaRole, options?: RoleOptions): TabLocator;
  getByLabel(text: TextMatch, options?: TextOptions): TabLocator;
  getByText(text: TextMatch, options?: TextOptions): TabLocator;
  locator(selector: string): TabLocator;
  first(): TabLocator;
  nth(index: number): TabLocator;
  filter(options: { readonly hasText?: TextMatch }): TabLocator;

  click(): Promise<void>;
  fill(value: string): Promise<void>;
  press(key: string): Promise<void>;
  check(): Promise<void>;
  selectOption(value: string): Promise<unknown>;
  scrollIntoViewIfNeeded(): Promise<void>;

  count(): Promise<number>;
  isVisible(): Promise<boolean>;
  isChecked(): Promise<boolean>;
  isEnabled(): Promise<boolean>;
  textContent(): Promise<string | null>;
  inputValue(): Promise<string>;
  getAttribute(name: string): Promise<string | null>;
}

/** The tab itself. */
export interface Tab {
  getByRole(role: AriaRole, options?: RoleOptions): TabLocator;
  getByLabel(text: TextMatch, options?: TextOptions): TabLocator;
  getByText(text: TextMatch, options?: TextOptions): TabLocator;
  locator(selector: string): TabLocator;

  /** Opens a path of the site (or an absolute address) and waits for its load event. */
  goto(url: string): Promise<unknown>;
  reload(): Promise<unknown>;
  /** The address shown (a promise over WebDriver). */
  url(): string | Promise<string>;
  setViewportSize(size: { readonly width: number; readonly height: number }): Promise<void>;
  /** Runs `pageFunction` in the page with `arg` (JSON) and returns its JSON result. */
  evaluate<R, Arg>(pageFunction: (arg: Arg) => R | Promise<R>, arg: Arg): Promise<R>;
  readonly keyboard: { press(key: string): Promise<void> };
  /** A PNG of the viewport, e.g. for a look at the page. */
  screenshot(options: { readonly path: string; readonly fullPage?: boolean }): Promise<unknown>;
}
