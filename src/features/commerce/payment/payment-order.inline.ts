/**
 * Inline, first in the head of /payment and /make-Payment (Base.astro's slot "first"), before the page asks for
 * anything else: without an order (mayHaveOrder() of ./order-kept.ts, false only where the island would find none; it
 * leaves an order it finds for the island to take), the page goes to /request-trial from here
 * ([§2](docs/CONTRACT.md#2-routes)), so it starts no download it would abandon. Left to the island, the redirect
 * came after the load event and cut off the downloads that start then (Firefox reports each as an integrity
 * failure). No window.stop() first: Chromium then counts the page's own load as aborted, and in Firefox the
 * stylesheet request it cancels at once comes all the same.
 */
import { pathHere } from '../../../i18n/here';
import { mayHaveOrder } from './order-kept';

if (!mayHaveOrder()) location.replace(pathHere('/request-trial'));
