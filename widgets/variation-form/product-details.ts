// What follows the chosen variation outside the form: SKU, weight, dimensions, the main product image
// (WooCommerce's gallery), and Customer Reviews' GTIN / MPN / brand. Originals are kept in the
// `data-o_*` attributes the legacy scripts used, so scripts that read them still find them.
import type { Variation, VariationImage } from '@/api';
import { emitOn } from '@/dom';

/** The image update tells the gallery 20 ms later (after the new image's layout). */
const GALLERY_NOTICE_DELAY_MS = 20;

/** `$.fn.wc_set_content`: keeps the original text in data-o_content, then shows `content`. */
export function setContent(elements: Iterable<Element>, content: string): void {
  for (const element of elements) {
    if (!element.hasAttribute('data-o_content')) element.setAttribute('data-o_content', element.textContent ?? '');
    element.textContent = content;
  }
}

/** `$.fn.wc_reset_content`. */
export function resetContent(elements: Iterable<Element>): void {
  for (const element of elements) {
    const original = element.getAttribute('data-o_content');
    if (original !== null) element.textContent = original;
  }
}

/** `$.fn.wc_set_variation_attr`: keeps the original value in data-o_<attr>, then sets it. */
export function setVariationAttr(element: Element | null | undefined, attr: string, value: unknown): void {
  if (!element) return;
  if (!element.hasAttribute(`data-o_${attr}`)) element.setAttribute(`data-o_${attr}`, element.getAttribute(attr) ?? '');
  if (value === false || value === undefined || value === null) element.removeAttribute(attr);
  else element.setAttribute(attr, String(value));
}

/** `$.fn.wc_reset_variation_attr`. */
export function resetVariationAttr(element: Element | null | undefined, attr: string): void {
  const original = element?.getAttribute(`data-o_${attr}`);
  if (!element || original === null || original === undefined) return;
  if (original === '') element.removeAttribute(attr);
  else element.setAttribute(attr, original);
}

const IMAGE_ATTRS = ['src', 'height', 'width', 'srcset', 'sizes', 'title', 'data-caption', 'alt', 'data-src', 'data-large_image', 'data-large_image_width', 'data-large_image_height'] as const;

interface GalleryParts {
  readonly gallery: Element | null;
  readonly wrap: Element | null;
  readonly image: Element | null;
  readonly link: Element | null;
}

function galleryParts(product: ParentNode): GalleryParts {
  const gallery = product.querySelector('.images');
  const wrap = gallery?.querySelector('.woocommerce-product-gallery__image, .woocommerce-product-gallery__image--placeholder') ?? null;
  return { gallery: gallery ?? null, wrap, image: wrap?.querySelector('.wp-post-image') ?? null, link: wrap?.querySelector('a') ?? null };
}

const firstThumbnail = (gallery: Element): Element | null => gallery.querySelector('.flex-control-nav li img');

/**
 * `$.fn.wc_variations_image_update`: shows the variation's image in WooCommerce's product gallery
 * (the first slide), or restores the product's own image for `false` or a variation without one.
 * Returns the gallery element when the image changed, so the caller can tell the gallery.
 */
export function updateProductImage(product: ParentNode, variation: Variation | false): Element | null {
  const { gallery, wrap, image, link } = galleryParts(product);
  if (!gallery) return null;
  const props = variation && !Array.isArray(variation.image) ? (variation.image as VariationImage | undefined) : undefined;
  if (props?.src && props.src.length > 1) {
    const values: Record<(typeof IMAGE_ATTRS)[number], unknown> = {
      src: props.src,
      height: props.src_h,
      width: props.src_w,
      srcset: props.srcset,
      sizes: props.sizes,
      title: props.title,
      'data-caption': props.caption,
      alt: props.alt,
      'data-src': props.full_src,
      'data-large_image': props.full_src,
      'data-large_image_width': props.full_src_w,
      'data-large_image_height': props.full_src_h,
    };
    for (const attr of IMAGE_ATTRS) setVariationAttr(image, attr, values[attr]);
    setVariationAttr(wrap, 'data-thumb', props.src);
    setVariationAttr(link, 'href', props.full_src);
    // The slider's first thumbnail shows the variation too (flexslider's strip, or the bootstrap's).
    setVariationAttr(firstThumbnail(gallery), 'src', props.gallery_thumbnail_src ?? props.src);
  } else {
    for (const attr of IMAGE_ATTRS) resetVariationAttr(image, attr);
    resetVariationAttr(wrap, 'data-thumb');
    resetVariationAttr(link, 'href');
    resetVariationAttr(firstThumbnail(gallery), 'src');
  }
  return gallery;
}

/**
 * The whole of `$.fn.wc_variations_image_update` on a form: the image shown, then, after the new image's
 * layout, a window resize, the gallery back to its first slide when the image changed (the form's
 * `current-image` attribute, as WooCommerce kept it) and its zoom started again. `later` runs the notice (a
 * running form passes its own timers, cleared when it stops).
 */
export function showVariationImage(form: HTMLFormElement, product: ParentNode, variation: Variation | false, later: (ms: number, run: () => void) => unknown = (ms, run) => setTimeout(run, ms)): void {
  const gallery = updateProductImage(product, variation);
  if (!gallery) return;
  later(GALLERY_NOTICE_DELAY_MS, () => {
    window.dispatchEvent(new Event('resize'));
    resetSlideIfChanged(form, product, variation);
    emitOn(gallery, 'woocommerce_gallery_init_zoom');
  });
}

/** `$.fn.wc_maybe_trigger_slide_position_reset`: the gallery told to go back to its first slide when the image is another than the form's `current-image`. */
export function resetSlideIfChanged(form: HTMLFormElement, product: ParentNode, variation: Variation | false): void {
  const imageId = variation ? String(variation.image_id ?? '') : '';
  if (imageId === (form.getAttribute('current-image') ?? '')) return;
  form.setAttribute('current-image', imageId);
  const gallery = product.querySelector('.images');
  if (gallery) emitOn(gallery, 'woocommerce_gallery_reset_slide_position');
}

const REVIEW_IDENTIFIERS = [
  ['_cr_gtin', 'cr_gtin'],
  ['_cr_mpn', 'cr_mpn'],
  ['_cr_brand', 'cr_brand'],
] as const;

/** Customer Reviews' structured-data places (`.cr_gtin > .cr_gtin_val` …) show the variation's values. */
export function showReviewIdentifiers(scope: ParentNode, variation: Variation): void {
  for (const [field, place] of REVIEW_IDENTIFIERS) {
    const value = variation[field];
    if (typeof value !== 'string') continue;
    for (const element of scope.querySelectorAll(`.${place}_val`)) element.textContent = value;
  }
}

/** …and the product's own values again (kept by the plugin in `data-o_content`). */
export function resetReviewIdentifiers(scope: ParentNode): void {
  for (const [, place] of REVIEW_IDENTIFIERS) {
    for (const holder of scope.querySelectorAll(`.${place}`)) {
      const original = holder.getAttribute('data-o_content');
      const value = holder.querySelector(`.${place}_val`);
      if (original !== null && value) value.textContent = original;
    }
  }
}
