/**
 * Test triggers (sandbox/README.md): an email (or the login username) that always produces the same failure,
 * and the answer a test card loses after its request went through.
 */
import type { LostAnswer } from '../card.ts';
import type { Reply } from '../http.ts';
import { dropped, empty, fail, html, hung, invalid, stalled } from '../http.ts';
import { text } from '../validation.ts';

/** The field (besides the email) that a form's "invalid@example.com" detail names, with its message. */
export type SecondField = readonly [field: string, message: string];

/**
 * The deterministic failure an email asks for, or null for an ordinary email. `emailField` is the name of the
 * email field in this form, `second` another field of the same form for the two-field detail.
 */
export function trigger(value: unknown, emailField: string, second?: SecondField): Reply | null {
  const emailLabel = emailField.replaceAll('_', ' ');
  switch (text(value).toLowerCase()) {
    case 'invalid@example.com':
      return invalid({
        [emailField]: [`The ${emailLabel} has already been taken.`],
        ...(second === undefined ? {} : { [second[0]]: [second[1]] }),
      });
    case 'nodetail@example.com':
      return fail(422, 'The given data was invalid');
    case 'servererror@example.com':
      return fail(500, 'Server Error');
    case 'hostile@example.com':
      return fail(422, '<img src=x onerror="window.__xss=1">Bad <b>input</b>', { [emailField]: ['<script>window.__xss=2</script>Nope'] });
    case 'notjson@example.com':
      return html(500, '<html>Bad gateway</html>');
    case 'stall@example.com':
      return stalled();
    // A success whose body cannot be read: what a form that needs only the status still counts as success.
    case 'empty201@example.com':
      return createdUnreadable('empty');
    case 'html201@example.com':
      return createdUnreadable('html');
    default:
      return null;
  }
}

/** A 201 with no body at all, or with an HTML page (a proxy's, say) where the API's JSON should be. */
export function createdUnreadable(body: 'empty' | 'html'): Reply {
  return body === 'empty' ? empty(201) : html(201, '<html><body>Created</body></html>');
}

/** The answer a client gets when the answer to a request that went through is lost (a test card, sandbox/README.md). */
export function lose(answer: LostAnswer, success: Reply): Reply {
  switch (answer) {
    case 'never answered':
      return hung();
    case 'connection dropped':
      return dropped();
    case 'answer not JSON':
      return html(success.status, '<html><body>Payment accepted</body></html>');
  }
}
