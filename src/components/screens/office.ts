/** The back-office screens: a desktop window with the navigation rail and one list, calendar or chart. */
import { C, circle, line, pill, rect, text, window, words, type Token } from './primitives.ts';
import type { ScreenName } from './names.ts';

export const OFFICE_SCREENS = {
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
} satisfies Partial<Record<ScreenName, () => string>>;
