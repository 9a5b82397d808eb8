/** /resources/rss.xml: the published articles and guides as an RSS 2.0 feed, newest first, every link absolute. */
import rss from '@astrojs/rss';
import type { APIRoute } from 'astro';
import { getPage, getSettings } from '../../lib/content';
import { getResources, FEED_PATH, RESOURCES_PATH, resourceHref } from '../../features/resources';

/** Text for an XML element written into customData (the feed's builder parses it as XML). */
const xmlText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export const GET: APIRoute = async ({ site }) => {
  if (!site) throw new Error('The RSS feed needs the site URL (PUBLIC_SITE_URL)');
  const [settings, page, resources] = await Promise.all([getSettings(), getPage('resources'), getResources()]);
  const url = (path: string) => new URL(path, site).href;
  return rss({
    title: `${settings.brand}: ${page.data.heading}`,
    description: page.data.description,
    // The channel's link is the list of articles; the builder would end it in a slash unless told not to.
    site: url(RESOURCES_PATH),
    trailingSlash: false,
    xmlns: { atom: 'http://www.w3.org/2005/Atom', dc: 'http://purl.org/dc/elements/1.1/' },
    customData: `<language>en-us</language><atom:link href="${url(FEED_PATH)}" rel="self" type="application/rss+xml"/>`,
    items: resources.map((resource) => ({
      title: resource.data.heading,
      link: url(resourceHref(resource.id)),
      pubDate: resource.data.datePublished,
      description: resource.data.summary,
      categories: [...resource.data.tags],
      customData: `<dc:creator>${xmlText(resource.data.author.name)}</dc:creator>`,
    })),
  });
};
