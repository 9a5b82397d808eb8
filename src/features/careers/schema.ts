/** A job listing (content/careers) on the careers page, also given to job search engines. */
import { z } from 'astro/zod';

export const careerSchema = z.strictObject({
  title: z.string().min(5).max(80).describe('Job title, e.g. "Sales Manager – East Coast". It is also the Apply Now mail subject.'),
  order: z.number().int().min(1).max(99).describe('Position on the careers page (1 comes first).'),
  location: z.string().min(2).max(80).describe('City and region, e.g. "New York, NY".'),
  region: z.string().length(2).describe('Two-letter US state code of the location, for search engines, e.g. "NY".'),
  remote: z.boolean().describe('Whether the role can be done remotely.'),
  employmentType: z.enum(['FULL_TIME', 'PART_TIME', 'CONTRACTOR']).describe('Kind of employment.'),
  datePosted: z.coerce.date().describe('Date the listing was published, e.g. 2026-10-01.'),
  validThrough: z.coerce.date().describe('Last day applications are accepted.'),
  summary: z.string().min(40).max(300).describe('Two or three sentences shown before the details are expanded.'),
  applyEmail: z.email().describe('Mailbox that receives applications.'),
  salary: z
    .strictObject({
      min: z.number().int().positive().describe('Lowest base salary of the range, in whole dollars, e.g. 90000.'),
      max: z.number().int().positive().describe('Highest base salary of the range, in whole dollars, e.g. 120000.'),
      currency: z.literal('USD').describe('Currency of the amounts: USD.'),
      unit: z.enum(['HOUR', 'WEEK', 'MONTH', 'YEAR']).describe('What the amounts are paid for, e.g. YEAR for a yearly salary.'),
    })
    .refine((salary) => salary.min <= salary.max, { message: 'min must not be more than max' })
    .describe('Base salary range, shown on the listing and given to job search engines.'),
});
