// cart-fragments on Storefront's header cart: cache reuse, refresh, events, other tabs.
import { waitFor } from '@testing-library/react';
import jQuery from 'jquery';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import type { IslandErrorDetail } from '../../src/runtime';
import { emit } from '../../src/dom';
import { mockShop } from '../../fixtures/msw-server';
import { collectEvents, flushIslands, loadMarkup, startMounts as start, stubShopGlobals } from '../../fixtures/test-utils';

const oneItem = {
  fragments: {
    'div.widget_shopping_cart_content': '<div class="widget_shopping_cart_content"><ul class="woocommerce-mini-cart"><li class="woocommerce-mini-cart-item">Tee</li></ul></div>',
    'a.cart-contents': '<a class="cart-contents" href="/cart/"><span class="count">1 item</span></a>',
    'a.footer-cart-contents': '<a class="footer-cart-contents" href="/cart/">Cart <span class="count">1</span></a>',
  },
  cart_hash: '80709ac3c4a6cc7b1449fa079547f5ef',
};

function countRefreshes(): { count: number } {
  const seen = { count: 0 };
  mockShop.events.on('request:start', ({ request }) => {
    if (new URL(request.url).searchParams.get('wc-ajax') === 'get_refreshed_fragments') seen.count++;
  });
  return seen;
}

function storeCache(hash: string, created = Date.now()): void {
  sessionStorage.setItem('wc_fragments_test', JSON.stringify(oneItem.fragments));
  sessionStorage.setItem('wc_cart_hash_test', hash);
  localStorage.setItem('wc_cart_hash_test', hash);
  sessionStorage.setItem('wc_cart_created', String(created));
}

describe('cart-fragments', () => {
  it('spends nothing while the server markup is current (empty cart, no cache)', async () => {
    stubShopGlobals();
    loadMarkup('cart-fragments/ok.html');
    const refreshes = countRefreshes();
    start();
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(document.querySelector('.widget_shopping_cart')).toHaveAttribute('data-island-state', 'pending');
    expect(refreshes.count).toBe(0);
  });

  it('refreshes at once when the cart cookie says the cart changed, and fires wc_fragments_refreshed', async () => {
    stubShopGlobals();
    document.cookie = `woocommerce_cart_hash=${oneItem.cart_hash}; path=/`;
    mockShop.use(http.post('*/', () => HttpResponse.json(oneItem)));
    loadMarkup('cart-fragments/ok.html');
    const refreshed = collectEvents('wc_fragments_refreshed');
    start();
    await waitFor(() => expect(document.querySelector('a.cart-contents .count')).toHaveTextContent('1 item'));
    expect(document.querySelector('a.footer-cart-contents .count')).toHaveTextContent('1');
    expect(refreshed).toHaveLength(1);
    expect(sessionStorage.getItem('wc_cart_hash_test')).toBe(oneItem.cart_hash);
    expect(JSON.parse(sessionStorage.getItem('wc_fragments_test') ?? '{}')).toEqual(oneItem.fragments);
  });

  it('applies cached fragments without a request when hash and cookie agree, on approach', async () => {
    stubShopGlobals();
    storeCache(oneItem.cart_hash);
    document.cookie = `woocommerce_cart_hash=${oneItem.cart_hash}; path=/`;
    loadMarkup('cart-fragments/ok.html');
    const loaded = collectEvents('wc_fragments_loaded');
    const refreshes = countRefreshes();
    start();
    document.querySelector('a.cart-contents')?.dispatchEvent(new PointerEvent('pointerover', { bubbles: true }));
    await waitFor(() => expect(document.querySelector('.woocommerce-mini-cart-item')).toHaveTextContent('Tee'));
    expect(loaded).toHaveLength(1);
    expect(refreshes.count).toBe(0);
  });

  it.each([
    ['the hash differs from the cookie', () => storeCache('old-hash')],
    ['the cache is older than a day', () => storeCache(oneItem.cart_hash, Date.now() - 24 * 60 * 60 * 1000 - 1)],
  ])('refreshes when %s', async (_case, prepare) => {
    stubShopGlobals();
    prepare();
    document.cookie = `woocommerce_cart_hash=${oneItem.cart_hash}; path=/`;
    mockShop.use(http.post('*/', () => HttpResponse.json(oneItem)));
    loadMarkup('cart-fragments/ok.html');
    const refreshes = countRefreshes();
    start();
    await waitFor(() => expect(refreshes.count).toBe(1));
  });

  it('fires wc_fragments_ajax_error when the refresh fails, leaving the markup', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    stubShopGlobals();
    document.cookie = 'woocommerce_cart_hash=abc; path=/';
    mockShop.use(http.post('*/', () => new HttpResponse('<br />\n<b>Notice</b>', { status: 200 })));
    loadMarkup('cart-fragments/ok.html');
    const failed = collectEvents('wc_fragments_ajax_error');
    start();
    await waitFor(() => expect(failed).toHaveLength(1));
    expect(document.querySelector('a.cart-contents .count')).toHaveTextContent('0 items');
  });

  it('refreshes on wc_fragment_refresh, and keeps fragments other plugins announce', async () => {
    stubShopGlobals();
    mockShop.use(http.post('*/', () => HttpResponse.json(oneItem)));
    loadMarkup('cart-fragments/ok.html');
    const refreshes = countRefreshes();
    start();
    document.body.dispatchEvent(new CustomEvent('wc_fragment_refresh', { bubbles: true }));
    await waitFor(() => expect(refreshes.count).toBe(1));
    await flushIslands();

    emit('added_to_cart', { 'a.cart-contents': '<a class="cart-contents" href="/cart/"><span class="count">7 items</span></a>' }, 'from-another-plugin');
    await waitFor(() => expect(document.querySelector('a.cart-contents .count')).toHaveTextContent('7 items'));
    expect(sessionStorage.getItem('wc_cart_hash_test')).toBe('from-another-plugin');
  });

  it('starts and refreshes when the cart page changed the cart (updated_wc_div), as cart-fragments.js did', async () => {
    stubShopGlobals();
    mockShop.use(http.post('*/', () => HttpResponse.json(oneItem)));
    loadMarkup('cart-fragments/ok.html');
    const refreshes = countRefreshes();
    start();
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(document.querySelector('.widget_shopping_cart')).toHaveAttribute('data-island-state', 'pending');
    // The cart page's answer set the new cart's hash cookie, then fired updated_wc_div.
    document.cookie = `woocommerce_cart_hash=${oneItem.cart_hash}; path=/`;
    emit('updated_wc_div');
    await waitFor(() => expect(document.querySelector('a.cart-contents .count')).toHaveTextContent('1 item'));
    expect(refreshes.count).toBe(1);
  });

  it("a jQuery wc_fragment_refresh before it started (other plugins trigger it so) starts it and asks the shop, also with current stored fragments", async () => {
    stubShopGlobals();
    vi.stubGlobal('jQuery', jQuery);
    storeCache(oneItem.cart_hash);
    document.cookie = `woocommerce_cart_hash=${oneItem.cart_hash}; path=/`;
    mockShop.use(http.post('*/', () => HttpResponse.json(oneItem)));
    loadMarkup('cart-fragments/ok.html');
    const refreshes = countRefreshes();
    start();
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(document.querySelector('.widget_shopping_cart')).toHaveAttribute('data-island-state', 'pending');
    jQuery(document.body).trigger('wc_fragment_refresh');
    await waitFor(() => expect(refreshes.count).toBe(1));
    expect(document.querySelector('.widget_shopping_cart')).not.toHaveAttribute('data-cart-fragments-refresh');
  });

  it("another plugin's jQuery added_to_cart before it started: the cookie's new hash no longer matches the stored one, so it asks the shop", async () => {
    stubShopGlobals();
    vi.stubGlobal('jQuery', jQuery);
    storeCache('hash-before-the-add');
    document.cookie = 'woocommerce_cart_hash=hash-before-the-add; path=/';
    mockShop.use(http.post('*/', () => HttpResponse.json(oneItem)));
    loadMarkup('cart-fragments/ok.html');
    const refreshes = countRefreshes();
    start();
    await new Promise((resolve) => setTimeout(resolve, 30));
    // The plugin's own add_to_cart answer set the cookie, then it announced the add.
    document.cookie = `woocommerce_cart_hash=${oneItem.cart_hash}; path=/`;
    jQuery(document.body).trigger('added_to_cart', [{ 'a.cart-contents': '<a class="cart-contents" href="/cart/"><span class="count">1 item</span></a>' }, oneItem.cart_hash, null]);
    await waitFor(() => expect(document.querySelector('.woocommerce-mini-cart-item')).toHaveTextContent('Tee'));
    expect(refreshes.count).toBe(1);
  });

  it("runs on the page by its settings alone, as cart-fragments.js did (Elementor Pro's menu cart, no cart widget): a cart the tab has not stored is fetched at once", async () => {
    stubShopGlobals();
    document.cookie = `woocommerce_cart_hash=${oneItem.cart_hash}; path=/`;
    mockShop.use(http.post('*/', () => HttpResponse.json(oneItem)));
    loadMarkup('cart-fragments/settings-only.html');
    start();
    await waitFor(() => expect(document.querySelector('.elementor-menu-cart__main .woocommerce-mini-cart-item')).toHaveTextContent('Tee'));
    expect(document.querySelector('a.cart-contents .count')).toHaveTextContent('1 item');
    expect(document.querySelector('#wc-cart-fragments-js-extra')).toHaveAttribute('data-island-state', 'mounted');
  });

  it("on a page whose only cart display is a count (no mini cart to restore at load), a current stored cart is put in at load without a request, as cart-fragments.js did", async () => {
    stubShopGlobals();
    storeCache(oneItem.cart_hash);
    document.cookie = `woocommerce_cart_hash=${oneItem.cart_hash}; path=/`;
    loadMarkup('cart-fragments/count-only.html');
    const refreshes = countRefreshes();
    start();
    await waitFor(() => expect(document.querySelector('a.cart-contents .count')).toHaveTextContent('1 item'));
    expect(refreshes.count).toBe(0);
  });

  it('on a page with no element of the stored cart (no mini cart, no count), nothing starts at load', async () => {
    stubShopGlobals();
    storeCache(oneItem.cart_hash);
    document.cookie = `woocommerce_cart_hash=${oneItem.cart_hash}; path=/`;
    // A plugin's fragment keyed by a selector the browser cannot read (jQuery's `span.theme-count:eq(0)`; happy-dom reads
    // that one, so here an unclosed one) is not counted, and throws nothing.
    sessionStorage.setItem('wc_fragments_test', JSON.stringify({ 'span.theme-count[data-x': '<span class="theme-count">1</span>', ...oneItem.fragments }));
    loadMarkup('cart-fragments/count-only.html');
    document.querySelector('header.theme-header')!.remove();
    document.body.insertAdjacentHTML('beforeend', '<span class="theme-count">0</span>');
    start();
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(document.querySelector('#wc-cart-fragments-js-extra')).toHaveAttribute('data-island-state', 'pending');
  });

  it('refreshes when another tab stored a different cart hash', async () => {
    stubShopGlobals();
    mockShop.use(http.post('*/', () => HttpResponse.json(oneItem)));
    loadMarkup('cart-fragments/ok.html');
    const refreshes = countRefreshes();
    start();
    localStorage.setItem('wc_cart_hash_test', 'changed-elsewhere');
    window.dispatchEvent(new StorageEvent('storage', { key: 'wc_cart_hash_test', newValue: 'changed-elsewhere' }));
    await waitFor(() => expect(document.querySelector('a.cart-contents .count')).toHaveTextContent('1 item'));
    expect(refreshes.count).toBe(1);
  });

  it('props-missing: without wc_cart_fragments_params it warns once and still works on defaults', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    document.cookie = `woocommerce_cart_hash=${oneItem.cart_hash}; path=/`;
    mockShop.use(http.post('*/', () => HttpResponse.json(oneItem)));
    loadMarkup('cart-fragments/props-missing.html');
    start();
    await waitFor(() => expect(document.querySelector('a.cart-contents .count')).toHaveTextContent('1 item'));
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('window.wc_cart_fragments_params is missing'), expect.anything());
    expect(sessionStorage.getItem('wc_cart_hash')).toBe(oneItem.cart_hash);
  });

  it.each(['props-corrupted', 'props-invalid'])('%s: reports and leaves the markup', async (fixture) => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    stubShopGlobals();
    loadMarkup(`cart-fragments/${fixture}.html`);
    const errors = collectEvents<IslandErrorDetail>('island:error');
    start();
    await flushIslands();
    expect(errors).toEqual([expect.objectContaining({ widget: 'cart-fragments', reason: 'invalid-props' })]);
    expect(document.querySelector('.widget_shopping_cart_content')).toBeInTheDocument();
  });
});
