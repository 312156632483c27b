// Props of one swatch list (`ul.variable-items-wrapper`, Variation Swatches for WooCommerce).
import * as z from 'zod/mini';

export const SWATCH_TYPES = ['color', 'image', 'button', 'radio'] as const;

export const swatchItemSchema = z.object({
  value: z.string().check(z.minLength(1, 'every swatch needs data-value')),
  title: z.string(),
  /** The item's classes without the state ones (selected, disabled, no-stock). */
  className: z.string(),
  /** The server's `.variable-item-contents` markup: the colour span, the image or the button text. */
  contents: z.string(),
  tooltip: z.optional(z.string()),
});

export const propsSchema = z.object({
  attributeName: z.string().check(z.regex(/^attribute_/, 'data-attribute_name must name an attribute_… field')),
  label: z.string(),
  type: z.enum(SWATCH_TYPES),
  items: z.array(swatchItemSchema).check(z.minLength(1, 'the list has no li.variable-item')),
  /** The Pro display limit's "more" control, as the server printed it (inner HTML), if any. */
  more: z.optional(z.string()),
});

export type SwatchItem = z.output<typeof swatchItemSchema>;
export type VariationSwatchesProps = z.output<typeof propsSchema>;
