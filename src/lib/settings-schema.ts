/** The site's settings (content/settings/site.yaml): brand, office, mailboxes, security contact, social profiles and the What We Do menu. */
import { z } from 'astro/zod';
import { isTimeZone } from './time-zone.ts';

/** A contact for security reports that RFC 9116 accepts and a reporter can use: a mailto: address or an https: page. */
export const SECURITY_CONTACT = /^(mailto:[^\s@]+@[^\s@]+\.[^\s@]+|https:\/\/[^\s/]+\.\S+)$/;

export const settingsSchema = z.strictObject({
  brand: z.string().min(2).max(40).describe('Company name shown in the logo, titles and copyright.'),
  tagline: z.string().min(10).max(120).describe('One line under the logo in the footer.'),
  office: z
    .strictObject({
      name: z.string().min(3).max(60).describe('e.g. "Corporate Office".'),
      street: z.string().min(3).max(80).describe('Street, number and suite, e.g. "350 Fifth Avenue, Suite 5400".'),
      city: z.string().min(2).max(40).describe('e.g. "New York".'),
      region: z.string().min(2).max(40).describe('State code, e.g. "NY".'),
      postalCode: z.string().min(3).max(12).describe('ZIP code, e.g. "10118".'),
      country: z.string().min(2).max(40).describe('e.g. "United States".'),
      phone: z.string().min(7).max(24).describe('Phone as dialled, e.g. "+1 212 555 0142".'),
      mapUrl: z.url().describe('Link that opens the office in a map site.'),
    })
    .describe('The corporate office shown in the footer and on the contact page.'),
  mailboxes: z
    .array(
      z.strictObject({
        label: z.string().min(2).max(40).describe('What the mailbox is for, e.g. "Sales".'),
        email: z.email().describe('The address, e.g. "sales@parkcloud.com".'),
      }),
    )
    .length(2)
    .describe('The two contact mailboxes in the footer.'),
  trialEmail: z.email().describe('Mailbox of the "Contact Us for a Free Trial" link.'),
  securityContact: z
    .string()
    .max(100)
    .regex(SECURITY_CONTACT, 'mailto: and an address, such as mailto:security@parkcloud.com, or an https:// address')
    .describe(
      'Where people report a security problem, published as Contact in /.well-known/security.txt: "mailto:" and a mailbox ' +
        '(e.g. mailto:security@parkcloud.com) or the https:// address of a reporting page. The build fails without it.',
    ),
  social: z
    .array(
      z.strictObject({
        network: z.enum(['linkedin', 'x', 'facebook', 'youtube', 'instagram']).describe('Which icon to show.'),
        url: z.url().describe('Full address of the profile, starting with https://.'),
      }),
    )
    .max(6)
    .describe('Social profiles in the footer.'),
  timeZone: z
    .string()
    .refine(isTimeZone, 'a time zone name such as America/New_York, America/Toronto or America/Los_Angeles')
    .default('America/New_York')
    .describe("The site's time zone, e.g. America/New_York: landing pages go live (publishFrom) and come down (expires) at midnight there."),
  whatWeDo: z
    .array(z.string().regex(/^\/[a-z0-9-]+(\/[a-z0-9-]+)?$/, 'a path such as /services/monthly-parking-system or /airport-parking'))
    .min(1)
    .max(16)
    .describe(
      "The header's What We Do menu, in order: services as /services/<file name>, other pages as /<file name> (shown by their menuLabel). " +
        'The footer and the home carousel show the services of this list; /services lists every service. At most 16 links.',
    ),
});
