// Cart fragments, on every page that enqueued cart-fragments.js: found by the settings WordPress prints for
// it (`<script id="wc-cart-fragments-js-extra">`, kept when the script itself is taken out), as that script
// ran whatever the page showed — a theme's cart count alone, or Elementor Pro's menu cart, whose panel is
// WooCommerce's cart content without the cart widget around it — and by WooCommerce's cart widget where a
// page has the widget without the settings. One per page.
//
// cart-fragments.js refreshed on every page load. Here the behaviour starts at once only when the
// cached fragments cannot be right (the cart-hash cookie differs from the tab's cached hash, or they
// are older than a day); otherwise the server markup is current, so it waits until the shopper turns
// to the cart (hover, focus, touch), a script asks for fresh fragments or announces another plugin's add,
// the cart page changes the cart or another tab does — no chunk, no request before that.
import { defineBehaviour, type TriggerTools } from '../src/runtime';
import { onLegacyEvents } from './legacy-events';

const DAY_MS = 24 * 60 * 60 * 1000;

function readCookie(name: string): string {
  const match = document.cookie.match(new RegExp(`(?:^|; )${name}=([^;]*)`));
  return match?.[1] ? decodeURIComponent(match[1]) : '';
}

/**
 * True when the page cannot wait for the shopper: the tab's cached fragments cannot describe the cart the server has
 * now; or they hold a cart and the page has no mini cart for cart-fragments-restore to put them in with (a theme's
 * count alone, which a full-page cache may serve at "0"), where cart-fragments.js put them in at load.
 */
function mustStartAtLoad(): boolean {
  const params = (window as { wc_cart_fragments_params?: { cart_hash_key?: unknown; fragment_name?: string } }).wc_cart_fragments_params;
  if (typeof params?.cart_hash_key !== 'string') return true;
  try {
    const cachedHash = sessionStorage.getItem(params.cart_hash_key);
    const created = Number(sessionStorage.getItem('wc_cart_created'));
    const cookieHash = readCookie('woocommerce_cart_hash');
    if (cachedHash === null) return cookieHash !== '';
    if (cachedHash !== cookieHash || (created > 0 && created + DAY_MS < Date.now())) return true;
    // (On a page with none of the stored fragments' elements, nothing to put in: it waits.)
    return (
      !!cachedHash &&
      !document.querySelector('.widget_shopping_cart_content') &&
      Object.keys(JSON.parse(sessionStorage.getItem(params.fragment_name!) ?? '{}') as object).some((selector) => {
        try {
          return document.querySelector(selector);
        } catch {
          return false; // a selector only jQuery reads (`:eq(0)`): not counted
        }
      })
    );
  } catch {
    return true; // no web storage: refresh like cart-fragments.js does
  }
}

/** Set on the mount point when a script asked for fresh fragments before the behaviour ran: it refreshes as it starts (read by widgets/cart-fragments). */
const REFRESH_ON_ATTACH = 'data-cart-fragments-refresh';

function whenFragmentsNeeded(mountPoint: HTMLElement, { signal }: TriggerTools): Promise<void> {
  return new Promise((resolve) => {
    // A script asks for fresh fragments, or the cart page changed the cart (cart-fragments.js refreshed on both,
    // whatever its cache said), until the behaviour hears them itself.
    onLegacyEvents(document.body, 'wc_fragment_refresh updated_wc_div', () => {
      if (mountPoint.dataset.islandState != 'mounted') mountPoint.setAttribute(REFRESH_ON_ATTACH, '');
      resolve();
    }, signal);
    // Another plugin's own add or removal: its request set the cart-hash cookie, which the cached fragments no
    // longer match, so the behaviour refreshes as it starts.
    onLegacyEvents(document.body, 'added_to_cart removed_from_cart', resolve, signal);
    if (mustStartAtLoad()) return resolve();
    // The header cart opens on hover or focus of its whole menu, not only of the widget inside it
    // (a tap fires pointerover too).
    const widget = mountPoint.closest('.widget_shopping_cart') ?? document.querySelector('.widget_shopping_cart') ?? mountPoint;
    const area = widget.closest('.site-header-cart') ?? widget;
    const starters: [EventTarget, string][] = [
      [area, 'pointerover'],
      [area, 'focusin'],
      // Another tab changed web storage (the behaviour compares the cart hashes itself).
      [window, 'storage'],
    ];
    for (const [target, type] of starters) target.addEventListener(type, () => resolve(), { once: true, signal });
    // Back from the back/forward cache: the page may show an old cart.
    window.addEventListener('pageshow', (event) => event.persisted && resolve(), { signal });
  });
}

export const cartFragments = defineBehaviour({
  name: 'cart-fragments',
  legacy: 'wc-cart-fragments',
  selector: '.widget_shopping_cart, script#wc-cart-fragments-js-extra',
  trigger: { on: 'custom', when: whenFragmentsNeeded },
  singleton: true,
  load: () => import('../widgets/cart-fragments'),
});
