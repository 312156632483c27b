// React binding of the shared store: islands subscribe to one selected value.
import { useStore } from 'zustand';
import { shopStore, type ShopState } from './shop-store';

/** Reads a value from the shared store and re-renders when (only) that value changes. */
export function useShopStore<T>(selector: (state: ShopState) => T): T {
  return useStore(shopStore, selector);
}
