/**
 * A service's payback model (the `payback` field of content/services): what the estimate under its pricing asks
 * a visitor, the assumptions it makes and where each comes from, and how they make a gain a month. Composed into
 * the services' schema in src/content.config.ts, so the editor at /admin and the content check have it too.
 */
import { z } from 'astro/zod';
import { modelProblems, UNITS, type PaybackModel } from './payback.ts';

/** Limits no facility's number reaches, so every product of a model stays a finite number. */
const LARGEST = 10_000_000;

const key = z
  .string()
  .max(24)
  .regex(/^[a-z][a-zA-Z0-9]{1,23}$/, 'a key is one word of letters and digits starting with a small letter, e.g. staffHours')
  .describe('Short name of the number, one word starting with a small letter (e.g. "staffHours"): the address and the gains name it so.')
  .meta({ title: 'Key' });

/** The fields of one number, inputs and assumptions alike. */
const number = {
  key,
  label: z.string().min(3).max(70).describe('The field\'s label on the page, e.g. "Monthly parkers". The unit is added after it.'),
  unit: z
    .enum(UNITS)
    .describe('How the number is read: count (whole numbers), number (decimals allowed), usd (dollars), hours, or percent (30 means 30 %).'),
  default: z
    .number()
    .min(0)
    .max(LARGEST)
    .describe('The number the estimate starts with, before the visitor changes it.')
    .meta({ title: 'Starting value' }),
  min: z.number().min(0).max(LARGEST).describe('The lowest number a visitor may enter (0 or more).').meta({ title: 'Lowest value' }),
  max: z
    .number()
    .positive()
    .max(LARGEST)
    .describe('The highest number a real facility could have; a larger one is refused with a message.')
    .meta({ title: 'Highest value' }),
};

export const paybackSchema = z
  .strictObject({
    inputs: z
      .array(
        z.strictObject({
          ...number,
          hint: z.string().min(5).max(120).optional().describe('Optional help under the field, e.g. "Parkers on a monthly contract today".'),
        }),
      )
      .min(1)
      .max(5)
      .describe('The numbers a visitor gives about their facility (one to five), e.g. spaces, monthly parkers, staff hours a month.')
      .meta({ title: "The visitor's numbers" }),
    assumptions: z
      .array(
        z.strictObject({
          ...number,
          source: z
            .string()
            .min(20)
            .max(200)
            .describe('One line saying where the figure comes from, e.g. "Industry estimate: …". Shown under the field.')
            .meta({ title: 'Where it comes from' }),
        }),
      )
      .min(1)
      .max(8)
      .describe('The rates the estimate assumes (one to eight), each with its source; the page shows them and the visitor may change each.'),
    setup: z
      .strictObject({
        default: z
          .number()
          .min(0)
          .max(LARGEST)
          .describe('The one-time cost of starting, in dollars (onboarding, training, equipment).')
          .meta({ title: 'Starting value' }),
        max: z.number().positive().max(LARGEST).describe('The highest set-up cost a visitor may enter, in dollars.').meta({ title: 'Highest value' }),
        source: z
          .string()
          .min(20)
          .max(200)
          .describe('One line saying where the figure comes from, e.g. "Industry estimate: …".')
          .meta({ title: 'Where it comes from' }),
      })
      .describe('The one-time set-up cost, shown with the assumptions; the estimate counts it in its first month.')
      .meta({ title: 'One-time set-up cost' }),
    gains: z
      .array(
        z.strictObject({
          label: z.string().min(5).max(70).describe('What the gain is, e.g. "Staff time saved on billing".'),
          factors: z
            .array(key)
            .min(1)
            .max(5)
            .describe(
              'The keys of the numbers multiplied to make this gain a month, e.g. staffHours, timeSaved, hourlyCost (a percent counts as its fraction).',
            )
            .meta({ title: 'Numbers multiplied (keys)' }),
        }),
      )
      .min(1)
      .max(4)
      .describe('The gains a month (one to four), each the product of inputs and assumptions; the estimate adds them up.')
      .meta({ title: 'Gains a month' }),
  })
  .superRefine((model: PaybackModel, context) => {
    for (const message of modelProblems(model)) context.addIssue({ code: 'custom', message });
  })
  .describe('The payback estimate under the pricing ("What would it return?"). Leave it out and the page shows no estimate.')
  .meta({ title: 'Payback estimate' });
