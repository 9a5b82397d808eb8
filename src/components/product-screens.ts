/**
 * Drawings of the product's screens, one per service (content/services names its `screen`), in one style:
 * a desktop window (title bar, dark navigation rail, content) or a phone, on a soft panel, drawn only in
 * the colours of the design tokens. Every shape is painted by a class named after its token (`c-brand`
 * fills with --color-brand, `s-line` strokes with --color-line): ProductScreen.astro maps the classes to
 * the custom properties, and scripts/draw-poster.ts resolves them to the token values for the home hero's
 * poster, so the poster and the service pages share one style by construction.
 */
import type { SCREEN_NAMES } from '../content.config';

export type ScreenName = (typeof SCREEN_NAMES)[number];

/** The drawing canvas of every screen, in SVG units. */
export const SCREEN_SIZE = { width: 480, height: 320 } as const;

/** What each screen shows, for its accessible name (role img). */
export const SCREEN_LABELS: Record<ScreenName, string> = {
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

type Token =
  | 'surface'
  | 'surface-alt'
  | 'surface-dark'
  | 'line'
  | 'muted'
  | 'ink'
  | 'ink-soft'
  | 'on-dark'
  | 'on-dark-muted'
  | 'brand'
  | 'brand-strong'
  | 'brand-soft'
  | 'accent'
  | 'accent-soft'
  | 'danger'
  | 'danger-soft';

/** A rectangle; `r` rounds its corners, `stroke` outlines it. */
const rect = (x: number, y: number, w: number, h: number, fill: Token, r = 0, stroke?: Token) =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}"${r ? ` rx="${r}"` : ''} class="c-${fill}${stroke ? ` s-${stroke}" stroke-width="1` : ''}"/>`;
const circle = (cx: number, cy: number, r: number, fill: Token) => `<circle cx="${cx}" cy="${cy}" r="${r}" class="c-${fill}"/>`;
/** A line of text standing in for words: a rounded bar. */
const words = (x: number, y: number, w: number, fill: Token = 'line', h = 6) => rect(x, y, w, h, fill, h / 2);
/** Real text, short: a number, a title, a button label. */
const text = (x: number, y: number, content: string, size: number, fill: Token = 'ink', anchor: 'start' | 'middle' | 'end' = 'start') =>
  `<text x="${x}" y="${y}" font-size="${size}" class="c-${fill}"${anchor === 'start' ? '' : ` text-anchor="${anchor}"`}>${content}</text>`;
/** A status pill with its word. */
const pill = (x: number, y: number, w: number, label: string, fill: Token, ink: Token) =>
  rect(x, y, w, 16, fill, 8) + text(x + w / 2, y + 11.5, label, 9, ink, 'middle');
const line = (x1: number, y1: number, x2: number, y2: number, stroke: Token, width = 2) =>
  `<path d="M${x1} ${y1}L${x2} ${y2}" class="s-${stroke}" stroke-width="${width}" fill="none"/>`;

/** The soft panel every screen sits on. */
const panel = (w: number, h: number) => rect(0, 0, w, h, 'brand-soft', 20) + circle(w - 84, 92, 72, 'accent-soft');

/** A desktop window: title bar with three dots and a title, a dark rail with the active item, and the content area. */
function window(x: number, y: number, w: number, h: number, title: string, active = 1): string {
  const rail = [0, 1, 2, 3, 4]
    .map(
      (i) =>
        (i === active ? rect(x + 10, y + 62 + i * 24, 52, 16, 'brand', 5) : '') +
        words(x + 18, y + 67 + i * 24, 34, i === active ? 'on-dark' : 'on-dark-muted'),
    )
    .join('');
  return (
    rect(x + 4, y + 6, w, h, 'line', 14) +
    rect(x, y, w, h, 'surface', 14, 'line') +
    `<path d="M${x} ${y + 14}a14 14 0 0 1 14-14h${w - 28}a14 14 0 0 1 14 14v14h-${w}z" class="c-surface-alt"/>` +
    circle(x + 16, y + 14, 4, 'line') +
    circle(x + 30, y + 14, 4, 'line') +
    circle(x + 44, y + 14, 4, 'line') +
    text(x + w / 2, y + 18, title, 10, 'ink-soft', 'middle') +
    `<path d="M${x} ${y + 28}h72v${h - 28}H${x + 14}a14 14 0 0 1-14-14z" class="c-surface-dark"/>` +
    rect(x + 14, y + 38, 16, 16, 'brand', 4) +
    words(x + 36, y + 43, 22, 'on-dark') +
    rail
  );
}

/** A phone: dark body, screen, speaker slot. Content is drawn over the screen area (x + 8, y + 24). */
function phone(x: number, y: number, w: number, h: number): string {
  return (
    rect(x + 4, y + 6, w, h, 'line', 24) +
    rect(x, y, w, h, 'surface-dark', 24) +
    rect(x + 8, y + 20, w - 16, h - 36, 'surface', 14) +
    rect(x + w / 2 - 16, y + 8, 32, 5, 'ink-soft', 2.5)
  );
}

/** The content area of a window drawn at (24, 24) with the full canvas. */
const C = { x: 112, y: 64, w: 336, h: 224 } as const;

const SCREENS: Record<ScreenName, () => string> = {
  dashboard: () => {
    const tiles: [string, string, Token, Token][] = [
      ['86%', 'Occupancy', 'brand-soft', 'brand-strong'],
      ['412', 'Entries', 'accent-soft', 'accent'],
      ['$18k', 'Revenue', 'surface-alt', 'ink'],
    ];
    const bars = [46, 62, 54, 80, 70, 96, 88];
    return (
      window(24, 24, 432, 272, 'Dashboard', 0) +
      tiles
        .map(
          ([value, label, fill, ink], i) =>
            rect(C.x + i * 112, C.y, 100, 58, fill, 10) +
            text(C.x + 12 + i * 112, C.y + 30, value, 20, ink) +
            text(C.x + 12 + i * 112, C.y + 47, label, 9, 'ink-soft'),
        )
        .join('') +
      rect(C.x, C.y + 72, 324, 146, 'surface', 10, 'line') +
      words(C.x + 14, C.y + 86, 80, 'muted') +
      bars.map((h, i) => rect(C.x + 22 + i * 42, C.y + 206 - h, 22, h, i === 5 ? 'accent' : 'brand', 4)).join('') +
      line(C.x + 14, C.y + 207, C.x + 310, C.y + 207, 'line')
    );
  },
  accounts: () => {
    const rows: [string, string, Token, Token][] = [
      ['$185', 'Paid', 'accent-soft', 'accent'],
      ['$185', 'Paid', 'accent-soft', 'accent'],
      ['$240', 'Due', 'danger-soft', 'danger'],
      ['$150', 'Paid', 'accent-soft', 'accent'],
      ['$240', 'Paid', 'accent-soft', 'accent'],
    ];
    return (
      window(24, 24, 432, 272, 'Monthly accounts', 1) +
      text(C.x, C.y + 14, 'Monthly parkers', 14) +
      rect(C.x + 236, C.y, 88, 22, 'brand', 11) +
      text(C.x + 280, C.y + 15, 'Add parker', 9, 'surface', 'middle') +
      rows
        .map(([amount, status, fill, ink], i) => {
          const y = C.y + 40 + i * 36;
          return (
            rect(C.x, y, 324, 30, i % 2 ? 'surface' : 'surface-alt', 6) +
            circle(C.x + 16, y + 15, 9, i % 2 ? 'brand-soft' : 'accent-soft') +
            words(C.x + 34, y + 8, 76, 'ink-soft') +
            words(C.x + 34, y + 18, 52) +
            text(C.x + 200, y + 19, amount, 11, 'ink', 'end') +
            pill(C.x + 250, y + 7, 52, status, fill, ink)
          );
        })
        .join('')
    );
  },
  calendar: () => {
    const cells: string[] = [];
    for (let week = 0; week < 5; week += 1) {
      for (let day = 0; day < 7; day += 1) {
        const n = week * 7 + day + 1;
        const x = C.x + day * 46;
        const y = C.y + 44 + week * 36;
        const selected = n === 17;
        if (n > 30) {
          cells.push(rect(x, y, 42, 32, 'surface-alt', 6));
          continue;
        }
        cells.push(rect(x, y, 42, 32, selected ? 'brand' : 'surface-alt', 6) + text(x + 6, y + 12, String(n), 9, selected ? 'surface' : 'ink-soft'));
        if (!selected && [3, 4, 10, 11, 12, 18, 24, 25, 26, 31].includes(n))
          cells.push(rect(x + 5, y + 19, n % 3 ? 32 : 22, 7, n % 2 ? 'brand-soft' : 'accent-soft', 3.5));
        if (selected) cells.push(rect(x + 5, y + 19, 32, 7, 'surface', 3.5));
      }
    }
    return (
      window(24, 24, 432, 272, 'Reservations', 2) +
      text(C.x, C.y + 14, 'November', 14) +
      rect(C.x + 248, C.y, 76, 22, 'brand', 11) +
      text(C.x + 286, C.y + 15, 'New booking', 9, 'surface', 'middle') +
      ['M', 'T', 'W', 'T', 'F', 'S', 'S'].map((d, i) => text(C.x + 21 + i * 46, C.y + 36, d, 9, 'muted', 'middle')).join('') +
      cells.join('')
    );
  },
  inventory: () => {
    const rows: [number, Token][] = [
      [0.92, 'danger'],
      [0.64, 'brand'],
      [0.78, 'brand'],
      [0.41, 'accent'],
    ];
    return (
      window(24, 24, 432, 272, 'Inventory', 3) +
      text(C.x, C.y + 14, 'Facilities', 14) +
      rows
        .map(([share, fill], i) => {
          const y = C.y + 32 + i * 48;
          return (
            rect(C.x, y, 324, 40, 'surface', 8, 'line') +
            words(C.x + 12, y + 10, 86, 'ink-soft') +
            rect(C.x + 12, y + 24, 110, 6, 'surface-alt', 3) +
            rect(C.x + 12, y + 24, Math.round(110 * share), 6, fill, 3) +
            text(C.x + 150, y + 30, `${Math.round(share * 100)}%`, 11, 'ink', 'end') +
            [0, 1, 2].map((c) => rect(C.x + 178 + c * 46, y + 12, 40, 16, c === i % 3 ? 'accent-soft' : 'brand-soft', 8)).join('')
          );
        })
        .join('')
    );
  },
  gate: () =>
    `<path d="M0 232h480v68a20 20 0 0 1-20 20H20a20 20 0 0 1-20-20z" class="c-surface-dark"/>` +
    line(60, 276, 420, 276, 'on-dark-muted', 3) +
    // the gate: post, raised arm
    rect(300, 150, 22, 96, 'ink', 4) +
    `<path d="M316 158l118-92" class="s-brand" stroke-width="12" stroke-linecap="round"/>` +
    `<path d="M338 141l14-11m16-12l14-11m16-12l14-11" class="s-surface" stroke-width="12"/>` +
    // camera on its pole
    rect(392, 150, 8, 96, 'ink-soft', 3) +
    rect(372, 132, 44, 22, 'ink', 6) +
    circle(382, 143, 5, 'accent') +
    // the car, front on, with its plate
    rect(110, 178, 150, 60, 'accent', 18) +
    rect(128, 150, 114, 44, 'accent', 16) +
    rect(140, 158, 90, 26, 'on-dark', 8) +
    rect(160, 214, 50, 16, 'surface', 4) +
    text(185, 226, 'ABC 123', 9, 'ink', 'middle') +
    circle(126, 204, 9, 'surface') +
    circle(244, 204, 9, 'surface') +
    // what the screen says
    rect(28, 28, 212, 92, 'surface', 14) +
    circle(56, 60, 14, 'accent-soft') +
    `<path d="M49 60l5 5 9-10" class="s-accent" stroke-width="3" fill="none" stroke-linecap="round"/>` +
    text(80, 58, 'ABC 123', 14) +
    text(80, 74, 'Monthly · paid', 10, 'ink-soft') +
    pill(48, 90, 80, 'Gate open', 'accent', 'surface'),
  enforcement: () =>
    // the patrol map behind the phone
    window(184, 40, 272, 240, 'Patrol map', 2) +
    `<path d="M260 120h180M260 180h180M300 68v206M380 68v206" class="s-surface-alt" stroke-width="10"/>` +
    circle(300, 120, 7, 'accent') +
    circle(380, 180, 7, 'danger') +
    circle(340, 230, 7, 'brand') +
    phone(40, 28, 150, 272) +
    text(60, 66, 'Patrol', 13) +
    rect(58, 78, 114, 64, 'surface-alt', 10) +
    `<path d="M66 92v-8h10M164 92v-8h-10M66 128v8h10M164 128v8h-10" class="s-brand" stroke-width="3" fill="none"/>` +
    rect(80, 100, 70, 22, 'surface', 4, 'line') +
    text(115, 115, '7KXR 204', 10, 'ink', 'middle') +
    rect(58, 152, 114, 54, 'danger-soft', 10) +
    text(68, 172, 'No valid session', 10, 'danger') +
    words(68, 184, 80, 'ink-soft') +
    words(68, 194, 56) +
    rect(58, 222, 114, 26, 'brand', 13) +
    text(115, 239, 'Issue citation', 10, 'surface', 'middle') +
    words(80, 262, 70),
  valet: () => {
    const steps: [string, boolean][] = [
      ['Parked', true],
      ['Requested', true],
      ['On its way', false],
    ];
    return (
      rect(270, 70, 170, 110, 'surface', 14) +
      text(288, 98, 'Ticket', 10, 'ink-soft') +
      text(288, 126, '#248', 26, 'brand-strong') +
      words(288, 142, 110) +
      words(288, 156, 70, 'muted') +
      phone(70, 24, 160, 280) +
      text(94, 64, 'Your car', 13) +
      rect(92, 76, 116, 54, 'brand-soft', 10) +
      rect(112, 96, 76, 22, 'brand', 9) +
      rect(124, 86, 52, 16, 'brand', 7) +
      circle(126, 118, 6, 'ink') +
      circle(174, 118, 6, 'ink') +
      steps
        .map(([label, done], i) => {
          const y = 150 + i * 28;
          return (
            circle(102, y, 7, done ? 'accent' : 'line') +
            text(118, y + 4, label, 10, done ? 'ink' : 'muted') +
            (i < 2 ? line(102, y + 8, 102, y + 20, done ? 'accent' : 'line') : '')
          );
        })
        .join('') +
      rect(92, 236, 116, 28, 'brand', 14) +
      text(150, 254, 'Request my car', 10, 'surface', 'middle')
    );
  },
  promotions: () => {
    const codes: [string, string, Token, Token][] = [
      ['SPRING20', '−20%', 'accent-soft', 'accent'],
      ['EVENT5', '−$5', 'brand-soft', 'brand-strong'],
      ['LOYAL10', '−15%', 'surface-alt', 'ink'],
    ];
    return (
      window(24, 24, 432, 272, 'Promotions', 2) +
      codes
        .map(([code, off, fill, ink], i) => {
          const y = C.y + i * 50;
          return (
            rect(C.x, y, 150, 42, fill, 10) +
            text(C.x + 12, y + 18, code, 11, ink) +
            words(C.x + 12, y + 26, 60, 'muted', 5) +
            text(C.x + 138, y + 27, off, 12, ink, 'end')
          );
        })
        .join('') +
      rect(C.x + 166, C.y, 158, 142, 'surface', 10, 'line') +
      text(C.x + 178, C.y + 20, 'Redemptions', 10, 'ink-soft') +
      `<path d="M${C.x + 178} ${C.y + 120}l24-18 22 6 24-30 22 10 24-40" class="s-accent" stroke-width="3" fill="none" stroke-linejoin="round"/>` +
      line(C.x + 178, C.y + 128, C.x + 312, C.y + 128, 'line') +
      rect(C.x, C.y + 160, 324, 52, 'surface-dark', 10) +
      text(C.x + 14, C.y + 182, '1,284 codes redeemed', 12, 'on-dark') +
      words(C.x + 14, C.y + 192, 140, 'on-dark-muted') +
      rect(C.x + 238, C.y + 174, 74, 24, 'brand', 12) +
      text(C.x + 275, C.y + 190, 'New code', 9, 'surface', 'middle')
    );
  },
  permits: () => {
    const rows: [string, string, string, Token, Token][] = [
      ['ABC 123', 'A', 'Active', 'accent-soft', 'accent'],
      ['7KXR 204', 'B', 'Active', 'accent-soft', 'accent'],
      ['JLM 882', 'A', 'Pending', 'brand-soft', 'brand-strong'],
      ['HX 4410', 'C', 'Expired', 'danger-soft', 'danger'],
      ['TRN 615', 'B', 'Active', 'accent-soft', 'accent'],
    ];
    return (
      window(24, 24, 432, 272, 'Permits', 1) +
      text(C.x, C.y + 14, 'Permits', 14) +
      rect(C.x + 236, C.y, 88, 22, 'brand', 11) +
      text(C.x + 280, C.y + 15, 'New permit', 9, 'surface', 'middle') +
      ['Holder', 'Plate', 'Zone', 'Status'].map((h, i) => text(C.x + [8, 120, 198, 248][i]!, C.y + 42, h, 9, 'muted')).join('') +
      rows
        .map(([plate, zone, status, fill, ink], i) => {
          const y = C.y + 50 + i * 34;
          return (
            line(C.x, y, C.x + 324, y, 'surface-alt', 1) +
            circle(C.x + 16, y + 17, 9, 'brand-soft') +
            words(C.x + 32, y + 14, 70, 'ink-soft') +
            rect(C.x + 116, y + 8, 62, 18, 'surface-alt', 4) +
            text(C.x + 147, y + 21, plate, 9, 'ink', 'middle') +
            text(C.x + 206, y + 21, zone, 10, 'ink', 'middle') +
            pill(C.x + 246, y + 9, 58, status, fill, ink)
          );
        })
        .join('')
    );
  },
  app: () =>
    // the same app in a second brand colour behind: white-label
    phone(262, 40, 140, 250) +
    rect(270, 60, 124, 36, 'accent', 0) +
    circle(290, 78, 9, 'surface') +
    words(306, 75, 50, 'surface') +
    rect(270, 96, 124, 96, 'surface-alt', 0) +
    `<path d="M270 130h124M270 164h124M310 96v96M360 96v96" class="s-surface" stroke-width="7"/>` +
    rect(340, 140, 18, 18, 'accent', 5) +
    words(280, 200, 80, 'ink-soft') +
    words(280, 210, 56) +
    rect(280, 220, 104, 22, 'accent', 11) +
    phone(90, 24, 160, 280) +
    rect(98, 44, 144, 40, 'brand', 0) +
    circle(120, 64, 10, 'surface') +
    text(138, 68, 'CityPark', 12, 'surface') +
    rect(98, 84, 144, 110, 'surface-alt', 0) +
    `<path d="M98 120h144M98 160h144M140 84v110M200 84v110" class="s-surface" stroke-width="8"/>` +
    rect(130, 108, 22, 22, 'brand', 6) +
    text(141, 124, 'P', 13, 'surface', 'middle') +
    rect(190, 146, 22, 22, 'accent', 6) +
    text(201, 162, 'P', 13, 'surface', 'middle') +
    text(110, 214, 'Garage on 5th', 11) +
    text(110, 230, '$12 / day · 180 m', 9, 'ink-soft') +
    rect(110, 242, 120, 26, 'brand', 13) +
    text(170, 259, 'Reserve', 10, 'surface', 'middle'),
};

/** The SVG markup (inner shapes) of a screen, painted by token classes; `onPanel: false` leaves out the soft panel. */
export function drawScreen(name: ScreenName, { onPanel = true } = {}): string {
  return (onPanel ? panel(SCREEN_SIZE.width, SCREEN_SIZE.height) : '') + SCREENS[name]();
}
