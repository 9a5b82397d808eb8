import { describe, it, expect } from 'vitest';
import { CLIENT, contactBody, demoBody, trialBody, useSandbox } from '../testing.ts';

const { post } = useSandbox();

describe('error triggers', () => {
  const forms: Array<[path: string, body: Record<string, unknown>, emailField: string, headers?: Record<string, string>]> = [
    ['/save-request-demo', demoBody, 'email'],
    ['/trial-registration', trialBody, 'email'],
    ['/multiple-trial-registration', trialBody, 'email'],
    ['/save-contact-us', contactBody, 'email'],
    ['/newsletter', { email: '' }, 'email'],
    ['/user/reset-password/email', { email: '', base_url: 'http://x' }, 'email', { 'client-secret': 'sandbox-secret' }],
    ['/oauth/access_token', { username: '', password: 'x', ...CLIENT, grant_type: 'password' }, 'username'],
  ];

  it.each(forms)('%s answers every trigger', async (path, body, field, headers = {}) => {
    const send = (email: string) => post(path, { ...body, [field]: email }, headers);

    const invalid = await send('invalid@example.com');
    expect(invalid.status).toBe(422);
    expect(invalid.json['errors']['message']).toBe('The given data was invalid');
    expect(invalid.json['errors']['detail'][field]).toEqual([`The ${field} has already been taken.`]);

    const noDetail = await send('nodetail@example.com');
    expect(noDetail.status).toBe(422);
    expect(noDetail.json['errors']).toEqual({ message: 'The given data was invalid' });

    const serverError = await send('servererror@example.com');
    expect(serverError.status).toBe(500);
    expect(serverError.json).toEqual({ status: 500, data: null, errors: { message: 'Server Error' } });

    const hostile = await send('hostile@example.com');
    expect(hostile.status).toBe(422);
    expect(hostile.json['errors']).toEqual({
      message: '<img src=x onerror="window.__xss=1">Bad <b>input</b>',
      detail: { [field]: ['<script>window.__xss=2</script>Nope'] },
    });

    const notJson = await send('notjson@example.com');
    expect(notJson.status).toBe(500);
    expect(notJson.response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(notJson.json).toEqual({ text: '<html>Bad gateway</html>' });

    const emptyCreated = await send('empty201@example.com');
    expect(emptyCreated.status).toBe(201);
    expect(emptyCreated.response.headers.get('content-type')).toBeNull();
    expect(emptyCreated.json).toEqual({ text: '' });

    const htmlCreated = await send('html201@example.com');
    expect(htmlCreated.status).toBe(201);
    expect(htmlCreated.response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(htmlCreated.json).toEqual({ text: '<html><body>Created</body></html>' });
  });

  it('names a second field of the form where it has one', async () => {
    expect(Object.keys((await post('/save-request-demo', { ...demoBody, email: 'invalid@example.com' })).json['errors']['detail'])).toEqual([
      'email',
      'name',
    ]);
    expect(Object.keys((await post('/save-contact-us', { ...contactBody, email: 'invalid@example.com' })).json['errors']['detail'])).toEqual([
      'email',
      'first_name',
    ]);
  });
});
