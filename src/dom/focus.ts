// Focus inside a modal box: what Tab reaches in it, and Tab kept going round in it. One way for every dialog the
// bundle runs: the page builder's overlays (its popups, off-canvas panels, header search, menu cart), the reviews'
// photo viewer and Customer Reviews 5.64's Q&A dialogs.

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** The elements Tab reaches in `root`, in order (shown ones only, none in an `inert` part). */
export const focusablesIn = (root: Element): HTMLElement[] => [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((element) => element.getClientRects().length > 0 && !element.closest('[inert]'));

/** Tab and Shift+Tab go round inside `root` (a modal panel): call from its keydown listener. */
export function keepTabInside(root: Element, event: KeyboardEvent): void {
  if (event.key !== 'Tab') return;
  const focusable = focusablesIn(root);
  const [first, last] = [focusable[0], focusable.at(-1)];
  if (!first || !last) return event.preventDefault();
  const active = document.activeElement;
  const isOutside = !root.contains(active);
  if (event.shiftKey ? active === first || isOutside : active === last || isOutside) {
    event.preventDefault();
    (event.shiftKey ? last : first).focus();
  }
}
