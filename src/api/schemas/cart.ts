// zod schemas of WooCommerce's cart ajax answers (see the captures of add_to_cart, remove_from_cart,
// get_refreshed_fragments).
import * as z from 'zod/mini';

/** `{ fragments: { selector: html }, cart_hash }`; an empty cart answers `cart_hash: ""`. */
export const fragmentsResponseSchema = z.object({
  fragments: z.record(z.string(), z.string()),
  cart_hash: z._default(z.nullable(z.string()), ''),
});

/** add_to_cart answers HTTP 200 with `{ error: true, product_url }` when the product cannot be added. */
export const addToCartResponseSchema = z.union([
  z.object({ error: z.literal(true), product_url: z.optional(z.string()) }),
  fragmentsResponseSchema,
]);

/** remove_from_cart answers `wp_send_json_error()`, i.e. `{ success: false }`, for an unknown key. */
export const removeFromCartResponseSchema = z.union([
  fragmentsResponseSchema,
  z.object({ success: z.literal(false) }),
]);

export type FragmentsResponse = z.infer<typeof fragmentsResponseSchema>;
