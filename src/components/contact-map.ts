/**
 * The drawn street map around the office that ContactMap.astro shows until the visitor loads the live one:
 * a city grid of 70 × 40 blocks with 14-wide avenues and 12-wide streets, drawn larger than the frame so the
 * slight rotation never shows an edge, the office block at Fifth Avenue and 34th St, and a pin standing on it.
 * Painted like the product screens: token classes (`c-<token>` fills, `s-<token>` strokes) where a colour is
 * the design system's, and the map's own tints as values; scripts/design/draw.ts bakes it into
 * src/assets/contact-map.svg.
 */

/** The drawing canvas, in SVG units (the frame's 8 : 5). */
export const MAP_SIZE = { width: 480, height: 300 } as const;

const COLUMNS = [-60, 24, 108, 192, 276, 360, 444, 528];
const ROWS = [-60, -8, 44, 96, 148, 200, 252, 304, 356];
const OFFICE = { column: 4, row: 3 };
const PARK = [
  { column: 1, row: 5 },
  { column: 2, row: 5 },
];
const WATER_EDGE = 10;
const ROTATION = -10;

/** The map's own tints: streets, blocks, park, water. */
const TINT = { street: '#fbfcfe', block: '#e4eaf2', park: '#d3ecdc', water: '#cfe1f6', white: '#ffffff' } as const;

/** Where a point of the rotated grid lands in the frame, so the upright pin stands on the office block. */
function rotated(x: number, y: number) {
  const angle = (ROTATION * Math.PI) / 180;
  const [dx, dy] = [x - 240, y - 150];
  return { x: 240 + dx * Math.cos(angle) - dy * Math.sin(angle), y: 150 + dx * Math.sin(angle) + dy * Math.cos(angle) };
}

/** The map's shapes (without the outer <svg>), its labels set at 10 units, semibold, slightly spaced. */
export function drawContactMap(): string {
  const blocks = COLUMNS.flatMap((x, column) =>
    ROWS.map((y, row) => ({ x, y, column, row })).filter(({ row }) => x + 70 > WATER_EDGE && !PARK.some((p) => p.column === column && p.row === row)),
  );
  const office = { x: COLUMNS[OFFICE.column] ?? 0, y: ROWS[OFFICE.row] ?? 0 };
  const pin = rotated(office.x + 35, office.y + 22);
  const label = (attributes: string, text: string, fill: string) =>
    `<text ${attributes} font-size="10" font-weight="600" letter-spacing="0.4" class="c-${fill}">${text}</text>`;
  return (
    `<rect width="${MAP_SIZE.width}" height="${MAP_SIZE.height}" fill="${TINT.street}"/>` +
    `<g transform="rotate(${ROTATION} 240 150)">` +
    `<path d="M-120 -120 H 6 C 20 40 -4 180 14 420 H -120 Z" fill="${TINT.water}"/>` +
    blocks.map((block) => `<rect x="${block.x}" y="${block.y}" width="70" height="40" rx="3" fill="${TINT.block}"/>`).join('') +
    `<rect x="24" y="200" width="154" height="40" rx="3" fill="${TINT.park}"/>` +
    `<rect x="${office.x}" y="${office.y}" width="70" height="40" rx="3" class="c-brand-soft s-brand" stroke-width="1.5"/>` +
    `<line x1="269" y1="-120" x2="269" y2="420" stroke="${TINT.white}" stroke-width="12"/>` +
    `<line x1="-120" y1="142" x2="600" y2="142" stroke="${TINT.white}" stroke-width="12"/>` +
    label('transform="translate(273 82) rotate(-90)"', 'Fifth Ave', 'muted') +
    label('x="372" y="145.5"', 'W 34th St', 'muted') +
    label('x="101" y="224" text-anchor="middle"', 'Park', 'accent') +
    `</g>` +
    `<g transform="translate(${(pin.x - 12).toFixed(1)} ${(pin.y - 28).toFixed(1)})">` +
    `<circle cx="12" cy="26" r="16" class="c-brand" opacity="0.15"/>` +
    `<path d="M12 28s-11-10-11-17a11 11 0 0 1 22 0c0 7-11 17-11 17z" class="c-brand" stroke="${TINT.white}" stroke-width="1.5"/>` +
    `<circle cx="12" cy="11" r="4.5" fill="${TINT.white}"/>` +
    `</g>`
  );
}
