import { describe, expect, it } from 'vitest';
import { supportContactOf } from './support-contact';

describe('supportContactOf: whom a visitor who is not sure can ask', () => {
  const office = { phone: '+1 212 555 0142' };
  it('the mailbox labelled Support and the office phone, else the first mailbox', () => {
    const mailboxes = [
      { label: 'Sales', email: 'sales@parkcloud.example' },
      { label: 'Support', email: 'support@parkcloud.example' },
    ];
    expect(supportContactOf({ mailboxes, office })).toEqual({ email: 'support@parkcloud.example', phone: '+1 212 555 0142' });
    expect(supportContactOf({ mailboxes: [mailboxes[0]!, { label: 'Press', email: 'press@parkcloud.example' }], office })).toEqual({
      email: 'sales@parkcloud.example',
      phone: '+1 212 555 0142',
    });
  });
});
