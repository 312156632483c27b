// The one shared store: a zustand vanilla store built from slices, created on first import of this chunk.
import { createStore, type StoreApi } from 'zustand/vanilla';
import { createCartSlice, type CartSlice } from './cart-slice';

export type ShopState = CartSlice;
export type ShopStore = StoreApi<ShopState>;

/** Builds a fresh store (tests make their own; the page uses `shopStore`). */
export function createShopStore(): ShopStore {
  return createStore<ShopState>()((...args) => ({ ...createCartSlice(...args) }));
}

/** The page's store, shared by every island and behaviour. */
export const shopStore: ShopStore = createShopStore();
