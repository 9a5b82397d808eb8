/** GET /stand-in/…: a page standing in for an external site (news, touchless gate, citation, customer and admin portals). */
import { escapeHtml, html } from '../http.ts';
import type { Handler } from './context.ts';

export const standIn: Handler = ({ url, headers }) => {
  const raw = url.pathname.replace(/^\/stand-in\/?/, '');
  let path = raw;
  try {
    path = decodeURIComponent(raw);
  } catch {
    // A malformed escape is shown as sent.
  }
  const fullUrl = `http://${headers.host ?? url.host}${url.pathname}${url.search}`;
  const page = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Stand-in: ${escapeHtml(path)}</title></head>
<body>
<main>
<h1>Stand-in for ${escapeHtml(path)}</h1>
<p>The ParkCloud sandbox answers here instead of an external site.</p>
<p>Requested URL: <code id="requested-url">${escapeHtml(fullUrl)}</code></p>
</main>
</body>
</html>
`;
  return html(200, page);
};
