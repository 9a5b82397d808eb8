/**
 * The newsletter (specification §4, §5, §7, §8): the email rule, POST /newsletter, 201 as success, and the
 * thank-you notice with an emptied field.
 */
import * as v from 'valibot';
import { call } from '../../lib/api/http';
import { GENERIC_FAILURE, type FailureMapping } from '../../lib/api/outcome';
import { email } from '../../lib/forms/rules';
import type { FormAction, Landing } from '../../lib/forms/submit';

export const NewsletterSchema = v.object({ email: email() });

export type NewsletterValues = v.InferOutput<typeof NewsletterSchema>;

/** §8 Newsletter failure: 'Sorry' with the server's email error (errors.detail.email[0], §7), else its message. */
export const newsletterFailure: FailureMapping = ({ message, fields }) => {
  const text = fields['email'] ?? message;
  return text ? [{ kind: 'error', title: 'Sorry', message: text }] : [GENERIC_FAILURE];
};

/** POST /newsletter with the email; failures read errors.detail.email[0] (§7). */
export const subscribe: FormAction<NewsletterValues> = {
  call: (values) => call('post', '/newsletter', { json: { email: values.email } }),
  success: [201],
  failure: newsletterFailure,
};

/** §8 Newsletter success, and an empty field for the next address; the success counts as a Newsletter subscription. */
export const SUBSCRIBED: Landing = {
  reset: true,
  conversion: { name: 'Newsletter', props: { form: 'newsletter' } },
  notices: [{ kind: 'success', title: 'Thank You', message: 'Your Email Id has been subscribed successfully.' }],
};
