// The screen-reader live region WooCommerce's add-to-cart.js uses, shared by every cart widget.

/** WooCommerce waits before filling the region, so screen readers finish reading the focused control. */
export const ANNOUNCE_DELAY_MS = 1000;

let pending: ReturnType<typeof setTimeout> | undefined;

function liveRegion(): HTMLElement {
  const existing = document.querySelector<HTMLElement>('.widget_shopping_cart_live_region');
  if (existing) return existing;
  const region = document.createElement('div');
  region.className = 'widget_shopping_cart_live_region screen-reader-text';
  region.setAttribute('role', 'status');
  document.body.append(region);
  return region;
}

/** Announces `text` politely after `delayMs`; a newer announcement replaces one not yet made. */
export function announce(text: string, delayMs = ANNOUNCE_DELAY_MS): void {
  if (!text) return;
  const region = liveRegion();
  clearTimeout(pending);
  pending = setTimeout(() => {
    region.textContent = text;
  }, delayMs);
}
