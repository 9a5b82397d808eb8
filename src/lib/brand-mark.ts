/** The brand mark (a cloud around a P), drawn by Logo.astro and on the share cards: there are no brand assets. */
export const BRAND_MARK = {
  /** Width and height of its view box. */
  size: 36,
  radius: 9,
  /** White strokes on the brand colour. */
  strokes: [
    { d: 'M8 24.5a6 6 0 0 1 1.6-11.8A8 8 0 0 1 25 11.5a6.5 6.5 0 0 1 3 12.7', width: 2.2, join: undefined },
    { d: 'M15 28V15h4.2a3.6 3.6 0 0 1 0 7.2H15', width: 2.6, join: 'round' },
  ],
} as const;
