/**
 * WebKit for the cross-engine tests: WebKitGTK (Debian's webkit2gtk-driver) driven over WebDriver by
 * WebdriverIO's protocol client, behind the Tab type of tab.ts, so the tests tagged @engines run unchanged.
 *
 * Why not Playwright: Playwright's own WebKit is a patched build that cannot be downloaded here, and
 * Debian's WebKitWebDriver (2.50) has no WebDriver BiDi (a session asking for `webSocketUrl` is refused),
 * so Playwright's BiDi client cannot drive it. WebDriver classic can; this file adds what Playwright's
 * locators add on top of it:
 *
 * - Elements are found in the page by role, label and text with DOM Testing Library (injected once per
 *   document), with Playwright's matching rules: a string matches a case-insensitive part of the accessible
 *   name or label, the whole of it when `exact`; hidden elements are not found.
 * - Actions wait until exactly one element matches and is visible (and enabled, for a click), as
 *   Playwright's do, scroll it to the middle of the viewport, then act: clicks and key presses through
 *   WebDriver; fill replaces the text in one insertion and selectOption sets the option and sends input and
 *   change, as Playwright's do.
 * - The browser is webkit-window.py (a bare window: the viewport is the window, so 390 px is possible),
 *   under its own Xvfb, one WebKitWebDriver per worker and one browser (a fresh profile) per test.
 * - The page guard reads the browser's console from WebKitWebDriver's output (WebKit writes every console
 *   message there, CSP violations and uncaught errors included).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createServer } from 'node:net';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { createInterface } from 'node:readline';
import WebDriver from 'webdriver';
import type { AriaRole, RoleOptions, Tab, TabLocator, TextMatch, TextOptions } from './tab';

type Client = Awaited<ReturnType<typeof WebDriver.newSession>>;

const WINDOW_SCRIPT = fileURLToPath(new URL('./webkit-window.py', import.meta.url));
const TESTING_LIBRARY = readFileSync(createRequire(import.meta.url).resolve('@testing-library/dom/dist/@testing-library/dom.umd.min.js'), 'utf8');
const ELEMENT_KEY = 'element-6066-11e4-a52e-4f735466cecf';
/** How long an action or a read waits for its element (Playwright's tests wait up to the test's timeout). */
const ACTION_TIMEOUT = 15_000;

/** WebDriver's codes for the keys the tests press (Playwright's names). */
const KEYS: Readonly<Record<string, string>> = {
  Enter: '\uE007',
  Escape: '\uE00C',
  Tab: '\uE004',
  Backspace: '\uE003',
  Space: ' ',
  ArrowLeft: '\uE012',
  ArrowUp: '\uE013',
  ArrowRight: '\uE014',
  ArrowDown: '\uE015',
  Home: '\uE011',
  End: '\uE010',
};

/** A TextMatch as it crosses into the page. */
type WireMatch = { readonly source: string; readonly flags: string } | { readonly text: string; readonly exact: boolean };

type Step =
  | { readonly kind: 'css'; readonly selector: string }
  | { readonly kind: 'role'; readonly role: string; readonly name: WireMatch | null }
  | { readonly kind: 'label'; readonly match: WireMatch }
  | { readonly kind: 'text'; readonly match: WireMatch }
  | { readonly kind: 'nth'; readonly index: number }
  | { readonly kind: 'filter'; readonly match: WireMatch };

const wire = (match: TextMatch, exact = false): WireMatch =>
  typeof match === 'string' ? { text: match, exact } : { source: match.source, flags: match.flags };

/** What WebDriver passes into a script: JSON, or an element reference. */
type ScriptArgument = string | number | boolean | object | null | undefined;

interface ElementRef {
  readonly [ELEMENT_KEY]: string;
}

/** What the page says about the elements a chain of steps finds. */
interface Found {
  readonly elements: readonly ElementRef[];
  readonly visible: readonly boolean[];
}

/**
 * Runs in the page (serialised by WebDriver): the elements the steps find, in document order, and whether
 * each is visible. Testing Library is injected first when the document lacks it.
 */
function findInPage(steps: readonly Step[]): Found {
  type Library = {
    queryAllByRole(container: Element, role: string, options: object): HTMLElement[];
    queryAllByLabelText(container: Element, matcher: (content: string, element: Element | null) => boolean): HTMLElement[];
    queryAllByText(container: Element, matcher: (content: string, element: Element | null) => boolean): HTMLElement[];
  };
  const library = (window as unknown as { TestingLibraryDom: Library }).TestingLibraryDom;
  const normalise = (text: string) => text.replace(/\s+/g, ' ').trim();
  const matcher = (match: WireMatch) => {
    if ('source' in match) {
      const pattern = new RegExp(match.source, match.flags);
      return (content: string) => pattern.test(normalise(content));
    }
    const wanted = normalise(match.text);
    return match.exact
      ? (content: string) => normalise(content) === wanted
      : (content: string) => normalise(content).toLowerCase().includes(wanted.toLowerCase());
  };
  const visible = (element: Element) => {
    // As Playwright's isVisible does in WebKit: what a closed <details> holds (its summary aside) is hidden. WebKit
    // still lays it out (content-visibility: hidden), so it has a box and a visible computed visibility.
    const disclosure = element.closest('details, summary');
    if (disclosure !== element && disclosure instanceof HTMLDetailsElement && !disclosure.open) return false;
    const box = element.getBoundingClientRect();
    return box.width > 0 && box.height > 0 && getComputedStyle(element).visibility !== 'hidden';
  };
  let scopes: Element[] = [document.documentElement];
  for (const step of steps) {
    const next: Element[] = [];
    const add = (elements: Iterable<Element>) => {
      for (const element of elements) if (!next.includes(element)) next.push(element);
    };
    if (step.kind === 'nth') {
      const element = step.index < 0 ? scopes[scopes.length + step.index] : scopes[step.index];
      scopes = element ? [element] : [];
      continue;
    }
    if (step.kind === 'filter') {
      const test = matcher(step.match);
      scopes = scopes.filter((element) => test(element.textContent ?? ''));
      continue;
    }
    for (const scope of scopes) {
      if (step.kind === 'css') add(scope.querySelectorAll(step.selector));
      else if (step.kind === 'role') {
        const name = step.name ? matcher(step.name) : undefined;
        add(library.queryAllByRole(scope, step.role, { hidden: false, ...(name ? { name: (accessible: string) => name(accessible) } : {}) }));
        // Playwright counts a password field as a textbox (ARIA gives it no role), named by its labels' text
        // without what is hidden from assistive technology (the required fields' aria-hidden " *").
        if (step.role === 'textbox') {
          const spoken = (label: HTMLLabelElement) => {
            const copy = label.cloneNode(true) as HTMLElement;
            for (const hidden of copy.querySelectorAll('[aria-hidden="true"]')) hidden.remove();
            return copy.textContent ?? '';
          };
          add(
            [...scope.querySelectorAll('input[type="password"]')].filter(
              (element) =>
                element instanceof HTMLInputElement && visible(element) && (!name || name([...(element.labels ?? [])].map(spoken).join(' '))),
            ),
          );
        }
      } else if (step.kind === 'label') add(library.queryAllByLabelText(scope, matcher(step.match)));
      else add(library.queryAllByText(scope, matcher(step.match)));
    }
    scopes = next.sort((a, b) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1));
  }
  return { elements: scopes as unknown as ElementRef[], visible: scopes.map(visible) };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A failure that waiting may cure: nothing or several found, not visible yet, covered, or replaced by a re-render. */
class NotYet extends Error {}

class WebKitLocator implements TabLocator {
  constructor(
    private readonly tab: WebKitTab,
    private readonly steps: readonly Step[],
  ) {}

  private with(step: Step): WebKitLocator {
    return new WebKitLocator(this.tab, [...this.steps, step]);
  }

  getByRole(role: AriaRole, { name, exact }: RoleOptions = {}) {
    return this.with({ kind: 'role', role, name: name === undefined ? null : wire(name, exact) });
  }
  getByLabel(text: TextMatch, { exact }: TextOptions = {}) {
    return this.with({ kind: 'label', match: wire(text, exact) });
  }
  getByText(text: TextMatch, { exact }: TextOptions = {}) {
    return this.with({ kind: 'text', match: wire(text, exact) });
  }
  locator(selector: string) {
    return this.with({ kind: 'css', selector });
  }
  first() {
    return this.with({ kind: 'nth', index: 0 });
  }
  nth(index: number) {
    return this.with({ kind: 'nth', index });
  }
  filter({ hasText }: { readonly hasText?: TextMatch }) {
    return hasText === undefined ? this : this.with({ kind: 'filter', match: wire(hasText) });
  }

  private find(): Promise<Found> {
    return this.tab.find(this.steps);
  }

  /** The one element, once it is there (and visible when `visible`); retried while `act` fails for a reason waiting cures. */
  private async one<T>(what: string, act: (id: string) => Promise<T>, visible = true): Promise<T> {
    const deadline = Date.now() + ACTION_TIMEOUT;
    let last: string | undefined;
    for (;;) {
      try {
        const found = await this.find();
        if (found.elements.length > 1) throw new Error(`${what}: ${found.elements.length} elements match ${this.describe()} (strict mode)`);
        const element = found.elements[0];
        if (!element) throw new NotYet(`nothing matches ${this.describe()}`);
        if (visible && !found.visible[0]) throw new NotYet(`${this.describe()} is not visible`);
        return await act(element[ELEMENT_KEY]);
      } catch (error) {
        const retry = error instanceof NotYet || /stale element|element click intercepted|not interactable|no such element/i.test(String(error));
        if (!retry) throw error;
        last = error instanceof Error ? error.message : String(error);
      }
      if (Date.now() > deadline) throw new Error(`${what} timed out after ${ACTION_TIMEOUT} ms on ${this.describe()}: ${last}`);
      await sleep(100);
    }
  }

  describe(): string {
    return this.steps.map((step) => JSON.stringify(step)).join(' >> ');
  }

  click() {
    return this.one('click', async (id) => {
      if (!(await this.tab.call((element: Element) => !(element as HTMLButtonElement).disabled, id)))
        throw new NotYet(`${this.describe()} is disabled`);
      await this.tab.reveal(id);
      await this.tab.client.elementClick(id);
    });
  }
  fill(value: string) {
    // As Playwright's fill: focus, select what is there, and replace it with the text in one insertion (one
    // input event, not a keystroke a character: WebKitWebDriver types a key at a time, slowly, and cannot
    // type a character its keymap lacks).
    return this.one('fill', async (id) => {
      await this.tab.reveal(id);
      const editable = await this.tab.call(
        (element: Element, text: string) => {
          const field = element as HTMLInputElement;
          if (field.disabled || field.readOnly) return false;
          field.focus();
          field.select();
          if (text) document.execCommand('insertText', false, text);
          else document.execCommand('delete');
          return true;
        },
        id,
        value,
      );
      if (!editable) throw new NotYet(`${this.describe()} is not editable`);
    });
  }
  press(key: string) {
    return this.one('press', (id) => this.tab.client.elementSendKeys(id, KEYS[key] ?? key));
  }
  check() {
    return this.one('check', async (id) => {
      if (await this.tab.call((element: Element) => (element as HTMLInputElement).checked, id)) return;
      await this.tab.reveal(id);
      await this.tab.client.elementClick(id);
    });
  }
  selectOption(value: string) {
    return this.one('selectOption', async (id) => {
      const chosen = await this.tab.call(
        (select: Element, wanted: string) => {
          const options = [...(select as HTMLSelectElement).options];
          const option = options.find((item) => item.value === wanted) ?? options.find((item) => item.label === wanted);
          if (!option) return null;
          option.selected = true;
          select.dispatchEvent(new Event('input', { bubbles: true }));
          select.dispatchEvent(new Event('change', { bubbles: true }));
          return option.value;
        },
        id,
        value,
      );
      if (chosen === null) throw new NotYet(`${this.describe()} has no option ${value}`);
      return [chosen];
    });
  }
  scrollIntoViewIfNeeded() {
    return this.one(
      'scrollIntoViewIfNeeded',
      async (id) => {
        await this.tab.call((element: Element) => element.scrollIntoView({ block: 'center' }), id);
      },
      false,
    );
  }

  async count() {
    return (await this.find()).elements.length;
  }
  async isVisible() {
    const found = await this.find();
    if (found.elements.length > 1) throw new Error(`isVisible: ${found.elements.length} elements match ${this.describe()} (strict mode)`);
    return found.visible[0] ?? false;
  }
  isChecked() {
    return this.one('isChecked', (id) => this.tab.call((element: Element) => (element as HTMLInputElement).checked, id), false);
  }
  isEnabled() {
    return this.one('isEnabled', (id) => this.tab.call((element: Element) => !(element as HTMLButtonElement).disabled, id), false);
  }
  textContent() {
    return this.one('textContent', (id) => this.tab.call((element: Element) => element.textContent, id), false);
  }
  inputValue() {
    return this.one('inputValue', (id) => this.tab.call((element: Element) => (element as HTMLInputElement).value, id), false);
  }
  getAttribute(name: string) {
    return this.one('getAttribute', (id) => this.tab.call((element: Element, attribute: string) => element.getAttribute(attribute), id, name), false);
  }
}

/** A browser tab of WebKit: one WebDriver session, one fresh browser. */
export class WebKitTab implements Tab {
  constructor(
    readonly client: Client,
    private readonly baseURL: string,
    /** The browser's profile folder (removed when the tab closes). */
    readonly profile: string,
  ) {}

  /**
   * Scrolls the element `id` to the middle of the viewport, clear of the sticky header, at once (as Playwright's
   * actions do): the site scrolls smoothly (scroll-behavior), and a click sent while the page still moves lands
   * elsewhere (its mousedown on the element, its mouseup and click on whatever has scrolled under the pointer).
   */
  async reveal(id: string): Promise<void> {
    await this.call((element: Element) => element.scrollIntoView({ block: 'center', inline: 'center', behavior: 'instant' }), id);
  }

  /** Runs `fn` in the page on the element `id` (and JSON `args`). */
  async call<R, A extends unknown[]>(fn: (element: Element, ...args: A) => R, id: string, ...args: A): Promise<R> {
    return (await this.client.executeScript(`return (${fn.toString()}).apply(null, arguments)`, [
      { [ELEMENT_KEY]: id },
      ...(args as ScriptArgument[]),
    ])) as R;
  }

  async find(steps: readonly Step[]): Promise<Found> {
    // Testing Library (180 KB) goes into a document only once it is needed there.
    const needed = steps.some((step) => step.kind === 'role' || step.kind === 'label' || step.kind === 'text');
    const script = `${needed ? `if (!window.TestingLibraryDom) { ${TESTING_LIBRARY} }\n` : ''}return (${findInPage.toString()})(arguments[0]);`;
    return (await this.client.executeScript(script, [steps])) as Found;
  }

  private root() {
    return new WebKitLocator(this, []);
  }
  getByRole(role: AriaRole, options?: RoleOptions) {
    return this.root().getByRole(role, options);
  }
  getByLabel(text: TextMatch, options?: TextOptions) {
    return this.root().getByLabel(text, options);
  }
  getByText(text: TextMatch, options?: TextOptions) {
    return this.root().getByText(text, options);
  }
  locator(selector: string) {
    return this.root().locator(selector);
  }

  async goto(url: string) {
    await this.client.navigateTo(new URL(url, this.baseURL).href);
  }
  async reload() {
    await this.client.refresh();
  }
  url() {
    return this.client.getUrl();
  }
  async setViewportSize({ width, height }: { readonly width: number; readonly height: number }) {
    const now = await this.evaluate(() => [window.innerWidth, window.innerHeight], null);
    if (now[0] === width && now[1] === height) return;
    await this.client.setWindowRect(null, null, width, height);
    // The window manager of Xvfb applies the size when it gets to it.
    const deadline = Date.now() + ACTION_TIMEOUT;
    while ((await this.evaluate(() => window.innerWidth, null)) !== width) {
      if (Date.now() > deadline) throw new Error(`the window did not become ${width} px wide`);
      await sleep(50);
    }
  }
  async evaluate<R, Arg>(pageFunction: (arg: Arg) => R | Promise<R>, arg: Arg): Promise<R> {
    const script = `const done = arguments[arguments.length - 1];
      Promise.resolve().then(() => (${pageFunction.toString()})(arguments[0])).then((value) => done({ value }), (error) => done({ error: String(error && error.stack || error) }));`;
    const result = (await this.client.executeAsyncScript(script, [arg as ScriptArgument])) as { value?: R; error?: string };
    if (result.error !== undefined) throw new Error(`evaluate: ${result.error}`);
    return result.value as R;
  }
  readonly keyboard = {
    press: async (key: string) => {
      const value = KEYS[key] ?? key;
      await this.client.performActions([
        {
          type: 'key',
          id: 'keyboard',
          actions: [
            { type: 'keyDown', value },
            { type: 'keyUp', value },
          ],
        },
      ]);
      await this.client.releaseActions();
    },
  };
  async screenshot({ path }: { readonly path: string }) {
    await writeFile(path, Buffer.from(await this.client.takeScreenshot(), 'base64'));
  }
}

/** A free port on 127.0.0.1. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/** Xvfb on a display it picks itself (-displayfd). */
async function startXvfb(): Promise<{ display: string; process: ChildProcess }> {
  const xvfb = spawn('Xvfb', ['-displayfd', '3', '-screen', '0', '1600x1200x24', '-nolisten', 'tcp'], {
    stdio: ['ignore', 'ignore', 'ignore', 'pipe'],
  });
  const display = await new Promise<string>((resolve, reject) => {
    xvfb.once('error', reject);
    xvfb.once('exit', (code) => reject(new Error(`Xvfb exited (${code})`)));
    const fd = xvfb.stdio[3];
    if (!fd) return reject(new Error('Xvfb has no display pipe'));
    fd.once('data', (data: Buffer) => resolve(`:${data.toString().trim()}`));
  });
  return { display, process: xvfb };
}

/** One worker's WebKit: Xvfb and WebKitWebDriver, and the console lines the browsers wrote. */
export class WebKitDriver {
  /** Every line the browsers wrote, in order (WebKit's console messages among them). */
  readonly lines: string[] = [];

  private constructor(
    private readonly xvfb: ChildProcess,
    private readonly driver: ChildProcess,
    private readonly port: number,
  ) {
    for (const stream of [driver.stdout, driver.stderr]) if (stream) createInterface({ input: stream }).on('line', (line) => this.lines.push(line));
  }

  static async start(): Promise<WebKitDriver> {
    const { display, process: xvfb } = await startXvfb();
    const port = await freePort();
    const driver = spawn(process.env['WEBKIT_WEBDRIVER'] || 'WebKitWebDriver', [`--port=${port}`], {
      // Xvfb has no GPU: WebKitGTK's DMA-BUF renderer gains nothing there and makes screenshots slow (or black).
      env: { ...process.env, DISPLAY: display, WEBKIT_DISABLE_DMABUF_RENDERER: '1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const started = new WebKitDriver(xvfb, driver, port);
    const deadline = Date.now() + 30_000;
    for (;;) {
      const ready = await fetch(`http://127.0.0.1:${port}/status`).then(
        (response) => response.ok,
        () => false,
      );
      if (ready) return started;
      if (Date.now() > deadline || driver.exitCode !== null) {
        await started.stop();
        throw new Error(`WebKitWebDriver did not start on port ${port}: ${started.lines.join('\n')}`);
      }
      await sleep(100);
    }
  }

  /** A new browser (fresh profile) with one tab on about:blank. */
  async open(baseURL: string, viewport: { readonly width: number; readonly height: number }): Promise<WebKitTab> {
    const profile = await mkdtemp(join(tmpdir(), 'webkit-window-'));
    const client = await WebDriver.newSession({
      hostname: '127.0.0.1',
      port: this.port,
      path: '/',
      logLevel: 'silent',
      connectionRetryCount: 0,
      capabilities: {
        'wdio:enforceWebDriverClassic': true,
        'webkitgtk:browserOptions': {
          binary: process.env['PYTHON3'] || '/usr/bin/python3',
          args: [WINDOW_SCRIPT, '--automation', `--profile=${profile}`],
        },
      } as WebdriverIO.Capabilities,
    });
    const tab = new WebKitTab(client, baseURL, profile);
    await tab.setViewportSize(viewport);
    return tab;
  }

  /**
   * Waits until every console message the page wrote before now has been read: it writes a marker and waits
   * for it (WebKit writes messages in order).
   */
  async settle(tab: WebKitTab): Promise<void> {
    const marker = `engines-guard-${Date.now()}-${Math.random().toString(36).slice(2)}`;
    const written = await tab
      .evaluate((text) => console.log(text), marker)
      .then(
        () => true,
        () => false,
      );
    if (!written) return;
    const deadline = Date.now() + 5_000;
    while (!this.lines.some((line) => line.includes(marker)) && Date.now() < deadline) await sleep(20);
  }

  async close(tab: WebKitTab): Promise<void> {
    await tab.client.deleteSession().catch(() => undefined);
    // The browser may still be writing its last files as it exits.
    await rm(tab.profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 }).catch(() => undefined);
  }

  async stop(): Promise<void> {
    for (const child of [this.driver, this.xvfb]) {
      if (child.exitCode !== null) continue;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await Promise.race([exited, sleep(5_000)]);
      if (child.exitCode === null) child.kill('SIGKILL');
    }
  }
}

/** A console line of WebKit's that is an error: a console.error, an uncaught exception, a rejection, a CSP violation, a failed load. */
export const isErrorLine = (line: string) => /CONSOLE (?:[A-Z]+ )?ERROR /.test(line);
