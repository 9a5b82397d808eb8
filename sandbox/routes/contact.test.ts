import { describe, it, expect } from 'vitest';
import { contactBody, useSandbox } from '../testing.ts';

const { post } = useSandbox();

describe('contact and newsletter', () => {
  it('accepts a contact message and names bad fields', async () => {
    expect((await post('/save-contact-us', contactBody)).status).toBe(201);
    const bad = await post('/save-contact-us', { ...contactBody, phone: '555', zipcode: '1234567' });
    expect(bad.status).toBe(422);
    expect(bad.json['errors']['detail']).toEqual({
      phone: ['The phone must be 10 digits.'],
      zipcode: ['The zipcode must be between 5 and 6 digits.'],
    });
    expect((await post('/save-contact-us', { ...contactBody, client_id: 'other' })).status).toBe(401);
  });

  it('subscribes, and refuses invalid and already subscribed emails', async () => {
    expect((await post('/newsletter', { email: 'reader@news.example' })).status).toBe(201);
    const invalid = await post('/newsletter', { email: 'reader' });
    expect(invalid.json['errors']['detail']['email']).toEqual(['The email must be a valid email address.']);
    const duplicate = await post('/newsletter', { email: 'subscribed@example.com' });
    expect(duplicate.status).toBe(422);
    expect(duplicate.json['errors']).toEqual({ message: 'The given data was invalid', detail: { email: ['The email has already been taken.'] } });
  });
});
