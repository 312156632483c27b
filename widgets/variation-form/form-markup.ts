// The variation form's markup as the controller changes it, as add-to-cart-variation.js did: the
// attribute selects' options, the variation id, the product's SKU, weight and dimensions, the quantity,
// the add-to-cart button's state, the "no match" notice, the reset link and its announcement.
import type { Variation } from '@/api';
import { chosenAttributesOf } from '@/dom';
import type { OptionState } from '@/lib';
import { resetContent, resetReviewIdentifiers, setContent } from './product-details';

const BUTTON_STATE_CLASSES = ['disabled', 'wc-variation-selection-needed', 'wc-variation-is-unavailable'];
const WEIGHTS = '.product_weight, .woocommerce-product-attributes-item--weight .woocommerce-product-attributes-item__value';
const DIMENSIONS = '.product_dimensions, .woocommerce-product-attributes-item--dimensions .woocommerce-product-attributes-item__value';

/** An option of an attribute select as the server printed it. */
export interface OriginalOption {
  readonly value: string;
  readonly label: string;
}

function optionOf(label: string, value: string): HTMLOptionElement {
  const option = document.createElement('option');
  option.value = value;
  option.textContent = label;
  return option;
}

/**
 * update_variation_values for one select: it keeps the options some variation offers with the other
 * choices (`stateOf` each value), marked as WooCommerce marks them; a choice no longer offered is emptied.
 */
export function rebuildOptions(select: HTMLSelectElement, originals: readonly OriginalOption[], stateOf: (value: string) => OptionState): void {
  const current = select.value;
  const [placeholder, ...values] = originals[0]?.value === '' ? originals : [undefined, ...originals];
  const attached = values.map((option) => ({ option: option!, state: stateOf(option!.value) })).filter(({ state }) => state !== 'detached');
  const isCurrentValid = !current || attached.some(({ option, state }) => option.value === current && state !== 'disabled');
  const keepPlaceholder = !(attached.length > 0 && current && isCurrentValid && select.dataset.show_option_none === 'no');
  const options: HTMLOptionElement[] = [];
  if (placeholder && keepPlaceholder) options.push(optionOf(placeholder.label, ''));
  for (const { option, state } of attached) {
    const element = optionOf(option.label, option.value);
    element.className = state === 'disabled' ? 'attached' : `attached enabled${state === 'out-of-stock' ? ' out-of-stock' : ''}`;
    element.disabled = state === 'disabled';
    options.push(element);
  }
  select.replaceChildren(...options);
  if (current && isCurrentValid) select.value = current;
  else {
    select.value = '';
    if (current) select.dispatchEvent(new Event('change', { bubbles: true }));
  }
}

/** Writes the variation id into the form's hidden inputs (each fires change). */
export function setVariationId(form: HTMLFormElement, value: string): void {
  for (const input of form.querySelectorAll<HTMLInputElement>('input[name="variation_id"], input.variation_id')) {
    input.value = value;
    input.dispatchEvent(new Event('change', { bubbles: true }));
  }
}

/** `$.parseHTML(html)[0].data`: the text of an entity-encoded string such as "10 &times; 5 cm". */
function decodeEntities(html: string): string {
  return new DOMParser().parseFromString(html, 'text/html').documentElement.textContent ?? '';
}

/** The variation's SKU, weight and dimensions in the product's meta and attribute table (the product's own where it has none). */
export function showDetails(product: ParentNode, variation: Variation): void {
  const skus = (product.querySelector('.product_meta') ?? product).querySelectorAll('.sku');
  if (variation.sku) setContent(skus, variation.sku);
  else resetContent(skus);
  if (variation.weight) setContent(product.querySelectorAll(WEIGHTS), variation.weight_html);
  else resetContent(product.querySelectorAll(WEIGHTS));
  if (variation.dimensions) setContent(product.querySelectorAll(DIMENSIONS), decodeEntities(variation.dimensions_html));
  else resetContent(product.querySelectorAll(DIMENSIONS));
}

/** reset_data: the product's own SKU, weight, dimensions and identifiers back. */
export function resetDetails(product: ParentNode): void {
  resetContent((product.querySelector('.product_meta') ?? product).querySelectorAll('.sku'));
  resetContent(product.querySelectorAll(WEIGHTS));
  resetContent(product.querySelectorAll(DIMENSIONS));
  resetReviewIdentifiers(product);
}

/** The quantity box follows the variation: its min and max, the value kept within them; hidden when sold individually. */
export function applyQuantity(form: HTMLFormElement, variation: Variation): void {
const input = form.querySelector<HTMLInputElement>('.single_variation_wrap .quantity input.qty[name="quantity"]');
  if (!input) return;
  const box = input.closest<HTMLElement>('.quantity');
  if (variation.is_sold_individually === 'yes') {
    input.value = '1';
    input.min = '1';
    input.removeAttribute('max');
    input.dispatchEvent(new Event('change', { bubbles: true }));
    if (box) box.style.display = 'none';
    return;
  }
  const max = parseFloat(String(variation.max_qty));
  const min = parseFloat(String(variation.min_qty));
  let quantity = parseFloat(input.value);
  if (Number.isNaN(quantity)) quantity = min;
  else {
    if (quantity > max) quantity = max;
    if (quantity < min) quantity = min;
  }
  input.min = String(variation.min_qty);
  if (variation.max_qty === '' || Number.isNaN(max)) input.removeAttribute('max');
  else input.max = String(variation.max_qty);
  input.value = Number.isNaN(quantity) ? '' : String(quantity);
  input.dispatchEvent(new Event('change', { bubbles: true }));
  box?.style.removeProperty('display');
}

/** show_variation: the button enabled for a purchasable variation, else disabled as unavailable. */
export function showPurchasable(form: HTMLFormElement, purchasable: boolean): void {
  const button = form.querySelector<HTMLElement>('.single_add_to_cart_button');
  if (purchasable) {
    button?.classList.remove(...BUTTON_STATE_CLASSES);
    button?.removeAttribute('aria-disabled');
  } else {
    button?.classList.remove('wc-variation-selection-needed');
    button?.classList.add('disabled', 'wc-variation-is-unavailable');
    button?.setAttribute('aria-disabled', 'true');
  }
  const wrapper = form.querySelector('.woocommerce-variation-add-to-cart');
  wrapper?.classList.toggle('woocommerce-variation-add-to-cart-enabled', purchasable);
  wrapper?.classList.toggle('woocommerce-variation-add-to-cart-disabled', !purchasable);
}

/** hide_variation: the button disabled until a full choice is made. */
export function showSelectionNeeded(form: HTMLFormElement): void {
  const button = form.querySelector<HTMLElement>('.single_add_to_cart_button');
  button?.classList.remove('wc-variation-is-unavailable');
  button?.classList.add('disabled', 'wc-variation-selection-needed');
  button?.setAttribute('aria-disabled', 'true');
  const wrapper = form.querySelector('.woocommerce-variation-add-to-cart');
  wrapper?.classList.remove('woocommerce-variation-add-to-cart-enabled');
  wrapper?.classList.add('woocommerce-variation-add-to-cart-disabled');
}

/** Puts "no product matches your choice" after the variation block, hidden for its slide; returns the notice. */
export function addNoMatchNotice(single: HTMLElement, text: string): HTMLElement {
  const alert = document.createElement('div');
  alert.setAttribute('role', 'alert');
  const notice = document.createElement('p');
  notice.className = 'wc-no-matching-variations woocommerce-info';
  notice.textContent = text;
  notice.style.display = 'none';
  alert.append(notice);
  single.after(alert);
  return notice;
}

export function removeNoMatchNotice(form: HTMLFormElement): void {
  for (const notice of form.querySelectorAll('.wc-no-matching-variations')) {
    const holder = notice.parentElement?.getAttribute('role') === 'alert' ? notice.parentElement : notice;
    holder.remove();
  }
}

export function setResetAnnouncement(form: HTMLFormElement, text: string): void {
  const alert = form.querySelector('.reset_variations_alert');
  if (alert) alert.textContent = text;
}

export function toggleResetLink(form: HTMLFormElement, isVisible: boolean): void {
  const link = form.querySelector<HTMLElement>('.reset_variations');
  if (link) link.style.visibility = isVisible ? 'visible' : 'hidden';
}

/** Clear: every select emptied, each firing change. */
export function clearChoices(selects: readonly HTMLSelectElement[]): void {
  for (const select of selects) {
    select.value = '';
    select.dispatchEvent(new Event('change', { bubbles: true }));
  }
}

/** Focus to the first choice: the swatches' tab stop, or the first select shown. */
export function focusFirstChoice(form: HTMLFormElement): void {
  form.querySelector<HTMLElement>('.variations [role="radio"][tabindex="0"], .variations select:not([style*="display:none"]):not([style*="display: none"])')?.focus();
}

/** getChosenAttributes(): the choice of each select, how many selects, how many chosen. */
export function chosenAttributes(form: HTMLFormElement): { data: Record<string, string>; count: number; chosenCount: number } {
  const data = chosenAttributesOf(form);
  const values = Object.values(data);
  return { data, count: values.length, chosenCount: values.filter(Boolean).length };
}
