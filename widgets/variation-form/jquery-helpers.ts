// The helpers add-to-cart-variation.js defined on jQuery's `$.fn`, which other scripts call from the
// variation events: Variation Swatches Pro and YITH's colour and label swatches update the product image
// with `$form.wc_variations_image_update(variation)`, themes write the SKU with `$sku.wc_set_content()`.
// Given once a variation form runs, where the page has jQuery (or once a delayed jQuery arrives) and no
// script defined them; they stay for the page (other forms, and the scripts that kept a reference, may
// still call them). The entry defines the two image helpers from the start (mounts/jquery-plugins.ts),
// for the themes that replace or wrap them when they start: those call the implementation left here.
import type { Variation } from '@/api';
import { jQueryOf, reportLater, whenJQuery } from '@/dom';
import { resetContent, resetSlideIfChanged, resetVariationAttr, setContent, setVariationAttr, showVariationImage, updateProductImage } from './product-details';

type JQuerySet = ArrayLike<Element>;

/** A running form's own timers, for its image notices (cleared when it stops), whoever calls the helper. */
export const imageTimers = new WeakMap<HTMLFormElement, (ms: number, run: () => void) => unknown>();

/** Where a form's product details are: its product, or the page (a page builder's template). */
export const productOf = (form: HTMLFormElement): ParentNode => form.closest('.product') ?? document;

const HELPERS: Record<string, (this: JQuerySet, ...args: never[]) => void> = {
  wc_set_content(content: string) {
    setContent(Array.from(this), content);
  },
  wc_reset_content() {
    resetContent(Array.from(this));
  },
  wc_set_variation_attr(attr: string, value: unknown) {
    for (const element of Array.from(this)) setVariationAttr(element, attr, value);
  },
  wc_reset_variation_attr(attr: string) {
    for (const element of Array.from(this)) resetVariationAttr(element, attr);
  },
  wc_variations_image_update(variation: Variation | false) {
    const form = this[0];
    if (form instanceof HTMLFormElement) showVariationImage(form, productOf(form), variation, imageTimers.get(form));
  },
  wc_variations_image_reset() {
    const form = this[0];
    if (form instanceof HTMLFormElement) updateProductImage(productOf(form), false);
  },
  /** The gallery back to its first slide when the variation's image is another than the form's `current-image`. */
  wc_maybe_trigger_slide_position_reset(variation: Variation | false) {
    const form = this[0];
    if (form instanceof HTMLFormElement) resetSlideIfChanged(form, productOf(form), variation);
  },
};

/** What the entry's stand-ins run (the key is written there too: the bootstrap and a chunk may not share a module). */
const IMPLEMENTED = ['wc_variations_image_update', 'wc_variations_image_reset'];

/**
 * `$form.wc_variations_image_update(variation)` through the page's jQuery, as add-to-cart-variation.js called it, so
 * a theme's replacement (Blocksy's gallery) or wrapper is heard; a theme's that throws stops nothing of the form's
 * (its error is reported in a task of its own). Returns whether the page had one to call.
 */
export function callImageUpdate(form: HTMLFormElement, variation: Variation | false): boolean {
  const $ = jQueryOf();
  const update = $?.fn.wc_variations_image_update;
  if (typeof update !== 'function') return false;
  try {
    update.call($!(form), variation);
  } catch (error) {
    reportLater(error);
  }
  return true;
}

export function provideJQueryHelpers(): void {
  for (const name of IMPLEMENTED) (globalThis as { [key: symbol]: unknown })[Symbol.for(`shop-islands:${name}`)] = HELPERS[name];
  whenJQuery(($) => {
    for (const [name, helper] of Object.entries(HELPERS)) $.fn[name] ??= helper;
  });
}
