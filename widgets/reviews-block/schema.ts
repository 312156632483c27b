// Props of the product page's ajax reviews block: the product and the two nonces CusRev prints.
import * as z from 'zod/mini';

const digits = z.string().check(z.regex(/^\d+$/, 'must be a product id (digits)'));
/** WordPress nonces are 10 hex characters; an empty one is sent as it is (the shop may not check it). */
const nonce = z.string().check(z.regex(/^[\w-]*$/, 'must be a WordPress nonce (letters and digits)'));

export const propsSchema = z.object({
  productId: digits,
  listNonce: nonce,
  filterNonce: nonce,
});

export type ReviewsBlockProps = z.infer<typeof propsSchema>;
