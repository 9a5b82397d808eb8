/**
 * What /thank-you can decide before its first paint, without the registry of states (./thank-you.ts, which Vite's
 * import.meta.glob builds and an inline script cannot import): the kind a navigation state names, and showing that
 * kind's message and steps from the page's own markup, where each state is already laid out (`data-state`).
 */
import { asRecord } from '../../lib/json';

/** The kind a navigation state names (`{kind: 'Trial', …}` or the bare 'Trial'), in lower case, or null. */
export function stateKind(state: unknown): string | null {
  const kind = typeof state === 'string' ? state : asRecord(state)?.['kind'];
  return typeof kind === 'string' ? kind.toLowerCase() : null;
}

/** The first element under `root` matching `selector` whose data attribute `key` is `value` (compared, never put in a selector). */
function withData(root: ParentNode, selector: string, key: string, value: string): HTMLElement | undefined {
  return [...root.querySelectorAll<HTMLElement>(selector)].find((element) => element.dataset[key] === value);
}

/**
 * Shows, in ThankYouMessage's markup `root`, the message and steps of the state `kind` in place of the default
 * ones: the message from that state's layout copy, its steps without their summary (whose values the module script
 * fills, and shows). A kind the page does not lay out changes nothing. Says whether it showed one.
 */
export function showState(root: ParentNode, kind: string | null): boolean {
  if (kind === null || kind === 'default') return false;
  const text = withData(root, '[data-state]', 'state', kind)?.querySelector('.lead')?.textContent;
  const message = root.querySelector('[data-thank-you]');
  const steps = withData(root, '[data-steps]', 'steps', kind);
  if (!text || !message || !steps) return false;
  message.textContent = text;
  for (const other of root.querySelectorAll<HTMLElement>('[data-steps]')) other.hidden = other !== steps;
  steps.querySelector('[data-summary]')?.toggleAttribute('hidden', true);
  return true;
}
