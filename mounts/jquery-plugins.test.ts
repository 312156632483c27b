// The jQuery plugins other scripts call on markup they insert, given by the entry where jQuery is on the page.
import jQuery from 'jquery';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { provideJQueryPlugins } from './jquery-plugins';

type Plugins = Record<string, ((this: JQuery, ...args: unknown[]) => JQuery) | undefined>;
const fn = jQuery.fn as unknown as Plugins;

const IMAGE_UPDATE = Symbol.for('shop-islands:wc_variations_image_update');
const IMAGE_RESET = Symbol.for('shop-islands:wc_variations_image_reset');
const registry = globalThis as { [key: symbol]: unknown };

afterEach(() => {
  delete fn.wc_variation_form;
  delete fn.wc_product_gallery;
  delete fn.wc_variations_image_update;
  delete fn.wc_variations_image_reset;
  delete registry[IMAGE_UPDATE];
  delete registry[IMAGE_RESET];
  vi.unstubAllGlobals();
});

describe('the jQuery plugins of the replaced scripts', () => {
  it("a quick view's unguarded calls return the set they were called on, so its chained code goes on", () => {
    vi.stubGlobal('jQuery', jQuery);
    provideJQueryPlugins();
    document.body.innerHTML = '<div id="quick-view"><form class="variations_form"><select name="attribute_pa_size"></select></form><div class="woocommerce-product-gallery"></div></div>';
    const form = jQuery('#quick-view .variations_form');
    expect(fn.wc_variation_form!.call(form).find('select')).toHaveLength(1);
    const gallery = jQuery('.woocommerce-product-gallery');
    expect(fn.wc_product_gallery!.call(gallery, { zoom_enabled: true })).toBe(gallery);
  });

  it("the variation image helpers are there from the start, for the themes that take them then (Blocksy), and run a form's own once its code left it", () => {
    vi.stubGlobal('jQuery', jQuery);
    provideJQueryPlugins();
    document.body.innerHTML = '<form class="variations_form"></form>';
    const form = jQuery('.variations_form');
    // Taken by a theme before any form ran: a call does nothing yet, and returns the set.
    const taken = fn.wc_variations_image_update!;
    expect(taken.call(form, { variation_id: 18 })).toBe(form);
    expect(fn.wc_variations_image_reset!.call(form)).toBe(form);
    const own = vi.fn();
    registry[IMAGE_UPDATE] = own;
    taken.call(form, { variation_id: 18 });
    expect(own).toHaveBeenCalledWith({ variation_id: 18 });
    expect(own.mock.contexts[0]).toBe(form);
    const ownReset = vi.fn();
    registry[IMAGE_RESET] = ownReset;
    fn.wc_variations_image_reset!.call(form);
    expect(ownReset.mock.contexts[0]).toBe(form);
  });

  it('never replaces the plugin a legacy script defined', () => {
    vi.stubGlobal('jQuery', jQuery);
    const legacy = vi.fn();
    fn.wc_variation_form = legacy;
    provideJQueryPlugins();
    expect(fn.wc_variation_form).toBe(legacy);
    expect(fn.wc_product_gallery).toBeTypeOf('function');
  });

  it('a jQuery that arrives later (async, or held by an optimiser until the first move) gets them from its load event, before the next script runs', () => {
    provideJQueryPlugins();
    const image = document.body.appendChild(document.createElement('img'));
    image.dispatchEvent(new Event('load'));
    const analytics = document.head.appendChild(document.createElement('script'));
    analytics.dispatchEvent(new Event('load'));
    expect(fn.wc_variation_form).toBeUndefined();

    const script = document.head.appendChild(document.createElement('script'));
    // What a delayed script loader does: the next script starts from the loaded one's own load listener.
    let seenByNext: unknown;
    script.addEventListener('load', () => (seenByNext = fn.wc_variation_form));
    vi.stubGlobal('jQuery', jQuery);
    script.dispatchEvent(new Event('load'));
    expect(seenByNext).toBeTypeOf('function');
    expect(fn.wc_product_gallery).toBeTypeOf('function');
  });

  it('gives nothing, and throws nothing, on a page without jQuery', () => {
    provideJQueryPlugins();
    document.head.appendChild(document.createElement('script')).dispatchEvent(new Event('load'));
    expect(fn.wc_variation_form).toBeUndefined();
  });
});
