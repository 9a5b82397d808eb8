import { describe, expect, it } from 'vitest';
import { failureNotices, GENERIC_FAILURE } from '../../lib/api/outcome';
import { INVALID, itFailsLikeEveryForm, response, SERVER_ERROR, WITH_DETAIL, WITHOUT_DETAIL } from '../../../tests/unit/failure-cases';
import { thankYouKind } from '../thank-you';
import { expectNoPersonalData, PERSON } from '../../../tests/unit/personal-data';
import { demoLanding, demoPayload, detailDemoPayload, requestDemo } from './demo';
import THANKS from './thank-you-state';

describe('the demo request’s failures (§8 Demo request; Plan, trial and demo submits)', () => {
  const notices = (result: Parameters<typeof failureNotices>[0]) => failureNotices(result, requestDemo.failure);

  it('one toast per field of a 422, the message with "Please enter required details" without detail, else "Validation Errors!"', () => {
    expect(notices(WITH_DETAIL)).toEqual([
      { kind: 'error', title: `${INVALID}!`, message: 'The email has already been taken.' },
      { kind: 'error', title: `${INVALID}!`, message: 'The first name may only contain letters and spaces.' },
    ]);
    expect(notices(WITHOUT_DETAIL)).toEqual([{ kind: 'error', title: INVALID, message: 'Please enter required details' }]);
    expect(notices(SERVER_ERROR)).toEqual([{ kind: 'error', title: 'Validation Errors!', message: 'Server Error' }]);
    expect(notices(response(500, { data: { errors: 'Queue is down' } }))).toEqual([
      { kind: 'error', title: 'Validation Errors!', message: 'Queue is down' },
    ]);
    expect(notices(response(500, { status: 500 }))).toEqual([GENERIC_FAILURE]);
  });

  it('a 422 with neither a message nor field messages: "Validation Errors!" alone', () => {
    expect(notices(response(422, { status: 422 }))).toEqual([{ kind: 'error', title: 'Validation Errors!' }]);
  });

  itFailsLikeEveryForm(requestDemo.failure);
});

const VALUES = {
  name: PERSON.name,
  email: PERSON.email,
  contact: PERSON.phone,
  company_name: 'Roe Parking',
  city: 'Albany',
  state: 'NY',
  country: 'United States',
  service: '3',
};
const FORM_PAYLOAD = demoPayload(VALUES);
const DETAIL_PAYLOAD = detailDemoPayload(VALUES, 'WHITELABEL', 12);

describe('the demo request’s thank-you state', () => {
  it('is where a success lands, from the forms and from the detail pages', () => {
    for (const landing of [demoLanding(false, 'demo', FORM_PAYLOAD), demoLanding(true, 'detail-demo', DETAIL_PAYLOAD)]) {
      expect(landing.go).toBe('/thank-you');
      expect(thankYouKind(landing.state)).toBe(THANKS.kind);
    }
  });
});

describe('the demo request as a conversion', () => {
  it('counts a Demo Request from its form, for its service (and a detail page’s product), never who asked', () => {
    const footer = demoLanding(false, 'footer-demo', FORM_PAYLOAD).conversion;
    expect(footer).toEqual({ name: 'Demo Request', props: { form: 'footer-demo', service_id: 3 } });
    const detail = demoLanding(true, 'detail-demo', DETAIL_PAYLOAD).conversion;
    expect(detail).toEqual({ name: 'Demo Request', props: { form: 'detail-demo', service_id: 3, product: 15 } });
    expectNoPersonalData([footer, detail]);
    expect(JSON.stringify([footer, detail])).not.toMatch(/Roe|Albany/);
  });
});
