// Props of the variation form, read from WooCommerce's `form.variations_form` (see read-props.ts).
import * as z from 'zod/mini';
import { variationSchema } from '@/api';

export const propsSchema = z.object({
  productId: z.pipe(
    z.union([z.number(), z.string().check(z.regex(/^\d+$/, 'data-product_id must be a product id'))]),
    z.transform((value) => Number(value)),
  ),
  variations: z.union([z.literal(false), z.array(variationSchema)]),
  customData: z.optional(z.unknown()),
});

export type VariationFormProps = z.output<typeof propsSchema>;
