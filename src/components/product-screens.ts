/**
 * Drawings of the product's screens, one per service (content/services names its `screen`), in one style:
 * a desktop window (title bar, dark navigation rail, content) or a phone, on a soft panel, drawn only in
 * the colours of the design tokens. Every shape is painted by a class named after its token (`c-brand`
 * fills with --color-brand, `s-line` strokes with --color-line): scripts/design/draw.ts resolves them to the
 * token values in the files ProductScreen.astro shows and in the home hero's poster, so the poster and the
 * service pages share one style by construction.
 */
import { panel } from './screens/primitives.ts';
import { FIELD_SCREENS } from './screens/field.ts';
import { SCREEN_SIZE, type ScreenName } from './screens/names.ts';
import { OFFICE_SCREENS } from './screens/office.ts';

export { SCREEN_LABELS, SCREEN_NAMES, SCREEN_SIZE, type ScreenName } from './screens/names.ts';

const SCREENS: Record<ScreenName, () => string> = { ...OFFICE_SCREENS, ...FIELD_SCREENS };

/** The SVG markup (inner shapes) of a screen, painted by token classes; `onPanel: false` leaves out the soft panel. */
export function drawScreen(name: ScreenName, { onPanel = true } = {}): string {
  return (onPanel ? panel(SCREEN_SIZE.width, SCREEN_SIZE.height) : '') + SCREENS[name]();
}
