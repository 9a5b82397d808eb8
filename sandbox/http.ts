/** Response shapes of the sandbox API: the JSON envelope, plain JSON, HTML and files, plus CORS and body parsing. */
import type { IncomingMessage } from 'node:http';

/** Field name → messages, first message first (Laravel's errors bag). */
export type Detail = Record<string, string[]>;

/** What a route answers; app.ts writes it to the socket. */
export interface Reply {
  readonly status: number;
  readonly headers: Readonly<Record<string, string>>;
  readonly body: string | Uint8Array;
  /** Send the headers and the start of the body, then nothing more (a server that stalls mid-answer). */
  readonly stall?: true;
  /** Send nothing at all and keep the connection open (a gateway that never answers); dropped after STALL_MS. */
  readonly hang?: true;
  /** Drop the connection at once, answering nothing (a connection lost after the request arrived). */
  readonly drop?: true;
}

/** How long a stalled answer keeps its connection before the sandbox drops it. */
export const STALL_MS = 60_000;

const JSON_TYPE = 'application/json; charset=utf-8';

/** Any JSON body, at the top level (login, payment history). */
export function json(status: number, value: unknown): Reply {
  return { status, headers: { 'Content-Type': JSON_TYPE }, body: JSON.stringify(value) };
}

/** Success envelope: `{status, data, errors: null}` with the same HTTP status. */
export function ok(data: unknown, status = 201): Reply {
  return json(status, { status, data, errors: null });
}

/** Failure envelope: `{status, data: null, errors: {message, detail?}}` with the same HTTP status. */
export function fail(status: number, message: string, detail?: Detail): Reply {
  const errors = detail === undefined ? { message } : { message, detail };
  return json(status, { status, data: null, errors });
}

/** The 422 of a failed validation, in Laravel's words. */
export function invalid(detail: Detail, message = 'The given data was invalid'): Reply {
  return fail(422, message, detail);
}

/** A 201 whose headers arrive and whose JSON body never ends. */
export function stalled(): Reply {
  return { status: 201, headers: { 'Content-Type': JSON_TYPE }, body: '{"status":201,"data":', stall: true };
}

/** No answer at all: the request was taken and the connection stays open until the client gives up. */
export function hung(): Reply {
  return { status: 0, headers: {}, body: '', hang: true };
}

/** The connection dropped after the request arrived: no status, no headers. */
export function dropped(): Reply {
  return { status: 0, headers: {}, body: '', drop: true };
}

/** An answer with a status and no body at all (no Content-Type either). */
export function empty(status: number): Reply {
  return { status, headers: {}, body: '' };
}

export function html(status: number, body: string): Reply {
  return { status, headers: { 'Content-Type': 'text/html; charset=utf-8' }, body };
}

export function file(contentType: string, disposition: string, body: Uint8Array): Reply {
  return { status: 200, headers: { 'Content-Type': contentType, 'Content-Disposition': disposition }, body };
}

/** Escapes text for HTML element content and attribute values. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

const LOCAL_ORIGIN = /^http:\/\/(?:127\.0\.0\.1|localhost):\d{1,5}$/;

/** CORS headers for a request's Origin: echoed when it is a local origin or listed in SANDBOX_ALLOWED_ORIGINS. */
export function corsHeaders(origin: string | undefined, allowedOrigins: readonly string[]): Record<string, string> {
  const headers: Record<string, string> = { Vary: 'Origin' };
  if (origin !== undefined && (LOCAL_ORIGIN.test(origin) || allowedOrigins.includes(origin))) {
    headers['Access-Control-Allow-Origin'] = origin;
    headers['Access-Control-Allow-Methods'] = 'GET, POST, DELETE, OPTIONS';
    headers['Access-Control-Allow-Headers'] = 'Content-Type, Authorization, Accept, client-secret';
    headers['Access-Control-Expose-Headers'] = 'Content-Disposition';
    headers['Access-Control-Max-Age'] = '600';
  }
  return headers;
}

/** A request body larger than this is refused with 413. */
export const MAX_BODY_BYTES = 1024 * 1024;

/**
 * How much more of a body over the limit is read (and thrown away) before the 413 is sent: a client sends its
 * whole body before it reads the answer, and a connection closed under a body still arriving resets, losing
 * the answer. Past this, the connection is dropped.
 */
export const MAX_DRAINED_BYTES = 32 * 1024 * 1024;

export type ParsedBody =
  | { readonly kind: 'empty' }
  | { readonly kind: 'object'; readonly value: Record<string, unknown> }
  | { readonly kind: 'malformed' }
  | { readonly kind: 'too-large' }
  /** Over the limit and still coming past MAX_DRAINED_BYTES: the connection is dropped unanswered. */
  | { readonly kind: 'flood' };

/** Reads and parses a JSON (or form-encoded) body. A body that is not a JSON object counts as malformed. */
export async function readBody(request: IncomingMessage): Promise<ParsedBody> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    const buffer = chunk as Buffer;
    size += buffer.length;
    // Over the limit: the rest is read and dropped, so the client gets to read the 413.
    if (size > MAX_BODY_BYTES + MAX_DRAINED_BYTES) return { kind: 'flood' };
    if (size <= MAX_BODY_BYTES) chunks.push(buffer);
  }
  if (size > MAX_BODY_BYTES) return { kind: 'too-large' };
  const text = Buffer.concat(chunks).toString('utf8');
  if (text.trim() === '') return { kind: 'empty' };
  if ((request.headers['content-type'] ?? '').includes('application/x-www-form-urlencoded')) {
    return { kind: 'object', value: Object.fromEntries(new URLSearchParams(text)) };
  }
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return { kind: 'malformed' };
    return { kind: 'object', value: value as Record<string, unknown> };
  } catch {
    return { kind: 'malformed' };
  }
}
