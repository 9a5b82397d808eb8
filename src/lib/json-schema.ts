/**
 * The part of z.toJSONSchema's output that describes one field of a content schema: what the editor's configuration,
 * the editors' guide to the blocks, the composition rules and the blocks' property test read of the schemas. Plain
 * Node loads it.
 */
import type { CollectionName } from './content-schema.ts';

export interface JsonField {
  readonly type?: string;
  readonly title?: string;
  readonly description?: string;
  readonly format?: string;
  readonly widget?: string;
  /** The collection a reference names an entry of (content-schema.ts's reference()). */
  readonly reference?: CollectionName;
  readonly enum?: readonly (string | number)[];
  readonly pattern?: string;
  readonly minLength?: number;
  readonly maxLength?: number;
  readonly minimum?: number;
  readonly maximum?: number;
  readonly exclusiveMinimum?: number;
  readonly exclusiveMaximum?: number;
  readonly minItems?: number;
  readonly maxItems?: number;
  readonly items?: JsonField;
  readonly properties?: Readonly<Record<string, JsonField>>;
  readonly required?: readonly string[];
  /** The one value a field may have: the discriminator of a union's member (a block's `type`). */
  readonly const?: string | number | boolean;
  /** The members of a union (z.toJSONSchema writes a discriminated union as oneOf, a plain one as anyOf). */
  readonly oneOf?: readonly JsonField[];
  readonly anyOf?: readonly JsonField[];
}
