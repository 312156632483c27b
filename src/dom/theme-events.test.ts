// The legacy event bridge, with the real jQuery 3.7 the shops run.
import jQuery from 'jquery';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { announceAjax, emit, on, onElement } from './theme-events';

afterEach(() => {
  jQuery(document.body).off();
});

describe('without jQuery on the page', () => {
  it('dispatches a bubbling CustomEvent on body whose detail is the argument array', () => {
    const seen = vi.fn();
    document.addEventListener('added_to_cart', (event) => seen((event as CustomEvent).detail));
    emit('added_to_cart', { 'a.cart-contents': '<a></a>' }, 'hash1');
    expect(seen).toHaveBeenCalledWith([{ 'a.cart-contents': '<a></a>' }, 'hash1']);
  });

  it('hears DOM CustomEvents through on()', () => {
    const listener = vi.fn();
    const stop = on('wc_fragment_refresh', listener);
    document.body.dispatchEvent(new CustomEvent('wc_fragment_refresh', { bubbles: true }));
    stop();
    document.body.dispatchEvent(new CustomEvent('wc_fragment_refresh', { bubbles: true }));
    expect(listener).toHaveBeenCalledTimes(1);
    expect(listener.mock.calls[0]?.[0]).toEqual([]);
  });
});

describe("WooCommerce's Mini-Cart block", () => {
  it('hears an add and a removal without jQuery, as its jQuery bridge made them: wc-blocks_* events on body', () => {
    const heard: string[] = [];
    for (const name of ['wc-blocks_adding_to_cart', 'wc-blocks_added_to_cart', 'wc-blocks_removed_from_cart']) document.body.addEventListener(name, (event) => heard.push(event.type));
    emit('adding_to_cart', document.body, {});
    emit('added_to_cart', {}, 'hash', document.body);
    emit('removed_from_cart', {}, 'hash', document.body);
    emit('wc_fragments_loaded');
    expect(heard).toEqual(['wc-blocks_adding_to_cart', 'wc-blocks_added_to_cart', 'wc-blocks_removed_from_cart']);
  });

  it('with jQuery on the page leaves them to its own bridge (no second refresh)', () => {
    vi.stubGlobal('jQuery', jQuery);
    const heard = vi.fn();
    document.body.addEventListener('wc-blocks_added_to_cart', heard);
    emit('added_to_cart', {}, 'hash', document.body);
    expect(heard).not.toHaveBeenCalled();
    document.body.removeEventListener('wc-blocks_added_to_cart', heard);
  });
});

describe('with jQuery on the page', () => {
  it('triggers jQuery handlers once, with the legacy arguments and the button wrapped in jQuery', () => {
    vi.stubGlobal('jQuery', jQuery);
    const button = document.createElement('a');
    button.dataset.product_id = '12';
    document.body.append(button);
    const handler = vi.fn();
    jQuery(document.body).on('added_to_cart', (_event, fragments, hash, $button) => handler(fragments, hash, $button.attr('data-product_id')));
    const domListener = vi.fn();
    document.body.addEventListener('added_to_cart', domListener);

    emit('added_to_cart', { x: '<b></b>' }, 'hash2', button);

    expect(handler).toHaveBeenCalledTimes(1);
    expect(handler).toHaveBeenCalledWith({ x: '<b></b>' }, 'hash2', '12');
    expect(domListener).toHaveBeenCalledTimes(1);
  });

  it("runs the islands' own DOM listeners before other scripts' jQuery handlers (as the legacy handlers on the element ran first), and one that throws stops neither", () => {
    vi.useFakeTimers();
    vi.stubGlobal('jQuery', jQuery);
    const order: string[] = [];
    jQuery(document.body).on('found_variation', () => {
      order.push('jQuery handler');
      throw new Error("a plugin's handler failed");
    });
    document.body.addEventListener('found_variation', () => order.push('DOM listener'), { once: true });
    expect(() => emit('found_variation', { variation_id: 7 })).not.toThrow();
    expect(order).toEqual(['DOM listener', 'jQuery handler']);
    // The plugin's error still reaches the console, as its own.
    expect(() => vi.runAllTimers()).toThrow("a plugin's handler failed");
    vi.useRealTimers();
  });

  it('runs a jQuery handler once, with its arguments, when an island emits another event while one is being dispatched', () => {
    vi.stubGlobal('jQuery', jQuery);
    const calls: number[] = [];
    jQuery(document).on('check_variations', (_event, ...args: unknown[]) => void calls.push(args.length));
    const emitInside = (): void => emit('reset_data');
    document.body.addEventListener('check_variations', emitInside);
    try {
      emit('check_variations', 'first', 'second');
    } finally {
      document.body.removeEventListener('check_variations', emitInside);
      jQuery(document).off('check_variations');
    }
    expect(calls).toEqual([2]);
  });

  it("announces a fetch request as jQuery's ajax did: ajaxError then ajaxComplete for a failure, with the jqXHR's status and text", () => {
    vi.stubGlobal('jQuery', jQuery);
    const heard: string[] = [];
    jQuery(document).on('ajaxSuccess ajaxError ajaxComplete', (event, xhr: { status: number; responseText: string }, settings: { url: string }) => heard.push(`${event.type} ${xhr.status} ${xhr.responseText} ${settings.url}`));
    announceAjax({ url: 'https://shop.test/cart/', type: 'POST', data: 'update_cart=1', status: 500, responseText: 'Critical error' });
    jQuery(document).off('ajaxSuccess ajaxError ajaxComplete');
    expect(heard).toEqual(['ajaxError 500 Critical error https://shop.test/cart/', 'ajaxComplete 500 Critical error https://shop.test/cart/']);
  });

  it('hears events other plugins trigger through jQuery, unwrapping jQuery arguments', () => {
    vi.stubGlobal('jQuery', jQuery);
    const listener = vi.fn();
    const stop = on('added_to_cart', listener);
    const button = document.createElement('button');
    jQuery(document.body).trigger('added_to_cart', [{ y: '<i></i>' }, 'hash3', jQuery(button)]);
    jQuery(document.body).trigger('wc_fragment_refresh');
    stop();
    expect(listener).toHaveBeenCalledTimes(1);
    expect(listener.mock.calls[0]?.[0]).toEqual([{ y: '<i></i>' }, 'hash3', button]);
  });

  it("hears a plugin's jQuery trigger when jQuery arrived after the listener (held by an optimiser until the first move, after the window's load)", () => {
    const listener = vi.fn();
    const stop = on('wc_fragment_refresh', listener);
    const stopped = vi.fn();
    on('wc_update_cart', stopped)();
    window.dispatchEvent(new Event('load'));
    // The optimiser's loader runs jQuery, then the plugin's script.
    const script = document.head.appendChild(document.createElement('script'));
    vi.stubGlobal('jQuery', jQuery);
    script.dispatchEvent(new Event('load'));
    jQuery(document.body).trigger('wc_fragment_refresh');
    jQuery(document.body).trigger('wc_update_cart');
    stop();
    jQuery(document.body).trigger('wc_fragment_refresh');
    expect(listener).toHaveBeenCalledTimes(1);
    expect(stopped).not.toHaveBeenCalled();
  });

  it('hears our own emit once, not once per channel', () => {
    vi.stubGlobal('jQuery', jQuery);
    const listener = vi.fn();
    const stop = on('wc_fragments_loaded', listener);
    emit('wc_fragments_loaded');
    stop();
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it("hears another event a script triggers with jQuery from a handler of one we emit (a shipping method chosen on updated_wc_div), once", () => {
    vi.stubGlobal('jQuery', jQuery);
    document.body.innerHTML = '<input type="radio" name="shipping_method[0]" value="local_pickup:3">';
    const radio = document.querySelector('input')!;
    const changes = vi.fn();
    const stop = onElement(document.body, 'change', changes);
    jQuery(document.body).on('updated_wc_div', () => jQuery(radio).prop('checked', true).trigger('change'));
    emit('updated_wc_div');
    stop();
    jQuery(document.body).off('updated_wc_div');
    expect(changes).toHaveBeenCalledTimes(1);
  });

  it('hears a native CustomEvent once even though jQuery also listens natively', () => {
    vi.stubGlobal('jQuery', jQuery);
    const listener = vi.fn();
    const stop = on('added_to_cart', listener);
    jQuery(document.body).on('added_to_cart', () => undefined);
    document.body.dispatchEvent(new CustomEvent('added_to_cart', { bubbles: true, detail: [{}, 'h'] }));
    stop();
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
