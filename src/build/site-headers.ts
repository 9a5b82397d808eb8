/**
 * The headers netlify.toml sends with every page (its rule for /*), read with Netlify's own parser, for
 * /security to list: the page says what the site sends, from the file that sends it. Read at build, from the
 * project's root (where every build runs).
 */
import { join } from 'node:path';
import { parseAllHeaders } from '@netlify/headers-parser';

/** Every header of netlify.toml's rule for all paths, in its order, as [name, value]. */
export async function siteHeaders(netlifyConfigPath = join(process.cwd(), 'netlify.toml')): Promise<Array<[string, string]>> {
  const { headers, errors } = await parseAllHeaders({ headersFiles: [], netlifyConfigPath, configHeaders: [], minimal: false });
  if (errors.length > 0) throw new Error(`netlify.toml's headers cannot be read:\n${errors.map((error) => `- ${error.message}`).join('\n')}`);
  const everyPage = (headers as Array<{ for: string; values: Record<string, string> }>).find((rule) => rule.for === '/*');
  if (!everyPage) throw new Error('netlify.toml has no header rule for /*, which /security lists.');
  return Object.entries(everyPage.values);
}
