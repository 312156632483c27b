// The legacy events a registry entry hears before its widget runs: dispatched, or triggered with jQuery.
import jQuery from 'jquery';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { onLegacyEvents } from './legacy-events';

afterEach(() => vi.unstubAllGlobals());

function listen(target: EventTarget = document.body): { heard: () => number; abort: AbortController } {
  let count = 0;
  const abort = new AbortController();
  onLegacyEvents(target, 'wc_fragment_refresh added_to_cart', () => count++, abort.signal);
  return { heard: () => count, abort };
}

describe('onLegacyEvents', () => {
  it('hears each type dispatched as a DOM event (the bundle, WooCommerce 10)', () => {
    const { heard } = listen();
    document.body.dispatchEvent(new CustomEvent('wc_fragment_refresh', { bubbles: true }));
    document.body.dispatchEvent(new CustomEvent('added_to_cart', { bubbles: true }));
    document.body.dispatchEvent(new CustomEvent('removed_from_cart', { bubbles: true }));
    expect(heard()).toBe(2);
  });

  it("hears a plugin's jQuery trigger, which dispatches no DOM event", () => {
    vi.stubGlobal('jQuery', jQuery);
    const { heard } = listen();
    jQuery(document.body).trigger('wc_fragment_refresh');
    jQuery(document.body).trigger('added_to_cart', [{}, 'hash', null]);
    expect(heard()).toBe(2);
  });

  it('hears a trigger on a child bubble up to the document, as jQuery handlers on the document did', () => {
    vi.stubGlobal('jQuery', jQuery);
    const { heard } = listen(document);
    jQuery(document.body).trigger('added_to_cart');
    jQuery(document).trigger('wc_fragment_refresh');
    expect(heard()).toBe(2);
  });

  it('hears the triggers of a jQuery that arrives later (an optimiser held it until the first move)', () => {
    const { heard } = listen();
    const script = document.head.appendChild(document.createElement('script'));
    vi.stubGlobal('jQuery', jQuery);
    script.dispatchEvent(new Event('load'));
    jQuery(document.body).trigger('wc_fragment_refresh');
    expect(heard()).toBe(1);
  });

  it('hears nothing once its signal aborts (the mount point left the page)', () => {
    vi.stubGlobal('jQuery', jQuery);
    const { heard, abort } = listen();
    abort.abort();
    jQuery(document.body).trigger('wc_fragment_refresh');
    document.body.dispatchEvent(new CustomEvent('added_to_cart', { bubbles: true }));
    expect(heard()).toBe(0);
  });
});
