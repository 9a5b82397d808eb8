/**
 * The interface's texts in English: the keys of every language's dictionary (fr.ts, es.ts), so a text missing
 * from one, or one it has that English has not, fails the type check. The English text is its own key: the
 * specification's texts stay written where they are used, to the letter, and an English page needs no
 * dictionary at all. `{name}` is a value the text takes (translate.ts fills it in); a translation keeps the
 * same names.
 * Texts of content (content/: pages, services, settings) are not here: they are translated as content.
 */
export const PHRASES = [
  // The page shell (src/layouts/Base.astro)
  'Skip to main content',
  '{brand}: articles and guides',
  '{brand}: cloud parking management for owners and operators',
  'This page is not translated yet, so its text is in English.',
  'Read the English page',
  // A page of content/pages (src/layouts/ContentPage.astro)
  'Key features',
  // The figures block (src/features/blocks/stats/StatsBlock.astro)
  'Source: {source}',
  // The demo block's and the detail pages' form (src/features/demo)
  'Leave your details and a product specialist will walk you through it on a call.',
  // /request-a-demo (src/pages/request-a-demo.astro)
  'Tell us about your facilities',
  'A {brand} dashboard with occupancy, revenue and a parking map',
  // The header (src/components/Header.astro, src/lib/site-menus.ts)
  '{brand} home',
  'Open menu',
  'Close menu',
  'Main',
  'What We Do',
  'Who We Are',
  'News',
  'Request a Demo',
  'Industries we serve',
  'Search',
  // The account entry (src/features/account/AccountMenu.astro)
  'Login',
  'Hi,',
  'there',
  'Dashboard',
  'Billing',
  'Logout',
  // The footer (src/components/Footer.astro, src/lib/site-menus.ts)
  'Request a demo',
  'Tell us about your facilities and we will show you ParkCloud on your own use case.',
  'Contact mailboxes',
  'Services',
  'Company',
  'Resources',
  'Company Profile',
  'Our Team',
  "Customers' Stories",
  'Careers',
  'Contact Us',
  'Solutions',
  'Industries',
  'Integrations',
  'Articles & Guides',
  'Support',
  'Useful Links',
  'Privacy Policy',
  'Terms & Conditions',
  'Security',
  'Accessibility',
  '© {year} {brand}. All rights reserved.',
  'Social media',
  '{brand} on {network}',
  'Language',
  // The form kernel (src/lib/forms: fields.tsx, catalogue-fields.tsx) and the demo form (src/features/demo)
  'Name',
  'Email',
  'Contact number',
  '10 digits',
  'Company name',
  'City',
  'State',
  'Country',
  'Select your country',
  'Countries could not be loaded. Please reload the page.',
  'Service',
  'Select a service',
  'Services could not be loaded. Please reload the page.',
  'Loading…',
  'Please wait...',
  'We filled in what you typed here earlier.',
  'You are offline, so nothing was sent. Everything you typed is still here: try again once you are back online.',
  'This page could not load what it needs to send the form, perhaps because the site was just updated.',
  'Reload page',
  'What you typed will be filled in again, apart from passwords and card details.',
  'Please enter your name.',
  'Name may contain letters and spaces only.',
  'Please enter your email address.',
  'Please enter a valid email address.',
  'Please enter your contact number.',
  'Contact number must be exactly 10 digits.',
  'Please enter your company name.',
  'Please enter your city.',
  'Please enter your state.',
  'Please select your country.',
  'Please select a service.',
  // The contact form and /contact-us (src/features/contact, src/lib/forms/fields.tsx's ZipField)
  'Contact us',
  'First name',
  'Last name',
  'Phone',
  'Zip code',
  '5 or 6 digits',
  'Message',
  'Send Message',
  'Please enter your first name.',
  'First name may contain letters and spaces only.',
  'Please enter your last name.',
  'Last name may contain letters and spaces only.',
  'Please enter your phone number.',
  'Phone number must be exactly 10 digits.',
  'Please enter your message.',
  'Please enter your zip code.',
  'Zip code must be 5 or 6 digits.',
  'Send us a message',
  'Our office',
  // The office's map (src/components/ContactMap.astro) and address (src/components/OfficeAddress.astro)
  'Map of the {office}, {street}, {city}',
  'Illustrated street map showing the {office} at {street}, {city}',
  'Show the live map',
  'The live map loads from {host} when you ask for it.',
  'Open in maps',
  '(opens the map site)',
  // Notices (src/lib/notices, src/lib/api, the forms' landings)
  'Dismiss notice',
  'Thank You',
  'Your request has been submitted successfully',
  'Your request has been submitted successfully, We will get in touch with you soon',
  'Sorry, Something went Wrong!',
  'Please Try again letter!',
  'Validation Errors!',
  'Please enter required details',
] as const;

/** A text of the interface, in English. */
export type Phrase = (typeof PHRASES)[number];

/** A language's dictionary: every English text, translated. */
export type Dictionary = { readonly [P in Phrase]: string };
