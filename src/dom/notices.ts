// WooCommerce notices: scrolling them into view and moving focus to them, as woocommerce.js did.
//
// `$.scroll_to_notices` animated `html, body` to 100 px above the notice over 1 s with jQuery's
// "swing" easing. Under prefers-reduced-motion we jump instead. A wheel, touch, pointer or key press from
// the shopper stops the animation: the page must never fight the person scrolling it, nor move a button
// out from under a press (the press would land on whatever scrolled there by the time it was released).

/** Space kept above a notice scrolled into view, for sticky headers. */
export const NOTICE_SCROLL_OFFSET_PX = 100;
export const NOTICE_SCROLL_MS = 1000;
/** woocommerce.js waits before focusing the first alert notice, so it gets its tabindex first and screen readers settle. */
export const NOTICE_FOCUS_DELAY_MS = 500;
/** The notices woocommerce.js focuses after load: the first one on the page. */
export const ALERT_NOTICE_SELECTOR = ['woocommerce-message', 'woocommerce-error', 'wc-block-components-notice-banner']
  .map((name) => `.${name}[role="alert"]`)
  .join(', ');

const STOP_EVENTS = ['wheel', 'touchstart', 'pointerdown', 'keydown'] as const;
let stopRunning: (() => void) | undefined;

function prefersReducedMotion(): boolean {
  return typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/** jQuery's default easing. */
const swing = (progress: number): number => 0.5 - Math.cos(progress * Math.PI) / 2;

/**
 * Scrolls the page so `notice` sits 100 px below the top of the viewport, over 1 s (at once under
 * reduced motion). Resolves when the scroll ended or was stopped; nothing happens without a notice.
 */
export function scrollToNotices(notice: Element | null | undefined): Promise<void> {
  stopRunning?.();
  if (!notice?.isConnected) return Promise.resolve();
  const start = window.scrollY;
  const target = Math.max(0, start + notice.getBoundingClientRect().top - NOTICE_SCROLL_OFFSET_PX);
  if (prefersReducedMotion() || target === start) {
    window.scrollTo({ top: target, behavior: 'instant' });
    return Promise.resolve();
  }
  return new Promise((resolve) => {
    let frame = 0;
    const startedAt = performance.now();
    const stop = (): void => {
      cancelAnimationFrame(frame);
      for (const type of STOP_EVENTS) window.removeEventListener(type, stop);
      if (stopRunning === stop) stopRunning = undefined;
      resolve();
    };
    const step = (now: number): void => {
      const progress = Math.min(1, (now - startedAt) / NOTICE_SCROLL_MS);
      window.scrollTo({ top: start + (target - start) * swing(progress), behavior: 'instant' });
      if (progress < 1) frame = requestAnimationFrame(step);
      else stop();
    };
    for (const type of STOP_EVENTS) window.addEventListener(type, stop, { passive: true });
    stopRunning = stop;
    frame = requestAnimationFrame(step);
  });
}

/**
 * Focuses the page's first alert notice after 500 ms so screen readers read it (a notice printed
 * with the page is not announced by its role alone). Returns a function that cancels it.
 * Unlike woocommerce.js, it leaves focus alone when the shopper moved it meanwhile: a keyboard user who
 * tabbed from the cart's "removed" notice to its Undo link is not pulled back to the notice.
 */
export function focusFirstNotice(root: ParentNode = document): () => void {
  const notice = root.querySelector<HTMLElement>(ALERT_NOTICE_SELECTOR);
  if (!notice) return () => undefined;
  notice.setAttribute('tabindex', '-1');
  const focusedBefore = document.activeElement;
  const timer = setTimeout(() => {
    const focused = document.activeElement;
    const hasMoved = focused !== focusedBefore && focused !== document.body && focused !== null;
    if (notice.isConnected && !hasMoved) notice.focus();
  }, NOTICE_FOCUS_DELAY_MS);
  return () => clearTimeout(timer);
}
