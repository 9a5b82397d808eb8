import { describe, expect, it } from 'vitest';
import { showState, stateKind } from './first-frame';

describe('stateKind', () => {
  it('reads the kind of a state object or a bare kind, in lower case', () => {
    expect(stateKind({ kind: 'Trial' })).toBe('trial');
    expect(stateKind('contactus')).toBe('contactus');
    expect(stateKind({ kind: 'PAYMENT', amount: 3 })).toBe('payment');
  });

  it('reads anything else as no kind', () => {
    for (const state of [null, undefined, 3, [], ['Trial'], { kind: 3 }, {}]) expect(stateKind(state)).toBeNull();
  });
});

/** A stand-in for the few parts of the DOM showState touches: elements with data attributes, classes and children. */
class Node {
  hidden: boolean;
  textContent: string | null;
  readonly dataset: Record<string, string>;
  readonly children: Node[];
  readonly className: string;
  constructor({
    data = {},
    className = '',
    text = null,
    hidden = false,
    children = [],
  }: Partial<Pick<Node, 'textContent' | 'children' | 'className' | 'hidden'>> & { data?: Record<string, string>; text?: string | null }) {
    this.dataset = data;
    this.className = className;
    this.textContent = text;
    this.hidden = hidden;
    this.children = children;
  }
  /** `[data-x]` or `.class`. */
  #matches(selector: string): boolean {
    const data = /^\[data-([a-z-]+)\]$/.exec(selector)?.[1];
    if (data) return data.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase()) in this.dataset;
    return selector.startsWith('.') && this.className.split(' ').includes(selector.slice(1));
  }
  querySelectorAll(selector: string): Node[] {
    return this.children.flatMap((child) => [...(child.#matches(selector) ? [child] : []), ...child.querySelectorAll(selector)]);
  }
  querySelector(selector: string): Node | null {
    return this.querySelectorAll(selector)[0] ?? null;
  }
  toggleAttribute(name: string, force: boolean) {
    if (name === 'hidden') this.hidden = force;
  }
}

/** ThankYouMessage's markup: a layout copy per state, the message, and each state's steps (the default's shown). */
function page() {
  const copy = (kind: string, text: string) => new Node({ data: { state: kind }, children: [new Node({ className: 'lead', text })] });
  const message = new Node({ data: { thankYou: '' }, text: 'We have received your request.' });
  const steps = (kind: string, summary = false) =>
    new Node({ data: { steps: kind }, hidden: kind !== 'default', children: summary ? [new Node({ data: { summary: '' } })] : [] });
  const all = { default: steps('default'), payment: steps('payment', true), trial: steps('trial') };
  const root = new Node({
    children: [
      copy('default', 'We have received your request.'),
      copy('payment', 'Payment has been done successfully'),
      copy('trial', 'Your request for Trial has been submitted successfully'),
      new Node({ children: [message, ...Object.values(all)] }),
    ],
  });
  return { root: root as unknown as ParentNode, message, steps: all };
}

describe('showState: the first frame of /thank-you', () => {
  it("shows the state's message, from its layout copy, and its steps instead of the default ones", () => {
    const { root, message, steps } = page();
    expect(showState(root, 'trial')).toBe(true);
    expect(message.textContent).toBe('Your request for Trial has been submitted successfully');
    expect([steps.default.hidden, steps.trial.hidden, steps.payment.hidden]).toEqual([true, false, true]);
  });

  it('keeps the summary hidden until its values are filled', () => {
    const { root, message, steps } = page();
    expect(showState(root, 'payment')).toBe(true);
    expect(message.textContent).toBe('Payment has been done successfully');
    expect(steps.payment.hidden).toBe(false);
    expect(steps.payment.querySelector('[data-summary]')?.hidden).toBe(true);
  });

  it('changes nothing without a state, or for a kind the page does not lay out', () => {
    for (const kind of [null, 'default', 'something-else', 'payment"] [data-state']) {
      const { root, message, steps } = page();
      expect(showState(root, kind)).toBe(false);
      expect(message.textContent).toBe('We have received your request.');
      expect([steps.default.hidden, steps.trial.hidden, steps.payment.hidden]).toEqual([false, true, true]);
    }
  });
});
