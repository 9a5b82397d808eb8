/** The screens out in the garage: the touchless gate, and the phone apps of enforcement, valet and parkers. */
import { circle, line, phone, pill, rect, text, window, words } from './primitives.ts';
import type { ScreenName } from './names.ts';

export const FIELD_SCREENS = {
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
} satisfies Partial<Record<ScreenName, () => string>>;
