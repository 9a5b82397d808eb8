/** A video behind the click-to-load facade: nothing comes from the video site before the visitor presses play. */
import { z } from 'astro/zod';
import { heading } from '../fields.ts';

export const videoBlock = z
  .strictObject({
    type: z.literal('video'),
    heading,
    videoId: z
      .string()
      .regex(/^[A-Za-z0-9_-]{11}$/, 'a YouTube video id: the 11 letters, digits, - or _ after v= in the video’s address')
      .describe('The YouTube video id: the 11 characters after v= in its address, e.g. "dQw4w9WgXcQ".'),
  })
  .meta({ title: 'Video' });
