import { describe, expect, it } from 'vitest';
import { failureNotices, GENERIC_FAILURE } from '../../lib/api/outcome';
import { INVALID, itFailsLikeEveryForm, response, SERVER_ERROR, WITH_DETAIL, WITHOUT_DETAIL } from '../../../tests/unit/failure-cases';
import { thankYouKind } from '../thank-you';
import { CONTACT_LANDING, sendContact } from './contact';
import THANKS from './thank-you-state';

describe('the contact form’s failures (§8 Contact)', () => {
  const notices = (result: Parameters<typeof failureNotices>[0]) => failureNotices(result, sendContact.failure);

  it('one notice naming the failure (the field messages go on the fields)', () => {
    expect(notices(WITH_DETAIL)).toEqual([{ kind: 'error', title: `${INVALID}!` }]);
    expect(notices(WITHOUT_DETAIL)).toEqual([{ kind: 'error', title: `${INVALID}!` }]);
    expect(notices(SERVER_ERROR)).toEqual([{ kind: 'error', title: 'Server Error!' }]);
  });

  it('a blank message is no message: the generic failure', () => {
    expect(notices(response(500, { errors: { message: '   ' } }))).toEqual([GENERIC_FAILURE]);
  });

  itFailsLikeEveryForm(sendContact.failure);
});

describe('the contact form’s thank-you state', () => {
  it('is where a success lands', () => {
    const landing = CONTACT_LANDING;
    expect(landing.go).toBe('/thank-you');
    expect(thankYouKind(landing.state)).toBe(THANKS.kind);
  });

  it('counts a Contact from the contact form, and nothing the visitor typed', () => {
    expect(CONTACT_LANDING.conversion).toEqual({ name: 'Contact', props: { form: 'contact' } });
  });
});
