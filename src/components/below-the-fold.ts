/**
 * The parts of a page below its first screen (main's sections after the first, and the footer) are drawn only as
 * they near the viewport while the page loads (`content-visibility: auto`, src/styles/global.css): their style and
 * layout, most of the main thread's work after the first paint on a phone, wait (docs/BENCHMARKS.md, "Blocking
 * time"). Once the page has loaded and the main thread is idle, they are drawn one a frame, each a few milliseconds,
 * so that their true heights replace the guess they were given: the scroll bar and every jump (an anchor, the End
 * key, a form's first error) then land where they should.
 */

/** The parts drawn late: the same selector as the rule that skips them. */
export const BELOW_THE_FOLD = 'main > section ~ section, body > footer';

/** Set on each part once it is drawn for good (the rule skips only parts without it). */
export const DRAWN = 'data-drawn';

/** A frame at 60 Hz. */
const FRAME_MS = 16;

/** Runs `work` when the main thread is idle, or soon where the browser cannot tell (WebKit). */
function whenIdle(work: () => void): void {
  if ('requestIdleCallback' in window) requestIdleCallback(work, { timeout: 2000 });
  else setTimeout(work, 50);
}

/** Draws the page's parts below the first screen, one a frame, from the top, once the page has loaded. */
export function drawBelowTheFold(): void {
  const parts = [...document.querySelectorAll(BELOW_THE_FOLD)];
  const drawNext = () => {
    const part = parts.shift();
    if (!part) return;
    part.setAttribute(DRAWN, '');
    // The next part a frame later, so that each frame lays out one part; by a timer, not requestAnimationFrame, which
    // a browser holds while the page is not shown (WebKit's window in the tests), so the parts are drawn all the same.
    setTimeout(drawNext, FRAME_MS);
  };
  const start = () => whenIdle(drawNext);
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}
