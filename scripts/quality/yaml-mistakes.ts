/**
 * A YAML mistake in an editor's words, for the content check (./content.ts): the line as a text editor counts it in
 * the file, that line's text, and what to do, instead of the yaml package's terms ("Nested mappings are not allowed
 * in compact mappings"). The kind of mistake comes from the error's code (the yaml package's ErrorCode), its
 * message only where one code covers several mistakes (MISSING_CHAR is a missing "- ", a missing quote or a
 * missing value), and the lines around it.
 */
import { YAMLError } from 'yaml';

/** The longest text of a line a message quotes; a longer one is cut with an ellipsis. */
const QUOTED_LENGTH = 80;

/** What to do about an unquoted colon, and how a text with one is written. */
const COLON = 'a text with a colon followed by a space must be in quotes';

/** What to do about a list whose items do not line up. */
const LIST = 'each item of a list starts with "- " at the same indentation as the others, and the fields of an item line up under its first one';

/** A field's line: its indentation and list mark, its name, and its value. */
const FIELD = /^(\s*(?:-\s+)?)([^\s:#'"][^:#]*?):(?:\s+(.*))?$/;

/** A line that starts with a field's name as a schema writes one (a single word, e.g. "text:" or "serviceId:"). */
const FIELD_NAME = /^\s*(?:-\s+)?[A-Za-z][A-Za-z0-9_]*:(\s|$)/;

const indentOf = (line: string): number => /^[ \t]*/.exec(line)?.[0].length ?? 0;
const isBlank = (line: string): boolean => line.trim() === '' || line.trim().startsWith('#');
const isListItem = (line: string): boolean => /^\s*-(\s|$)/.test(line);

/** The text of a line as a message quotes it: trimmed, and cut when long. */
function quoted(line: string): string {
  const text = line.trim();
  return text.length > QUOTED_LENGTH ? `${text.slice(0, QUOTED_LENGTH - 1)}…` : text;
}

/**
 * Whether the line at `index` (0-based) stands in a list: the nearest line above at its indentation is an item
 * ("- …", its sibling), or, past the fields beside it, the line above it that is less indented is an item (the item
 * it is a field of).
 */
function inList(lines: readonly string[], index: number): boolean {
  const indent = indentOf(lines[index] ?? '');
  for (let above = index - 1; above >= 0; above -= 1) {
    const line = lines[above] ?? '';
    if (isBlank(line) || indentOf(line) > indent) continue;
    if (indentOf(line) < indent || isListItem(line)) return isListItem(line);
  }
  return false;
}

/** The index of the first line after `index` that is not blank; undefined at the end. */
function nextLine(lines: readonly string[], index: number): number | undefined {
  for (let next = index + 1; next < lines.length; next += 1) if (!isBlank(lines[next] ?? '')) return next;
  return undefined;
}

/**
 * The line (0-based) of the quote that opens the quoted text ending at `end` (the error's position: yaml reports a
 * missing closing quote where the text it swallowed ends): the last quote before it that is not written as part of
 * the text (\" in double quotes, '' in single ones).
 */
function quoteLine(yaml: string, end: number, quote: string): number {
  for (let at = Math.min(end, yaml.length) - 1; at >= 0; at -= 1) {
    if (yaml[at] !== quote) continue;
    const escaped = quote === '"' ? /(^|[^\\])(\\\\)*\\$/.test(yaml.slice(0, at)) : yaml[at - 1] === "'" || yaml[at + 1] === "'";
    if (!escaped) return yaml.slice(0, at).split('\n').length - 1;
  }
  return 0;
}

/** The last line at or before `index` where `open` ([ or {) is not closed by `close` on the same line. */
function bracketLine(lines: readonly string[], index: number, open: string, close: string): number {
  for (let above = Math.min(index, lines.length - 1); above >= 0; above -= 1) {
    const line = lines[above] ?? '';
    if (line.split(open).length > line.split(close).length) return above;
  }
  return index;
}

/**
 * `heading: "Meet us: booth 412"`: the field of a line with its value in quotes, and the lines its text goes on over
 * (`more`); the example's own when the line is no field.
 */
function inQuotes(line: string, more: readonly string[] = []): string {
  const [, , name, value] = FIELD.exec(line.trim()) ?? [];
  const text = [value, ...more.map((part) => part.trim())].join(' ');
  return name && value ? `${name}: "${text.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"` : 'heading: "Meet us: booth 412"';
}

/** The lines after `index` that are more indented than it: the text of its field going on, or fields indented too far. */
function linesBelow(lines: readonly string[], index: number): string[] {
  const indent = indentOf(lines[index] ?? '');
  const below: string[] = [];
  for (let next = index + 1; next < lines.length && (isBlank(lines[next] ?? '') || indentOf(lines[next] ?? '') > indent); next += 1)
    if (!isBlank(lines[next] ?? '')) below.push(lines[next] ?? '');
  return below;
}

/** A line's field holds a colon followed by a space (or ending it) in its value: `heading: Meet us: booth 412`. */
function hasColonInValue(line: string): boolean {
  const value = FIELD.exec(line)?.[3];
  return value !== undefined && /:(\s|$)/.test(value);
}

/** The mistake: the line it is on (0-based, in the YAML) and what to do. */
interface Mistake {
  readonly index: number;
  readonly advice: string;
}

/** What the mistake of a YAML error is, from its code, its message where the code covers several, and the lines around it. */
function mistakeOf(error: YAMLError, yaml: string, lines: readonly string[]): Mistake | null {
  const index = (error.linePos?.[0].line ?? 1) - 1;
  const line = lines[index] ?? '';
  const what = error.message;
  // A tab at the start of the line is its mistake whatever the yaml package calls it: YAML indents with spaces only.
  if (error.code === 'TAB_AS_INDENT' || /^ *\t/.test(line))
    return { index, advice: 'this line is indented with a tab; indent with spaces only (two for each level)' };
  switch (error.code) {
    case 'DUPLICATE_KEY': {
      const name = FIELD.exec(line)?.[2] ?? line.trim();
      const item = inList(lines, index) ? `; if it starts the next item of the list, write "- " before it` : '; keep one of them';
      return { index, advice: `the field "${name}" is written twice${item}` };
    }
    case 'BLOCK_AS_IMPLICIT_KEY': {
      if (/block sequence/i.test(what)) return { index, advice: LIST };
      if (hasColonInValue(line)) return { index, advice: `${COLON}, e.g. ${inQuotes(line)}` };
      // The text of the field goes on below it, more indented: a colon there, or a field indented too far.
      const next = nextLine(lines, index);
      const below = next === undefined ? '' : (lines[next] ?? '');
      if (next !== undefined && indentOf(below) > indentOf(line)) {
        if (FIELD_NAME.test(below))
          return {
            index: next,
            advice: `this field is indented further than the field above it; ${isListItem(line) || inList(lines, index) ? LIST : 'the fields of a group start at the same indentation'}`,
          };
        return { index: next, advice: `${COLON}, e.g. ${inQuotes(line, linesBelow(lines, index))}` };
      }
      return { index, advice: `${COLON}, e.g. ${inQuotes(line)}` };
    }
    case 'BAD_SCALAR_START':
      return {
        index,
        advice: `a text that starts with ${/[@`]/.exec(FIELD.exec(line)?.[3] ?? '')?.[0] ?? 'this sign'} must be in quotes, e.g. ${inQuotes(line)}`,
      };
    case 'MISSING_CHAR':
    case 'BAD_INDENT':
    case 'MULTILINE_IMPLICIT_KEY': {
      const quote = /Missing closing (["'])quote/.exec(what)?.[1];
      if (quote)
        return {
          index: quoteLine(yaml, error.pos[0], quote),
          advice: `the text that opens with ${quote} on this line has no closing ${quote}; end it with ${quote}, or write it without quotes`,
        };
      const flow = /^Flow (sequence|map)/.exec(what)?.[1];
      if (flow) {
        const [open, close] = flow === 'sequence' ? (['[', ']'] as const) : (['{', '}'] as const);
        return {
          index: bracketLine(lines, index, open, close),
          advice: `the ${open} on this line has no closing ${close}; end the list with ${close}, or put a text that starts with ${open} in quotes`,
        };
      }
      if (/Sequence item|sequence items|mapping items|must start at the same column/.test(what))
        return {
          index,
          advice: inList(lines, index)
            ? LIST
            : 'the fields of a group start at the same indentation: this line does not line up with the field above it',
        };
      if (/Implicit map keys need to be followed|Implicit keys need to be on a single line/.test(what))
        return inList(lines, index)
          ? { index, advice: LIST }
          : {
              index,
              advice:
                'this line is no field: write a field as its name, a colon and its value (e.g. title: Monthly parking), and indent a text that goes on over several lines under its field',
            };
      return null;
    }
    case 'UNEXPECTED_TOKEN':
      if (/^\s*(?:-\s+)?[^:]+:\s+["']/.test(line))
        return { index, advice: 'the text in quotes ends before the line does: put the whole text inside the quotes' };
      return null;
    default:
      return null;
  }
}

/**
 * An error of the yaml package as the content check tells it, after the file's name: the line as a text editor
 * counts it in the file (`linesBefore` are the lines before the YAML: the opening --- of a Markdown file's front
 * matter), its text, and what to do; for a mistake of no known kind, the line and the yaml package's words.
 *   has a mistake on line 5 (“heading: Meet us: booth 412”): a text with a colon followed by a space must be in quotes, e.g. heading: "Meet us: booth 412".
 */
export function yamlMistake(error: unknown, yaml: string, linesBefore = 0): string {
  const words = (error instanceof Error ? error.message : String(error)).split('\n')[0]?.replace(/ at line \d+, column \d+:?$/, '') ?? '';
  if (!(error instanceof YAMLError) || !error.linePos) return `has fields the site cannot read (${words}).`;
  const lines = yaml.split(/\r?\n/);
  const mistake = mistakeOf(error, yaml, lines) ?? { index: error.linePos[0].line - 1, advice: '' };
  const text = quoted(lines[mistake.index] ?? '');
  const where = `line ${mistake.index + 1 + linesBefore}${text ? ` (“${text}”)` : ''}`;
  return mistake.advice
    ? `has a mistake on ${where}: ${mistake.advice}.`
    : `has a mistake on ${where} that keeps its fields from being read; compare it with the lines around it (${words}).`;
}
