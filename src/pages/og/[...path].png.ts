/** /og/<page>.png: the 1200×630 share card of every indexable page, drawn at build (src/build/og-image.ts). */
import type { APIRoute, GetStaticPaths } from 'astro';
import tokens from '../../styles/global.css?raw';
import { getSettings } from '../../lib/content';
import { cardPng, cardStyle } from '../../build/og-image';
import { cardPath, shareCards, type ShareCard } from '../../features/seo';

/** How many cards are drawn ahead of the one Astro asks for (resvg draws on libuv's thread pool). */
const AHEAD = 4;

export const getStaticPaths = (async () => {
  const cards = await shareCards();
  return cards.map((card, index) => ({
    params: { path: cardPath(card.pathname).slice('/og/'.length, -'.png'.length) },
    props: { card, upcoming: cards.slice(index + 1, index + 1 + AHEAD) },
  }));
}) satisfies GetStaticPaths;

interface Props {
  card: ShareCard;
  upcoming: ShareCard[];
}

export const GET: APIRoute<Props> = async ({ props }) => {
  const style = cardStyle(tokens, (await getSettings()).brand);
  const png = await cardPng(props.card, props.upcoming, style);
  return new Response(png as Uint8Array<ArrayBuffer>, { headers: { 'Content-Type': 'image/png' } });
};
