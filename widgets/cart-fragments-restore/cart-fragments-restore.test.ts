// cart-fragments-restore: the stored cart put into every mini cart at load, and when it is not.
import { waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { mockShop } from '../../fixtures/msw-server';
import { collectEvents, expectInvalidProps, flushIslands, loadMarkup, startMounts as start, stubShopGlobals } from '../../fixtures/test-utils';
import { forgetRestore } from './cart-fragments-restore';

const HASH = '80709ac3c4a6cc7b1449fa079547f5ef';
const stored = {
  'div.widget_shopping_cart_content': '<div class="widget_shopping_cart_content"><ul class="woocommerce-mini-cart"><li class="woocommerce-mini-cart-item">Tee</li></ul></div>',
  'a.cart-contents': '<a class="cart-contents" href="/cart/" title="View your shopping cart"><span class="count">1 item</span></a>',
};

function storeCart(hash = HASH, created = Date.now(), fragments: unknown = stored): void {
  sessionStorage.setItem('wc_fragments_test', JSON.stringify(fragments));
  sessionStorage.setItem('wc_cart_hash_test', hash);
  localStorage.setItem('wc_cart_hash_test', hash);
  sessionStorage.setItem('wc_cart_created', String(created));
}

function countRequests(): { count: number } {
  const seen = { count: 0 };
  mockShop.events.on('request:start', () => seen.count++);
  return seen;
}

/** A page whose tab stored `fragments` for the cart the cookie names, started; what it then sends and emits. */
function startWithStoredCart(fragments: unknown = stored) {
  stubShopGlobals();
  storeCart(HASH, Date.now(), fragments);
  document.cookie = `woocommerce_cart_hash=${HASH}; path=/`;
  loadMarkup('cart-fragments-restore/ok.html');
  const loaded = collectEvents('wc_fragments_loaded');
  const requests = countRequests();
  start();
  return { loaded, requests };
}

const miniCartItems = () => document.querySelectorAll('.widget_shopping_cart_content .woocommerce-mini-cart-item');
const headerCount = () => document.querySelector('a.cart-contents .count');

beforeEach(() => {
  forgetRestore();
  sessionStorage.clear();
  localStorage.clear();
  document.cookie = 'woocommerce_cart_hash=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT';
});

describe('cart-fragments-restore', () => {
  it('fills the header and sidebar mini carts and corrects a cached "0 items" at load, without a request or a touch', async () => {
    const { loaded, requests } = startWithStoredCart();
    await waitFor(() => expect(miniCartItems()).toHaveLength(2));
    expect(headerCount()).toHaveTextContent('1 item');
    expect(document.querySelector('#secondary .hide_cart_widget_if_empty .woocommerce-mini-cart-item')).toHaveTextContent('Tee');
    await flushIslands();
    expect(loaded).toHaveLength(1);
    expect(requests.count).toBe(0);
  });

  it('then leaves cart-fragments nothing to redo: no second replacement, no second event, focus kept', async () => {
    const { loaded, requests } = startWithStoredCart({
      ...stored,
      'div.widget_shopping_cart_content': '<div class="widget_shopping_cart_content"><ul class="woocommerce-mini-cart"><li class="woocommerce-mini-cart-item">Tee</li></ul><p class="woocommerce-mini-cart__buttons buttons"><a href="/cart/" class="button wc-forward">View cart</a></p></div>',
    });
    await waitFor(() => expect(miniCartItems()).toHaveLength(2));
    const link = document.querySelector<HTMLAnchorElement>('#site-header-cart .woocommerce-mini-cart__buttons a')!;
    link.focus();
    // The shopper turns to the header cart: cart-fragments loads and finds the same stored cart.
    link.dispatchEvent(new PointerEvent('pointerover', { bubbles: true }));
    await waitFor(() => expect(document.querySelector('#site-header-cart .widget_shopping_cart')).toHaveAttribute('data-island-state', 'mounted'));
    await flushIslands();
    expect(link.isConnected).toBe(true);
    expect(document.activeElement).toBe(link);
    expect(loaded).toHaveLength(1);
    expect(requests.count).toBe(0);
  });

  it('fires wc_fragments_loaded once through jQuery too', async () => {
    const { default: jQuery } = await import('jquery');
    vi.stubGlobal('jQuery', jQuery);
    stubShopGlobals();
    storeCart();
    document.cookie = `woocommerce_cart_hash=${HASH}; path=/`;
    loadMarkup('cart-fragments-restore/ok.html');
    const heard: string[] = [];
    jQuery(document.body).on('wc_fragments_loaded', (event) => void heard.push(event.type));
    start();
    await waitFor(() => expect(heard).toEqual(['wc_fragments_loaded']));
    await flushIslands();
    expect(heard).toHaveLength(1);
    jQuery(document.body).off('wc_fragments_loaded');
  });

  it.each([
    ['the stored hash differs from the cart cookie', () => storeCart('old-hash')],
    ['the stored cart is older than a day', () => storeCart(HASH, Date.now() - 24 * 60 * 60 * 1000 - 1)],
    ['the store holds no mini cart', () => storeCart(HASH, Date.now(), { 'a.cart-contents': stored['a.cart-contents'] })],
    ['the stored fragments are not JSON', () => sessionStorage.setItem('wc_fragments_test', '{"cut')],
    ['a stored fragment is not markup', () => storeCart(HASH, Date.now(), { ...stored, 'a.cart-contents': 42 })],
  ])('leaves the page alone when %s (cart-fragments refreshes it)', async (_case, prepare) => {
    stubShopGlobals();
    prepare();
    document.cookie = `woocommerce_cart_hash=${HASH}; path=/`;
    loadMarkup('cart-fragments-restore/ok.html');
    const restore = document.querySelector('#secondary .widget_shopping_cart_content');
    const loaded = collectEvents('wc_fragments_loaded');
    // Only the restore: the refresh is cart-fragments' (and tested there).
    document.querySelectorAll('.widget_shopping_cart').forEach((widget) => widget.setAttribute('data-island-trigger', 'media:(min-width: 99999px)'));
    start();
    await waitFor(() => expect(restore).toHaveAttribute('data-island-state', 'mounted'));
    expect(miniCartItems()).toHaveLength(0);
    expect(headerCount()).toHaveTextContent('0 items');
    expect(loaded).toHaveLength(0);
  });

  it('props-missing: without wc_cart_fragments_params nothing is restored and nothing is logged twice', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    storeCart();
    document.cookie = `woocommerce_cart_hash=${HASH}; path=/`;
    loadMarkup('cart-fragments-restore/props-missing.html');
    document.querySelector('.widget_shopping_cart')?.setAttribute('data-island-trigger', 'media:(min-width: 99999px)');
    start();
    await waitFor(() => expect(document.querySelector('.widget_shopping_cart_content')).toHaveAttribute('data-island-state', 'mounted'));
    expect(miniCartItems()).toHaveLength(0);
    expect(logged).not.toHaveBeenCalled();
  });

  it.each(['props-corrupted', 'props-invalid'])('%s: one console error naming the widget', async (fixture) => {
    await expectInvalidProps('cart-fragments-restore', fixture);
  });
});
