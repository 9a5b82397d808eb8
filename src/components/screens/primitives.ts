/**
 * The shapes every screen drawing is made of, as SVG markup painted by token classes (`c-<token>` fills,
 * `s-<token>` strokes): rectangles, word bars, short text, pills, lines, the soft panel, a desktop window and a phone.
 */

/** A colour token of the design system (global.css --color-<token>) that a shape is painted with. */
export type Token =
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
export const rect = (x: number, y: number, w: number, h: number, fill: Token, r = 0, stroke?: Token) =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}"${r ? ` rx="${r}"` : ''} class="c-${fill}${stroke ? ` s-${stroke}" stroke-width="1` : ''}"/>`;
export const circle = (cx: number, cy: number, r: number, fill: Token) => `<circle cx="${cx}" cy="${cy}" r="${r}" class="c-${fill}"/>`;
/** A line of text standing in for words: a rounded bar. */
export const words = (x: number, y: number, w: number, fill: Token = 'line', h = 6) => rect(x, y, w, h, fill, h / 2);
/** Real text, short: a number, a title, a button label. */
export const text = (x: number, y: number, content: string, size: number, fill: Token = 'ink', anchor: 'start' | 'middle' | 'end' = 'start') =>
  `<text x="${x}" y="${y}" font-size="${size}" class="c-${fill}"${anchor === 'start' ? '' : ` text-anchor="${anchor}"`}>${content}</text>`;
/** A status pill with its word. */
export const pill = (x: number, y: number, w: number, label: string, fill: Token, ink: Token) =>
  rect(x, y, w, 16, fill, 8) + text(x + w / 2, y + 11.5, label, 9, ink, 'middle');
export const line = (x1: number, y1: number, x2: number, y2: number, stroke: Token, width = 2) =>
  `<path d="M${x1} ${y1}L${x2} ${y2}" class="s-${stroke}" stroke-width="${width}" fill="none"/>`;

/** The soft panel every screen sits on. */
export const panel = (w: number, h: number) => rect(0, 0, w, h, 'brand-soft', 20) + circle(w - 84, 92, 72, 'accent-soft');

/** A desktop window: title bar with three dots and a title, a dark rail with the active item, and the content area. */
export function window(x: number, y: number, w: number, h: number, title: string, active = 1): string {
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
export function phone(x: number, y: number, w: number, h: number): string {
  return (
    rect(x + 4, y + 6, w, h, 'line', 24) +
    rect(x, y, w, h, 'surface-dark', 24) +
    rect(x + 8, y + 20, w - 16, h - 36, 'surface', 14) +
    rect(x + w / 2 - 16, y + 8, 32, 5, 'ink-soft', 2.5)
  );
}

/** The content area of a window drawn at (24, 24) with the full canvas. */
export const C = { x: 112, y: 64, w: 336, h: 224 } as const;
