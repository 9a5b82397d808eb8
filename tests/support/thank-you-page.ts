/** A stand-in for /thank-you's message markup (ThankYouMessage.astro), for the unit tests of what runs before its first paint. */

/** A stand-in for the few parts of the DOM showState touches: elements with data attributes, classes and children. */
export class FakeElement {
  hidden: boolean;
  textContent: string | null;
  readonly dataset: Record<string, string>;
  readonly children: FakeElement[];
  readonly className: string;
  constructor({
    data = {},
    className = '',
    text = null,
    hidden = false,
    children = [],
  }: Partial<Pick<FakeElement, 'textContent' | 'children' | 'className' | 'hidden'>> & { data?: Record<string, string>; text?: string | null }) {
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
  querySelectorAll(selector: string): FakeElement[] {
    return this.children.flatMap((child) => [...(child.#matches(selector) ? [child] : []), ...child.querySelectorAll(selector)]);
  }
  querySelector(selector: string): FakeElement | null {
    return this.querySelectorAll(selector)[0] ?? null;
  }
  toggleAttribute(name: string, force: boolean) {
    if (name === 'hidden') this.hidden = force;
  }
}

/** ThankYouMessage's markup: a layout copy per state, the message, and each state's steps (the default's shown). */
export function thankYouPage() {
  const copy = (kind: string, text: string) => new FakeElement({ data: { state: kind }, children: [new FakeElement({ className: 'lead', text })] });
  const message = new FakeElement({ data: { thankYou: '' }, text: 'We have received your request.' });
  const steps = (kind: string, summary = false) =>
    new FakeElement({ data: { steps: kind }, hidden: kind !== 'default', children: summary ? [new FakeElement({ data: { summary: '' } })] : [] });
  const all = { default: steps('default'), payment: steps('payment', true), trial: steps('trial') };
  const root = new FakeElement({
    children: [
      copy('default', 'We have received your request.'),
      copy('payment', 'Payment has been done successfully'),
      copy('trial', 'Your request for Trial has been submitted successfully'),
      new FakeElement({ children: [message, ...Object.values(all)] }),
    ],
  });
  return { root: root as unknown as ParentNode, message, steps: all };
}
