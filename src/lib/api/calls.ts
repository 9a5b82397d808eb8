/** One typed function per call of the provider's API (specification §7). */
import { PUBLIC_CLIENT_ID, PUBLIC_CLIENT_SECRET, PUBLIC_INVOICE_URL } from 'astro:env/client';
import { call, download, type ApiResult } from './http';

/** Client credentials and the password grant, added where the specification says "added automatically". */
function clientCredentials() {
  return { client_id: PUBLIC_CLIENT_ID, client_secret: PUBLIC_CLIENT_SECRET };
}
function passwordGrant() {
  return { ...clientCredentials(), grant_type: 'password' };
}

/** GET /services: services with their membership plans. */
export function getServices(): Promise<ApiResult> {
  return call('get', '/services');
}

/** GET /countries. */
export function getCountries(): Promise<ApiResult> {
  return call('get', '/countries');
}

/** POST /save-request-demo. */
export function saveRequestDemo(payload: Record<string, unknown>): Promise<ApiResult> {
  return call('post', '/save-request-demo', { json: payload });
}

/** POST /trial-registration when is_trial is '0', else POST /multiple-trial-registration. */
export function registerTrial(payload: Record<string, unknown> & { is_trial: string | number }): Promise<ApiResult> {
  const path = String(payload.is_trial) === '0' ? '/trial-registration' : '/multiple-trial-registration';
  return call('post', path, { json: { ...payload, ...passwordGrant() } });
}

/** POST /oauth/access_token. */
export function login(credentials: { username: string; password: string }): Promise<ApiResult> {
  return call('post', '/oauth/access_token', { json: { ...credentials, ...passwordGrant() } });
}

/** POST /user/reset-password/email, with the client secret in a header. */
export function requestPasswordReset(payload: { email: string; base_url: string }): Promise<ApiResult> {
  return call('post', '/user/reset-password/email', { json: payload, headers: { 'client-secret': PUBLIC_CLIENT_SECRET } });
}

/** POST /user/reset-password. */
export function resetPassword(payload: { password: string; password_confirmation: string; token: string }): Promise<ApiResult> {
  return call('post', '/user/reset-password', { json: payload });
}

/** POST /save-contact-us, with client credentials. */
export function saveContactUs(payload: Record<string, unknown>): Promise<ApiResult> {
  return call('post', '/save-contact-us', { json: { ...payload, ...clientCredentials() } });
}

/** POST /newsletter. */
export function subscribeNewsletter(email: string): Promise<ApiResult> {
  return call('post', '/newsletter', { json: { email } });
}

/** POST /membership-payment with the Bearer token of the plan submit or the session. */
export function payMembership(payload: Record<string, unknown>, token: string): Promise<ApiResult> {
  return call('post', '/membership-payment', { json: payload, bearer: token });
}

/** GET /partner/payment-history. */
export function getPaymentHistory(query: { page: number; search: string }, token: string): Promise<ApiResult> {
  return call('get', '/partner/payment-history', { searchParams: { page: query.page, search: query.search }, bearer: token });
}

/** GET /partner/invoice. */
export function getPartnerInvoice(token: string): Promise<ApiResult> {
  return call('get', '/partner/invoice', { bearer: token });
}

/** GET {PUBLIC_INVOICE_URL}/pdf/{id} or /jpg/{id}. */
export function downloadInvoice(format: 'pdf' | 'jpg', id: number | string, token: string) {
  return download(`${PUBLIC_INVOICE_URL.replace(/\/+$/, '')}/${format}/${encodeURIComponent(String(id))}`, token);
}
