/**
 * The newsletter (specification [§4](docs/CONTRACT.md#4-flows), [§5](docs/CONTRACT.md#5-rules), [§7](docs/CONTRACT.md#7-calls), [§8](docs/CONTRACT.md#8-notices)): the email rule, POST /newsletter, 201 as success, and the
 * thank-you notice with an emptied field.
 */
import * as v from 'valibot';
import { call } from '../../lib/api/http';
import { GENERIC_FAILURE, type FailureMapping } from '../../lib/api/outcome';
import { email } from '../../lib/forms/rules';
import type { DraftSpec } from '../../lib/forms/draft';
import type { FormAction, Landing } from '../../lib/forms/submit';

export const NewsletterSchema = v.object({ email: email() });

export type NewsletterValues = v.InferOutput<typeof NewsletterSchema>;

/** The newsletter form's draft: the email. */
export const NEWSLETTER_DRAFT = { name: 'newsletter', fields: ['email'] } as const satisfies DraftSpec<keyof NewsletterValues>;

/** [§8](docs/CONTRACT.md#8-notices) Newsletter failure: 'Sorry' with the server's email error (errors.detail.email[0], [§7](docs/CONTRACT.md#7-calls)), else its message. */
export const newsletterFailure: FailureMapping = ({ message, fields }) => {
  const text = fields['email'] ?? message;
  return text ? [{ kind: 'error', title: 'Sorry', message: text }] : [GENERIC_FAILURE];
};

/** POST /newsletter with the email; failures read errors.detail.email[0] ([§7](docs/CONTRACT.md#7-calls)). */
export const subscribe: FormAction<NewsletterValues> = {
  call: (values) => call('post', '/newsletter', { json: { email: values.email } }),
  success: [201],
  // [§4](docs/CONTRACT.md#4-flows): the 201 is the answer; the body is not read.
  needsBody: false,
  failure: newsletterFailure,
};

/** [§8](docs/CONTRACT.md#8-notices) Newsletter success, and an empty field for the next address; the success counts as a Newsletter subscription. */
export const SUBSCRIBED: Landing = {
  reset: true,
  conversion: { name: 'Newsletter', props: { form: 'newsletter' } },
  notices: [{ kind: 'success', title: 'Thank You', message: 'Your Email Id has been subscribed successfully.' }],
};
