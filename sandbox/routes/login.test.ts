import { describe, it, expect } from 'vitest';
import { CLIENT, useSandbox } from '../testing.ts';

const { post } = useSandbox();

describe('login', () => {
  const credentials = { ...CLIENT, grant_type: 'password' };

  it('logs a customer in with the token at the top level and mirrored under data', async () => {
    const { status, json } = await post('/oauth/access_token', { username: 'customer@example.com', password: 'Customer@123', ...credentials });
    expect(status).toBe(201);
    expect(json['status']).toBe(201);
    expect(json['access_token']).toMatch(/^sbx_/);
    expect(json).toMatchObject({
      token_type: 'Bearer',
      expires_in: 3600,
      user: { name: 'Casey Customer', user_type: 5, partner_slug: 'downtown-garages' },
    });
    expect(typeof json['refresh_token']).toBe('string');
    expect(json['data']).toEqual({
      access_token: json['access_token'],
      token_type: 'Bearer',
      expires_in: 3600,
      refresh_token: json['refresh_token'],
      user: json['user'],
    });
  });

  it('logs a partner in', async () => {
    const { status, json } = await post('/oauth/access_token', { username: 'Partner@Example.com', password: 'Partner@123', ...credentials });
    expect(status).toBe(201);
    expect(json['user']).toMatchObject({ name: 'Pat Partner', user_type: 3, partner_slug: 'metro-parking' });
  });

  it('refuses wrong credentials and wrong clients with 401', async () => {
    const wrong = await post('/oauth/access_token', { username: 'customer@example.com', password: 'nope', ...credentials });
    expect(wrong.status).toBe(401);
    expect(wrong.json).toEqual({ status: 401, data: null, errors: { message: 'The user credentials were incorrect.' } });
    const client = await post('/oauth/access_token', {
      username: 'customer@example.com',
      password: 'Customer@123',
      ...credentials,
      client_secret: 'x',
    });
    expect(client.status).toBe(401);
    expect(client.json['errors']['message']).toBe('Client authentication failed');
    const grant = await post('/oauth/access_token', {
      username: 'customer@example.com',
      password: 'Customer@123',
      ...credentials,
      grant_type: 'client_credentials',
    });
    expect(grant.json['errors']['message']).toBe('Client authentication failed');
  });
});
