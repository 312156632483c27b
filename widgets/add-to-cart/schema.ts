// Props of an add-to-cart button: its data attributes, every one of which is posted to add_to_cart.
import * as z from 'zod/mini';

export const propsSchema = z.pipe(
  z.catchall(
    z.object({
      product_id: z.string().check(z.minLength(1, 'the button needs a product id (data-product_id)')),
      quantity: z.optional(z.string().check(z.regex(/^\d+(\.\d+)?$/, 'data-quantity must be a number'))),
      success_message: z.optional(z.string()),
    }),
    z.string(),
  ),
  z.transform((fields) => ({ fields: fields as Record<string, string>, successMessage: fields.success_message ?? '' })),
);

export type AddToCartProps = z.output<typeof propsSchema>;
