// Additional Variation Images Gallery's product gallery. The plugin prints it `loading-gallery` (its CSS
// hides the images, or blurs them, until its script has built the slider); its CSS already lays the
// unbuilt gallery out as the slider starts (the first image, the thumbnail strip). So, at scan: the gallery
// is shown; the island (slider, lightbox) waits for the shopper —
// a pointer over the gallery, a press, focus or key in it or in the product's variation form (whose choice
// it follows) — or for the form's default variation to come into view. PhotoSwipe only on first open.
import { defineIsland, type TriggerTools } from '../src/runtime';
import { hasDefault } from './variation-form';

const THUMBS = '.wvg-gallery-thumbnail-image';

// The thumbnails are not made keyboard buttons here: Tab reaches the full-screen link first, whose focus
// starts the island, and the island's markup replaces these (a focused thumbnail would lose its focus).
// Without that link the gallery starts in view (below).
const showGallery = (gallery: HTMLElement): void => gallery.querySelector('.woo-variation-gallery-wrapper')?.classList.remove('loading-gallery');

function whenWanted(gallery: HTMLElement, { intent, visible, signal }: TriggerTools): Promise<void> {
  // Found as the island finds it (outside a `.product`, a page builder's template: the page's form).
  const form = (gallery.closest('.product') ?? document).querySelector('form.variations_form');
  return new Promise((resolve) => {
    void intent().then(resolve);
    // A default choice changes the gallery by itself; without the full-screen link (the lightbox turned off)
    // a keyboard could not reach the gallery to start it: then it starts in view, as a slider did.
    if ((form && hasDefault(form)) || !gallery.querySelector('a[href]')) void visible().then(resolve);
    // A key in the form comes after its focus.
    for (const [target, type] of [[gallery, 'pointerover'], [form, 'pointerdown'], [form, 'focusin']] as const) target?.addEventListener(type, () => resolve(), { once: true, signal });
  });
}

/** A pressed thumbnail shows its image at once (the plugin's CSS shows only the first until the slider runs). */
function showPressed(target: HTMLElement): void {
  const thumb = target.closest(THUMBS);
  const gallery = thumb?.closest('.woo-variation-product-gallery');
  if (!thumb || !gallery) return;
  const index = [...gallery.querySelectorAll(THUMBS)].indexOf(thumb);
  gallery.querySelectorAll<HTMLElement>('.woo-variation-gallery-slider > .wvg-gallery-image').forEach((slide, each) => (slide.style.display = each === index ? 'block' : 'none'));
}

export const productGallery = defineIsland({
  name: 'product-gallery',
  legacy: 'woo-variation-gallery',
  selector: '.woo-variation-product-gallery[data-product_id]',
  prepare: showGallery,
  trigger: { on: 'custom', when: whenWanted },
  feedback: showPressed,
  takeover: 'replace',
  load: () => import('../widgets/product-gallery'),
});
