// The cart endpoints of wc-ajax: add_to_cart, remove_from_cart, get_refreshed_fragments.
import { postForm, shopAjax } from './client';
import type { CartSnapshot } from '../dom/fragment-cache';
import { ApiError } from './errors';
import { addToCartResponseSchema, fragmentsResponseSchema, removeFromCartResponseSchema, type FragmentsResponse } from './schemas/cart';

export type { CartSnapshot };

function toSnapshot(response: FragmentsResponse): CartSnapshot {
  return { fragments: response.fragments, cartHash: response.cart_hash ?? '' };
}

/** POSTs every field (the button's data attributes); a WooCommerce refusal becomes `rejected` with `redirectTo`. */
export async function addToCart(fields: Record<string, string>): Promise<CartSnapshot> {
  const response = await postForm(shopAjax('add_to_cart'), fields, { name: 'add_to_cart', schema: addToCartResponseSchema });
  if ('error' in response) {
    throw new ApiError('rejected', { endpoint: 'add_to_cart', redirectTo: response.product_url, detail: 'the shop refused the product' });
  }
  return toSnapshot(response);
}

/** Removes one cart line. `{ success: false }` becomes `rejected`. */
export async function removeFromCart(cartItemKey: string): Promise<CartSnapshot> {
  const response = await postForm(shopAjax('remove_from_cart'), { cart_item_key: cartItemKey }, { name: 'remove_from_cart', schema: removeFromCartResponseSchema });
  if (!('fragments' in response)) {
    throw new ApiError('rejected', { endpoint: 'remove_from_cart', detail: `no cart line has the key ${cartItemKey}` });
  }
  return toSnapshot(response);
}

/** Fetches the current fragments; `time` busts caches, as cart-fragments.js does. */
export async function fetchFragments(timeoutMs: number): Promise<CartSnapshot> {
  const response = await postForm(shopAjax('get_refreshed_fragments'), { time: String(Date.now()) }, {
    name: 'get_refreshed_fragments',
    schema: fragmentsResponseSchema,
    timeoutMs,
  });
  return toSnapshot(response);
}
