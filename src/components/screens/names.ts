/** The product's screens: their names (which content/services choose from), canvas and accessible names. */
import type { Phrase } from '../../i18n/en.ts';

/** The drawings of the product's screens a service may show (the service schema takes its choices from here). */
export const SCREEN_NAMES = [
  'dashboard',
  'accounts',
  'calendar',
  'inventory',
  'gate',
  'enforcement',
  'valet',
  'promotions',
  'permits',
  'app',
] as const;

export type ScreenName = (typeof SCREEN_NAMES)[number];

/** The drawing canvas of every screen, in SVG units. */
export const SCREEN_SIZE = { width: 480, height: 320 } as const;

/** What each screen shows, for its accessible name (role img): texts of the interface, in each language's dictionary. */
export const SCREEN_LABELS: Readonly<Record<ScreenName, Phrase>> = {
  dashboard: 'Drawing of the analytics dashboard: occupancy, entries and revenue tiles above a chart of revenue by day',
  accounts: 'Drawing of the monthly accounts list: parkers with their plan, amount and paid or due status',
  calendar: 'Drawing of the reservation calendar: a month of days with bookings, one day selected',
  inventory: 'Drawing of the inventory screen: facilities with their occupancy and the sales channels they are listed on',
  gate: 'Drawing of a touchless entry: the camera reads the plate, the screen shows it paid and the gate opens',
  enforcement: 'Drawing of the enforcement app: a scanned plate with no valid session and an Issue citation button',
  valet: 'Drawing of the valet app: the ticket, the car’s status and a Request my car button',
  promotions: 'Drawing of the promotions screen: discount codes with their redemptions and a chart of their use',
  permits: 'Drawing of the permit list: holders with their plate, zone and active, pending or expired status',
  app: 'Drawing of a white-label parking app: the operator’s brand, a map of garages and a Reserve button',
};
