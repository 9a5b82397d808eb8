/** /.well-known/security.txt (RFC 9116): where to report a security problem, written by src/build/security-txt.ts. */
import type { APIRoute } from 'astro';
import { securityTxt } from '../../build/security-txt';
import { getSettings } from '../../lib/content';

export const GET: APIRoute = async ({ site }) => {
  if (!site) throw new Error('security.txt needs the site URL (PUBLIC_SITE_URL)');
  const { securityContact } = await getSettings();
  const text = securityTxt({ contact: securityContact, site, builtAt: new Date() });
  return new Response(text, { headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
};
