// variation-form on WooCommerce's variable.php markup, against the mock shop (msw/node).
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import jQuery from 'jquery';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { mockShop } from '../../fixtures/msw-server';
import { collectEvents, expectInvalidProps, loadMarkup, mountTouched, startMounts, stubShopGlobals } from '../../fixtures/test-utils';
import { provideJQueryPlugins } from '../../mounts/jquery-plugins';
import { callImageUpdate } from './jquery-helpers';
import { emitOn } from '../../src/dom';

const TEXTS = {
  wc_ajax_url: '/?wc-ajax=%%endpoint%%',
  i18n_no_matching_variations_text: 'Sorry, no products matched your selection. Please choose a different combination.',
  i18n_make_a_selection_text: 'Please select some product options before adding this product to your cart.',
  i18n_unavailable_text: 'Sorry, this product is unavailable. Please choose a different combination.',
  i18n_reset_alert_text: 'Your selection has been reset. Please select some product options before adding this product to your cart.',
};

const form = (): HTMLFormElement => document.querySelector('form.variations_form')!;
const button = (): HTMLButtonElement => document.querySelector('.single_add_to_cart_button')!;
const single = (): HTMLElement => document.querySelector('.single_variation')!;
const color = (): HTMLSelectElement => screen.getByRole('combobox', { name: 'Color' });
const size = (): HTMLSelectElement => screen.getByRole('combobox', { name: 'Size' });

async function mount(fixture = 'variation-form/ok.html', globals: Record<string, Record<string, string>> = {}): Promise<void> {
  await mountTouched(fixture, { wc_add_to_cart_variation_params: TEXTS, ...globals });
  // The first check runs 100 ms after init (the bootstrap marked the button at scan already).
  await waitFor(() => expect(form()).toHaveAttribute('data-island-state', 'mounted'));
  await new Promise((resolve) => setTimeout(resolve, 150));
}

async function choose(colorValue: string, sizeValue: string): Promise<void> {
  await userEvent.selectOptions(color(), colorValue);
  await userEvent.selectOptions(size(), sizeValue);
}

describe('variation-form: nothing chosen', () => {
  it('waits for the shopper, showing at scan that options must be chosen (as add-to-cart-variation.js did at DOM ready)', () => {
    stubShopGlobals({ wc_add_to_cart_variation_params: TEXTS });
    loadMarkup('variation-form/ok.html');
    startMounts();
    expect(form()).toHaveAttribute('data-island-state', 'pending');
    expect(button()).toHaveClass('disabled', 'wc-variation-selection-needed');
    expect(button()).toHaveAttribute('aria-disabled', 'true');
  });

  it('disables the button as selection needed, hides Clear, and alerts the make-a-selection text instead of submitting', async () => {
    await mount();
    expect(button()).toHaveClass('disabled', 'wc-variation-selection-needed');
    expect(button()).toHaveAttribute('aria-disabled', 'true');
    expect(document.querySelector<HTMLElement>('.reset_variations')!.style.visibility).toBe('hidden');
    const alert = vi.fn();
    vi.stubGlobal('alert', alert);
    const submitted = vi.fn((event: Event) => event.preventDefault());
    form().addEventListener('submit', submitted);
    await userEvent.click(button());
    expect(alert).toHaveBeenCalledWith(TEXTS.i18n_make_a_selection_text);
    expect(submitted).not.toHaveBeenCalled();
  });

  it('fires wc_variation_form once the first check ran', async () => {
    const initialised = collectEvents('wc_variation_form');
    await mount();
    expect(initialised).toHaveLength(1);
  });
});

describe('variation-form: a variation chosen (preloaded variations)', () => {
  it('shows the price and stock 300 ms later, follows SKU, weight, image, GTIN, quantity and variation_id, and enables the button', async () => {
    await mount();
    const shown = collectEvents<unknown[]>('show_variation', single());
    await choose('red', 'm');
    expect(document.querySelector('input.variation_id')).toHaveValue('18');
    expect(document.querySelector('.product_meta .sku')).toHaveTextContent('HO-VAR-HOODIE-RED-M');
    expect(document.querySelector('.woocommerce-product-attributes-item--weight td')).toHaveTextContent('0.5 lbs');
    expect(document.querySelector('.wp-post-image')).toHaveAttribute('src', '/wp-content/uploads/demo/img/red-416x416.svg');
    expect(document.querySelector('.wp-post-image')).toHaveAttribute('data-o_src', '/wp-content/uploads/demo/img/hoodie-416x416.svg');
    expect(document.querySelector('.woocommerce-product-gallery__image a')).toHaveAttribute('href', '/wp-content/uploads/demo/img/red-800x800.svg');
    expect(screen.getByRole('spinbutton', { name: 'Product quantity' })).toHaveAttribute('max', '10');
    expect(single()).toBeEmptyDOMElement();

    await waitFor(() => expect(single()).toHaveTextContent('$42.00'));
    expect(single()).toHaveTextContent('10 in stock');
    expect(shown).toHaveLength(1);
    expect(shown[0]?.[0]).toMatchObject({ variation_id: 18, sku: 'HO-VAR-HOODIE-RED-M' });
    expect(shown[0]?.[1]).toBe(true);
    expect(button()).not.toHaveClass('disabled');
    expect(button()).not.toHaveAttribute('aria-disabled');
    expect(document.querySelector('.cr_gtin_val')).toHaveTextContent('000000000018');
    expect(document.querySelector('.cr_mpn_val')).toHaveTextContent('MPN-18');
  });

  it('Add to cart pressed right after the last choice, before its 300 ms, shows the variation at once and adds it (no "Please select")', async () => {
    await mount();
    const alert = vi.fn();
    vi.stubGlobal('alert', alert);
    const shown = collectEvents<unknown[]>('show_variation', single());
    const submitted = vi.fn((event: Event) => event.preventDefault());
    form().addEventListener('submit', submitted);
    await choose('red', 'm');
    expect(single()).toBeEmptyDOMElement();
    button().click();
    expect(alert).not.toHaveBeenCalled();
    expect(submitted).toHaveBeenCalledTimes(1);
    expect(single()).toHaveTextContent('$42.00');
    expect(shown).toHaveLength(1);
    // Not shown a second time when its 300 ms are up.
    await new Promise((resolve) => setTimeout(resolve, 350));
    expect(shown).toHaveLength(1);
  });

  it("Add to cart pressed within the 300 ms is no longer `.disabled` when its click comes: a tracker hearing the click while capturing (GTM4WP's add_to_cart) counts the add", async () => {
    await mount();
    const submitted = vi.fn((event: Event) => event.preventDefault());
    form().addEventListener('submit', submitted);
    const classesAtClick: boolean[] = [];
    const track = (event: Event): void => void ((event.target as Element).closest('.single_add_to_cart_button') && classesAtClick.push(button().classList.contains('disabled')));
    document.addEventListener('click', track, true);
    try {
      await choose('red', 'm');
      expect(button()).toHaveClass('disabled');
      await userEvent.click(button());
      expect(classesAtClick).toEqual([false]);
      expect(submitted).toHaveBeenCalledTimes(1);
      await choose('red', 's');
      button().focus();
      await userEvent.keyboard('{Enter}');
      expect(classesAtClick).toEqual([false, false]);
      expect(submitted).toHaveBeenCalledTimes(2);
    } finally {
      document.removeEventListener('click', track, true);
    }
  });

  it('marks an out-of-stock combination unavailable and alerts the unavailable text on click', async () => {
    await mount();
    await choose('blue', 'l');
    await waitFor(() => expect(single()).toHaveTextContent('Out of stock'));
    expect(button()).toHaveClass('disabled', 'wc-variation-is-unavailable');
    const alert = vi.fn();
    vi.stubGlobal('alert', alert);
    await userEvent.click(button());
    expect(alert).toHaveBeenCalledWith(TEXTS.i18n_unavailable_text);
  });

  it('keeps only the options the other choice allows, marking sold-out ones (or disabling them with disable_out_of_stock)', async () => {
    await mount();
    await userEvent.selectOptions(color(), 'blue');
    const l = [...size().options].find((option) => option.value === 'l')!;
    expect(l).toHaveClass('attached', 'enabled', 'out-of-stock');
    expect(l.disabled).toBe(false);
  });

  it('disables sold-out options when the swatches say disable_out_of_stock', async () => {
    await mount('variation-form/ok.html', { woo_variation_swatches_options: { disable_out_of_stock: 'yes' } });
    await userEvent.selectOptions(color(), 'blue');
    const l = [...size().options].find((option) => option.value === 'l')!;
    expect(l.disabled).toBe(true);
  });

  it('fires the legacy events of a change in order', async () => {
    await mount();
    const seen: string[] = [];
    // Capture listeners on the document hear each event when it starts, before its handlers run.
    for (const name of ['woocommerce_variation_select_change', 'check_variations', 'update_variation_values', 'woocommerce_update_variation_values', 'found_variation', 'reset_data', 'woocommerce_variation_has_changed']) {
      document.addEventListener(name, () => seen.push(name), true);
    }
    await userEvent.selectOptions(color(), 'red');
    expect(seen).toEqual(['woocommerce_variation_select_change', 'check_variations', 'update_variation_values', 'woocommerce_update_variation_values', 'reset_data', 'woocommerce_variation_has_changed']);
    seen.length = 0;
    await userEvent.selectOptions(size(), 's');
    expect(seen).toEqual(['woocommerce_variation_select_change', 'check_variations', 'update_variation_values', 'woocommerce_update_variation_values', 'found_variation', 'woocommerce_variation_has_changed']);
  });

  it('Clear empties every choice, restores the product, announces the reset and moves focus to the first choice', async () => {
    await mount();
    await choose('red', 'm');
    await waitFor(() => expect(single()).toHaveTextContent('$42.00'));
    const reset = screen.getByRole('link', { name: 'Clear options' });
    expect(reset.style.visibility).toBe('visible');
    await userEvent.click(reset);
    expect(color()).toHaveValue('');
    expect(size()).toHaveValue('');
    expect(document.querySelector('.product_meta .sku')).toHaveTextContent('HO-VAR-HOODIE');
    expect(document.querySelector('.wp-post-image')).toHaveAttribute('src', '/wp-content/uploads/demo/img/hoodie-416x416.svg');
    expect(document.querySelector('.cr_gtin_val')).toHaveTextContent('N/A');
    expect(document.querySelector('.reset_variations_alert')).toHaveTextContent(TEXTS.i18n_reset_alert_text);
    expect(button()).toHaveClass('disabled', 'wc-variation-selection-needed');
    await waitFor(() => expect(document.activeElement).toBe(color()));
    await waitFor(() => expect(reset.style.visibility).toBe('hidden'));
  });

  it("hears other plugins' jQuery triggers: a jQuery change on a select, reset_data on the form", async () => {
    vi.stubGlobal('jQuery', jQuery);
    await mount();
    color().value = 'red';
    jQuery(color()).trigger('change');
    size().value = 'l';
    jQuery(size()).trigger('change');
    await waitFor(() => expect(single()).toHaveTextContent('$44.00'));
    const hidden = vi.fn();
    jQuery(single()).on('hide_variation', hidden);
    jQuery(form()).trigger('reset_data');
    expect(hidden).toHaveBeenCalledTimes(1);
    expect(button()).toHaveClass('wc-variation-selection-needed');
  });
});

describe("variation-form: add-to-cart-variation.js's jQuery helpers", () => {
  const fn = jQuery.fn as unknown as Record<string, ((this: JQuery<Element>, ...args: unknown[]) => unknown) | undefined>;
  const HELPERS = ['wc_set_content', 'wc_reset_content', 'wc_set_variation_attr', 'wc_reset_variation_attr', 'wc_variations_image_update', 'wc_variations_image_reset', 'wc_maybe_trigger_slide_position_reset'];
  const clearHelpers = (): void =>
    HELPERS.forEach((name) => {
      delete fn[name];
      delete (globalThis as { [key: symbol]: unknown })[Symbol.for(`shop-islands:${name}`)];
    });

  it('are given once the form runs, where jQuery is on the page: what other scripts call from the variation events', async () => {
    clearHelpers();
    vi.stubGlobal('jQuery', jQuery);
    try {
      await mount();
      const sku = jQuery('.product_meta .sku');
      fn.wc_set_content!.call(sku, 'THEIRS-1');
      expect(sku[0]).toHaveTextContent('THEIRS-1');
      fn.wc_reset_content!.call(sku);
      expect(sku[0]).toHaveTextContent('HO-VAR-HOODIE');
      const title = jQuery('.product_title');
      fn.wc_set_variation_attr!.call(title, 'data-label', 'Red');
      expect(title[0]).toHaveAttribute('data-label', 'Red');
      fn.wc_reset_variation_attr!.call(title, 'data-label');
      expect(title[0]).not.toHaveAttribute('data-label');

      // Variation Swatches Pro's image preview: the image swapped, and the gallery told 20 ms later.
      const reset = collectEvents('woocommerce_gallery_reset_slide_position', document.querySelector<HTMLElement>('.woocommerce-product-gallery')!);
      const red = (JSON.parse(form().dataset.product_variations!) as { variation_id: number }[]).find((variation) => variation.variation_id === 18);
      fn.wc_variations_image_update!.call(jQuery(form()), red);
      expect(document.querySelector('.wp-post-image')).toHaveAttribute('src', '/wp-content/uploads/demo/img/red-416x416.svg');
      await waitFor(() => expect(reset).toHaveLength(1));
      fn.wc_variations_image_update!.call(jQuery(form()), false);
      expect(document.querySelector('.wp-post-image')).toHaveAttribute('src', '/wp-content/uploads/demo/img/hoodie-416x416.svg');

      // What themes' copies of WooCommerce's image update call: the reset, and the slide position reset once the image changed.
      await waitFor(() => expect(reset).toHaveLength(2));
      fn.wc_variations_image_update!.call(jQuery(form()), red);
      await waitFor(() => expect(reset).toHaveLength(3));
      fn.wc_variations_image_reset!.call(jQuery(form()));
      expect(document.querySelector('.wp-post-image')).toHaveAttribute('src', '/wp-content/uploads/demo/img/hoodie-416x416.svg');
      fn.wc_maybe_trigger_slide_position_reset!.call(jQuery(form()), red);
      expect(reset).toHaveLength(3);
      fn.wc_maybe_trigger_slide_position_reset!.call(jQuery(form()), false);
      expect(reset).toHaveLength(4);
      fn.wc_maybe_trigger_slide_position_reset!.call(jQuery(form()), false);
      expect(reset).toHaveLength(4);
    } finally {
      clearHelpers();
    }
  });

  it("the image goes through $.fn.wc_variations_image_update as add-to-cart-variation.js's did: a theme that replaced it when it started (Blocksy's gallery) gets every change, and the product image is left to it", async () => {
    clearHelpers();
    vi.stubGlobal('jQuery', jQuery);
    try {
      provideJQueryPlugins();
      // Blocksy's variable-products chunk, after DOMContentLoaded: only where the helper is there already.
      expect(fn.wc_variations_image_update).toBeTypeOf('function');
      const theirs = vi.fn(function (this: JQuery<Element>) {
        return this;
      });
      fn.wc_variations_image_update = theirs;
      await mount();
      await choose('red', 'm');
      await waitFor(() => expect(theirs).toHaveBeenCalledWith(expect.objectContaining({ variation_id: expect.any(Number), image_id: expect.anything() })));
      expect(theirs.mock.contexts.at(-1)![0]).toBe(form());
      expect(document.querySelector('.wp-post-image')).toHaveAttribute('src', '/wp-content/uploads/demo/img/hoodie-416x416.svg');
      await userEvent.click(screen.getByRole('link', { name: 'Clear options' }));
      await waitFor(() => expect(theirs).toHaveBeenLastCalledWith(false));
    } finally {
      clearHelpers();
      vi.unstubAllGlobals();
    }
  });

  it("a theme's replacement that throws stops nothing of the form's: its error reaches the console in a task of its own", () => {
    vi.useFakeTimers();
    vi.stubGlobal('jQuery', jQuery);
    try {
      fn.wc_variations_image_update = () => {
        throw new Error("the theme's gallery failed");
      };
      document.body.innerHTML = '<form class="variations_form"></form>';
      expect(callImageUpdate(form(), false)).toBe(true);
      expect(() => vi.runAllTimers()).toThrow("the theme's gallery failed");
      vi.unstubAllGlobals();
      expect(callImageUpdate(form(), false)).toBe(false);
    } finally {
      clearHelpers();
      vi.unstubAllGlobals();
      vi.useRealTimers();
    }
  });

  it("a theme that wrapped it on jQuery's ready, calling the one it took, gets every change and the product image still follows", async () => {
    clearHelpers();
    vi.stubGlobal('jQuery', jQuery);
    try {
      provideJQueryPlugins();
      const taken = fn.wc_variations_image_update!;
      const seen: unknown[] = [];
      fn.wc_variations_image_update = function (this: JQuery<Element>, variation: unknown) {
        seen.push(variation);
        return taken.call(this, variation);
      };
      await mount();
      await choose('red', 'm');
      await waitFor(() => expect(document.querySelector('.wp-post-image')).toHaveAttribute('src', '/wp-content/uploads/demo/img/red-416x416.svg'));
      expect(seen).toContainEqual(expect.objectContaining({ variation_id: expect.any(Number) }));
    } finally {
      clearHelpers();
      vi.unstubAllGlobals();
    }
  });

  it("never replace a script's own, and nothing is given without jQuery", async () => {
    clearHelpers();
    const own = vi.fn();
    fn.wc_set_content = own;
    vi.stubGlobal('jQuery', jQuery);
    try {
      await mount();
      expect(fn.wc_set_content).toBe(own);
      expect(fn.wc_reset_content).toBeTypeOf('function');
    } finally {
      clearHelpers();
      vi.unstubAllGlobals();
    }
    await mount();
    expect(fn.wc_reset_content).toBeUndefined();
  });

  it('are given once a jQuery held by an optimiser until the first move arrives, after the form started', async () => {
    clearHelpers();
    try {
      await mount();
      expect(fn.wc_variations_image_update).toBeUndefined();
      const script = document.head.appendChild(document.createElement('script'));
      vi.stubGlobal('jQuery', jQuery);
      script.dispatchEvent(new Event('load'));
      expect(fn.wc_variations_image_update).toBeTypeOf('function');
    } finally {
      clearHelpers();
    }
  });
});

describe('variation-form: older WooCommerce markup', () => {
  it('8.0 – 9.4: the bare Clear link clears, with no alert region to announce in', async () => {
    await mount('variation-form/woocommerce-9.4.html');
    await choose('red', 'm');
    await waitFor(() => expect(single()).toHaveTextContent('$42.00'));
    await userEvent.click(screen.getByRole('link', { name: 'Clear' }));
    expect(color()).toHaveValue('');
    expect(size()).toHaveValue('');
    expect(button()).toHaveClass('disabled', 'wc-variation-selection-needed');
    expect(location.hash).toBe('');
  });

  it('9.5: the Clear button (a submit button in its own row) clears without submitting the form', async () => {
    await mount('variation-form/woocommerce-9.5.html');
    const submits = collectEvents('submit', form());
    await choose('red', 'm');
    await waitFor(() => expect(single()).toHaveTextContent('$42.00'));
    const reset = screen.getByRole('button', { name: 'Clear options' });
    expect(reset.style.visibility).toBe('visible');
    await userEvent.click(reset);
    expect(color()).toHaveValue('');
    expect(size()).toHaveValue('');
    expect(document.querySelector('.reset_variations_alert')).toHaveTextContent(TEXTS.i18n_reset_alert_text);
    expect(submits).toHaveLength(0);
    await waitFor(() => expect(reset.style.visibility).toBe('hidden'));
  });
});

describe('variation-form: looked up by ajax (data-product_variations="false")', () => {
  it('posts every attribute with product_id once all are chosen, and shows the answer', async () => {
    const posted: string[] = [];
    mockShop.events.on('request:start', ({ request }) => {
      if (request.url.includes('get_variation')) void request.clone().text().then((body) => posted.push(body));
    });
    await mount('variations/ajax-dropdowns.html');
    await userEvent.selectOptions(color(), 'red');
    expect(posted).toEqual([]);
    await userEvent.selectOptions(size(), 'm');
    await waitFor(() => expect(single()).toHaveTextContent('$42.00'));
    expect(new URLSearchParams(posted[0])).toEqual(new URLSearchParams('attribute_pa_color=red&attribute_pa_size=m&product_id=14'));
    expect(document.querySelector('input.variation_id')).toHaveValue('18');
  });

  it.each([
    ['the first choice', ['m']],
    ['a choice made within 300 ms of an earlier answer, whose variation is not shown for it', ['m', 'l']],
  ])('Add to cart pressed while the shop is asked (a replayed press) waits for the answer, then adds that variation: %s', async (_, sizes) => {
    mockShop.use(
      http.post('*/', async () => {
        await delay(200);
        return undefined;
      }),
    );
    await mount('variations/ajax-dropdowns.html');
    const alert = vi.fn();
    vi.stubGlobal('alert', alert);
    const submitted = vi.fn((event: Event) => {
      event.preventDefault();
      return document.querySelector<HTMLInputElement>('input.variation_id')!.value;
    });
    form().addEventListener('submit', submitted);
    await userEvent.selectOptions(color(), 'red');
    for (const value of sizes.slice(0, -1)) {
      await userEvent.selectOptions(size(), value);
      await waitFor(() => expect(document.querySelector('input.variation_id')).not.toHaveValue(''));
    }
    await userEvent.selectOptions(size(), sizes.at(-1)!);
    button().click();
    expect(submitted).not.toHaveBeenCalled();
    await waitFor(() => expect(submitted).toHaveBeenCalledTimes(1));
    expect(alert).not.toHaveBeenCalled();
    expect(submitted.mock.results[0]?.value).not.toBe('');
    expect(size()).toHaveValue(sizes.at(-1));
  });

  it('the same choice checked again while its answer is on the way sends one request (the first check, due 100 ms after start, after a quick choice)', async () => {
    const posted: string[] = [];
    mockShop.events.on('request:start', ({ request }) => {
      if (request.url.includes('get_variation')) void request.clone().text().then((body) => posted.push(body));
    });
    mockShop.use(
      http.post('*/', async () => {
        await delay(300);
        return undefined;
      }),
    );
    await mount('variations/ajax-dropdowns.html');
    await choose('red', 'm');
    emitOn(document.querySelector('form.variations_form')!, 'check_variations');
    await waitFor(() => expect(single()).toHaveTextContent('$42.00'));
    expect(posted).toHaveLength(1);
  });

  it('the same choice checked again once its answer came sends no second request and shows the same variation (the first check came late, under load)', async () => {
    const posted: string[] = [];
    mockShop.events.on('request:start', ({ request }) => {
      if (request.url.includes('get_variation')) void request.clone().text().then((body) => posted.push(body));
    });
    await mount('variations/ajax-dropdowns.html');
    await choose('red', 'm');
    await waitFor(() => expect(single()).toHaveTextContent('$42.00'));
    const found = collectEvents('found_variation');
    emitOn(document.querySelector('form.variations_form')!, 'check_variations');
    await waitFor(() => expect(found).toHaveLength(1));
    expect(posted).toHaveLength(1);
    expect(document.querySelector('input.variation_id')).toHaveValue('18');
    // Another choice, then back: asked again (only the last answer is kept).
    await choose('red', 's');
    await choose('red', 'm');
    await waitFor(() => expect(posted).toHaveLength(3));
  });

  it('lets the newer answer win over an older, slower one', async () => {
    mockShop.use(
      http.post('*/', async ({ request }) => {
        const body = new URLSearchParams(await request.clone().text());
        if (body.get('attribute_pa_size') === 's') await delay(400);
        return undefined;
      }),
    );
    await mount('variations/ajax-dropdowns.html');
    await choose('red', 's');
    await userEvent.selectOptions(size(), 'l');
    await waitFor(() => expect(single()).toHaveTextContent('$44.00'));
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(single()).toHaveTextContent('$44.00');
    expect(document.querySelector('input.variation_id')).toHaveValue('19');
  });

  it('says no matching variations when the shop answers false', async () => {
    await mount('variations/ajax-dropdowns.html');
    await choose('blue', 's');
    mockShop.use(http.post('*/', () => HttpResponse.json(false)));
    await userEvent.selectOptions(size(), 'm');
    await waitFor(() => expect(screen.getByText(TEXTS.i18n_no_matching_variations_text)).toHaveClass('wc-no-matching-variations', 'woocommerce-info'));
    expect(button()).toHaveClass('wc-variation-selection-needed');
  });

  it('keeps the choice and says why when the look-up fails', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    mockShop.use(http.post('*/', () => new HttpResponse('critical error', { status: 500 })));
    await mount('variations/ajax-dropdowns.html');
    await choose('red', 'm');
    await waitFor(() => expect(screen.getByText(/Could not check this combination/)).toBeInTheDocument());
    expect(color()).toHaveValue('red');
    expect(size()).toHaveValue('m');
    expect(button()).toHaveClass('disabled');
    expect(logged).toHaveBeenCalledWith(expect.stringMatching(/variation-form: product 14: get_variation failed: http \(HTTP 500\)/));
  });
});

describe('variation-form: broken markup', () => {
  it.each(['props-missing', 'props-invalid', 'props-corrupted'])('%s: one console error, the form left to post without JavaScript', async (fixture) => {
    await expectInvalidProps('variation-form', fixture);
    expect(button()).not.toHaveClass('disabled');
  });
});
