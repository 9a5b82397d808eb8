/** The in-memory state of one sandbox instance: users, issued tokens and the request log. */
import { randomBytes } from 'node:crypto';
import type { PaymentRow, User } from './data.ts';
import type { Reply } from './http.ts';
import { SEED_USERS } from './data.ts';

/** The token that is always refused, to test the expired-session path. */
export const EXPIRED_TOKEN = 'sbx_expired';

/** How many requests the log keeps. */
export const REQUEST_LOG_SIZE = 500;

/** One request as GET /__sandbox/requests returns it. */
export interface LoggedRequest {
  /** ISO time the request arrived. */
  readonly at: string;
  readonly method: string;
  readonly path: string;
  readonly query: Record<string, string>;
  /** Only authorization, client-secret, content-type and origin, when sent. */
  readonly headers: Record<string, string>;
  /** The parsed JSON body; null when there was none or it did not parse. */
  readonly body: Record<string, unknown> | null;
}

export const LOGGED_HEADERS = ['authorization', 'client-secret', 'content-type', 'origin'] as const;

/** What the log shows in place of a secret. */
export const REDACTED = '[redacted]';

/** Body fields the log never keeps: passwords, the card nonce, the client secret and password-reset tokens. */
const SECRET_FIELDS = new Set(['password', 'password_confirmation', 'nonce', 'client_secret', 'token']);

/** Headers the log shows redacted whole: the client secret of forgot-password. */
const SECRET_HEADERS = new Set(['client-secret']);

/** How much of a body the log keeps, as JSON. */
export const LOGGED_BODY_BYTES = 4096;

/** The logged headers with the secrets redacted: the Authorization value (its scheme kept) and the client secret. */
export function redactHeaders(headers: Record<string, string>): Record<string, string> {
  const redacted = Object.fromEntries(Object.entries(headers).map(([name, value]) => [name, SECRET_HEADERS.has(name) ? REDACTED : value]));
  const authorization = headers['authorization'];
  if (authorization === undefined) return redacted;
  const scheme = /^\S+\s/.test(authorization) ? authorization.split(/\s/)[0] : '';
  return { ...redacted, authorization: scheme ? `${scheme} ${REDACTED}` : REDACTED };
}

/** A body as the log keeps it: secrets redacted, and at most LOGGED_BODY_BYTES of JSON (else a note of its size). */
export function loggedBody(body: Record<string, unknown>): Record<string, unknown> {
  const redacted = Object.fromEntries(Object.entries(body).map(([key, value]) => [key, SECRET_FIELDS.has(key) ? REDACTED : value]));
  const size = Buffer.byteLength(JSON.stringify(redacted));
  return size <= LOGGED_BODY_BYTES ? redacted : { truncated: `${size} bytes, over the log's ${LOGGED_BODY_BYTES}` };
}

/** A charge the sandbox's gateway made: who paid, for what, and how the answer went (no card data). */
export interface Charge {
  /** ISO time of the charge. */
  readonly at: string;
  readonly email: string;
  readonly row: PaymentRow;
  /** How the answer was lost (a test card), or null when it was sent. */
  readonly lostAnswer: string | null;
}

export class SandboxState {
  readonly #users: User[] = [...SEED_USERS];
  readonly #tokens = new Map<string, User>();
  readonly #charges: Charge[] = [];
  /**
   * The answer given to each card nonce. A nonce is single-use, as a gateway's payment nonce is: the same nonce
   * again (Chromium resends a request whose reused connection closed before any answer) gets the first answer
   * and charges or registers nothing more.
   */
  readonly #nonceAnswers = new Map<string, Reply>();
  #nextPaymentId = 9001;
  #log: LoggedRequest[] = [];
  #nextUserId = 1000;
  #nextRecordId = 5000;

  /** The seeded or registered user with this email (case-insensitive). */
  userByEmail(email: string): User | undefined {
    const wanted = email.trim().toLowerCase();
    return this.#users.find((user) => user.email.toLowerCase() === wanted);
  }

  /** Adds a customer created by a registration. */
  registerCustomer(name: string, email: string): User {
    const user: User = { id: this.#nextUserId++, name, email, user_type: 5, partner_slug: '', hasHistory: false };
    this.#users.push(user);
    return user;
  }

  /**
   * A new user like a seeded one (name, type, slug, password, and the fixed history of hasHistory) under an email
   * of its own ("customer+1000@example.com"): a test that pays as this user makes charges that no other test, nor
   * its own retry, counts, and finds none of them in the history.
   */
  copyUser(seed: User): User {
    const id = this.#nextUserId++;
    const at = seed.email.lastIndexOf('@');
    const user: User = { ...seed, id, email: `${seed.email.slice(0, at)}+${id}${seed.email.slice(at)}` };
    this.#users.push(user);
    return user;
  }

  /** A fresh id for a stored record (demo request, contact message, subscription). */
  nextRecordId(): number {
    return this.#nextRecordId++;
  }

  /** A new random access token ("sbx_…") for the user. */
  issueToken(user: User): string {
    const token = `sbx_${randomBytes(24).toString('base64url')}`;
    this.#tokens.set(token, user);
    return token;
  }

  /** The user a bearer token belongs to; undefined for unknown tokens and "sbx_expired". */
  userOfToken(token: string): User | undefined {
    return token === EXPIRED_TOKEN ? undefined : this.#tokens.get(token);
  }

  /** Records a charge: it joins the payer's payment history at once, newest first. */
  recordCharge(user: User, payment: Omit<PaymentRow, 'id' | 'payment_date'>, lostAnswer: string | null, now = new Date()): PaymentRow {
    const row: PaymentRow = { id: this.#nextPaymentId++, payment_date: now.toISOString().slice(0, 19).replace('T', ' '), ...payment };
    this.#charges.unshift({ at: now.toISOString(), email: user.email, row, lostAnswer });
    return row;
  }

  /** The answer already given to this card nonce, if it was used before. */
  answerFor(nonce: string): Reply | undefined {
    return this.#nonceAnswers.get(nonce);
  }

  /** Keeps the answer to a card nonce's first use (see #nonceAnswers). */
  answered(nonce: string, reply: Reply): Reply {
    this.#nonceAnswers.set(nonce, reply);
    return reply;
  }

  /** The charges made for a user, newest first. */
  chargesOf(user: User): readonly PaymentRow[] {
    return this.#charges.filter((charge) => charge.email === user.email).map((charge) => charge.row);
  }

  /** Every charge made since the sandbox started, newest first. */
  charges(): readonly Charge[] {
    return this.#charges;
  }

  logRequest(entry: LoggedRequest): void {
    this.#log.push(entry);
    if (this.#log.length > REQUEST_LOG_SIZE) this.#log = this.#log.slice(-REQUEST_LOG_SIZE);
  }

  /** The logged requests, oldest first. */
  requests(): readonly LoggedRequest[] {
    return this.#log;
  }

  clearRequests(): void {
    this.#log = [];
  }
}

/** A random opaque string (refresh tokens, transaction ids). */
export function randomId(bytes = 16): string {
  return randomBytes(bytes).toString('base64url');
}
