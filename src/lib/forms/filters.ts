/** Input filters of §5, applied while the visitor types or pastes. */

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
