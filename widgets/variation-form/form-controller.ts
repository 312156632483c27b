// The variation form's behaviour, event for event as add-to-cart-variation.js: every step is a handler
// of the legacy event that triggers it, so other plugins that trigger check_variations, reset_data,
// reload_product_variations, show_variation … drive this form exactly as they drove WooCommerce's.
import { describeFailure, getVariation, productVariationsOf, shopperMessage, type Variation } from '@/api';
import { attributeNameOf, attributeSelectsOf, emitOn, onElement, rememberShownVariation } from '@/dom';
import { findMatchingVariations, latestRequest, optionState, toFormParams, type FormValue, type VariationAttributes } from '@/lib';
import {
  addNoMatchNotice,
  applyQuantity,
  chosenAttributes,
  clearChoices,
  focusFirstChoice,
  rebuildOptions,
  removeNoMatchNotice,
  resetDetails,
  setResetAnnouncement,
  setVariationId,
  showDetails,
  showPurchasable,
  showSelectionNeeded,
  toggleResetLink,
  type OriginalOption,
} from './form-markup';
import { callImageUpdate, imageTimers, productOf } from './jquery-helpers';
import { showReviewIdentifiers, showVariationImage } from './product-details';
import type { FormOptions, FormStatus } from './form-options';
import { slideDown, slideUp } from './slide';
import { renderVariationTemplate } from './template';

/** add-to-cart-variation.js: the first check runs 100 ms after init. */
export const INIT_DELAY_MS = 100;
/** The variation block is written 300 ms after a variation is found. */
export const SHOW_DELAY_MS = 300;
/** slideDown / slideUp of the variation block and the no-match notice. */
export const SLIDE_MS = 200;

export class VariationFormController {
  private readonly form: HTMLFormElement;
  private readonly options: FormOptions;
  private variations: readonly Variation[] | false;
  private readonly product: ParentNode;
  private readonly originals = new Map<HTMLSelectElement, OriginalOption[]>();
  private readonly stops: (() => void)[] = [];
  private readonly timers = new Set<number>();
  /** The variation's block waiting for its 300 ms (as add-to-cart-variation.js waited), and its timer. */
  private pendingShow: { readonly show: () => void; readonly timer: number } | undefined;
  /** Add to cart pressed while the shop was asked for the chosen variation: pressed again once it answers. */
  private pressedWhileLooking: HTMLElement | undefined;
  private readonly lookups = latestRequest();
  /** The choice the newest look-up asks about. */
  private lookupKey = '';
  /** The last choice the shop answered, and its answer (none once the variations are reloaded). */
  private answered: { readonly key: string; readonly variation: Variation | false } | undefined;
  private isLoading = true;
  private status: FormStatus = { isLooking: false, error: null };

  constructor(form: HTMLFormElement, options: FormOptions) {
    this.form = form;
    this.options = options;
    this.variations = options.variations;
    this.product = productOf(form);
  }

  private get selects(): HTMLSelectElement[] {
    return attributeSelectsOf(this.form);
  }

  private get singleVariation(): HTMLElement | null {
    return this.form.querySelector<HTMLElement>('.single_variation');
  }

  private get useAjax(): boolean {
    return this.variations === false;
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
    if (!this.pendingShow) return;
    clearTimeout(this.pendingShow.timer);
    this.timers.delete(this.pendingShow.timer);
    this.pendingShow = undefined;
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
    listen('reset_image', () => this.updateImage(false));
    listen('show_variation', (args) => showPurchasable(form, args[1] === true));
    listen('hide_variation', () => showSelectionNeeded(form));
    listen('reload_product_variations', () => this.onReload());
    listen('announce_reset', () => setResetAnnouncement(this.form, this.options.texts.resetAlertText));
    listen('clear_reset_announcement', () => setResetAnnouncement(this.form, ''));

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
        // Only a replayed press can come then (the form is blocked meanwhile): it waits for the answer.
        if (this.status.isLooking) this.pressedWhileLooking = button as HTMLElement;
        else if (button.classList.contains('wc-variation-is-unavailable')) window.alert(this.options.texts.unavailableText);
        else if (button.classList.contains('wc-variation-selection-needed')) window.alert(this.options.texts.makeSelectionText);
      }
    };
    // WooCommerce 10 also clears on Space (Enter clicks a link natively).
    const onKeyDown = (event: KeyboardEvent): void => {
      if (event.key !== ' ' || !(event.target instanceof Element) || !event.target.closest('.reset_variations')) return;
      event.preventDefault();
      this.onReset();
    };
    // Add to cart pressed within the 300 ms after the last choice (or replayed right after it) shows the variation at
    // once, so the press adds it (WooCommerce's script said "Please select some product options", though every
    // option was chosen) — first of all, while the click is captured on the window: trackers that hear it while
    // capturing on the document (GTM4WP's add_to_cart) skip a button still `.disabled`.
    const showFirst = (event: MouseEvent): void => {
      const button = event.target instanceof Element ? event.target.closest('.single_add_to_cart_button') : null;
      if (button && form.contains(button)) this.pendingShow?.show();
    };
    window.addEventListener('click', showFirst, true);
    form.addEventListener('click', onClick);
    form.addEventListener('keydown', onKeyDown);
    imageTimers.set(form, (ms, run) => this.later(ms, run));
    this.stops.push(() => {
      window.removeEventListener('click', showFirst, true);
      form.removeEventListener('click', onClick);
      form.removeEventListener('keydown', onKeyDown);
      imageTimers.delete(form);
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
      this.lookups.abort();
    };
  }

  private onSelectChange(): void {
    const { form } = this;
    setVariationId(form, '');
    emitOn(form, 'clear_reset_announcement');
    removeNoMatchNotice(form);
    if (!this.useAjax) emitOn(form, 'woocommerce_variation_select_change');
    emitOn(form, 'check_variations');
    emitOn(form, 'woocommerce_variation_has_changed');
  }

  private onCheckVariations(): void {
    const { form } = this;
    const attributes = chosenAttributes(this.form);
    if (attributes.count && attributes.count === attributes.chosenCount) {
      if (this.useAjax) void this.lookUp(attributes.data);
      else {
        emitOn(form, 'update_variation_values');
        const variation = findMatchingVariations(this.variations || [], attributes.data)[0];
        if (variation) emitOn(form, 'found_variation', variation);
        else this.showNoMatch();
      }
    } else {
      this.lookups.abort();
      if (this.status.isLooking) this.setStatus({ isLooking: false });
      if (!this.useAjax) emitOn(form, 'update_variation_values');
      emitOn(form, 'reset_data');
    }
    toggleResetLink(this.form, attributes.chosenCount > 0);
  }

  /** The ajax path: the newest selection's answer wins; an older request is aborted. */
  private async lookUp(chosen: VariationAttributes): Promise<void> {
    // The same choice checked again while its answer is on the way or once it came (the form's first
    // check_variations, due INIT_DELAY_MS after it starts, when the shopper chose before that): one request.
    const key = JSON.stringify(chosen);
    if (this.lookups.isRunning && this.lookupKey === key) return;
    if (this.answered?.key === key) return this.showAnswer(this.answered.variation);
    const signal = this.lookups.next();
    this.lookupKey = key;
    // An older answer's variation, still waiting for its 300 ms, is not this choice's.
    this.cancelShow();
    // custom_data is parsed JSON (or the attribute text), which FormValue covers.
    const fields = toFormParams({ ...chosen, product_id: this.options.productId, custom_data: this.options.customData as FormValue });
    this.setStatus({ isLooking: true, error: null });
    try {
      const variation = await getVariation(fields, signal);
      if (signal.aborted) return;
      this.answered = { key, variation };
      this.showAnswer(variation);
      this.setStatus({ isLooking: false });
      this.pressedWhileLooking?.click();
      this.pressedWhileLooking = undefined;
    } catch (error) {
      if (signal.aborted) return;
      this.pressedWhileLooking = undefined;
      const message = shopperMessage(error);
      console.error(`[shop-islands] variation-form: product ${this.options.productId}: ${describeFailure(error)}`);
      emitOn(this.form, 'reset_data');
      this.setStatus({ isLooking: false, error: message });
    } finally {
      // Ended once the answer is shown: the same choice checked again meanwhile does nothing.
      this.lookups.finish(signal);
    }
  }

  private showAnswer(variation: Variation | false): void {
    if (variation) emitOn(this.form, 'found_variation', variation);
    else this.showNoMatch();
  }

  private showNoMatch(): void {
    emitOn(this.form, 'reset_data');
    if (this.isLoading) return;
    const single = this.singleVariation;
    if (!single) return;
    removeNoMatchNotice(this.form);
    void slideDown(addNoMatchNotice(single, this.options.texts.noMatchingText), SLIDE_MS);
  }

  /** update_variation_values: each select keeps the options some variation offers with the other choices. */
  private onUpdateVariationValues(): void {
    if (this.useAjax) return;
    const variations = this.variations || [];
    const chosen = chosenAttributes(this.form).data;
    for (const select of this.selects) rebuildOptions(select, this.originals.get(select) ?? [], (value) => optionState(variations, chosen, attributeNameOf(select), value, this.options.disableOutOfStock));
    emitOn(this.form, 'woocommerce_update_variation_values');
  }

  private onFoundVariation(variation: Variation): void {
    const { form, product } = this;
    showDetails(product, variation);
    this.updateImage(variation);
    setVariationId(form, String(variation.variation_id));
    applyQuantity(form, variation);

    const purchasable = variation.is_purchasable && variation.is_in_stock && variation.variation_is_visible;
    this.cancelShow();
    const show = (): void => {
      this.cancelShow();
      const single = this.singleVariation;
      if (!single) return;
      single.innerHTML = renderVariationTemplate(variation);
      if (single.textContent?.trim()) void slideDown(single, SLIDE_MS);
      else single.style.removeProperty('display');
      rememberShownVariation(this.form, variation);
      emitOn(single, 'show_variation', variation, purchasable);
      showReviewIdentifiers(product, variation);
    };
    this.pendingShow = { show, timer: this.later(SHOW_DELAY_MS, show) };
  }

  /**
   * Through `$.fn.wc_variations_image_update` where the page has jQuery, as add-to-cart-variation.js did: Blocksy
   * replaces it to update its own gallery, and themes and plugins wrap it (jquery-helpers.ts gives ours).
   */
  private updateImage(variation: Variation | false): void {
    if (!callImageUpdate(this.form, variation)) showVariationImage(this.form, this.product, variation, (ms, run) => this.later(ms, run));
  }

  private onResetData(): void {
    resetDetails(this.product);
    emitOn(this.form, 'reset_image');
    this.cancelShow();
    const single = this.singleVariation;
    if (!single) return;
    void slideUp(single, SLIDE_MS);
    rememberShownVariation(this.form, undefined);
    emitOn(single, 'hide_variation');
  }

  /** Clear: every select emptied (each fires change), the reset announced, focus back to the first choice. */
  private onReset(): void {
    clearChoices(this.selects);
    emitOn(this.form, 'announce_reset');
    emitOn(this.form, 'reset_data');
    // After the swatches re-rendered from the cleared selects (their tab stop is the first swatch again).
    this.later(0, () => focusFirstChoice(this.form));
  }

  private onReload(): void {
    this.variations = productVariationsOf(this.form);
    this.answered = undefined;
    emitOn(this.form, 'check_variations');
  }
}
