// Cart fragments (WooCommerce cart-fragments.js): keep the mini cart and header counters in step
// with the server cart, from the session cache when it is still right, else from the server.
import {
  FRAGMENT_LIFETIME_MS,
  emit,
  isChangedByAnotherTab,
  on,
  readCartFragmentsSettings,
  readCookie,
  readFragmentCache,
  type CartFragmentsSettings,
} from '@/dom';
import { shopStore } from '@/store';

/** The cookie WooCommerce sets to the current cart's hash. */
export const CART_HASH_COOKIE = 'woocommerce_cart_hash';
/** Set by the registry line (mounts/cart-fragments.ts) when a script asked for fresh fragments before this ran. */
const REFRESH_ON_ATTACH = 'data-cart-fragments-refresh';

function isFragments(value: unknown): value is Record<string, string> {
  return typeof value === 'object' && value !== null && Object.values(value).every((html) => typeof html === 'string');
}

export function attach(mountPoint: HTMLElement): () => void {
  const settings: CartFragmentsSettings = readCartFragmentsSettings();
  const keys = { fragmentName: settings.fragmentName, cartHashKey: settings.cartHashKey };
  let timer: ReturnType<typeof setTimeout> | undefined;

  function refreshIn(delayMs: number): void {
    clearTimeout(timer);
    timer = setTimeout(() => void refresh(), Math.max(0, delayMs));
  }

  async function refresh(): Promise<void> {
    const result = await shopStore.getState().refreshFragments();
    if (result.ok) {
      emit('wc_fragments_refreshed');
      refreshIn(FRAGMENT_LIFETIME_MS);
    } else {
      emit('wc_fragments_ajax_error');
    }
  }

  // Another plugin (or a theme script) announced a cart change with its fragments: keep them.
  const onCartChangedElsewhere = ([fragments, cartHash]: readonly unknown[]): void => {
    if (!isFragments(fragments) || typeof cartHash !== 'string') return;
    if (shopStore.getState().cart.hash === cartHash) return;
    shopStore.getState().receiveCart({ fragments, cartHash }, 'event');
  };

  const onStorage = (event: StorageEvent): void => {
    if (event.key === keys.cartHashKey && isChangedByAnotherTab(keys)) void refresh();
  };
  // A page restored from the back/forward cache shows an old cart.
  const onPageShow = (event: PageTransitionEvent): void => {
    if (!event.persisted) return;
    document.querySelectorAll('.widget_shopping_cart_content').forEach((content) => content.replaceChildren());
    void refresh();
  };

  const stopListening = [
    on('wc_fragment_refresh', () => void refresh()),
    on('updated_wc_div', () => void refresh()),
    on('added_to_cart', onCartChangedElsewhere),
    on('removed_from_cart', onCartChangedElsewhere),
  ];
  window.addEventListener('storage', onStorage);
  window.addEventListener('pageshow', onPageShow);

  const cached = readFragmentCache(keys, readCookie(CART_HASH_COOKIE) ?? '');
  const isRefreshAsked = mountPoint.hasAttribute(REFRESH_ON_ATTACH);
  mountPoint.removeAttribute(REFRESH_ON_ATTACH);
  if (cached.hit && !isRefreshAsked) {
    shopStore.getState().receiveCart(cached.snapshot, 'cache');
    refreshIn(cached.expiresAt - Date.now());
  } else {
    void refresh();
  }

  return () => {
    clearTimeout(timer);
    stopListening.forEach((stop) => stop());
    window.removeEventListener('storage', onStorage);
    window.removeEventListener('pageshow', onPageShow);
  };
}
