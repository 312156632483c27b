// The full-screen viewer, loaded on the first open only: the shop's one PhotoSwipe (@/lightbox) with
// WooCommerce's photoswipe_options translated from PhotoSwipe 4's names where PhotoSwipe 5 has the same
// idea, and the caption bar WooCommerce's PhotoSwipe 4 skin showed.
import { adoptStyles } from '@/dom';
import { openPhotoViewer } from '@/lightbox';
import type { GalleryPicture } from './slides';

/** The caption bar under the picture, as WooCommerce's PhotoSwipe 4 skin showed it. */
const CAPTION_CSS = '.pswp__caption{position:absolute;left:0;right:0;bottom:0;padding:.75em 1em;text-align:center;color:#fff;background:rgba(0,0,0,.5)}.pswp__caption:empty{display:none}';

/** PhotoSwipe 4 options (as printed by WooCommerce) → PhotoSwipe 5's. `shareEl` and `history` have no PhotoSwipe 5 part to switch. */
function optionsOf(legacy: Readonly<Record<string, unknown>>) {
  const instant = legacy.showAnimationDuration === 0 || legacy.hideAnimationDuration === 0;
  return {
    showHideAnimationType: instant ? ('none' as const) : ('zoom' as const),
    ...(typeof legacy.bgOpacity === 'number' ? { bgOpacity: legacy.bgOpacity } : {}),
    ...(typeof legacy.loop === 'boolean' ? { loop: legacy.loop } : {}),
    // closeOnScroll: PhotoSwipe 5 never closes on a page scroll; a vertical drag closes it unless asked not to.
    ...(legacy.closeOnVerticalDrag === false ? { closeOnVerticalDrag: false } : {}),
  };
}

/** Opens the viewer on `index`; `onChange` follows the shopper's swipes so the page's slider shows the same image on close. */
export function openLightbox(pictures: readonly GalleryPicture[], index: number, legacyOptions: Readonly<Record<string, unknown>>, onChange: (index: number) => void): void {
  adoptStyles('photoswipe-caption', CAPTION_CSS);
  openPhotoViewer(
    pictures.map((picture) => ({ src: picture.src, width: picture.width || 800, height: picture.height || 800, alt: picture.alt })),
    index,
    {
      options: optionsOf(legacyOptions),
      onChange,
      // WooCommerce's viewer showed each image's caption under it.
      setup: (viewer) =>
        viewer.on('uiRegister', () => {
          viewer.ui?.registerElement({
            name: 'caption',
            order: 9,
            isButton: false,
            appendTo: 'root',
            onInit: (element, pswp) => {
              element.setAttribute('aria-live', 'polite');
              const show = (): void => void (element.textContent = pictures[pswp.currIndex]?.caption ?? '');
              pswp.on('change', show);
              show();
            },
          });
        }),
    },
  );
}
