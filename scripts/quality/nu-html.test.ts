import { describe, expect, it } from 'vitest';
import { NU_CSS_GAPS, describeNuMessage, nuErrors, type NuMessage } from './nu-html';

const error = (message: string): NuMessage => ({ type: 'error', url: 'file:/site/dist/index.html', lastLine: 3, lastColumn: 14, message });

describe('the Nu Html Checker gate', () => {
  it('sets aside only the container-query messages, word for word', () => {
    const gaps = [...NU_CSS_GAPS].map(error);
    const others = [
      error('Stray start tag “script”.'),
      error('A “style” element in “body” must be the first child of its parent.'),
      error('CSS: “width”: The types are incompatible.'),
      // The same words inside a longer message are another message.
      error('CSS: Unrecognized at-rule “@container-queries”'),
      { type: 'non-document-error', subType: 'io', message: 'File not found.' },
    ];
    expect(gaps).toHaveLength(2);
    expect(nuErrors([...gaps, ...others])).toEqual(others);
  });

  it('names the file, line and column of each error', () => {
    expect(describeNuMessage({ ...error('Stray start tag “script”.'), extract: '</html><script' }, '/site/dist/')).toBe(
      'index.html:3:14 Stray start tag “script”. (…</html><script…)',
    );
  });
});
