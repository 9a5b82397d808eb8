/**
 * The card nonce: AES-encrypted JSON of the card fields (CryptoJS passphrase mode, as the site builds it).
 * Decrypted card data stays in this module's locals: it is never logged, stored or echoed.
 */
import AES from 'crypto-js/aes.js';
import Utf8 from 'crypto-js/enc-utf8.js';
import type { Detail, Reply } from './http.ts';
import { fail } from './http.ts';
import { text } from './validation.ts';

/** The decline test card: Luhn-valid, always refused. */
export const DECLINED_CARD = '4000000000000002';

/**
 * Test cards whose charge goes through and whose answer is then lost, so a client cannot know the outcome:
 * the gateway never answers, the connection drops, or a 2xx arrives that is not JSON.
 */
export const LOST_ANSWER_CARDS = {
  '4000000000000259': 'never answered',
  '4000000000000119': 'connection dropped',
  '4000000000000341': 'answer not JSON',
} as const;

export type LostAnswer = (typeof LOST_ANSWER_CARDS)[keyof typeof LOST_ANSWER_CARDS];

/** How the answer to an accepted card is lost, or null for an ordinary card (the nonce must already have passed checkNonce). */
export function lostAnswer(nonce: unknown, key: string): LostAnswer | null {
  const number = decryptNonce(nonce, key)?.card_number ?? '';
  return number in LOST_ANSWER_CARDS ? LOST_ANSWER_CARDS[number as keyof typeof LOST_ANSWER_CARDS] : null;
}

/** The brand of a card number, as the gateway's transaction names it. */
export function cardBrand(number: string): 'Visa' | 'MasterCard' | 'AmericanExpress' | 'Discover' {
  if (/^3[47]/.test(number)) return 'AmericanExpress';
  if (/^(5[1-5]|2[2-7])/.test(number)) return 'MasterCard';
  if (/^6(011|5)/.test(number)) return 'Discover';
  return 'Visa';
}

/** The card fields inside the nonce. */
export interface Card {
  readonly name_on_card: string;
  readonly card_number: string;
  readonly expiration_date: string;
  readonly security_code: string;
  readonly zip_code: string;
}

/** The card inside a nonce, or null when it does not decrypt to a JSON object. */
export function decryptNonce(nonce: unknown, key: string): Card | null {
  if (typeof nonce !== 'string' || nonce.trim() === '') return null;
  try {
    const plain = AES.decrypt(nonce.trim(), key).toString(Utf8);
    if (plain === '') return null;
    const value: unknown = JSON.parse(plain);
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
    const fields = value as Record<string, unknown>;
    return {
      name_on_card: text(fields['name_on_card']),
      card_number: text(fields['card_number']),
      expiration_date: text(fields['expiration_date']),
      security_code: text(fields['security_code']),
      zip_code: text(fields['zip_code']),
    };
  } catch {
    return null;
  }
}

/** The Luhn (mod 10) check of a digit string. */
export function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return digits.length > 0 && sum % 10 === 0;
}

/** Whether "MMYY" names this month or a later one (a card is valid through the end of its month). */
export function expiryInFuture(mmyy: string, now: Date): boolean {
  const month = Number(mmyy.slice(0, 2));
  const year = 2000 + Number(mmyy.slice(2, 4));
  return year * 12 + month >= now.getUTCFullYear() * 12 + now.getUTCMonth() + 1;
}

/** Per-field problems of a card, or null when it passes. */
export function cardProblems(card: Card, now: Date): Detail | null {
  const detail: Detail = {};
  if (card.name_on_card.length < 3) detail['name_on_card'] = ['The name on card must be at least 3 characters.'];
  if (!/^\d{16}$/.test(card.card_number)) detail['card_number'] = ['The card number must be 16 digits.'];
  else if (!luhnValid(card.card_number)) detail['card_number'] = ['The card number is invalid.'];
  if (!/^(0[1-9]|1[0-2])\d{2}$/.test(card.expiration_date)) detail['expiration_date'] = ['The expiration date must be a month and year as MMYY.'];
  else if (!expiryInFuture(card.expiration_date, now)) detail['expiration_date'] = ['The card has expired.'];
  if (!/^\d{3,4}$/.test(card.security_code)) detail['security_code'] = ['The security code must be between 3 and 4 digits.'];
  if (!/^\d{5,6}$/.test(card.zip_code)) detail['zip_code'] = ['The zip code must be between 5 and 6 digits.'];
  return Object.keys(detail).length === 0 ? null : detail;
}

/**
 * Decrypts and checks a nonce the way /membership-payment does. Null means the card is acceptable;
 * otherwise the 422 to answer ("Invalid payment data", "Invalid card details" or the decline).
 */
export function checkNonce(nonce: unknown, key: string, now: Date = new Date()): Reply | null {
  const card = decryptNonce(nonce, key);
  if (card === null) return fail(422, 'Invalid payment data');
  const problems = cardProblems(card, now);
  if (problems !== null) return fail(422, 'Invalid card details', problems);
  if (card.card_number === DECLINED_CARD) return fail(422, 'Your card was declined.');
  return null;
}
