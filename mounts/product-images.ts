// WooCommerce's own product gallery (single-product/product-image.php). WooCommerce prints it at
// `opacity: 0` for single-product.js to fade in once flexslider has laid it out; without that script
// the product photo would stay invisible. So, at scan, in the bootstrap (no chunk to wait for): the
// gallery is shown, and a gallery of several images is laid out as flexslider leaves it — the first
// image, then the thumbnail strip (`ol.flex-control-thumbs`, which the theme's CSS already lays out) —
// so nothing moves when the island takes over. The island itself (slider, zoom, lightbox) waits for
// the shopper: a pointer over the gallery, a focus, a key or a click (held and replayed).
import { defineIsland, type TriggerTools } from '../src/runtime';

/** flexslider_enabled, read without the settings parser (it is not in the bootstrap); missing means on, as in most themes. */
function isSliderEnabled(): boolean {
  const value = (window as { wc_single_product_params?: { flexslider_enabled?: unknown } }).wc_single_product_params?.flexslider_enabled;
  return value !== '' && value !== '0' && value !== false;
}

/** Shows the photo and lays out the strip; whatever the trigger, even if the island never runs. */
function layOutGallery(gallery: HTMLElement): void {
  gallery.style.opacity = '1';
  const slides = gallery.querySelectorAll<HTMLElement>('.woocommerce-product-gallery__image');
  if (slides.length > 1 && isSliderEnabled() && !gallery.querySelector('.flex-control-thumbs')) {
    const strip = document.createElement('ol');
    strip.className = 'flex-control-nav flex-control-thumbs';
    slides.forEach((slide, index) => {
      // Hidden, not removed: the island turns the same slides into a slider.
      if (index) slide.style.display = 'none';
      const thumb = document.createElement('img');
      thumb.src = slide.dataset.thumb ?? '';
      // A button named by its alt text (an empty alt would make it presentational).
      thumb.alt = `Show image ${index + 1} of ${slides.length}`;
      thumb.width = thumb.height = 100;
      thumb.setAttribute('role', 'button');
      thumb.tabIndex = 0;
      if (!index) thumb.className = 'flex-active';
      strip.appendChild(document.createElement('li')).append(thumb);
    });
    gallery.append(strip);
  }
}

/**
 * A pointer over the gallery (zoom is on hover), or any other intent. A product without an image prints
 * WooCommerce's placeholder instead of slides: nothing to enhance there (shown by `prepare`), so it never starts.
 */
function whenApproached(gallery: HTMLElement, { intent, signal }: TriggerTools): Promise<void> {
  if (!gallery.querySelector('.woocommerce-product-gallery__image')) return new Promise(() => undefined);
  return Promise.race([intent(), new Promise<void>((resolve) => gallery.addEventListener('pointerover', () => resolve(), { once: true, signal }))]);
}

/**
 * A press while the gallery loads shows at once: a thumbnail shows its image (as the strip will), a
 * pressed photo dims until the viewer opens (the island clears it).
 */
function showPressed(target: HTMLElement): void {
  const gallery = target.closest('.woocommerce-product-gallery');
  const slides = [...(gallery?.querySelectorAll<HTMLElement>('.woocommerce-product-gallery__image') ?? [])];
  const thumb = target.closest('.flex-control-thumbs img');
  if (thumb) {
    const thumbs = [...(gallery?.querySelectorAll('.flex-control-thumbs img') ?? [])];
    // `block`, not '': the critical CSS hides slides 2…n until the island makes the slider.
    slides.forEach((slide, index) => (slide.style.display = thumbs[index] === thumb ? 'block' : 'none'));
    for (const each of thumbs) each.classList.toggle('flex-active', each === thumb);
  } else target.closest<HTMLElement>('.woocommerce-product-gallery__image')?.style.setProperty('opacity', '.7');
}

export const productImages = defineIsland({
  name: 'product-images',
  legacy: 'wc-single-product',
  selector: '.woocommerce-product-gallery',
  prepare: layOutGallery,
  trigger: { on: 'custom', when: whenApproached },
  feedback: showPressed,
  takeover: 'append',
  load: () => import('../widgets/product-images'),
});
