/**
 * The one mapping from an API result to the notices of the specification's error catalogue (§8).
 * Every text of the server goes into a notice as data; src/lib/notices shows it as text.
 */
import type { Notice } from '../notices';
import type { ApiResult } from './http';
import { asText, pick } from '../json';
import { errorMessage, fieldMessages } from './envelope';

/** Network failure, timeout, or an answer with no data. */
export const GENERIC_FAILURE: Notice = { kind: 'error', title: 'Sorry, Something went Wrong!', message: 'Please Try again letter!' };

/**
 * Whether a result is a success with one of the given statuses. A success carries the API's JSON envelope:
 * a 2xx answer whose body is not JSON (a proxy's or captive portal's page) is the "no data" failure.
 */
export function succeeded(result: ApiResult, statuses: readonly number[] = [201]): boolean {
  return result.kind === 'response' && result.ok && statuses.includes(result.status) && result.body !== null;
}

/** The body of a failed answer that carried JSON, or null for the "no data" cases. */
function failureBody(result: ApiResult): { status: number; body: unknown } | null {
  if (result.kind !== 'response' || result.body === null) return null;
  return { status: result.status, body: result.body };
}

/** Which catalogue entry a failure belongs to. */
export type FailureKind = 'demo' | 'plan' | 'trial' | 'contact' | 'newsletter' | 'login' | 'password' | 'payment';

/** The notices for a failed call, per §8. */
export function failureNotices(result: ApiResult, kind: FailureKind): Notice[] {
  const failure = failureBody(result);
  if (!failure) return [GENERIC_FAILURE];
  const { status, body } = failure;
  const message = errorMessage(body);
  const fields = fieldMessages(body);

  switch (kind) {
    case 'login':
      return [{ kind: 'error', title: 'Something went wrong!', message: message ?? 'Please try again with valid details !' }];
    case 'newsletter': {
      const text = fields['email'] ?? message;
      return text ? [{ kind: 'error', title: 'Sorry', message: text }] : [GENERIC_FAILURE];
    }
    case 'password':
      return message ? [{ kind: 'error', title: message, message: Object.values(fields)[0] }] : [GENERIC_FAILURE];
    case 'payment':
      return message ? [{ kind: 'error', title: 'Sorry!', message }] : [GENERIC_FAILURE];
    case 'contact':
      // The field messages appear on the fields themselves; the notice names the failure.
      return message ? [{ kind: 'error', title: `${message}!` }] : [GENERIC_FAILURE];
    case 'demo':
    case 'plan':
    case 'trial': {
      if (status === 422) {
        const title = `${message ?? 'Validation Errors'}!`;
        const perField = Object.values(fields).map((text): Notice => ({ kind: 'error', title, message: text }));
        if (perField.length > 0) return perField;
        if (kind === 'trial') return [{ kind: 'error', title, message: 'Invalid Data' }];
        if (kind === 'demo' && message) return [{ kind: 'error', title: message, message: 'Please enter required details' }];
        return [{ kind: 'error', title }];
      }
      const text = message ?? asText(pick(body, 'data', 'errors'));
      return text ? [{ kind: 'error', title: 'Validation Errors!', message: text }] : [GENERIC_FAILURE];
    }
  }
}

/** The server's first message for each field (errors.detail), to show beside the fields. */
export function serverFieldErrors(result: ApiResult): Record<string, string> {
  return result.kind === 'response' ? fieldMessages(result.body) : {};
}
