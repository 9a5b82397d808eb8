/**
 * From an API result to the notices of the specification's error catalogue ([§8](docs/CONTRACT.md#8-notices)). The kernel decides success
 * and says the failure every form shares (no data: a network failure, a timeout, an answer without JSON);
 * each form's action brings its own mapping of the failures that carried JSON (src/lib/forms/submit.ts).
 * Every text of the server goes into a notice as data; src/lib/notices shows it as text.
 */
import type { Notice } from '../notices';
import type { ApiResult } from './http';
import { dataErrors, errorMessage, fieldMessages } from './envelope';
import { GENERIC_FAILURE } from './generic-failure';

export { GENERIC_FAILURE };

/**
 * Whether a result is a success with one of the given statuses. A form that goes on with the answer's data
 * (`needsBody`, the default) needs the API's JSON envelope: a 2xx whose body is empty or not JSON (a proxy's or
 * captive portal's page) is then the "no data" failure. A form the status alone answers ([§7](docs/CONTRACT.md#7-calls): "201 is
 * success") has succeeded whatever the body, since the server has done what was asked.
 */
export function succeeded(result: ApiResult, statuses: readonly number[] = [201], needsBody = true): boolean {
  if (result.kind !== 'response' || !result.ok || !statuses.includes(result.status)) return false;
  return !needsBody || result.body !== null;
}

/**
 * Whether a failed call's outcome is unknown: the server may have done what was asked, but the answer never
 * came or could not be read. The deadline passed, the connection was lost (the browser cannot tell whether
 * the request had left), or a 2xx came whose body is not the API's JSON. A call that charges a card must not
 * treat these as a refusal: the card may have been charged.
 */
export function outcomeUnknown(result: ApiResult): boolean {
  if (result.kind !== 'response') return true;
  return result.ok && result.body === null;
}

/** A failed answer that carried JSON, with the provider's envelope already read. */
export interface FailedAnswer {
  readonly status: number;
  /** The whole body, for what the envelope's readers do not cover. */
  readonly body: unknown;
  /** errors.message, or null. */
  readonly message: string | null;
  /** The first message of each field of errors.detail, in the server's order. */
  readonly fields: Readonly<Record<string, string>>;
}

/**
 * A form's entry of [§8](docs/CONTRACT.md#8-notices): the notices for a failed answer that carried JSON (GENERIC_FAILURE where it has nothing
 * to say), and, where [§8](docs/CONTRACT.md#8-notices) gives the form its own words for it, those of a failure without a readable answer.
 */
export type FailureMapping = ((answer: FailedAnswer) => Notice[]) & {
  /** The notices when no readable answer came (network, deadline, not JSON, a success without its data); GENERIC_FAILURE by default. */
  readonly withoutAnswer?: readonly Notice[];
};

/** The notices of a failure without a readable answer: the form's own words where [§8](docs/CONTRACT.md#8-notices) gives them, else "no data". */
export function noAnswerNotices(mapping: FailureMapping): Notice[] {
  return [...(mapping.withoutAnswer ?? [GENERIC_FAILURE])];
}

/** The notices for a failed call: without JSON, the form's words for no answer (noAnswerNotices), else the form's own mapping. */
export function failureNotices(result: ApiResult, mapping: FailureMapping): Notice[] {
  if (result.kind !== 'response' || result.body === null) return noAnswerNotices(mapping);
  const { status, body } = result;
  return mapping({ status, body, message: errorMessage(body), fields: fieldMessages(body) });
}

/**
 * [§8](docs/CONTRACT.md#8-notices)'s validation shape, shared by the forms of "Plan, trial and demo submits": a 422 titled with
 * errors.message plus '!' and one notice per field's first message; `withoutDetail` says what a 422 without
 * field messages shows (by default the title alone). Any other failure is titled 'Validation Errors!' with
 * errors.message or data.errors, else the generic failure.
 */
export function validationFailure(
  withoutDetail: (title: string, answer: FailedAnswer) => Notice[] = (title) => [{ kind: 'error', title }],
): FailureMapping {
  return (answer) => {
    const { status, body, message, fields } = answer;
    if (status === 422) {
      const title = `${message ?? 'Validation Errors'}!`;
      const perField = Object.values(fields).map((text): Notice => ({ kind: 'error', title, message: text }));
      return perField.length > 0 ? perField : withoutDetail(title, answer);
    }
    const text = message ?? dataErrors(body);
    return text ? [{ kind: 'error', title: 'Validation Errors!', message: text }] : [GENERIC_FAILURE];
  };
}

/** The server's first message for each field (errors.detail), to show beside the fields. */
export function serverFieldErrors(result: ApiResult): Record<string, string> {
  return result.kind === 'response' ? fieldMessages(result.body) : {};
}
