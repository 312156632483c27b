// Props of WooCommerce's product gallery: what the markup says about the gallery as a whole. The slides
// are read from the page when they are needed, because the variation form changes the first one.
import * as z from 'zod/mini';

export const propsSchema = z.object({
  /** `data-columns`: thumbnails per row (woocommerce_product_thumbnails_columns). */
  columns: z._default(z.pipe(z.union([z.number(), z.string().check(z.regex(/^[1-9]\d*$/, 'data-columns must be a whole number of columns'))]), z.transform(Number)), 4),
  /** Slides the server printed (`.woocommerce-product-gallery__image`): a gallery without one has nothing to enhance. */
  slideCount: z.number().check(z.minimum(1, 'the gallery has no .woocommerce-product-gallery__image to show')),
});

export type ProductImagesProps = z.output<typeof propsSchema>;
