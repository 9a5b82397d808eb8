import AES from 'crypto-js/aes';
import Utf8 from 'crypto-js/enc-utf8';
import { describe, expect, it } from 'vitest';
import type { Card } from './card';
import { cardNonce, encryptCard } from './nonce';
import { CARD } from '../../../../tests/support/card';

describe('card nonce', () => {
  it('decrypts with the key to the card JSON, digits only', () => {
    const nonce = cardNonce(CARD);
    expect(nonce).not.toContain('4111');
    const plain = AES.decrypt(nonce, 'sandbox-card-key').toString(Utf8);
    expect(JSON.parse(plain)).toEqual(CARD);
    expect(plain).toBe(JSON.stringify(CARD));
  });

  it('holds only the five card fields, in order', () => {
    const nonce = encryptCard({ ...CARD, extra: 'x' } as Card, 'k');
    expect(AES.decrypt(nonce, 'k').toString(Utf8)).toBe(
      '{"name_on_card":"Jane Doe","card_number":"4111111111111111","expiration_date":"1229","security_code":"123","zip_code":"10001"}',
    );
  });

  it('is different every time (random salt) and useless with another key', () => {
    expect(cardNonce(CARD)).not.toBe(cardNonce(CARD));
    expect(() => JSON.parse(AES.decrypt(cardNonce(CARD), 'wrong-key').toString(Utf8))).toThrow();
  });
});
