// Reads the cart fragments cart-fragments.js (and our cart widgets) left in this tab's sessionStorage,
// checked by hand rather than with zod: this runs at load on every page with a cart widget, and a few
// typeof checks do not justify downloading a schema library there.

/** WooCommerce's cookie holding the current cart's hash (empty or absent for an empty cart). */
export const CART_HASH_COOKIE = 'woocommerce_cart_hash';
/** When the stored fragments were first written (ms), as cart-fragments.js keeps it. */
export const CART_CREATED_KEY = 'wc_cart_created';
/** cart-fragments.js drops stored fragments after a day; src/dom/fragment-cache.ts says the same. */
export const STORED_FRAGMENTS_LIFETIME_MS = 24 * 60 * 60 * 1000;
/** cart-fragments.js only trusts a store that holds the mini cart. */
export const MINI_CART_FRAGMENT = 'div.widget_shopping_cart_content';

interface StorageKeys {
  readonly fragmentName: string;
  readonly cartHashKey: string;
}

function readCookie(name: string): string {
  const match = document.cookie.match(new RegExp(`(?:^|; )${name}=([^;]*)`));
  if (!match?.[1]) return '';
  try {
    return decodeURIComponent(match[1]);
  } catch {
    return match[1];
  }
}

/**
 * The storage keys printed in `wc_cart_fragments_params`, or undefined when they are missing or not
 * strings. (The cart-fragments behaviour then starts at once and reports the bad global; saying it here
 * too would be a second console error for one mistake.)
 */
function storageKeys(): StorageKeys | undefined {
  const params = (window as { wc_cart_fragments_params?: { fragment_name?: unknown; cart_hash_key?: unknown } }).wc_cart_fragments_params;
  const { fragment_name: fragmentName, cart_hash_key: cartHashKey } = params ?? {};
  return typeof fragmentName === 'string' && fragmentName && typeof cartHashKey === 'string' && cartHashKey ? { fragmentName, cartHashKey } : undefined;
}

function isFragments(value: unknown): value is Record<string, string> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && Object.values(value).every((html) => typeof html === 'string');
}

/**
 * The stored fragments (selector → markup) when they still describe the server's cart: the stored
 * hash equals the cart-hash cookie and they are less than a day old. Otherwise undefined, and the
 * cart-fragments behaviour fetches fresh ones.
 */
export function readStoredFragments(now = Date.now()): Readonly<Record<string, string>> | undefined {
  const keys = storageKeys();
  if (!keys) return undefined;
  let stored: unknown;
  let hash: string;
  let created: number;
  try {
    hash = sessionStorage.getItem(keys.cartHashKey) ?? '';
    created = Number(sessionStorage.getItem(CART_CREATED_KEY) ?? '');
    stored = JSON.parse(sessionStorage.getItem(keys.fragmentName) ?? 'null');
  } catch {
    // No web storage (a private mode that throws) or a value that is not JSON: nothing to restore.
    return undefined;
  }
  if (!isFragments(stored) || !(MINI_CART_FRAGMENT in stored)) return undefined;
  if (hash && !created) return undefined;
  if (created && created + STORED_FRAGMENTS_LIFETIME_MS < now) return undefined;
  return hash === readCookie(CART_HASH_COOKIE) ? stored : undefined;
}
