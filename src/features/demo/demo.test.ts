import { describe, expect, it } from 'vitest';
import { failureNotices, GENERIC_FAILURE } from '../../lib/api/outcome';
import { INVALID, itFailsLikeEveryForm, response, SERVER_ERROR, WITH_DETAIL, WITHOUT_DETAIL } from '../../../tests/support/failure-cases';
import { thankYouKind } from '../thank-you';
import { expectNoPersonalData, PERSON } from '../../../tests/support/personal-data';
import { validate } from '../../lib/forms/rules';
import { errorOf, expectNoSecretField, CONTRACT, expectContractOrMessage } from '../../../tests/support/forms';
import { DEMO_FIELDS as DEMO, DEMO_WIRE, DETAIL_TRIAL } from '../../../tests/support/demo-request';
import {
  DEMO_DRAFT_FIELDS,
  demoLanding,
  demoPayload,
  demoRequestHref,
  DemoSchema,
  DetailDemoSchema,
  detailDemoPayload,
  requestDemo,
  type DemoValues,
  type DetailDemoValues,
  serviceInAddress,
} from './demo';
import THANKS from './thank-you-state';
import fc from 'fast-check';
import { formInput, good, hugeValues } from '../../../tests/support/hostile';

describe('the demo request’s failures (§8 Demo request; Plan, trial and demo submits)', () => {
  const notices = (result: Parameters<typeof failureNotices>[0]) => failureNotices(result, requestDemo.failure);

  it('one toast per field of a 422', () => {
    expect(notices(WITH_DETAIL)).toEqual([
      { kind: 'error', title: `${INVALID}!`, message: 'The email has already been taken.' },
      { kind: 'error', title: `${INVALID}!`, message: 'The first name may only contain letters and spaces.' },
    ]);
  });

  it('a 422 without field messages: the message with "Please enter required details"', () => {
    expect(notices(WITHOUT_DETAIL)).toEqual([{ kind: 'error', title: INVALID, message: 'Please enter required details' }]);
  });

  it('any other failure: "Validation Errors!" with its text, else the generic failure', () => {
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

describe('DemoSchema', () => {
  it('accepts a complete request', () => {
    expect(validate(DemoSchema, DEMO).ok).toBe(true);
  });

  it.each([
    ['555123456', 'Contact number must be exactly 10 digits.'],
    ['5551234567', undefined],
    ['55512345678', 'Contact number must be exactly 10 digits.'],
    ['', 'Please enter your contact number.'],
  ])('contact %j → %j', (contact, message) => {
    expect(errorOf(DemoSchema, { ...DEMO, contact }, 'contact')).toBe(message);
  });

  it.each(['Ada 2', 'Ada!', 'Ada-Lee'])('rejects the name %j', (name) => {
    expect(errorOf(DemoSchema, { ...DEMO, name }, 'name')).toBe('Name may contain letters and spaces only.');
  });

  it('requires a service and a country', () => {
    expect(errorOf(DemoSchema, { ...DEMO, service: '' }, 'service')).toBe('Please select a service.');
    // A service that is no id of the catalogue (a tampered draft) is no choice: it would go out as service_id null.
    for (const service of ['!', ':', 'Touchless', '0', '1e3', '1'.repeat(400)]) {
      expect(errorOf(DemoSchema, { ...DEMO, service }, 'service')).toBe('Please select a service.');
    }
    expect(errorOf(DemoSchema, { ...DEMO, country: '' }, 'country')).toBe('Please select your country.');
  });

  it('does not ask the detail pages for a country (it is fixed to N/A)', () => {
    const { country: _country, ...detail } = DEMO;
    expect(validate(DetailDemoSchema, detail).ok).toBe(true);
    expect(errorOf(DetailDemoSchema, { ...detail, contact: '55512345678' }, 'contact')).toBe('Contact number must be exactly 10 digits.');
  });
});

describe('payload', () => {
  it('demoPayload sends the wire names of §3 with form_status demoForm', () => {
    expect(demoPayload(DEMO)).toEqual({ ...DEMO_WIRE, country: 'United States', form_status: 'demoForm' });
  });

  it('detailDemoPayload adds product 15 and WHITELABEL, the country N/A and the trial terms', () => {
    const { country: _country, ...detail } = DEMO;
    expect(detailDemoPayload(detail, 'WHITELABEL', 1501)).toEqual({
      ...DEMO_WIRE,
      country: 'N/A',
      form_status: 'WHITELABEL',
      product: 15,
      membership_plan_id: 1501,
      ...DETAIL_TRIAL,
    });
  });

  it('detailDemoPayload adds product 16 and SDPARCS, and a null plan when the API has none', () => {
    const { country: _country, ...detail } = DEMO;
    expect(detailDemoPayload(detail, 'SDPARCS', null)).toMatchObject({
      product: 16,
      form_status: 'SDPARCS',
      country: 'N/A',
      membership_plan_id: null,
    });
  });
});

describe('the draft', () => {
  it("keeps the form's own fields, never a password, card field or token", () => {
    expect(DEMO_DRAFT_FIELDS).toEqual(['name', 'email', 'contact', 'company_name', 'city', 'state', 'country', 'service']);
    expectNoSecretField(DEMO_DRAFT_FIELDS);
  });
});

describe('the demo forms, whatever is typed into them', () => {
  const contract = {
    name: CONTRACT.letters,
    email: CONTRACT.email,
    contact: CONTRACT.digits(10, 10),
    company_name: CONTRACT.text,
    city: CONTRACT.text,
    state: CONTRACT.text,
    country: CONTRACT.text,
    service: CONTRACT.text,
  };
  const input = formInput({
    name: good.name,
    email: good.email,
    contact: good.digits(10, 10),
    company_name: good.text,
    city: good.text,
    state: good.text,
    country: good.text,
    // The service is chosen from a list of ids, but a draft restores whatever a tampered storage held.
    service: fc.oneof(fc.constantFrom('1', '3', '16'), good.text),
  });

  /** The service_id of a payload: an id of the catalogue, a whole number above zero ([§3](docs/CONTRACT.md#3-fields)). */
  const expectServiceId = (payload: { service_id: unknown }) =>
    expect(Number.isInteger(payload.service_id) && Number(payload.service_id) > 0).toBe(true);

  it('end in a request the contract allows or in the form’s own messages, never a crash', () => {
    const check = (values: Record<string, string>) => {
      const output = expectContractOrMessage(DemoSchema, values, contract);
      if (output) expectServiceId(demoPayload(output as DemoValues));
    };
    fc.assert(fc.property(input, check));
    for (const values of hugeValues(DEMO)) check(values);
  });

  it('end in a detail-page request the contract allows or in the form’s own messages, never a crash', () => {
    const { country: _country, ...detailContract } = contract;
    fc.assert(
      fc.property(input, (values) => {
        const output = expectContractOrMessage(DetailDemoSchema, values, detailContract);
        if (output) expectServiceId(detailDemoPayload(output as DetailDemoValues, 'SDPARCS', null));
      }),
    );
  });
});

describe('the demo request with a service chosen', () => {
  it('is /request-a-demo with the service id in its address, which the form reads back', () => {
    expect(demoRequestHref(7)).toBe('/request-a-demo?service=7');
    expect(serviceInAddress(new URL(demoRequestHref(7), 'https://x').search)).toBe('7');
    expect(serviceInAddress('?utm_source=mail&service=15')).toBe('15');
  });

  it('chooses nothing when the address names no service id', () => {
    for (const search of ['', '?service=', '?service=0', '?service=-3', '?service=abc', '?service=1.5', '?service=07', '?service=12345678901'])
      expect(serviceInAddress(search), search).toBeNull();
  });
});
