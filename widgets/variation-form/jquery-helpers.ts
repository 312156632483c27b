// The helpers add-to-cart-variation.js defined on jQuery's `$.fn`, which other scripts call from the
// variation events: Variation Swatches Pro and YITH's colour and label swatches update the product image
// with `$form.wc_variations_image_update(variation)`, themes write the SKU with `$sku.wc_set_content()`.
// Given once a variation form runs, where the page has jQuery (or once a delayed jQuery arrives) and no
// script defined them; they stay for the page (other forms, and the scripts that kept a reference, may
// still call them).
import type { Variation } from '@/api';
import { whenJQuery } from '@/dom';
import { resetContent, resetVariationAttr, setContent, setVariationAttr, showVariationImage } from './product-details';

type JQuerySet = ArrayLike<Element>;

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
    if (form instanceof HTMLFormElement) showVariationImage(form, form.closest('.product') ?? document, variation);
  },
};

export function provideJQueryHelpers(): void {
  whenJQuery(($) => {
    for (const [name, helper] of Object.entries(HELPERS)) $.fn[name] ??= helper;
  });
}
