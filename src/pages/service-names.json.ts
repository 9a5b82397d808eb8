/**
 * /service-names.json: the site's name of each API service id (src/lib/api/catalogue.ts reads it with GET
 * /services), so selects, trial checkboxes and billing rows say "Touchless Self Parking" as menus and pages do.
 * A file fetched when needed, not data in every page: no page grows with the catalogue.
 */
import type { APIRoute } from 'astro';
import { getServiceNames } from '../lib/content';

export const GET: APIRoute = async () => new Response(JSON.stringify(await getServiceNames()), { headers: { 'Content-Type': 'application/json' } });
