/**
 * The fields of a collection that are the same in every language: those whose values are chosen from a list (an
 * icon, a block's type, a drawing) or name another entry (a reference), found in the collection's JSON schema, so a
 * field added to a schema is held without an edit. The content check keeps them equal between a translation and its
 * English file (scripts/quality/translations.ts), and the editor copies them into a translation (`i18n: duplicate`).
 * Numbers and yes/no values are kept equal too, wherever they are; every other text is translated.
 */

/** A JSON schema as z.toJSONSchema writes it, as far as these rules read it. */
export interface JsonSchema {
  readonly type?: string | readonly string[];
  readonly enum?: readonly unknown[];
  readonly const?: unknown;
  readonly reference?: string;
  readonly properties?: Readonly<Record<string, JsonSchema>>;
  readonly items?: JsonSchema;
  readonly anyOf?: readonly JsonSchema[];
  readonly oneOf?: readonly JsonSchema[];
}

/** The names of the fields, anywhere in a schema, whose values are chosen or named rather than written: kept equal. */
export function sharedFieldNames(schema: JsonSchema): Set<string> {
  const names = new Set<string>();
  const isShared = (field: JsonSchema): boolean =>
    field.enum !== undefined ||
    field.const !== undefined ||
    field.reference !== undefined ||
    (field.items !== undefined && isShared(field.items)) ||
    [...(field.anyOf ?? []), ...(field.oneOf ?? [])].some(isShared);
  const walk = (field: JsonSchema) => {
    for (const [name, property] of Object.entries(field.properties ?? {})) {
      if (isShared(property)) names.add(name);
      walk(property);
    }
    if (field.items) walk(field.items);
    for (const option of [...(field.anyOf ?? []), ...(field.oneOf ?? [])]) walk(option);
  };
  walk(schema);
  return names;
}
