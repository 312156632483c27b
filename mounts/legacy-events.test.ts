// The legacy events a registry entry hears before its widget runs: dispatched, or triggered with jQuery.
import jQuery from 'jquery';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answerAddsOfOtherScripts, onLegacyEvents, passJQueryClicks } from './legacy-events';

afterEach(() => {
  jQuery(document.body).off();
  jQuery(document).off();
  vi.unstubAllGlobals();
});

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

describe("add-to-cart.js's answer to another script's add", () => {
  const FRAGMENTS = { 'div.widget_shopping_cart_content': '<div class="widget_shopping_cart_content"></div>' };

  function pageWithButton(isCart = ''): JQuery {
    vi.stubGlobal('jQuery', jQuery);
    vi.stubGlobal('wc_add_to_cart_params', { cart_url: 'https://shop.example/cart/', i18n_view_cart: 'Voir le panier', is_cart: isCart });
    document.body.innerHTML = '<form class="cart"><button type="submit" class="single_add_to_cart_button button loading">Add to cart</button></form>';
    answerAddsOfOtherScripts();
    return jQuery('.single_add_to_cart_button');
  }

  it('takes loading off, marks the button added, puts View cart after it once, and fires wc_cart_button_updated with it', () => {
    const $button = pageWithButton();
    const updated: unknown[] = [];
    jQuery(document.body).on('wc_cart_button_updated', (_event, $updated) => updated.push($updated));
    jQuery(document.body).trigger('added_to_cart', [FRAGMENTS, 'hash', $button]);
    jQuery(document.body).trigger('added_to_cart', [FRAGMENTS, 'hash', $button]);
    expect($button[0]).toHaveClass('added');
    expect($button[0]).not.toHaveClass('loading');
    const links = document.querySelectorAll('form.cart a.added_to_cart.wc-forward');
    expect(links).toHaveLength(1);
    expect(links[0]).toHaveAttribute('href', 'https://shop.example/cart/');
    expect(links[0]).toHaveTextContent('Voir le panier');
    expect(updated).toEqual([$button, $button]);
  });

  it('on the cart page, and for an add without fragments, no View cart link (an add without fragments is not marked added)', () => {
    const $button = pageWithButton('1');
    jQuery(document.body).trigger('added_to_cart', [FRAGMENTS, 'hash', $button]);
    expect($button[0]).toHaveClass('added');
    expect(document.querySelector('a.added_to_cart')).toBeNull();
    $button.removeClass('added').addClass('loading');
    jQuery(document.body).trigger('added_to_cart', [undefined, undefined, $button]);
    expect($button[0]).not.toHaveClass('loading');
    expect($button[0]).not.toHaveClass('added');
  });

  it("leaves the bundle's own add-to-cart buttons to their island, and an add announced without a button alone", () => {
    const $button = pageWithButton();
    $button.addClass('add_to_cart_button').attr('data-island-state', 'mounted');
    jQuery(document.body).trigger('added_to_cart', [FRAGMENTS, 'hash', $button]);
    jQuery(document.body).trigger('added_to_cart', [FRAGMENTS, 'hash']);
    expect($button[0]).toHaveClass('loading');
    expect(document.querySelector('a.added_to_cart')).toBeNull();
  });

  it("answers for a button that is another of the bundle's mount points (a link button), not an add-to-cart one", () => {
    const $button = pageWithButton();
    $button.attr('data-island-state', 'pending');
    jQuery(document.body).trigger('added_to_cart', [FRAGMENTS, 'hash', $button]);
    expect($button[0]).toHaveClass('added');
  });

  it('leaves every button to add-to-cart.js where that script stays on the page: one answer, not two', () => {
    // Its tag (not loaded here).
    document.head.appendChild(Object.assign(document.createElement('script'), { id: 'wc-add-to-cart-js' }));
    const $button = pageWithButton();
    const updated: unknown[] = [];
    jQuery(document.body).on('wc_cart_button_updated', () => updated.push(1));
    jQuery(document.body).trigger('added_to_cart', [FRAGMENTS, 'hash', $button]);
    document.head.innerHTML = '';
    expect($button[0]).toHaveClass('loading');
    expect(updated).toHaveLength(0);
  });
});

describe("a link jQuery clicks (it clicks no link natively)", () => {
  function pageWithTabs(): { native: string[]; jQueryHandlers: string[] } {
    vi.stubGlobal('jQuery', jQuery);
    document.body.innerHTML = '<div class="woocommerce-tabs"><ul class="tabs wc-tabs"><li class="reviews_tab"><a href="#tab-reviews">Reviews</a></li></ul></div><a class="elsewhere" href="#top">Top</a>';
    passJQueryClicks();
    const native: string[] = [];
    const jQueryHandlers: string[] = [];
    document.addEventListener('click', (event) => {
      native.push((event.target as Element).textContent!);
      event.preventDefault();
    });
    jQuery(document.body).on('click', 'a', function () {
      jQueryHandlers.push(this.textContent!);
    });
    return { native, jQueryHandlers };
  }

  it("clicks a product tab natively, once, without running jQuery's handlers again", () => {
    const { native, jQueryHandlers } = pageWithTabs();
    jQuery('.reviews_tab a').trigger('click');
    expect(native).toEqual(['Reviews']);
    expect(jQueryHandlers).toEqual(['Reviews']);
  });

  it("never follows the link, as jQuery's click does not (a tab whose code failed, a link outside the bundle's)", () => {
    vi.stubGlobal('jQuery', jQuery);
    history.replaceState(null, '', '/');
    document.body.innerHTML = '<ul class="tabs wc-tabs"><li><a href="#tab-reviews">Reviews</a></li></ul>';
    passJQueryClicks();
    const link = document.querySelector('.wc-tabs a')!;
    const heard: boolean[] = [];
    link.addEventListener('click', (event) => heard.push(event.defaultPrevented));
    jQuery(link).trigger('click');
    expect(heard).toEqual([true]);
    expect(location.hash).toBe('');
  });

  it('leaves the tabs to single-product.js where that script stays on the page (its jQuery handlers heard the click)', () => {
    document.head.appendChild(Object.assign(document.createElement('script'), { id: 'wc-single-product-js' }));
    const { native, jQueryHandlers } = pageWithTabs();
    jQuery('.reviews_tab a').trigger('click');
    document.head.replaceChildren();
    expect(native).toEqual([]);
    expect(jQueryHandlers).toEqual(['Reviews']);
  });

  it("leaves a shopper's own click, and any other link, as they are", () => {
    const { native, jQueryHandlers } = pageWithTabs();
    document.querySelector<HTMLElement>('.reviews_tab a')!.click();
    jQuery('a.elsewhere').trigger('click');
    expect(native).toEqual(['Reviews']);
    expect(jQueryHandlers).toEqual(['Reviews', 'Top']);
  });
});
