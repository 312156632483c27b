// The cart fragment cache in web storage, under the legacy keys so legacy scripts and other tabs agree:
// sessionStorage[fragment_name] = JSON fragments, sessionStorage + localStorage[cart_hash_key] = hash,
// sessionStorage.wc_cart_created = creation time (ms). (zustand's persist middleware would wrap the
// values in its own envelope, which the legacy readers cannot read.)
import * as z from 'zod/mini';

/** What every successful cart call returns: the page areas to replace and the new cart hash (the api layer's answer, stored here). */
export interface CartSnapshot {
  readonly fragments: Readonly<Record<string, string>>;
  readonly cartHash: string;
}

export const CART_CREATED_KEY = 'wc_cart_created';
/** Fragments older than this are fetched again (cart-fragments.js: one day). */
export const FRAGMENT_LIFETIME_MS = 24 * 60 * 60 * 1000;
/** The key whose presence means the mini cart can be drawn from the cache. */
export const MINI_CART_FRAGMENT = 'div.widget_shopping_cart_content';

const fragmentsSchema = z.record(z.string(), z.string());

export interface FragmentCacheKeys {
  readonly fragmentName: string;
  readonly cartHashKey: string;
}

/** Why the cache cannot be used; the caller then fetches fresh fragments. */
export type CacheMiss = 'no-storage' | 'no-fragment' | 'no-created-time' | 'expired' | 'hash-mismatch' | 'corrupted';

export type CacheLookup =
  | { readonly hit: true; readonly snapshot: CartSnapshot; readonly expiresAt: number }
  | { readonly hit: false; readonly reason: CacheMiss };

/** Both storages must work, as cart-fragments.js requires (private modes may throw on write). */
export function hasWebStorage(): boolean {
  try {
    const probe = '__shop_islands_probe__';
    sessionStorage.setItem(probe, probe);
    sessionStorage.removeItem(probe);
    localStorage.setItem(probe, probe);
    localStorage.removeItem(probe);
    return true;
  } catch {
    return false;
  }
}

/** Reads the cached fragments; usable only when the hash equals the cart-hash cookie and they are fresh. */
export function readFragmentCache(keys: FragmentCacheKeys, cookieHash: string, now = Date.now()): CacheLookup {
  if (!hasWebStorage()) return { hit: false, reason: 'no-storage' };
  const hash = sessionStorage.getItem(keys.cartHashKey) ?? '';
  const created = Number(sessionStorage.getItem(CART_CREATED_KEY) ?? '');
  if (hash && !created) return { hit: false, reason: 'no-created-time' };
  if (created && created + FRAGMENT_LIFETIME_MS < now) return { hit: false, reason: 'expired' };
  let fragments: unknown;
  try {
    fragments = JSON.parse(sessionStorage.getItem(keys.fragmentName) ?? 'null');
  } catch {
    return { hit: false, reason: 'corrupted' };
  }
  const parsed = fragmentsSchema.safeParse(fragments);
  if (!parsed.success) return { hit: false, reason: fragments === null ? 'no-fragment' : 'corrupted' };
  if (!(MINI_CART_FRAGMENT in parsed.data)) return { hit: false, reason: 'no-fragment' };
  if (hash !== cookieHash) return { hit: false, reason: 'hash-mismatch' };
  return { hit: true, snapshot: { fragments: parsed.data, cartHash: hash }, expiresAt: created ? created + FRAGMENT_LIFETIME_MS : now + FRAGMENT_LIFETIME_MS };
}

/**
 * Stores a snapshot. The creation time starts with the cart, and a refresh from the server renews it,
 * as in cart-fragments.js.
 */
export function writeFragmentCache(keys: FragmentCacheKeys, snapshot: CartSnapshot, isRefresh: boolean, now = Date.now()): void {
  if (!hasWebStorage()) return;
  const previousHash = sessionStorage.getItem(keys.cartHashKey);
  if (isRefresh && snapshot.cartHash) sessionStorage.setItem(CART_CREATED_KEY, String(now));
  sessionStorage.setItem(keys.fragmentName, JSON.stringify(snapshot.fragments));
  localStorage.setItem(keys.cartHashKey, snapshot.cartHash);
  sessionStorage.setItem(keys.cartHashKey, snapshot.cartHash);
  if (!previousHash || !sessionStorage.getItem(CART_CREATED_KEY)) sessionStorage.setItem(CART_CREATED_KEY, String(now));
}

/** True when another tab wrote a different cart hash (the `storage` event tells us to refresh). */
export function isChangedByAnotherTab(keys: FragmentCacheKeys): boolean {
  return hasWebStorage() && localStorage.getItem(keys.cartHashKey) !== sessionStorage.getItem(keys.cartHashKey);
}
