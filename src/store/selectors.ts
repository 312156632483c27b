// Pure selectors over the shop state.
import type { ShopState } from './shop-store';

export const selectCartHash = (state: ShopState): string | null => state.cart.hash;
export const selectIsBusy = (state: ShopState): boolean => state.pendingRequests > 0;
