/**
 * Hostile input for the property tests (fast-check): text a visitor can type or paste, strings a tampered
 * storage holds, and JSON a provider (or a proxy in front of it) might answer with. fast-check generates them
 * and, when a property fails, shrinks the input to the smallest that still fails and prints its seed and path.
 */
import fc from 'fast-check';
import { fieldPaths, withField } from './malformed-answers';

const char = (code: number) => String.fromCharCode(code);

/** Control characters: NUL, C0 (tab, line breaks…), DEL and C1. */
const CONTROL = fc.oneof(fc.integer({ min: 0, max: 0x1f }), fc.integer({ min: 0x7f, max: 0x9f })).map(char);

/** Bidirectional overrides, embeddings, isolates and marks (U+202E turns "gpj.exe" around), and the invisible joiners and separators. */
const INVISIBLE = fc
  .constantFrom(
    ...[0x202a, 0x202b, 0x202c, 0x202d, 0x202e, 0x2066, 0x2067, 0x2068, 0x2069, 0x200e, 0x200f, 0x061c],
    ...[0x200b, 0x200c, 0x200d, 0x2060, 0xfeff, 0x00ad, 0x2028, 0x2029, 0x00a0, 0x3000],
  )
  .map(char);

/** Half of a surrogate pair on its own: not a character, and what encodeURIComponent or a UTF-8 encoder chokes on. */
const LONE_SURROGATE = fc.integer({ min: 0xd800, max: 0xdfff }).map(char);

/** Emoji: a pair of surrogates, joined sequences, a flag, a keycap, a skin tone. */
const EMOJI = fc.constantFrom('😀', '🅿️', '👩‍👩‍👧', '🇺🇸', '1️⃣', '👍🏽', '🏳️‍🌈');

/** What a form or a rule usually expects, so hostile text still reaches the rules' later steps: digits, letters, the punctuation of emails and passwords. */
const ORDINARY = fc.oneof(fc.constantFrom(...'0123456789'), fc.constantFrom(...'abcXYZ éÅß王'), fc.constantFrom(...'@.-_+!#$%^&*?()\\`~:;"/<>'));

/** One unit of hostile text: a control, an invisible or bidirectional character, a lone surrogate, an emoji, any code point, or an ordinary one. */
export const hostileUnit: fc.Arbitrary<string> = fc.oneof(
  CONTROL,
  INVISIBLE,
  LONE_SURROGATE,
  EMOJI,
  fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }),
  fc.string({ unit: 'grapheme', minLength: 1, maxLength: 1 }),
  { arbitrary: ORDINARY, weight: 3 },
);

/** Hostile text of up to `maxLength` units. */
export function hostileText(maxLength = 40): fc.Arbitrary<string> {
  return fc.string({ unit: hostileUnit, maxLength });
}

/** A value `valid` spoiled by hostile text: put before it, after it or inside it. */
export function spoiled(valid: fc.Arbitrary<string>): fc.Arbitrary<string> {
  return fc.tuple(valid, hostileText(4), fc.nat()).map(([text, noise, at]) => {
    const cut = text.length === 0 ? 0 : at % (text.length + 1);
    return `${text.slice(0, cut)}${noise}${text.slice(cut)}`;
  });
}

/** What a visitor may put into a field whose good values `valid` makes: mostly good ones, else spoiled ones or hostile text. */
export function fieldInput(valid: fc.Arbitrary<string>): fc.Arbitrary<string> {
  return fc.oneof({ arbitrary: valid, weight: 3 }, { arbitrary: spoiled(valid), weight: 2 }, { arbitrary: hostileText(), weight: 2 });
}

/** The length past which no field goes: 100,000 characters, tried as explicit cases (once a run), not generated. */
export const HUGE_LENGTH = 100_000;

/** Strings of 100,000 characters: letters, digits, spaces around a letter, NUL, a bidi override, lone surrogates, emoji. */
export const HUGE_STRINGS: readonly string[] = [
  'a'.repeat(HUGE_LENGTH),
  '1'.repeat(HUGE_LENGTH),
  `${' '.repeat(HUGE_LENGTH / 2)}a${' '.repeat(HUGE_LENGTH / 2)}`,
  '\0'.repeat(HUGE_LENGTH),
  '\u202e'.repeat(HUGE_LENGTH),
  '\ud800'.repeat(HUGE_LENGTH),
  '😀'.repeat(HUGE_LENGTH / 2),
];

/**
 * The form values `base` with each of its text fields in turn set to each huge string: explicit cases a form's
 * property is tried with once, beside the generated ones (generated, they would cost seconds in every run, and
 * shrinking one would cost minutes).
 */
export function hugeValues<V extends Record<string, unknown>>(base: V): V[] {
  const textFields = Object.keys(base).filter((field) => typeof base[field] === 'string');
  return textFields.flatMap((field) => HUGE_STRINGS.map((huge) => ({ ...base, [field]: huge })));
}

/**
 * Form values: sometimes every field spoiled at once, sometimes one field hostile and the others good (so the
 * rules of each field are reached with the rest of the form valid, and the valid path is taken too).
 */
export function formInput<V extends Record<string, string | boolean>>(fields: { [K in keyof V]: fc.Arbitrary<V[K]> }): fc.Arbitrary<V> {
  const valid = fc.record(fields) as fc.Arbitrary<V>;
  const textFields = Object.keys(fields).filter((name) => name !== 'terms');
  const oneHostile = fc
    .tuple(valid, fc.constantFrom(...textFields), fc.oneof(hostileText(), hostileText(400)))
    .map(([values, field, text]) => ({ ...values, [field]: text }));
  const mixed = fc.record(
    Object.fromEntries(
      Object.entries(fields).map(([name, arbitrary]) => [name, name === 'terms' ? fc.boolean() : fieldInput(arbitrary as fc.Arbitrary<string>)]),
    ),
  ) as fc.Arbitrary<V>;
  return fc.oneof(valid, oneHostile, mixed);
}

/**
 * Objects shaped to pollute a prototype, built as JSON.parse builds them (an own key "__proto__", never a
 * prototype), and objects that cannot become a number or a string: their toString and valueOf are data, so
 * Number(value) or `${value}` throws a TypeError.
 */
export const POLLUTING: readonly unknown[] = [
  '{"__proto__":{"polluted":true}}',
  '{"constructor":{"prototype":{"polluted":true}}}',
  '{"__proto__":{"access_token":"x","kind":"payment","toString":1}}',
  '{"data":{"__proto__":{"id":1,"full_name":"x"}},"__proto__":[]}',
  '{"data":[{"__proto__":{"id":1}}],"errors":{"__proto__":{"message":"x"}}}',
  '{"toString":"x"}',
  '{"hasOwnProperty":1,"valueOf":null,"toString":"x","toJSON":{}}',
  '[{"toString":0}]',
].map((text) => JSON.parse(text) as unknown);

/** Any JSON value, with hostile text in its strings and keys, and the polluting shapes. */
export const hostileJson: fc.Arbitrary<unknown> = fc.oneof(
  fc.jsonValue({ maxDepth: 4 }),
  fc.jsonValue({ maxDepth: 3, stringUnit: hostileUnit }),
  fc.constantFrom(...POLLUTING),
);

/**
 * `good` with a few of its fields (at any depth) replaced by hostile JSON or removed: answers that look right
 * until deep inside, which a reader meets more often than wholly random JSON.
 */
export function brokenAnswer(good: unknown): fc.Arbitrary<unknown> {
  const paths = fieldPaths(good);
  if (paths.length === 0) return hostileJson;
  const change = fc.tuple(fc.constantFrom(...paths), fc.oneof(hostileJson, fc.constantFrom(...POLLUTING), fc.constant(undefined)));
  return fc
    .array(change, { minLength: 1, maxLength: 3 })
    .map((changes) => changes.reduce<unknown>((answer, [path, value]) => withField(answer, path, value), good));
}

/** Whatever a reader of answers may be given: hostile JSON, or a broken copy of a good answer (and the good one). */
export function answerInput(good: unknown): fc.Arbitrary<unknown> {
  return fc.oneof(hostileJson, brokenAnswer(good), fc.constant(good));
}

/** What storage may hold under a key: hostile text, any JSON written out, or `good` values written out broken. */
export function storedText(...good: unknown[]): fc.Arbitrary<string> {
  return fc.oneof(
    hostileText(),
    fc.json({ maxDepth: 3 }),
    hostileJson.map((value) => JSON.stringify(value) ?? 'undefined'),
    ...good.map((value) => brokenAnswer(value).map((broken) => JSON.stringify(broken) ?? 'undefined')),
  );
}

const DIGIT = fc.constantFrom(...'0123456789');

/** Good values of the usual fields, for the generators above to spoil. */
export const good = {
  email: fc.oneof(fc.emailAddress(), fc.constantFrom('jane@example.com', ' ada@example.org ')),
  /** A name of letters (of several alphabets) and spaces. */
  name: fc.string({ unit: fc.constantFrom(...'AdaJoséŁukasz王伟 '), minLength: 1, maxLength: 20 }),
  /** `min` to `max` digits. */
  digits: (min: number, max: number) => fc.string({ unit: DIGIT, minLength: min, maxLength: max }),
  /** Free text: any printable graphemes. */
  text: fc.string({ unit: 'grapheme', minLength: 1, maxLength: 30 }),
};
