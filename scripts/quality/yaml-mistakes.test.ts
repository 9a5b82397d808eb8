/**
 * YAML mistakes in an editor's words (./yaml-mistakes.ts): each kind of slip an editor makes gets the line as a text
 * editor counts it, that line's text and what to do; the yaml package's words only when the kind is unknown.
 */
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { yamlMistake } from './yaml-mistakes';

/** The message for a YAML text that does not parse, its lines counted after `linesBefore` lines of the file. */
function mistake(yaml: string, linesBefore = 0): string {
  try {
    parse(yaml);
  } catch (error) {
    return yamlMistake(error, yaml, linesBefore);
  }
  throw new Error(`The YAML parses: ${yaml}`);
}

const LIST = 'each item of a list starts with "- " at the same indentation as the others, and the fields of an item line up under its first one.';

describe('a YAML mistake', () => {
  it('asks for quotes around a text with a colon followed by a space, with the line’s own field as the example', () => {
    expect(mistake('title: Trade show\nheading: Meet us: booth 412\n')).toBe(
      'has a mistake on line 2 (“heading: Meet us: booth 412”): a text with a colon followed by a space must be in quotes, e.g. heading: "Meet us: booth 412".',
    );
    expect(mistake('features:\n  - title: Meet us: booth 412\n    text: At the show.\n')).toBe(
      'has a mistake on line 2 (“- title: Meet us: booth 412”): a text with a colon followed by a space must be in quotes, e.g. title: "Meet us: booth 412".',
    );
  });

  it('finds the colon on a line the text goes on over, and quotes the whole text', () => {
    expect(mistake('lead: Our garages open early\n  and close late: every day\nname: x\n')).toBe(
      'has a mistake on line 2 (“and close late: every day”): a text with a colon followed by a space must be in quotes, e.g. lead: "Our garages open early and close late: every day".',
    );
  });

  it('counts the lines before the YAML, as a text editor counts the lines of the file', () => {
    expect(mistake('title: Trade show\nheading: Meet us: booth 412\n', 1)).toMatch(/^has a mistake on line 3 \(/);
  });

  it('tells a list item without its "- ", or out of line with the others, at its line', () => {
    const items = 'features:\n  - title: Gates\n    text: Open by plate.\n';
    expect(mistake(`${items}  title: Permits\n  text: Sold online.\n`)).toBe(`has a mistake on line 4 (“title: Permits”): ${LIST}`);
    expect(mistake(`${items}  - title: Permits\n   text: Sold online.\n`)).toBe(`has a mistake on line 5 (“text: Sold online.”): ${LIST}`);
    expect(mistake('tags:\n  - Permits\n  Valet\n')).toBe(`has a mistake on line 3 (“Valet”): ${LIST}`);
    expect(mistake('tags:\n  - Permits\n - Valet\n')).toBe(`has a mistake on line 3 (“- Valet”): ${LIST}`);
  });

  it('tells a field indented further than the one above it', () => {
    expect(mistake('features:\n  - title: Gates\n      text: Open by plate.\n')).toBe(
      `has a mistake on line 3 (“text: Open by plate.”): this field is indented further than the field above it; ${LIST}`,
    );
  });

  it('asks for spaces where a line is indented with a tab', () => {
    expect(mistake('features:\n\t- title: Gates\n')).toBe(
      'has a mistake on line 2 (“- title: Gates”): this line is indented with a tab; indent with spaces only (two for each level).',
    );
  });

  it('names a field written twice, and the "- " it may lack in a list', () => {
    expect(mistake('title: A\nname: B\ntitle: C\n')).toBe(
      'has a mistake on line 3 (“title: C”): the field "title" is written twice; keep one of them.',
    );
    expect(mistake('features:\n  - title: Gates\n    text: Open by plate.\n    title: Permits\n')).toBe(
      'has a mistake on line 4 (“title: Permits”): the field "title" is written twice; if it starts the next item of the list, write "- " before it.',
    );
  });

  it('tells a quote or a bracket that is never closed at the line it opens on', () => {
    expect(mistake('title: "Meet us\nname: Show\nsummary: x\n')).toBe(
      'has a mistake on line 1 (“title: "Meet us”): the text that opens with " on this line has no closing "; end it with ", or write it without quotes.',
    );
    expect(mistake("features:\n  - title: 'Gates\n    text: Open by plate.\n")).toMatch(
      /^has a mistake on line 2 \(“- title: 'Gates”\): the text that opens with ' /,
    );
    expect(mistake('brand: [ParkCloud\nname: x\n')).toBe(
      'has a mistake on line 1 (“brand: [ParkCloud”): the [ on this line has no closing ]; end the list with ], or put a text that starts with [ in quotes.',
    );
  });

  it('tells a text in quotes followed by more text, and a text that starts with a sign YAML keeps', () => {
    expect(mistake('title: "Meet us" at the show\n')).toBe(
      'has a mistake on line 1 (“title: "Meet us" at the show”): the text in quotes ends before the line does: put the whole text inside the quotes.',
    );
    expect(mistake('title: @ParkCloud news\n')).toBe(
      'has a mistake on line 1 (“title: @ParkCloud news”): a text that starts with @ must be in quotes, e.g. title: "@ParkCloud news".',
    );
  });

  it('tells a line that is no field', () => {
    expect(mistake('title: Meet us\njust a sentence\nname: x\n')).toMatch(/^has a mistake on line 2 \(“just a sentence”\): this line is no field: /);
  });

  it('names the line and gives the yaml package’s words for a mistake of another kind', () => {
    expect(mistake('- a\nb: 1\n')).toBe(
      'has a mistake on line 2 (“b: 1”) that keeps its fields from being read; compare it with the lines around it (Unexpected scalar at node end).',
    );
  });

  it('cuts a long line it quotes', () => {
    const long = `heading: ${'Parking '.repeat(12)}at: the show`;
    expect(mistake(`${long}\n`)).toMatch(/^has a mistake on line 1 \(“heading: Parking .{60,}…”\): a text with a colon/);
  });
});
