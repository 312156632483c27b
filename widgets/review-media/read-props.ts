// `.cr-comment-images` (a review in a list) or `.image-row` (a grid card) → raw props: the review id
// and its pictures, full size from the link (lists) or the image (grid), with the printed size; and
// whether the shop turned the lightbox off (`cr_ajax_object.disable_lightbox`).
import { readReviewsSettings } from '@/dom';

/** Pictures the viewer shows: a review's linked images, or a card's images. */
export const PICTURES = 'a.cr-comment-a img, img.image-row-img';

/** The review the box belongs to (the mount's trigger has its own copy: a chunk may not import from the entry). */
function reviewIdOf(box: HTMLElement): string | undefined {
  const card = box.closest('[data-reviewid]');
  if (card) return card.getAttribute('data-reviewid') ?? undefined;
  return /^li-comment-(\d+)$/.exec(box.closest('li[id^="li-comment-"]')?.id ?? '')?.[1];
}

/** Printed sizes; a picture printed without them is shown at 4:3 until it loads (PhotoSwipe needs a size). */
const sizeOf = (image: HTMLImageElement, name: 'width' | 'height', fallback: number): number => Number(image.getAttribute(name)) || fallback;

export function readProps(box: HTMLElement): unknown {
  const pictures = [...box.querySelectorAll<HTMLImageElement>(PICTURES)].map((image) => ({
    src: image.closest('a.cr-comment-a')?.getAttribute('href') || image.currentSrc || image.src,
    width: sizeOf(image, 'width', 1200),
    height: sizeOf(image, 'height', 900),
    alt: image.alt,
  }));
  return { reviewId: reviewIdOf(box), pictures, isLightboxOn: !readReviewsSettings().isLightboxDisabled };
}
