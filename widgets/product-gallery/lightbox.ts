// The full-screen viewer: PhotoSwipe 5 and its CSS, loaded on the first open only.
import PhotoSwipe from 'photoswipe';
import css from 'photoswipe/style.css?inline';
import { adoptStyles } from '@/dom';
import type { Slide } from './schema';

/** The lightbox constants of the spec (§9): spacing 0.12, idle UI 4 s, preload [0, 2]. */
const LIGHTBOX_OPTIONS = { spacing: 0.12, idleTime: 4000, preload: [0, 2] as [number, number] };

/**
 * Opens the viewer on `index`; `onChange` follows the shopper's swipes so the page's slider can show
 * the same image on close. PhotoSwipe traps focus, closes on Escape and returns focus when closed.
 */
export function openLightbox(images: readonly Slide[], index: number, onChange: (index: number) => void): void {
  adoptStyles('photoswipe', css);
  const viewer = new PhotoSwipe({
    ...LIGHTBOX_OPTIONS,
    dataSource: images.map((image) => ({
      src: image.fullSrc,
      width: image.fullWidth ?? image.width ?? 800,
      height: image.fullHeight ?? image.height ?? 800,
      alt: image.alt,
    })),
    index,
    // WooCommerce's photoswipe_options: no show/hide animation, no history, no share.
    showHideAnimationType: 'none',
    closeTitle: 'Close (Esc)',
    arrowPrevTitle: 'Previous (arrow left)',
    arrowNextTitle: 'Next (arrow right)',
    zoomTitle: 'Zoom in/out',
  });
  viewer.on('change', () => onChange(viewer.currIndex));
  viewer.init();
}
