/** Settings of the sandbox API, read from the environment with defaults that match the site's local build. */

export interface SandboxConfig {
  /** OAuth client id the site sends (PUBLIC_CLIENT_ID). */
  readonly clientId: string;
  /** OAuth client secret the site sends (PUBLIC_CLIENT_SECRET). */
  readonly clientSecret: string;
  /** AES passphrase of the card nonce (PUBLIC_CARD_ENCRYPTION_KEY). */
  readonly cardKey: string;
  /** Extra origins allowed by CORS besides http://127.0.0.1:* and http://localhost:* (SANDBOX_ALLOWED_ORIGINS). */
  readonly allowedOrigins: readonly string[];
}

export const DEFAULT_PORT = 8787;

/** The configuration a process environment describes; empty variables fall back to the defaults. */
export function configFromEnv(env: Record<string, string | undefined> = process.env): SandboxConfig {
  return {
    clientId: env['PUBLIC_CLIENT_ID'] || 'sandbox-client',
    clientSecret: env['PUBLIC_CLIENT_SECRET'] || 'sandbox-secret',
    cardKey: env['PUBLIC_CARD_ENCRYPTION_KEY'] || 'sandbox-card-key',
    allowedOrigins: (env['SANDBOX_ALLOWED_ORIGINS'] ?? '')
      .split(',')
      .map((origin) => origin.trim().replace(/\/+$/, ''))
      .filter((origin) => origin !== ''),
  };
}

/** The port of SANDBOX_PORT, else 8787. */
export function portFromEnv(env: Record<string, string | undefined> = process.env): number {
  const raw = env['SANDBOX_PORT'];
  if (raw === undefined || raw.trim() === '') return DEFAULT_PORT;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`SANDBOX_PORT must be a port number, got "${raw}"`);
  }
  return port;
}
