/** Logging in for end-to-end tests: through the sandbox API, with the session put where the site keeps it. */
import type { APIRequestContext, Page } from '@playwright/test';
import { SANDBOX_ORIGIN, TEST_BUILD_ENV } from '../env';

/** The sandbox's users (sandbox/README.md). */
export const USERS = {
  customer: { username: 'customer@example.com', password: 'Customer@123' },
  partner: { username: 'partner@example.com', password: 'Partner@123' },
  noSlug: { username: 'noslug@example.com', password: 'Customer@123' },
  empty: { username: 'empty@example.com', password: 'Partner@123' },
} as const;

/** The nine keys of a session as the site stores them, for a user logged in through the API. */
export async function sessionFor(request: APIRequestContext, user: { username: string; password: string }): Promise<Record<string, string>> {
  const response = await request.post(`${SANDBOX_ORIGIN}/oauth/access_token`, {
    data: { ...user, client_id: TEST_BUILD_ENV.PUBLIC_CLIENT_ID, client_secret: TEST_BUILD_ENV.PUBLIC_CLIENT_SECRET, grant_type: 'password' },
  });
  const body = (await response.json()) as {
    access_token: string;
    token_type: string;
    expires_in: number;
    refresh_token: string;
    user: Record<string, string | number>;
  };
  return {
    access_token: body.access_token,
    token_type: body.token_type,
    expires_in: String(body.expires_in),
    refresh_token: body.refresh_token,
    username: String(body.user['name']),
    session_start_time: String(Date.now()),
    user_id: String(body.user['id']),
    user_type: String(body.user['user_type']),
    partner_slug: String(body.user['partner_slug'] ?? ''),
  };
}

/** Puts a session into the site's localStorage before the first page of the test loads. */
export async function useSession(page: Page, session: Record<string, string>): Promise<void> {
  await page.addInitScript(
    ({ values, origin }) => {
      if (window.location.origin !== origin || sessionStorage.getItem('e2e-session-set')) return;
      sessionStorage.setItem('e2e-session-set', '1');
      for (const [key, value] of Object.entries(values)) localStorage.setItem(key, value);
    },
    { values: session, origin: TEST_BUILD_ENV.PUBLIC_SITE_URL },
  );
}

/** Logs in on an open page of the site by writing the session, then reloads it. */
export async function signInOnPage(page: Page, session: Record<string, string>): Promise<void> {
  await page.evaluate((values) => {
    for (const [key, value] of Object.entries(values)) localStorage.setItem(key, value);
  }, session);
  await page.reload();
}
