/** Questions and answers, also given to search engines as FAQPage structured data. */
import { z } from 'astro/zod';
import { heading, markdown } from '../fields.ts';

export const faqBlock = z
  .strictObject({
    type: z.literal('faq'),
    heading,
    items: z
      .array(
        z.strictObject({
          question: z.string().min(5).max(150).describe('The question as a visitor asks it, e.g. "Can we keep our gate equipment?".'),
          answer: markdown(10, 1200, 'The answer, e.g. "Yes: see [integrations](/integrations)."'),
        }),
      )
      .min(1)
      .max(12)
      .describe('The questions and their answers, 1 to 12.'),
  })
  .meta({ title: 'Questions and answers' });
