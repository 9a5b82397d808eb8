import { describe, expect, it } from 'vitest';
import { resetRemovedNote } from './passwords';

describe("the reset page's note on removed characters", () => {
  it('names the characters, then the ones the page accepts', () => {
    expect(resetRemovedNote(['~'])).toBe('We removed “~”: this page accepts only letters, digits, spaces and ! @ # $ % ^ & * ? -.');
    expect(resetRemovedNote(['(', ')', '\t'])).toBe(
      'We removed “(”, “)”, and a tab: this page accepts only letters, digits, spaces and ! @ # $ % ^ & * ? -.',
    );
  });
});
