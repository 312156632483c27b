// The variation templates (`script#tmpl-variation-template`, `#tmpl-unavailable-variation-template`)
// rendered without wp.template when they only use simple slots, as WooCommerce 10 does (CSP-friendly).
import type { Variation } from '@/api';

const SLOT = /\{\{(\{?)\s*data\.variation\.([a-zA-Z0-9_]+)\s*\}?\}\}/g;
const DEFAULT_TEMPLATE = `<div class="woocommerce-variation-description">{{{ data.variation.variation_description }}}</div>
<div class="woocommerce-variation-price">{{{ data.variation.price_html }}}</div>
<div class="woocommerce-variation-availability">{{{ data.variation.availability_html }}}</div>`;
const DEFAULT_UNAVAILABLE = '<p role="alert">Sorry, this product is unavailable. Please choose a different combination.</p>';

interface WpTemplate {
  template?: (id: string) => (data: unknown) => string;
}

const escapeHtml = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#039;');

/** Whether a template only uses `{{ data.variation.x }}` / `{{{ data.variation.x }}}` slots. */
function isSimple(source: string): boolean {
  return !source.replace(SLOT, '').includes('{{') && !source.includes('<#');
}

function fillSlots(source: string, variation: Variation): string {
  return source.replace(SLOT, (_whole, raw: string, key: string) => {
    const value = (variation as Record<string, unknown>)[key];
    const text = value === undefined || value === null ? '' : String(value);
    return raw ? text : escapeHtml(text);
  });
}

/** The HTML `.single_variation` shows for `variation` (the unavailable template when it is not visible). */
export function renderVariationTemplate(variation: Variation): string {
  const id = variation.variation_is_visible ? 'variation-template' : 'unavailable-variation-template';
  const source = document.getElementById(`tmpl-${id}`)?.innerHTML;
  let html: string;
  if (source === undefined) html = fillSlots(id === 'variation-template' ? DEFAULT_TEMPLATE : DEFAULT_UNAVAILABLE, variation);
  else if (isSimple(source)) html = fillSlots(source, variation);
  else {
    const wp = (window as { wp?: WpTemplate }).wp;
    if (wp?.template) html = wp.template(id)({ variation });
    else {
      console.error(`[shop-islands] variation-form: #tmpl-${id} needs wp.template (it has logic), which the page does not load; showing the default template`);
      html = fillSlots(id === 'variation-template' ? DEFAULT_TEMPLATE : DEFAULT_UNAVAILABLE, variation);
    }
  }
  return html.replace('/*<![CDATA[*/', '').replace('/*]]>*/', '');
}
