import { describe, expect, it } from 'vitest';
import { failureNotices, GENERIC_FAILURE } from '../../lib/api/outcome';
import { INVALID, itFailsLikeEveryForm, response, SERVER_ERROR, WITH_DETAIL, WITHOUT_DETAIL } from '../../../tests/support/failure-cases';
import { validate } from '../../lib/forms/rules';
import { errorOf, expectNoSecretField } from '../../../tests/support/forms';
import { NEWSLETTER_DRAFT, NewsletterSchema, SUBSCRIBED, subscribe } from './newsletter';
import fc from 'fast-check';
import { CONTRACT, expectContractOrMessage } from '../../../tests/support/forms';
import { formInput, good, hugeValues } from '../../../tests/support/hostile';

describe('the newsletter’s failures (§8 Newsletter)', () => {
  const notices = (result: Parameters<typeof failureNotices>[0]) => failureNotices(result, subscribe.failure);

  it("'Sorry' with errors.detail.email[0], else the message", () => {
    expect(notices(WITH_DETAIL)).toEqual([{ kind: 'error', title: 'Sorry', message: 'The email has already been taken.' }]);
    expect(notices(WITHOUT_DETAIL)).toEqual([{ kind: 'error', title: 'Sorry', message: INVALID }]);
    expect(notices(SERVER_ERROR)).toEqual([{ kind: 'error', title: 'Sorry', message: 'Server Error' }]);
  });

  it('neither: the generic failure', () => {
    expect(notices(response(500, { status: 500 }))).toEqual([GENERIC_FAILURE]);
  });

  itFailsLikeEveryForm(subscribe.failure);
});

describe('the newsletter as a conversion', () => {
  it('counts a Newsletter subscription from its form, without the address', () => {
    expect(SUBSCRIBED.conversion).toEqual({ name: 'Newsletter', props: { form: 'newsletter' } });
  });
});

describe('NewsletterSchema', () => {
  it('requires a valid email', () => {
    const schema = NewsletterSchema;
    expect(errorOf(schema, { email: '' }, 'email')).toBe('Please enter your email address.');
    expect(errorOf(schema, { email: 'not-an-email' }, 'email')).toBe('Please enter a valid email address.');
    expect(validate(schema, { email: 'ada@example.com' })).toEqual({ ok: true, output: { email: 'ada@example.com' } });
  });
});

describe('the draft', () => {
  it("keeps the form's own fields, never a password, card field or token", () => {
    expect(NEWSLETTER_DRAFT.fields).toEqual(['email']);
    expectNoSecretField(NEWSLETTER_DRAFT.fields);
  });
});

describe('the newsletter form, whatever is typed into it', () => {
  it('ends in an email the contract allows or in the form’s own message, never a crash', () => {
    const check = (values: Record<string, string>) => {
      expectContractOrMessage(NewsletterSchema, values, { email: CONTRACT.email });
    };
    fc.assert(fc.property(formInput({ email: good.email }), check));
    for (const values of hugeValues({ email: 'jane@example.com' })) check(values);
  });
});
