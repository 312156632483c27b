// Props of the variation form, read from WooCommerce's `form.variations_form` (see read-props.ts).
import * as z from 'zod/mini';
import type { Variation } from '@/api';

export const propsSchema = z.object({
  productId: z.pipe(
    z.union([z.number(), z.string().check(z.regex(/^\d+$/, 'data-product_id must be a product id'))]),
    z.transform((value) => Number(value)),
  ),
  // Already checked variation by variation as they were read (productVariationsOf, which the swatch lists
  // share): checking the list again would double the work the shopper's first press waits for.
  variations: z.pipe(
    z.union([z.literal(false), z.array(z.unknown())]),
    z.transform((value) => value as Variation[] | false),
  ),
  customData: z.optional(z.unknown()),
});

export type VariationFormProps = z.output<typeof propsSchema>;
