// WooCommerce's localized globals: strings for scalars, missing globals, malformed fields.
import { describe, expect, it, vi } from 'vitest';
import { readAddToCartSettings, readCartFragmentsSettings, resetShopSettings } from './shop-settings';

describe('shop settings', () => {
  it('reads WordPress-localized strings as booleans and numbers', () => {
    vi.stubGlobal('wc_add_to_cart_params', { wc_ajax_url: '/shop/?wc-ajax=%%endpoint%%', cart_url: '/basket/', i18n_view_cart: 'Voir le panier', is_cart: '1', cart_redirect_after_add: 'yes' });
    vi.stubGlobal('wc_cart_fragments_params', { cart_hash_key: 'wc_cart_hash_abc', fragment_name: 'wc_fragments_abc', request_timeout: '2500' });
    expect(readAddToCartSettings()).toEqual({
      ajaxUrl: '/wp-admin/admin-ajax.php',
      wcAjaxUrl: '/shop/?wc-ajax=%%endpoint%%',
      cartUrl: '/basket/',
      viewCartText: 'Voir le panier',
      isCart: true,
      redirectToCartAfterAdd: true,
    });
    expect(readCartFragmentsSettings()).toMatchObject({ cartHashKey: 'wc_cart_hash_abc', requestTimeoutMs: 2500 });
  });

  it.each([
    ['', false],
    ['1', true],
    ['no', false],
    [true, true],
  ])('is_cart %j means %j', (value, expected) => {
    vi.stubGlobal('wc_add_to_cart_params', { is_cart: value });
    expect(readAddToCartSettings().isCart).toBe(expected);
  });

  it('uses the defaults, with one warning, when the global is missing', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(readCartFragmentsSettings()).toEqual({ wcAjaxUrl: '/?wc-ajax=%%endpoint%%', cartHashKey: 'wc_cart_hash', fragmentName: 'wc_fragments', requestTimeoutMs: 5000 });
    resetShopSettings();
    readCartFragmentsSettings();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('window.wc_cart_fragments_params is missing'), expect.anything());
  });

  it('names a malformed field in a console error and keeps the other fields', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.stubGlobal('wc_cart_fragments_params', { cart_hash_key: 'wc_cart_hash_x', request_timeout: 'soon' });
    expect(readCartFragmentsSettings()).toMatchObject({ cartHashKey: 'wc_cart_hash_x', requestTimeoutMs: 5000 });
    expect(error).toHaveBeenCalledWith(expect.stringContaining('window.wc_cart_fragments_params.request_timeout is invalid ("soon")'));
  });

  it('rejects a global that is not an object', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.stubGlobal('wc_add_to_cart_params', 'oops');
    expect(readAddToCartSettings().cartUrl).toBe('/cart/');
    expect(error).toHaveBeenCalledWith(expect.stringContaining('window.wc_add_to_cart_params must be an object'));
  });
});
