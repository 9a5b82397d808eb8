import { describe, it, expect } from 'vitest';
import { useSandbox } from '../testing.ts';

const { post } = useSandbox();

describe('passwords', () => {
  const reset = { password: 'Secret@123', password_confirmation: 'Secret@123', token: 'abc' };

  it('resets with 201, or 200 for token-200', async () => {
    expect((await post('/user/reset-password', reset)).json).toMatchObject({ status: 201 });
    const two = await post('/user/reset-password', { ...reset, token: 'token-200' });
    expect(two.status).toBe(200);
    expect(two.json['status']).toBe(200);
  });

  it('answers 201 with no body for token-201-empty and with an HTML page for token-201-html', async () => {
    const emptyBody = await post('/user/reset-password', { ...reset, token: 'token-201-empty' });
    expect(emptyBody.status).toBe(201);
    expect(emptyBody.json).toEqual({ text: '' });
    const htmlBody = await post('/user/reset-password', { ...reset, token: 'token-201-html' });
    expect(htmlBody.status).toBe(201);
    expect(htmlBody.response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(htmlBody.json).toEqual({ text: '<html><body>Created</body></html>' });
  });

  it('refuses an expired token and a different confirmation with 422', async () => {
    const expired = await post('/user/reset-password', { ...reset, token: 'expired-token' });
    expect(expired.status).toBe(422);
    expect(expired.json['errors']['message']).toBe('This password reset token is invalid.');
    const mismatch = await post('/user/reset-password', { ...reset, password_confirmation: 'Other@1234' });
    expect(mismatch.status).toBe(422);
    expect(mismatch.json['errors']['detail']['password_confirmation']).toHaveLength(1);
  });

  it('sends reset mails only with the client secret header', async () => {
    const body = { email: 'customer@example.com', base_url: 'http://127.0.0.1:4321/user' };
    expect((await post('/user/reset-password/email', body)).status).toBe(401);
    const sent = await post('/user/reset-password/email', body, { 'client-secret': 'sandbox-secret' });
    expect(sent.status).toBe(201);
    expect(sent.json['data']).toEqual({ message: 'sent' });
    const unknown = await post('/user/reset-password/email', { ...body, email: 'unknown@example.com' }, { 'client-secret': 'sandbox-secret' });
    expect(unknown.status).toBe(422);
    expect(unknown.json['errors']).toEqual({
      message: "We can't find a user with that email address.",
      detail: { email: ["We can't find a user with that email address."] },
    });
  });
});
