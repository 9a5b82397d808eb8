/**
 * The site's own line icons, drawn on a 24 × 24 grid: the names content may choose (ICON_NAMES, which the
 * content schemas take from here) and the path of every icon. Icon.astro draws them.
 */

/** The icons content may name (a service's, an industry's, a feature's or a step's icon). */
export const ICON_NAMES = [
  'gate',
  'valet',
  'permit',
  'calendar',
  'reserve',
  'channels',
  'promotion',
  'camera',
  'chart',
  'phone',
  'parcs',
  'plane',
  'shield',
  'cloud',
  'support',
  'clock',
  'map',
  'users',
  'city',
  'campus',
  'hospital',
  'building',
  'hotel',
  'card',
  'ledger',
  'key',
] as const;

/** An icon content may name. */
export type ContentIconName = (typeof ICON_NAMES)[number];

/** Every icon the site draws: those content may name, and those only the interface uses. */
export type IconName =
  | ContentIconName
  | 'chevron-down'
  | 'chevron-left'
  | 'chevron-right'
  | 'menu'
  | 'close'
  | 'search'
  | 'mail'
  | 'pin'
  | 'share'
  | 'external'
  | 'play'
  | 'check'
  | 'rss'
  | 'linkedin'
  | 'x'
  | 'facebook'
  | 'youtube'
  | 'instagram';

/** The path of each icon, stroked in the current text colour (the filled ones: FILLED_ICONS). */
export const ICON_PATHS: Record<IconName, string> = {
  gate: 'M3 20V9m0 0h18v3H3m4-3 2 3m4-3 2 3m4-3 2 3M3 20h4',
  valet: 'M8 4a3 3 0 1 0 6 0 3 3 0 0 0-6 0M5 21v-5a6 6 0 0 1 12 0v5m-8-9 2 3 2-3M19 8h2v4',
  permit: 'M5 3h14v18H5zM9 8h6m-6 4h6m-6 4h3',
  calendar: 'M4 6h16v14H4zM4 10h16M8 3v5m8-5v5m-8 6h2m4 0h2m-8 3h2',
  reserve: 'M12 21s-7-6.5-7-12a7 7 0 0 1 14 0c0 5.5-7 12-7 12zm-2.5-12 2 2 3.5-3.5',
  channels: 'M4 5h6v6H4zm10 0h6v6h-6zM4 15h6v6H4zm10 0h6v6h-6zM10 8h4m-4 10h4M7 11v4m10-4v4',
  promotion: 'M20 12l-8 8-9-9V3h8zM7.5 7.5h.01M14 9l-4 4m0-4h.01m3.99 4h.01',
  camera: 'M3 7h4l2-3h6l2 3h4v12H3zm9 10a4 4 0 1 0 0-8 4 4 0 0 0 0 8z',
  chart: 'M4 20V4m0 16h16M8 16v-5m4 5V8m4 8v-3m4 3V6',
  phone: 'M7 2h10a1 1 0 0 1 1 1v18a1 1 0 0 1-1 1H7a1 1 0 0 1-1-1V3a1 1 0 0 1 1-1zm4 17h2',
  parcs: 'M3 21h18M6 21V8h5v13M6 12h5m5 9V4m0 3h5m-5 3h5',
  plane: 'M21 16v-2l-8-5V3.5a1.5 1.5 0 0 0-3 0V9l-8 5v2l8-2.5V19l-2 1.5V22l3.5-1 3.5 1v-1.5L13 19v-5.5z',
  shield: 'M12 3l8 3v6c0 5-3.5 8-8 9-4.5-1-8-4-8-9V6zm-3 9 2 2 4-4',
  cloud: 'M7 18a5 5 0 0 1-.5-10A6 6 0 0 1 18 9a4.5 4.5 0 0 1-.5 9z',
  support: 'M4 14v-2a8 8 0 0 1 16 0v2M4 14h3v5H4zm13 0h3v5h-3zm3 5a3 3 0 0 1-3 3h-4',
  clock: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zm0-14v5l3 3',
  map: 'M9 4 3 6v14l6-2 6 2 6-2V4l-6 2zm0 0v14m6-12v14',
  users: 'M9 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM2 21a7 7 0 0 1 14 0m0-10a3 3 0 1 0 0-6m6 16a6 6 0 0 0-4-5.6',
  city: 'M2 21h20M4 21V11h5v10m0 0V4h6v17m0 0v-8h5v8M11.5 7.5h1m-1 3h1m-1 3h1m-1 3h1',
  campus: 'M2 9.5 12 5l10 4.5-10 4.5zM6 11.5V16c0 1.7 2.7 3 6 3s6-1.3 6-3v-4.5M22 9.5V15',
  hospital: 'M4 21V7h16v14M2 21h20M12 10v5m-2.5-2.5h5M10 21v-3h4v3M8 7V3h8v4',
  building: 'M3 21h18M5 21V3h9v18m0-11h5v11M8 7h3m-3 4h3m-3 4h3',
  hotel: 'M3 5v14m18 0v-5a3 3 0 0 0-3-3h-7v5M3 16h18M7 13a2 2 0 1 0 0-4 2 2 0 0 0 0 4z',
  card: 'M3 6h18v12H3zM3 10h18M7 15h3',
  ledger: 'M5 5a2 2 0 0 1 2-2h12v15H7a2 2 0 0 0-2 2zm0 15a2 2 0 0 0 2 1h12v-3M9 7h6m-6 3h6',
  key: 'M14 14a5 5 0 1 0-4-4L3 17v4h4v-2h2v-2h2l1.5-1.5zm2.5-6.5h.01',
  'chevron-down': 'm6 9 6 6 6-6',
  'chevron-left': 'm15 6-6 6 6 6',
  'chevron-right': 'm9 6 6 6-6 6',
  menu: 'M4 6h16M4 12h16M4 18h16',
  close: 'M6 6l12 12M18 6 6 18',
  search: 'M11 18a7 7 0 1 0 0-14 7 7 0 0 0 0 14zm9 2-4-4',
  mail: 'M3 5h18v14H3zm0 0 9 8 9-8',
  pin: 'M12 21s-7-6.5-7-12a7 7 0 0 1 14 0c0 5.5-7 12-7 12zm0-9a3 3 0 1 0 0-6 3 3 0 0 0 0 6z',
  share: 'M18 8a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM6 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6zm12 7a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM8.6 13.5l6.8 4m0-11-6.8 4',
  external: 'M14 4h6v6m0-6-9 9M18 14v6H4V6h6',
  play: 'M8 5v14l11-7z',
  check: 'm5 12 5 5 9-10',
  rss: 'M5 19h.01M5 12a7 7 0 0 1 7 7M5 5a14 14 0 0 1 14 14',
  linkedin:
    'M4 9h4v11H4zm2-6a2 2 0 1 1 0 4 2 2 0 0 1 0-4zm5 6h4v1.6A4.2 4.2 0 0 1 18.6 9C21 9 22 10.6 22 13.5V20h-4v-5.8c0-1.5-.5-2.4-1.8-2.4-1.4 0-2.2 1-2.2 2.4V20h-4z',
  x: 'M4 4l16 16M20 4 4 20',
  facebook: 'M14 8h3V4h-3a4 4 0 0 0-4 4v2H7v4h3v8h4v-8h3l1-4h-4V8z',
  youtube:
    'M22 12s0-3.5-.5-5A2.7 2.7 0 0 0 19.6 5C17.9 4.5 12 4.5 12 4.5s-5.9 0-7.6.5A2.7 2.7 0 0 0 2.5 7C2 8.5 2 12 2 12s0 3.5.5 5a2.7 2.7 0 0 0 1.9 2c1.7.5 7.6.5 7.6.5s5.9 0 7.6-.5a2.7 2.7 0 0 0 1.9-2c.5-1.5.5-5 .5-5zM10 15.5v-7l5.5 3.5z',
  instagram: 'M7 3h10a4 4 0 0 1 4 4v10a4 4 0 0 1-4 4H7a4 4 0 0 1-4-4V7a4 4 0 0 1 4-4zm5 13a4 4 0 1 0 0-8 4 4 0 0 0 0 8zm5.5-9.5h.01',
};

/** The icons drawn filled rather than stroked. */
export const FILLED_ICONS: ReadonlySet<IconName> = new Set(['play', 'youtube', 'facebook', 'linkedin']);
