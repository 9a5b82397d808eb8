import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hostileText } from '../../../tests/support/hostile';
import { appendExcerpt, excerptSegments, unescapeText, type ExcerptDocument, type Segment } from './excerpt';

/** What Pagefind writes for some text: `<` and `>` escaped (it leaves `&` and quotes as they are). */
const pagefindEscape = (text: string) => text.replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * A stand-in document that records what is built: text nodes and elements, and throws on any way of writing HTML,
 * so a test fails if the excerpt's drawing ever reaches one.
 */
function recordingDocument() {
  interface Built {
    readonly tag: string;
    readonly children: Array<Built | string>;
  }
  const refuse = () => {
    throw new Error('HTML written');
  };
  const node = (tag: string) => {
    const built: Built = { tag, children: [] };
    return Object.defineProperties(
      {
        built,
        append: (...children: Array<{ built?: Built; text?: string }>) => {
          built.children.push(...children.map((child) => child.built ?? child.text ?? ''));
        },
      },
      { innerHTML: { set: refuse }, outerHTML: { set: refuse }, insertAdjacentHTML: { value: refuse } },
    );
  };
  const doc = {
    createTextNode: (text: string) => ({ text }),
    createElement: (tag: string) => node(tag),
  } as unknown as ExcerptDocument;
  return { doc, root: node('span') };
}

describe('an excerpt as text and marks', () => {
  it('splits Pagefind’s excerpt into plain and marked runs, unescaped', () => {
    expect(excerptSegments('We manage <mark>parking</mark> &lt;garages&gt; &amp; <mark>lots</mark>.')).toEqual([
      { text: 'We manage ', marked: false },
      { text: 'parking', marked: true },
      { text: ' <garages> & ', marked: false },
      { text: 'lots', marked: true },
      { text: '.', marked: false },
    ]);
  });

  it('keeps any other tag as the text it is', () => {
    expect(excerptSegments('<img src=x onerror=alert(1)><mark><script>x</script></mark>')).toEqual([
      { text: '<img src=x onerror=alert(1)>', marked: false },
      { text: '<script>x</script>', marked: true },
    ]);
  });

  it('reads numeric references, and leaves one beyond Unicode or a lone surrogate as written', () => {
    expect(unescapeText('&#65;&#x42;&#X43;&#x110000;&#xD800;&unknown;')).toBe('ABC&#x110000;&#xD800;&unknown;');
  });

  it('gives back, whatever the text, exactly the runs Pagefind marked', () => {
    const runs = fc.array(fc.record({ text: hostileText(), marked: fc.boolean() }), { maxLength: 8 });
    fc.assert(
      fc.property(runs, (segments) => {
        const excerpt = segments.map(({ text, marked }) => (marked ? `<mark>${pagefindEscape(text)}</mark>` : pagefindEscape(text))).join('');
        const parsed = excerptSegments(excerpt);
        expect(parsed.map((segment) => segment.text).join('')).toBe(unescapeText(segments.map((segment) => segment.text).join('')));
        const marked = (list: readonly Segment[]) =>
          list
            .filter((segment) => segment.marked)
            .map((segment) => unescapeText(segment.text))
            .join('');
        expect(
          parsed
            .filter((segment) => segment.marked)
            .map((segment) => segment.text)
            .join(''),
        ).toBe(marked(segments.filter((segment) => segment.text !== '')));
      }),
    );
  });

  it('never yields HTML: any string is drawn as text nodes and <mark> elements holding text', () => {
    const anyExcerpt = fc.oneof(
      hostileText(80),
      fc.string({ unit: fc.constantFrom('<', '>', '/', 'mark', 'script', '&', 'lt;', '#x3c;', 'a', ' ') }),
    );
    fc.assert(
      fc.property(anyExcerpt, (excerpt) => {
        const { doc, root } = recordingDocument();
        appendExcerpt(root as unknown as ParentNode, excerptSegments(excerpt), doc);
        for (const child of root.built.children) {
          if (typeof child === 'string') continue;
          expect(child.tag).toBe('mark');
          for (const inner of child.children) expect(typeof inner).toBe('string');
        }
        const textOf = (child: (typeof root.built.children)[number]): string =>
          typeof child === 'string' ? child : child.children.map(textOf).join('');
        const text = root.built.children.map(textOf).join('');
        expect(text).toBe(unescapeText(excerpt.replace(/<\/?mark>/gi, '')));
      }),
    );
  });
});
