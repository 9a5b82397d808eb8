/** The home page's hero: the page's heading, eyebrow and lead, the free-trial mail link and the site's video. */
import { z } from 'astro/zod';

export const videoHeroBlock = z
  .strictObject({
    type: z.literal('videoHero'),
  })
  .meta({ title: 'Home hero with the video' });
