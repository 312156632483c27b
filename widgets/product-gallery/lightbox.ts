// The full-screen viewer, loaded on the first open only: the shop's one PhotoSwipe (@/lightbox).
import { openPhotoViewer } from '@/lightbox';
import type { Slide } from './schema';

/** Opens the viewer on `index`; `onChange` follows the shopper's swipes so the page's slider can show the same image on close. */
export function openLightbox(images: readonly Slide[], index: number, onChange: (index: number) => void): void {
  openPhotoViewer(
    images.map((image) => ({ src: image.fullSrc, width: image.fullWidth ?? image.width ?? 800, height: image.fullHeight ?? image.height ?? 800, alt: image.alt })),
    index,
    // WooCommerce's photoswipe_options: no show/hide animation, no history, no share.
    { options: { showHideAnimationType: 'none' }, onChange },
  );
}
