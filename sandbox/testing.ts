/**
 * What the sandbox's tests share: a sandbox started for each test file (useSandbox), calls to it, the client's
 * credentials, card nonces made the way the site makes them, and complete bodies of the forms.
 */
import { afterAll, beforeAll, expect } from 'vitest';
import AES from 'crypto-js/aes.js';
import type { Sandbox } from './app.ts';
import { startSandbox } from './app.ts';

export const CLIENT = { client_id: 'sandbox-client', client_secret: 'sandbox-secret' };
export const CARD_KEY = 'sandbox-card-key';
export const PREVIEW_ORIGIN = 'https://parkcloud-preview.example';

/** An expiry (MMYY) three years ahead, so the test card never expires. */
const FUTURE_EXPIRY = `12${String((new Date().getUTCFullYear() + 3) % 100).padStart(2, '0')}`;

export interface CardFields {
  name_on_card: string;
  card_number: string;
  expiration_date: string;
  security_code: string;
  zip_code: string;
}

export const GOOD_CARD: CardFields = {
  name_on_card: 'Casey Customer',
  card_number: '4111111111111111',
  expiration_date: FUTURE_EXPIRY,
  security_code: '123',
  zip_code: '10001',
};

/** The card nonce the way the site builds it: CryptoJS AES of the JSON card fields with the shared key. */
export function nonceOf(card: Partial<CardFields>, key = CARD_KEY): string {
  return AES.encrypt(JSON.stringify({ ...GOOD_CARD, ...card }), key).toString();
}

/** Any JSON answer, loosely typed for assertions. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- assertions walk arbitrary answer shapes
export type Json = Record<string, any>;

export const auth = (token: string) => ({ Authorization: `Bearer ${token}` });

/** Starts a sandbox before the calling file's tests (closed after them) and returns it with the calls that reach it. */
export function useSandbox() {
  let started: Sandbox | undefined;

  beforeAll(async () => {
    started = await startSandbox({
      port: 0,
      config: { clientId: CLIENT.client_id, clientSecret: CLIENT.client_secret, cardKey: CARD_KEY, allowedOrigins: [PREVIEW_ORIGIN] },
    });
  });

  afterAll(async () => {
    await started?.close();
  });

  function running(): Sandbox {
    if (started === undefined) throw new Error('The sandbox starts before the tests; call it from a test or hook.');
    return started;
  }

  async function call(
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<{ status: number; json: Json; response: Response }> {
    const init: RequestInit = { method, headers: { Accept: 'application/json', ...headers } };
    if (body !== undefined) {
      init.body = JSON.stringify(body);
      init.headers = { 'Content-Type': 'application/json', ...init.headers };
    }
    const response = await fetch(`${running().url}${path}`, init);
    const text = await response.text();
    let json: Json;
    try {
      json = JSON.parse(text) as Json;
    } catch {
      json = { text };
    }
    return { status: response.status, json, response };
  }

  const post = (path: string, body: unknown, headers: Record<string, string> = {}) => call('POST', path, body, headers);
  const get = (path: string, headers: Record<string, string> = {}) => call('GET', path, undefined, headers);

  async function login(username: string, password: string): Promise<string> {
    const { status, json } = await post('/oauth/access_token', { username, password, ...CLIENT, grant_type: 'password' });
    expect(status).toBe(201);
    return json['access_token'] as string;
  }

  /** The running sandbox's address and port. */
  const sandbox = {
    get url() {
      return running().url;
    },
    get port() {
      return running().port;
    },
  };

  return { sandbox, call, post, get, login };
}

export const demoBody = {
  name: 'Casey Customer',
  mobile: '5551234567',
  email: 'casey@garage.example',
  company_name: 'Downtown Garages',
  city: 'Springfield',
  state: 'IL',
  country: 'United States',
  service_id: 1,
  form_status: 'demoForm',
};

export const trialBody = {
  first_name: 'Terry',
  last_name: 'Trial',
  email: 'terry@trial.example',
  phone: '5559876543',
  company_name: 'Trial Lots',
  city: 'Austin',
  country: 'United States',
  membership_plan_id: '',
  service_id: '',
  is_trial: 1,
  plan_type: 0,
  no_of_days: 15,
  membership: { '1': 101, '2': 201, '3': 301 },
  payment_type: 'credit_card',
  savePaymentMethod: 1,
  ...CLIENT,
  grant_type: 'password',
};

export const contactBody = {
  first_name: 'Connie',
  last_name: 'Contact',
  email: 'connie@contact.example',
  phone: '5551112222',
  address: 'Please call me about ALPR.',
  company_name: 'Contact Parking',
  city: 'Denver',
  state: 'CO',
  zipcode: '80202',
  country: 'United States',
  ...CLIENT,
};
