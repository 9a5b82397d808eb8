/**
 * Click-to-load embeds (the home page video, the contact page map): the page shows a stand-in, and only
 * when the visitor asks does the provider's frame load in its place, filling the same box (no layout
 * shift) and taking the focus.
 */
export interface FrameOptions {
  readonly src: string;
  /** The frame's accessible name. */
  readonly title: string;
  readonly className: string;
  /** The frame's `allow` list (permissions policy), if it needs any. */
  readonly allow?: string;
}

/** Replaces everything in `box` with the provider's frame, focused. */
export function loadFrame(box: Element, options: FrameOptions): HTMLIFrameElement {
  const frame = document.createElement('iframe');
  frame.src = options.src;
  frame.title = options.title;
  frame.className = options.className;
  if (options.allow) {
    frame.allow = options.allow;
    frame.allowFullscreen = options.allow.includes('fullscreen');
  }
  box.replaceChildren(frame);
  frame.focus();
  return frame;
}
