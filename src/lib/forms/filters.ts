/** Input filters of [§5](docs/CONTRACT.md#5-rules), applied while the visitor types or pastes. */

/** Keeps digits only, at most `max` of them: "(555) 123-4567" → "5551234567". */
export function digitsOnly(max: number): (value: string) => string {
  return (value) => value.replace(/\D/g, '').slice(0, max);
}

/** Keeps letters of every alphabet (with their combining marks) and spaces only: "José 2" → "José ". */
export function lettersAndSpaces(value: string): string {
  return value.replace(/[^\p{L}\p{M} ]/gu, '');
}

/** The reset page keeps only letters, digits, spaces and ! @ # $ % ^ & * ? -. */
export function resetPasswordCharacters(value: string): string {
  return value.replace(/[^A-Za-z0-9 !@#$%^&*?-]/g, '');
}

/**
 * The characters a filter took out of `typed` to leave `kept` (a filter that only removes characters, such as
 * the ones above), each once, in the order typed: ("Ab(c)~", "Abc") → ["(", ")", "~"].
 */
export function removedCharacters(typed: string, kept: string): string[] {
  const removed: string[] = [];
  const rest = [...kept];
  let next = 0;
  for (const char of typed) {
    if (rest[next] === char) next += 1;
    else if (!removed.includes(char)) removed.push(char);
  }
  return removed;
}

/** A character as a visitor can read it: a space, tab or line break by name, any other character as it is. */
export function readableCharacter(char: string): string {
  if (char === ' ') return 'a space';
  if (char === '\t') return 'a tab';
  if (char === '\n' || char === '\r') return 'a line break';
  // Other invisible characters (a zero-width space…) by their code point.
  if (/\p{C}/u.test(char)) return `U+${(char.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}`;
  return char;
}
