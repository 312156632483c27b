// hide-empty-cart-widget: the sidebar Cart widget hidden while the cart is empty, shown as it fills.
import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { emit, replaceFragments } from '../../src/dom';
import { expectInvalidProps, loadMarkup, startMounts as start, stubShopGlobals } from '../../fixtures/test-utils';

const widget = () => document.querySelector<HTMLElement>('#woocommerce_widget_cart-1')!;
const withItem = '<div class="widget_shopping_cart_content"><ul class="woocommerce-mini-cart"><li class="woocommerce-mini-cart-item">Tee</li></ul></div>';
const emptied = '<div class="widget_shopping_cart_content"><p class="woocommerce-mini-cart__empty-message">No products in the cart.</p></div>';

function setItemsCookie(isSet: boolean): void {
  document.cookie = isSet ? 'woocommerce_items_in_cart=1; path=/' : 'woocommerce_items_in_cart=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT';
}

afterEach(() => setItemsCookie(false));

describe('hide-empty-cart-widget', () => {
  it('hides the widget at load while the cart is empty, and shows it when an add starts and its fragments arrive', async () => {
    stubShopGlobals();
    loadMarkup('hide-empty-cart-widget/ok.html');
    start();
    await waitFor(() => expect(widget()).not.toBeVisible());
    expect(widget().querySelector('.widget-title')).not.toBeVisible();

    emit('adding_to_cart', document.body, {});
    expect(widget()).toBeVisible();
    replaceFragments({ 'div.widget_shopping_cart_content': withItem });
    emit('added_to_cart', { 'div.widget_shopping_cart_content': withItem }, 'hash', document.body);
    expect(widget()).toBeVisible();
  });

  it('shows the widget at load when the cart cookie says the cart holds something', async () => {
    setItemsCookie(true);
    stubShopGlobals();
    loadMarkup('hide-empty-cart-widget/ok.html');
    start();
    await waitFor(() => expect(document.querySelector('.hide_cart_widget_if_empty')).toHaveAttribute('data-island-state', 'mounted'));
    expect(widget()).toBeVisible();
  });

  it('hides it again when the last item is removed and the fragments show the empty mini cart', async () => {
    setItemsCookie(true);
    stubShopGlobals();
    loadMarkup('hide-empty-cart-widget/ok.html');
    start();
    replaceFragments({ 'div.widget_shopping_cart_content': withItem });
    await waitFor(() => expect(document.querySelector('.hide_cart_widget_if_empty')).toHaveAttribute('data-island-state', 'mounted'));
    expect(widget()).toBeVisible();
    setItemsCookie(false);
    replaceFragments({ 'div.widget_shopping_cart_content': emptied });
    emit('removed_from_cart', { 'div.widget_shopping_cart_content': emptied }, '', document.body);
    expect(widget()).not.toBeVisible();
    // The fragments refreshed after a change in another tab: the cart has something again.
    replaceFragments({ 'div.widget_shopping_cart_content': withItem });
    emit('wc_fragments_refreshed');
    expect(widget()).toBeVisible();
  });

  it('props-missing: an explicit mount hides the cart box around it', async () => {
    stubShopGlobals();
    loadMarkup('hide-empty-cart-widget/props-missing.html');
    start();
    await waitFor(() => expect(document.querySelector('.theme-cart-box')).not.toBeVisible());
  });

  it.each(['props-corrupted', 'props-invalid'])('%s: one console error naming the widget', async (fixture) => {
    await expectInvalidProps('hide-empty-cart-widget', fixture);
  });
});
