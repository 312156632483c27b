// Props of the variation gallery (Additional Variation Images Gallery markup), and its image shape.
import * as z from 'zod/mini';

const size = z.pipe(z.union([z.number(), z.string().check(z.regex(/^\d+$/))]), z.transform(Number));

/** One gallery image: what the slide, its thumbnail and the lightbox need. */
export const slideSchema = z.object({
  src: z.string().check(z.minLength(1, 'every slide image needs a src')),
  srcset: z._default(z.string(), ''),
  sizes: z._default(z.string(), ''),
  alt: z._default(z.string(), ''),
  title: z._default(z.string(), ''),
  caption: z._default(z.string(), ''),
  width: z.optional(size),
  height: z.optional(size),
  fullSrc: z.string(),
  fullWidth: z.optional(size),
  fullHeight: z.optional(size),
  thumbSrc: z.string(),
  thumbWidth: z.optional(size),
  thumbHeight: z.optional(size),
});

export const propsSchema = z.object({
  productId: size,
  images: z.array(slideSchema),
  columns: z._default(size, 4),
  /** The image a thumbnail pressed before the island ran shows (the bootstrap showed it at once); 0 without one. */
  start: z._default(size, 0),
  /** The wrapper's classes as printed (position class, product type), without the loading state. */
  wrapperClassName: z._default(z.string(), 'woo-variation-gallery-wrapper'),
});

export type Slide = z.output<typeof slideSchema>;
export type ProductGalleryProps = z.output<typeof propsSchema>;
