// Cart state shared by every cart island, and the actions that change it.
//
// The cart lives on the server; the page shows it through fragments (server HTML per page area).
// Each action queues its request (one in flight at a time, in click order), and on success applies
// the new fragments to the page, caches them under the legacy storage keys and records the hash.
// Actions never throw: an ApiError becomes a `{ ok: false, error }` result for the island that asked,
// plus one console error for developers.
import type { StateCreator } from 'zustand/vanilla';
import { addToCart, ApiError, enqueue, fetchFragments, removeFromCart, type CartSnapshot } from '../api';
import { applyFragments, emit, readCartFragmentsSettings, replaceFragments, writeFragmentCache } from '../dom';
import type { ShopState } from './shop-store';

export type CartResult = { readonly ok: true; readonly snapshot: CartSnapshot } | { readonly ok: false; readonly error: ApiError };

/** Where a snapshot came from. */
export type CartSource = 'added' | 'removed' | 'refreshed' | 'cache' | 'event';

export interface CartSlice {
  readonly cart: {
    /** The server's cart hash; null until the page learned it. */
    readonly hash: string | null;
    readonly fragments: Readonly<Record<string, string>> | null;
    readonly source: CartSource | null;
  };
  /** Requests queued or in flight. */
  readonly pendingRequests: number;
  /** POSTs add_to_cart with these fields (a button's data attributes). */
  addToCart(fields: Record<string, string>): Promise<CartResult>;
  /** POSTs remove_from_cart for one cart line. */
  removeFromCart(cartItemKey: string): Promise<CartResult>;
  /** POSTs get_refreshed_fragments with the configured timeout. */
  refreshFragments(): Promise<CartResult>;
  /** Takes a snapshot that did not come from our own request (the cache, another plugin's event). */
  receiveCart(snapshot: CartSnapshot, source: CartSource): void;
}

function toApiError(error: unknown): ApiError {
  return error instanceof ApiError ? error : new ApiError('network', { endpoint: 'cart', cause: error, detail: String(error) });
}

export const createCartSlice: StateCreator<ShopState, [], [], CartSlice> = (set, get) => {
  async function request(call: () => Promise<CartSnapshot>, source: CartSource): Promise<CartResult> {
    set((state) => ({ pendingRequests: state.pendingRequests + 1 }));
    try {
      const snapshot = await enqueue(call);
      get().receiveCart(snapshot, source);
      return { ok: true, snapshot };
    } catch (caught) {
      const error = toApiError(caught);
      // A refusal that names a page to go to is an answer, not a failure: the island follows it (or,
      // for a page that is not the shop's, reports that itself).
      if (!(error.kind === 'rejected' && error.redirectTo)) console.error(`[shop-islands] ${error.describe()}`, error.cause ?? '');
      return { ok: false, error };
    } finally {
      set((state) => ({ pendingRequests: state.pendingRequests - 1 }));
    }
  }

  return {
    cart: { hash: null, fragments: null, source: null },
    pendingRequests: 0,
    addToCart: (fields) => request(() => addToCart(fields), 'added'),
    removeFromCart: (cartItemKey) => request(() => removeFromCart(cartItemKey), 'removed'),
    refreshFragments: () => request(() => fetchFragments(readCartFragmentsSettings().requestTimeoutMs), 'refreshed'),
    receiveCart: (snapshot, source) => {
      // The stored fragments were most likely put in at load already (cart-fragments-restore): telling
      // other scripts again that nothing changed would make them redo their work.
      if (source !== 'cache') applyFragments(snapshot.fragments);
      else if (replaceFragments(snapshot.fragments) > 0) emit('wc_fragments_loaded');
      if (source !== 'cache') {
        const { fragmentName, cartHashKey } = readCartFragmentsSettings();
        writeFragmentCache({ fragmentName, cartHashKey }, snapshot, source === 'refreshed');
      }
      set({ cart: { hash: snapshot.cartHash, fragments: snapshot.fragments, source } });
    },
  };
};
