// The shared store's public surface.
export type { CartResult, CartSlice, CartSource } from './cart-slice';
export { selectCartHash, selectIsBusy } from './selectors';
export { createShopStore, shopStore, type ShopState, type ShopStore } from './shop-store';
