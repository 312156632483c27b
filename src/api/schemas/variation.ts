// zod schemas of a variation object (data-product_variations and get_variation) and of the variation
// gallery's image props (get_default_gallery, get_variation_gallery, variation_gallery_images).
// Loose objects: plugins add fields through woocommerce_available_variation, and the events hand the
// whole object to other scripts.
import * as z from 'zod/mini';

const numberish = z.union([z.number(), z.string()]);

/** `variation.image` (wc_get_product_attachment_props + sizes); every field optional, as WooCommerce omits some. */
/** WordPress prints `false` for a srcset or sizes it has none of. */
const stringOrFalse = z.optional(z.union([z.string(), z.literal(false)]));

/** The sizes both image shapes below carry (wc_get_product_attachment_props()). */
const imageSizes = {
  src_w: z.optional(numberish),
  src_h: z.optional(numberish),
  srcset: stringOrFalse,
  sizes: stringOrFalse,
  full_src: z.optional(z.string()),
  full_src_w: z.optional(numberish),
  full_src_h: z.optional(numberish),
  gallery_thumbnail_src: z.optional(z.string()),
};

export const variationImageSchema = z.looseObject({
  title: z.optional(z.string()),
  caption: z.optional(z.string()),
  url: z.optional(z.string()),
  alt: z.optional(z.string()),
  src: z.optional(z.string()),
  ...imageSizes,
});

/** WC_Product_Variable::get_available_variation(). */
export const variationSchema = z.looseObject({
  attributes: z.record(z.string(), z.string()),
  variation_id: z.number(),
  availability_html: z._default(z.string(), ''),
  price_html: z._default(z.string(), ''),
  variation_description: z._default(z.string(), ''),
  sku: z._default(z.string(), ''),
  weight: z._default(z.string(), ''),
  weight_html: z._default(z.string(), ''),
  dimensions: z.optional(z.unknown()),
  dimensions_html: z._default(z.string(), ''),
  image: z.optional(z.union([variationImageSchema, z.array(z.unknown())])),
  image_id: z.optional(numberish),
  is_in_stock: z._default(z.boolean(), true),
  is_purchasable: z._default(z.boolean(), true),
  is_sold_individually: z._default(z.string(), 'no'),
  max_qty: z._default(numberish, ''),
  min_qty: z._default(numberish, 1),
  variation_is_active: z._default(z.boolean(), true),
  variation_is_visible: z._default(z.boolean(), true),
  variation_stock_left: z.optional(numberish),
  _cr_gtin: z.optional(z.string()),
  _cr_mpn: z.optional(z.string()),
  _cr_brand: z.optional(z.string()),
  variation_gallery_images: z.optional(z.array(z.unknown())),
});

export type Variation = z.infer<typeof variationSchema>;
export type VariationImage = z.infer<typeof variationImageSchema>;

/** get_variation answers a variation or `false`. */
export const getVariationResponseSchema = z.union([z.literal(false), variationSchema]);

/** One image of the Additional Variation Images Gallery (its image-props object). */
export const galleryImageSchema = z.looseObject({
  image_id: z.optional(numberish),
  title: z._default(z.string(), ''),
  caption: z._default(z.string(), ''),
  alt: z._default(z.string(), ''),
  src: z.string(),
  ...imageSizes,
  gallery_thumbnail_src_w: z.optional(numberish),
  gallery_thumbnail_src_h: z.optional(numberish),
  gallery_thumbnail_srcset: stringOrFalse,
  gallery_thumbnail_sizes: stringOrFalse,
  video_link: z.optional(z.string()),
});

export type GalleryImage = z.infer<typeof galleryImageSchema>;

/** get_default_gallery / get_variation_gallery answer an array of image props or `false`. */
export const galleryResponseSchema = z.union([z.literal(false), z.array(galleryImageSchema)]);
