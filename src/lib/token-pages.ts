/**
 * The pages that serve any token below them (/reset-password/{token}): the static page reads the token from
 * location.pathname. A module of its own, with no imports, so what reads it in the browser (measurement, which
 * keeps the token out of the address it sends) carries nothing else; src/lib/routes.ts re-exports it.
 */
export const TOKEN_PAGES = ['/reset-password', '/generate-new-password'] as const;
