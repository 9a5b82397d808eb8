/** A service (content/services): its page, its card, its product screen and the plans priced on its page. */
import type { SchemaContext } from 'astro/content/config';
import { z } from 'astro/zod';
import { ICON_NAMES } from '../../components/icons.ts';
import { SCREEN_NAMES } from '../../components/product-screens.ts';
import { feature, seo } from '../../lib/content-schema.ts';

/** The service schema; `image` is Astro's image helper (astro:assets processes the file at build time). */
export const serviceSchema = ({ image }: SchemaContext) =>
  z.strictObject({
    ...seo,
    name: z.string().min(3).max(60).describe('Service name as shown in menus, cards and the page heading, e.g. "Monthly Parking".'),
    serviceId: z
      .number()
      .int()
      .positive()
      .describe("The service's id on the provider's API; its plans are priced on the page.")
      .meta({ title: 'Service ID' }),
    recommendedPlan: z
      .number()
      .int()
      .positive()
      .optional()
      .describe("The id of the plan (on the provider's API) marked Recommended on the service page; empty: the middle plan.")
      .meta({ title: 'Recommended plan ID' }),
    order: z
      .number()
      .int()
      .min(1)
      .max(99)
      .describe('Position on /services (1 comes first). Menus, the footer and the home carousel follow whatWeDo in content/settings/site.yaml.'),
    icon: z.enum(ICON_NAMES).describe('Icon drawn on the service card.'),
    screen: z.enum(SCREEN_NAMES).describe('The drawing of the product screen shown on the service page and its card, e.g. "permits" or "dashboard".'),
    summary: z.string().min(40).max(200).describe('Card text on the home carousel and the services list: one or two sentences.'),
    lead: z.string().min(40).max(300).describe('Introduction under the heading of the service page.'),
    features: z.array(feature).min(3).max(8).describe('Key features, three to eight.'),
    image: z
      .strictObject({
        src: image()
          .describe('A photo or screenshot (JPEG, PNG or WebP); one 1200 pixels wide or more stays sharp on large screens. The site resizes it.')
          .meta({ title: 'Image file' }),
        alt: z
          .string()
          .min(5)
          .max(150)
          .describe('What the image shows, for people who cannot see it, e.g. "Parker paying at a touchless gate".')
          .meta({ title: 'Image description (alt text)' }),
      })
      .optional()
      .describe('Optional image shown above the text of the service page. Once an image is set, its description is required.'),
  });
