/**
 * The card nonce (specification [§3](docs/CONTRACT.md#3-fields), [§9](docs/CONTRACT.md#9-constants)): the card fields encrypted on the client with the configured key,
 * exactly `AES.encrypt(JSON.stringify(card), PUBLIC_CARD_ENCRYPTION_KEY).toString()`. Only crypto-js's AES
 * module is imported. Nothing here logs or stores the card.
 */
import AES from 'crypto-js/aes';
import { PUBLIC_CARD_ENCRYPTION_KEY } from 'astro:env/client';
import { cardOf, type Card } from './card';

/** Encrypts a card (card_number and expiration_date as digits only) with a key. */
export function encryptCard(card: Card, key: string): string {
  return AES.encrypt(JSON.stringify(cardOf(card)), key).toString();
}

/** The nonce sent in place of the card. */
export function cardNonce(card: Card): string {
  return encryptCard(card, PUBLIC_CARD_ENCRYPTION_KEY);
}
