// The gallery's slides as the page shows them now (the variation form may have swapped the first
// image): what the lightbox and the zoom need from each.

export interface GalleryPicture {
  readonly src: string;
  readonly width: number;
  readonly height: number;
  readonly alt: string;
  readonly caption: string;
}

export const SLIDE_SELECTOR = '.woocommerce-product-gallery__image';

/** Full-size picture of a slide: `data-large_image` and its size, else the link's target. */
export function pictureOf(slide: Element): GalleryPicture {
  const image = slide.querySelector('img');
  const size = (name: string): number => Number(image?.getAttribute(name)) || 0;
  return {
    src: image?.getAttribute('data-large_image') || slide.querySelector('a')?.getAttribute('href') || image?.getAttribute('src') || '',
    width: size('data-large_image_width') || size('width'),
    height: size('data-large_image_height') || size('height'),
    alt: image?.getAttribute('alt') ?? '',
    caption: image?.getAttribute('data-caption') || image?.getAttribute('title') || '',
  };
}

export function slidesOf(gallery: Element): HTMLElement[] {
  return [...gallery.querySelectorAll<HTMLElement>(SLIDE_SELECTOR)];
}
