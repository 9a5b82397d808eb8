/** Numbered steps, e.g. how a rollout goes. */
import { z } from 'astro/zod';
import { ICON_NAMES } from '../../../components/icons.ts';
import { heading } from '../fields.ts';

export const stepsBlock = z
  .strictObject({
    type: z.literal('steps'),
    heading,
    items: z
      .array(
        z.strictObject({
          title: z.string().min(2).max(40).describe('Step name, e.g. "Import your parkers".'),
          text: z.string().min(20).max(240).describe('What happens in this step (20 to 240 characters).'),
          icon: z.enum(ICON_NAMES).optional().describe('Optional icon of the step. Without it: a tick.'),
        }),
      )
      .min(2)
      .max(6)
      .describe('The steps in order, 2 to 6.'),
  })
  .meta({ title: 'Steps' });
