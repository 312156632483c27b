// `.cr-comment-images` (a review in a list) or `.image-row` (a grid card) → raw props: the review id
// and its pictures, full size from the link (lists) or the image (grid), with the printed size; and
// whether the shop turned the lightbox off (`cr_ajax_object.disable_lightbox`).
import { readReviewsSettings } from '@/dom';
import { reviewIdOf } from '@/reviews';

/** Pictures the viewer shows: a review's linked images, or a card's images. */
export const PICTURES = 'a.cr-comment-a img, img.image-row-img';

/** Printed sizes; a picture printed without them is shown at 4:3 until it loads (PhotoSwipe needs a size). */
const sizeOf = (image: HTMLImageElement, name: 'width' | 'height', fallback: number): number => Number(image.getAttribute(name)) || fallback;

export function readProps(box: HTMLElement): unknown {
  const pictures = [...box.querySelectorAll<HTMLImageElement>(PICTURES)].map((image) => ({
    src: image.closest('a.cr-comment-a')?.getAttribute('href') || image.currentSrc || image.src,
    width: sizeOf(image, 'width', 1200),
    height: sizeOf(image, 'height', 900),
    alt: image.alt,
  }));
  return { reviewId: reviewIdOf(box) || undefined, pictures, isLightboxOn: !readReviewsSettings().isLightboxDisabled };
}
