// The variation form's behaviour, event for event as add-to-cart-variation.js: every step is a handler
// of the legacy event that triggers it, so other plugins that trigger check_variations, reset_data,
// reload_product_variations, show_variation … drive this form exactly as they drove WooCommerce's.
import { describeFailure, getVariation, productVariationsOf, shopperMessage, type Variation } from '@/api';
import { attributeNameOf, attributeSelectsOf, chosenAttributesOf, emitOn, onElement, type VariationFormSettings } from '@/dom';
import { findMatchingVariations, optionState, toFormParams, type FormValue, type VariationAttributes } from '@/lib';
import { resetContent, resetReviewIdentifiers, setContent, showReviewIdentifiers, updateProductImage } from './product-details';
import { slideDown, slideUp } from './slide';
import { renderVariationTemplate } from './template';

/** add-to-cart-variation.js: the first check runs 100 ms after init. */
export const INIT_DELAY_MS = 100;
/** The variation block is written 300 ms after a variation is found. */
export const SHOW_DELAY_MS = 300;
/** slideDown / slideUp of the variation block and the no-match notice. */
export const SLIDE_MS = 200;
/** The image update tells the gallery 20 ms later (after the new image's layout). */
const GALLERY_NOTICE_DELAY_MS = 20;

const BUTTON_STATE_CLASSES = ['disabled', 'wc-variation-selection-needed', 'wc-variation-is-unavailable'];

export interface FormStatus {
  /** A get_variation request is running (WooCommerce blocked the form meanwhile). */
  readonly isLooking: boolean;
  /** Why the last look-up failed, for the shopper. */
  readonly error: string | null;
}

export interface FormOptions {
  readonly productId: number;
  /** The preloaded variations, or `false` when the form looks them up by ajax. */
  readonly variations: readonly Variation[] | false;
  /** `data-custom_data`, posted with get_variation. */
  readonly customData: unknown;
  readonly texts: VariationFormSettings;
  /** woo_variation_swatches_options.disable_out_of_stock: out-of-stock variations do not count as available. */
  readonly disableOutOfStock: boolean;
  readonly onStatus: (status: FormStatus) => void;
}

interface OriginalOption {
  readonly value: string;
  readonly label: string;
}

export class VariationFormController {
  private readonly form: HTMLFormElement;
  private readonly options: FormOptions;
  private variations: readonly Variation[] | false;
  private readonly product: ParentNode;
  private readonly originals = new Map<HTMLSelectElement, OriginalOption[]>();
  private readonly stops: (() => void)[] = [];
  private readonly timers = new Set<number>();
  private showTimer: number | undefined;
  private lookup: AbortController | undefined;
  /** The choice `lookup` asks about. */
  private lookupKey = '';
  private isLoading = true;
  private status: FormStatus = { isLooking: false, error: null };

  constructor(form: HTMLFormElement, options: FormOptions) {
    this.form = form;
    this.options = options;
    this.variations = options.variations;
    this.product = form.closest('.product') ?? document;
  }

  private get selects(): HTMLSelectElement[] {
    return attributeSelectsOf(this.form);
  }

  private get singleVariation(): HTMLElement | null {
    return this.form.querySelector<HTMLElement>('.single_variation');
  }

  private get button(): HTMLElement | null {
    return this.form.querySelector<HTMLElement>('.single_add_to_cart_button');
  }

  private get useAjax(): boolean {
    return this.variations === false;
  }

  /** getChosenAttributes(). */
  chosenAttributes(): { data: Record<string, string>; count: number; chosenCount: number } {
    const data = chosenAttributesOf(this.form);
    const values = Object.values(data);
    return { data, count: values.length, chosenCount: values.filter(Boolean).length };
  }

  private later(ms: number, run: () => void): number {
    const id = window.setTimeout(() => {
      this.timers.delete(id);
      run();
    }, ms);
    this.timers.add(id);
    return id;
  }

  /** Drops a variation block still waiting for its 300 ms (a newer match or a reset came first). */
  private cancelShow(): void {
    if (this.showTimer === undefined) return;
    clearTimeout(this.showTimer);
    this.timers.delete(this.showTimer);
    this.showTimer = undefined;
  }

  private setStatus(next: Partial<FormStatus>): void {
    this.status = { ...this.status, ...next };
    this.options.onStatus(this.status);
  }

  /** Binds every handler and schedules the first check; returns the cleanup. */
  start(): () => void {
    const { form } = this;
    for (const select of this.selects) this.originals.set(select, [...select.options].map((option) => ({ value: option.value, label: option.text })));
    const wrap = form.querySelector<HTMLElement>('.single_variation_wrap');
    if (wrap) wrap.style.removeProperty('display');

    const listen = (name: Parameters<typeof onElement>[1], handler: (args: readonly unknown[], event: unknown) => void): void => {
      this.stops.push(onElement(form, name, handler));
    };
    // Select changes: native ones, and jQuery-triggered ones (which never reach native listeners).
    listen('change', (_args, event) => {
      const target = (event as { target?: EventTarget }).target;
      if (target instanceof HTMLSelectElement && target.closest('.variations') && form.contains(target)) this.onSelectChange();
    });
    listen('check_variations', () => this.onCheckVariations());
    listen('update_variation_values', () => this.onUpdateVariationValues());
    listen('found_variation', (args) => {
      const variation = args[0];
      if (variation && typeof variation === 'object') this.onFoundVariation(variation as Variation);
    });
    listen('reset_data', () => this.onResetData());
    listen('reset_image', () => this.onResetImage());
    listen('show_variation', (args) => this.onShowVariation(args[1] === true));
    listen('hide_variation', () => this.onHideVariation());
    listen('reload_product_variations', () => this.onReload());
    listen('announce_reset', () => this.setResetAnnouncement(this.options.texts.resetAlertText));
    listen('clear_reset_announcement', () => this.setResetAnnouncement(''));

    const onClick = (event: MouseEvent): void => {
      const target = event.target instanceof Element ? event.target : null;
      if (target?.closest('.reset_variations')) {
        event.preventDefault();
        this.onReset();
        return;
      }
      const button = target?.closest('.single_add_to_cart_button');
      if (button?.classList.contains('disabled')) {
        event.preventDefault();
        if (button.classList.contains('wc-variation-is-unavailable')) window.alert(this.options.texts.unavailableText);
        else if (button.classList.contains('wc-variation-selection-needed')) window.alert(this.options.texts.makeSelectionText);
      }
    };
    // WooCommerce 10 also clears on Space (Enter clicks a link natively).
    const onKeyDown = (event: KeyboardEvent): void => {
      if (event.key !== ' ' || !(event.target instanceof Element) || !event.target.closest('.reset_variations')) return;
      event.preventDefault();
      this.onReset();
    };
    form.addEventListener('click', onClick);
    form.addEventListener('keydown', onKeyDown);
    this.stops.push(() => {
      form.removeEventListener('click', onClick);
      form.removeEventListener('keydown', onKeyDown);
    });

    this.later(INIT_DELAY_MS, () => {
      emitOn(form, 'check_variations');
      emitOn(form, 'wc_variation_form', this);
      this.isLoading = false;
    });

    return () => {
      for (const stop of this.stops.splice(0)) stop();
      for (const id of this.timers) clearTimeout(id);
      this.timers.clear();
      this.lookup?.abort();
    };
  }

  private onSelectChange(): void {
    const { form } = this;
    for (const input of form.querySelectorAll<HTMLInputElement>('input[name="variation_id"], input.variation_id')) {
      input.value = '';
      input.dispatchEvent(new Event('change', { bubbles: true }));
    }
    emitOn(form, 'clear_reset_announcement');
    this.removeNoMatchNotice();
    if (!this.useAjax) emitOn(form, 'woocommerce_variation_select_change');
    emitOn(form, 'check_variations');
    emitOn(form, 'woocommerce_variation_has_changed');
  }

  private onCheckVariations(): void {
    const { form } = this;
    const attributes = this.chosenAttributes();
    if (attributes.count && attributes.count === attributes.chosenCount) {
      if (this.useAjax) void this.lookUp(attributes.data);
      else {
        emitOn(form, 'update_variation_values');
        const variation = findMatchingVariations(this.variations || [], attributes.data)[0];
        if (variation) emitOn(form, 'found_variation', variation);
        else this.showNoMatch();
      }
    } else {
      this.lookup?.abort();
      if (this.status.isLooking) this.setStatus({ isLooking: false });
      if (!this.useAjax) emitOn(form, 'update_variation_values');
      emitOn(form, 'reset_data');
    }
    this.toggleResetLink(attributes.chosenCount > 0);
  }

  /** The ajax path: the newest selection's answer wins; an older request is aborted. */
  private async lookUp(chosen: VariationAttributes): Promise<void> {
    // The same choice checked again while its answer is on the way (the form's first check_variations,
    // due INIT_DELAY_MS after it starts, when the shopper finished choosing before that): one request.
    const key = JSON.stringify(chosen);
    if (this.lookup && !this.lookup.signal.aborted && this.lookupKey === key) return;
    this.lookup?.abort();
    const lookup = new AbortController();
    this.lookup = lookup;
    this.lookupKey = key;
    // custom_data is parsed JSON (or the attribute text), which FormValue covers.
    const fields = toFormParams({ ...chosen, product_id: this.options.productId, custom_data: this.options.customData as FormValue });
    this.setStatus({ isLooking: true, error: null });
    try {
      const variation = await getVariation(fields, lookup.signal);
      if (lookup.signal.aborted) return;
      if (variation) emitOn(this.form, 'found_variation', variation);
      else this.showNoMatch();
      this.setStatus({ isLooking: false });
    } catch (error) {
      if (lookup.signal.aborted) return;
      const message = shopperMessage(error);
      console.error(`[shop-islands] variation-form: product ${this.options.productId}: ${describeFailure(error)}`);
      emitOn(this.form, 'reset_data');
      this.setStatus({ isLooking: false, error: message });
    } finally {
      if (this.lookup === lookup) this.lookup = undefined;
    }
  }

  private showNoMatch(): void {
    emitOn(this.form, 'reset_data');
    if (this.isLoading) return;
    const single = this.singleVariation;
    if (!single) return;
    this.removeNoMatchNotice();
    const alert = document.createElement('div');
    alert.setAttribute('role', 'alert');
    const notice = document.createElement('p');
    notice.className = 'wc-no-matching-variations woocommerce-info';
    notice.textContent = this.options.texts.noMatchingText;
    notice.style.display = 'none';
    alert.append(notice);
    single.after(alert);
    void slideDown(notice, SLIDE_MS);
  }

  private removeNoMatchNotice(): void {
    for (const notice of this.form.querySelectorAll('.wc-no-matching-variations')) {
      const holder = notice.parentElement?.getAttribute('role') === 'alert' ? notice.parentElement : notice;
      holder.remove();
    }
  }

  /** update_variation_values: each select keeps the options some variation offers with the other choices. */
  private onUpdateVariationValues(): void {
    if (this.useAjax) return;
    const variations = this.variations || [];
    const chosen = this.chosenAttributes().data;
    for (const select of this.selects) {
      const name = attributeNameOf(select);
      const current = select.value;
      const showOptionNone = select.dataset.show_option_none;
      const originals = this.originals.get(select) ?? [];
      const [placeholder, ...values] = originals[0]?.value === '' ? originals : [undefined, ...originals];
      const states = values.map((option) => ({ option: option!, state: optionState(variations, chosen, name, option!.value, this.options.disableOutOfStock) }));
      const attached = states.filter(({ state }) => state !== 'detached');
      const isCurrentValid = !current || attached.some(({ option, state }) => option.value === current && state !== 'disabled');
      const keepPlaceholder = !(attached.length > 0 && current && isCurrentValid && showOptionNone === 'no');
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
    emitOn(this.form, 'woocommerce_update_variation_values');
  }

  private onFoundVariation(variation: Variation): void {
    const { form, product } = this;
    const meta = product.querySelector('.product_meta') ?? product;
    if (variation.sku) setContent(meta.querySelectorAll('.sku'), variation.sku);
    else resetContent(meta.querySelectorAll('.sku'));
    const weights = product.querySelectorAll('.product_weight, .woocommerce-product-attributes-item--weight .woocommerce-product-attributes-item__value');
    if (variation.weight) setContent(weights, variation.weight_html);
    else resetContent(weights);
    const dimensions = product.querySelectorAll('.product_dimensions, .woocommerce-product-attributes-item--dimensions .woocommerce-product-attributes-item__value');
    if (variation.dimensions) setContent(dimensions, decodeEntities(variation.dimensions_html));
    else resetContent(dimensions);
    this.updateImage(variation);

    for (const input of form.querySelectorAll<HTMLInputElement>('input[name="variation_id"], input.variation_id')) {
      input.value = String(variation.variation_id);
      input.dispatchEvent(new Event('change', { bubbles: true }));
    }
    this.updateQuantity(variation);

    const purchasable = variation.is_purchasable && variation.is_in_stock && variation.variation_is_visible;
    this.cancelShow();
    this.showTimer = this.later(SHOW_DELAY_MS, () => {
      this.showTimer = undefined;
      const single = this.singleVariation;
      if (!single) return;
      single.innerHTML = renderVariationTemplate(variation);
      if (single.textContent?.trim()) void slideDown(single, SLIDE_MS);
      else single.style.removeProperty('display');
      emitOn(single, 'show_variation', variation, purchasable);
      showReviewIdentifiers(product, variation);
    });
  }

  private updateQuantity(variation: Variation): void {
    const input = this.form.querySelector<HTMLInputElement>('.single_variation_wrap .quantity input.qty[name="quantity"]');
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

  private updateImage(variation: Variation | false): void {
    const gallery = updateProductImage(this.product, variation);
    if (!gallery) return;
    const imageId = variation ? String(variation.image_id ?? '') : '';
    const previous = this.form.getAttribute('current-image') ?? '';
    this.later(GALLERY_NOTICE_DELAY_MS, () => {
      window.dispatchEvent(new Event('resize'));
      if (imageId !== previous) {
        this.form.setAttribute('current-image', imageId);
        emitOn(gallery, 'woocommerce_gallery_reset_slide_position');
      }
      emitOn(gallery, 'woocommerce_gallery_init_zoom');
    });
  }

  private onResetData(): void {
    const { product } = this;
    resetContent((product.querySelector('.product_meta') ?? product).querySelectorAll('.sku'));
    resetContent(product.querySelectorAll('.product_weight, .woocommerce-product-attributes-item--weight .woocommerce-product-attributes-item__value'));
    resetContent(product.querySelectorAll('.product_dimensions, .woocommerce-product-attributes-item--dimensions .woocommerce-product-attributes-item__value'));
    resetReviewIdentifiers(product);
    emitOn(this.form, 'reset_image');
    this.cancelShow();
    const single = this.singleVariation;
    if (!single) return;
    void slideUp(single, SLIDE_MS);
    emitOn(single, 'hide_variation');
  }

  private onResetImage(): void {
    this.updateImage(false);
  }

  private onShowVariation(purchasable: boolean): void {
    const button = this.button;
    const wrapper = this.form.querySelector('.woocommerce-variation-add-to-cart');
    if (purchasable) {
      button?.classList.remove(...BUTTON_STATE_CLASSES);
      button?.removeAttribute('aria-disabled');
    } else {
      button?.classList.remove('wc-variation-selection-needed');
      button?.classList.add('disabled', 'wc-variation-is-unavailable');
      button?.setAttribute('aria-disabled', 'true');
    }
    wrapper?.classList.toggle('woocommerce-variation-add-to-cart-enabled', purchasable);
    wrapper?.classList.toggle('woocommerce-variation-add-to-cart-disabled', !purchasable);
  }

  private onHideVariation(): void {
    const button = this.button;
    button?.classList.remove('wc-variation-is-unavailable');
    button?.classList.add('disabled', 'wc-variation-selection-needed');
    button?.setAttribute('aria-disabled', 'true');
    const wrapper = this.form.querySelector('.woocommerce-variation-add-to-cart');
    wrapper?.classList.remove('woocommerce-variation-add-to-cart-enabled');
    wrapper?.classList.add('woocommerce-variation-add-to-cart-disabled');
  }

  /** Clear: every select emptied (each fires change), the reset announced, focus back to the first choice. */
  private onReset(): void {
    for (const select of this.selects) {
      select.value = '';
      select.dispatchEvent(new Event('change', { bubbles: true }));
    }
    emitOn(this.form, 'announce_reset');
    emitOn(this.form, 'reset_data');
    // After the swatches re-rendered from the cleared selects (their tab stop is the first swatch again).
    this.later(0, () => {
      const first = this.form.querySelector<HTMLElement>('.variations [role="radio"][tabindex="0"], .variations select:not([style*="display:none"]):not([style*="display: none"])');
      first?.focus();
    });
  }

  private onReload(): void {
    this.variations = productVariationsOf(this.form);
    emitOn(this.form, 'check_variations');
  }

  private setResetAnnouncement(text: string): void {
    const alert = this.form.querySelector('.reset_variations_alert');
    if (alert) alert.textContent = text;
  }

  private toggleResetLink(isVisible: boolean): void {
    const link = this.form.querySelector<HTMLElement>('.reset_variations');
    if (link) link.style.visibility = isVisible ? 'visible' : 'hidden';
  }
}

function optionOf(label: string, value: string): HTMLOptionElement {
  const option = document.createElement('option');
  option.value = value;
  option.textContent = label;
  return option;
}

/** `$.parseHTML(html)[0].data`: the text of an entity-encoded string such as "10 &times; 5 cm". */
function decodeEntities(html: string): string {
  return new DOMParser().parseFromString(html, 'text/html').documentElement.textContent ?? '';
}
