/** The values a text of the interface takes, filled in where the text names them: '{brand} home'. No dictionary here: the browser's code imports it. */

/** The values a text takes, by name: {brand}, {year}. */
export type PhraseValues = Readonly<Record<string, string | number>>;

/** `{name}` in a text, filled in from `values`; a name without a value stays as written. */
export function fillIn(text: string, values: PhraseValues = {}): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (Object.hasOwn(values, name) ? String(values[name]) : whole));
}
