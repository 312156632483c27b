// What the builder's overlays share (ElementsKit's off-canvas sidebar and header search, Pro's off-canvas, menu cart and
// popups): the page's scroll held still while one is open and given back exactly as it was, and the focus moved in
// once a panel shows (the focus kept inside: src/dom/focus.ts).

/** The overlays holding the page now, and the inline styles to give back when the last lets go. */
let holds = 0;
let given: { overflow: string; marginRight: string } | undefined;

/**
 * Stops the page scrolling under an open panel (overflow hidden on `html`, the scrollbar's width kept as a margin
 * so nothing moves sideways); the returned function lets go. Overlays over overlays (a popup opened from an
 * off-canvas menu) are counted: the page gets back exactly the inline styles it had once the last lets go, in
 * whatever order they close.
 */
export function lockPageScroll(): () => void {
  const html = document.documentElement;
  if (holds++ === 0) {
    given = { overflow: html.style.overflow, marginRight: html.style.marginRight };
    const scrollbar = window.innerWidth - html.clientWidth;
    html.style.overflow = 'hidden';
    if (scrollbar > 0) html.style.marginRight = `${(parseFloat(getComputedStyle(html).marginRight) || 0) + scrollbar}px`;
  }
  let isHeld = true;
  return () => {
    if (!isHeld) return;
    isHeld = false;
    if (--holds > 0 || !given) return;
    html.style.overflow = given.overflow;
    html.style.marginRight = given.marginRight;
    given = undefined;
  };
}

/** How long a panel may take to show (ElementsKit's sidebar waits 0.4 s, then slides in over 0.5 s). */
const SHOW_WAIT_MS = 2000;

/**
 * Moves the focus to `element` once it can take it: a panel that fades in (visibility in a transition, as
 * ElementsKit's CSS does) refuses the focus until it is shown, so it is tried again each frame for up to 2 s,
 * unless `isStillWanted` says the panel closed meanwhile or the shopper moved the focus themselves.
 */
export function focusWhenShown(element: HTMLElement | undefined, isStillWanted: () => boolean): void {
  if (!element) return;
  const start = performance.now();
  const before = document.activeElement;
  const attempt = (): void => {
    if (!isStillWanted() || (document.activeElement !== before && document.activeElement !== element)) return;
    element.focus({ preventScroll: true });
    if (document.activeElement !== element && performance.now() - start < SHOW_WAIT_MS) requestAnimationFrame(attempt);
  };
  attempt();
}

