// The cart widget (Storefront's header cart, or WooCommerce's cart widget anywhere): cart fragments.
//
// cart-fragments.js refreshed on every page load. Here the behaviour starts at once only when the
// cached fragments cannot be right (the cart-hash cookie differs from the tab's cached hash, or they
// are older than a day); otherwise the server markup is current, so it waits until the shopper turns
// to the cart (hover, focus, touch), the cart page changes the cart or another tab does — no chunk, no
// request before that.
import { defineBehaviour, type TriggerTools } from '../src/runtime';

const DAY_MS = 24 * 60 * 60 * 1000;

function readCookie(name: string): string {
  const match = document.cookie.match(new RegExp(`(?:^|; )${name}=([^;]*)`));
  return match?.[1] ? decodeURIComponent(match[1]) : '';
}

/** True when the tab's cached fragments cannot describe the cart the server has now. */
function areCachedFragmentsStale(): boolean {
  const params = (window as { wc_cart_fragments_params?: { cart_hash_key?: unknown } }).wc_cart_fragments_params;
  if (typeof params?.cart_hash_key !== 'string') return true;
  try {
    const cachedHash = sessionStorage.getItem(params.cart_hash_key);
    const created = Number(sessionStorage.getItem('wc_cart_created'));
    const cookieHash = readCookie('woocommerce_cart_hash');
    if (cachedHash === null) return cookieHash !== '';
    return cachedHash !== cookieHash || (created > 0 && created + DAY_MS < Date.now());
  } catch {
    return true; // no web storage: refresh like cart-fragments.js does
  }
}

function whenFragmentsNeeded(mountPoint: HTMLElement, { signal }: TriggerTools): Promise<void> {
  if (areCachedFragmentsStale()) return Promise.resolve();
  return new Promise((resolve) => {
    // The header cart opens on hover or focus of its whole menu, not only of the widget inside it
    // (a tap fires pointerover too).
    const area = mountPoint.closest('.site-header-cart') ?? mountPoint;
    const starters: [EventTarget, string][] = [
      [area, 'pointerover'],
      [area, 'focusin'],
      // Another tab changed web storage (the behaviour compares the cart hashes itself).
      [window, 'storage'],
      // A script asks for fresh fragments (jQuery triggers are heard once the behaviour runs), or the cart page
      // changed the cart (cart-fragments.js refreshed on both).
      [document.body, 'wc_fragment_refresh'],
      [document.body, 'updated_wc_div'],
    ];
    for (const [target, type] of starters) target.addEventListener(type, () => resolve(), { once: true, signal });
    // Back from the back/forward cache: the page may show an old cart.
    window.addEventListener('pageshow', (event) => event.persisted && resolve(), { signal });
  });
}

export const cartFragments = defineBehaviour({
  name: 'cart-fragments',
  legacy: 'wc-cart-fragments',
  selector: '.widget_shopping_cart',
  trigger: { on: 'custom', when: whenFragmentsNeeded },
  singleton: true,
  load: () => import('../widgets/cart-fragments'),
});
