// cart-page on the classic cart markup, against the mock shop's cart page and wc-ajax endpoints (msw/node):
// what is sent, what replaces the page, which events fire, and what a failure keeps.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import jQuery from 'jquery';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { CART_NONCES } from '../../fixtures/handlers/cart-page';
import { shop } from '../../fixtures/handlers';
import { mockShop } from '../../fixtures/msw-server';
import { collectEvents, expectInvalidProps, flushIslands, loadMarkup, startMounts as start } from '../../fixtures/test-utils';
import { resetCartParamsReport } from './cart-params';

const SESSION = 'cart-page-test';

/**
 * The fixture's cart (the tee ×4, the sale socks ×1) in the mock shop, for this test's session; `faults` as the
 * demo's `shop_faults` cookie. The DOM's fetch sends no cookies, so both go as the mock's test headers.
 */
function seedCart(faults = ''): void {
  const original = globalThis.fetch;
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init: RequestInit = {}) => {
    const headers = new Headers(init.headers);
    headers.set('x-shop-session', SESSION);
    if (faults) headers.set('x-shop-fault', faults);
    return original(input, { ...init, headers });
  });
  const cart = shop.cart(SESSION);
  cart.add(12, 4, location.origin);
  cart.add(27, 1, location.origin);
}

function stubCartParams(overrides: Record<string, unknown> = {}): void {
  vi.stubGlobal('wc_cart_params', {
    ajax_url: '/wp-admin/admin-ajax.php',
    wc_ajax_url: '/?wc-ajax=%%endpoint%%',
    update_shipping_method_nonce: CART_NONCES.update_shipping_method,
    apply_coupon_nonce: CART_NONCES.apply_coupon,
    remove_coupon_nonce: CART_NONCES.remove_coupon,
    ...overrides,
  });
}

/** Records the url-encoded body of every request whose URL contains `part`. */
function recordBodies(part: string): URLSearchParams[] {
  const bodies: URLSearchParams[] = [];
  mockShop.events.on('request:start', ({ request }) => {
    if (request.url.includes(part)) void request.clone().text().then((text) => bodies.push(new URLSearchParams(text)));
  });
  return bodies;
}

async function startCart(faults = ''): Promise<void> {
  seedCart(faults);
  stubCartParams();
  loadMarkup('cart-page/ok.html');
  start();
}

const quantityOf = (name: string): HTMLInputElement => screen.getByLabelText(`${name} quantity`, { selector: 'input' });
const updateButton = (): HTMLButtonElement => screen.getByRole('button', { name: 'Update cart' });
const totalText = (): string => document.querySelector('.order-total td')?.textContent?.trim() ?? '';
const noticeText = (): string => document.querySelector('.woocommerce-notices-wrapper')?.textContent?.trim() ?? '';

describe('cart-page', () => {
  it('loads on first interaction; a changed quantity enables Update cart, which posts the form and replaces form, totals and notices', async () => {
    await startCart();
    const block = document.querySelector('.woocommerce')!;
    expect(block).toHaveAttribute('data-island-state', 'pending');
    const posts = recordBodies('/cart/');
    const events = { div: collectEvents('updated_wc_div'), totals: collectEvents('updated_cart_totals') };
    await userEvent.click(quantityOf('Holdout Simple Tee'));
    await flushIslands();
    await waitFor(() => expect(updateButton()).toBeDisabled());
    await userEvent.clear(quantityOf('Holdout Simple Tee'));
    await userEvent.type(quantityOf('Holdout Simple Tee'), '2');
    expect(updateButton()).toBeEnabled();
    await userEvent.click(updateButton());
    await waitFor(() => expect(noticeText()).toBe('Cart updated.'));
    expect(posts[0]?.get('update_cart')).toBe('Update Cart');
    expect(posts[0]?.get('woocommerce-cart-nonce')).toBe('38dbe5b7ec');
    expect([...posts[0]!.keys()].filter((name) => name.endsWith('[qty]'))).toHaveLength(2);
    expect(quantityOf('Holdout Simple Tee')).toHaveValue(2);
    expect(quantityOf('Holdout Simple Tee').defaultValue).toBe('2');
    expect(updateButton()).toBeDisabled();
    // 2 × $20 + the socks' $7.50 + flat rate $5.
    expect(totalText()).toBe('$52.50');
    expect(events.div).toHaveLength(1);
    expect(events.totals).toHaveLength(1);
    expect(document.activeElement).toBe(document.querySelector('.woocommerce-message'));
    expect(document.querySelector('.blockUI')).toBeNull();
  });

  it('Enter in a quantity updates the cart instead of applying an empty coupon, even before the chunk arrived', async () => {
    await startCart();
    // The registry sets its triggers up in a task of its own.
    for (let tick = 0; tick < 3; tick++) await new Promise((resolve) => setTimeout(resolve, 0));
    expect(document.querySelector('.woocommerce')).toHaveAttribute('data-island-state', 'pending');
    const posts = recordBodies('/cart/');
    const field = quantityOf('Holdout Sale Socks');
    // The first interaction starts the chunk (on the coupon field: happy-dom lets quantity-minimum's
    // `:not(.product-quantity input)` claim the cart's quantities, which Chromium does not).
    screen.getByLabelText('Coupon:').dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    expect(document.querySelector('.woocommerce')).toHaveAttribute('data-island-state', 'pending');
    field.focus();
    field.value = '3';
    field.dispatchEvent(new Event('input', { bubbles: true }));
    field.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true }));
    await waitFor(() => expect(noticeText()).toBe('Cart updated.'));
    expect(posts).toHaveLength(1);
    expect(posts[0]?.get('update_cart')).toBe('Update Cart');
    expect(posts[0]?.has('apply_coupon')).toBe(false);
    expect(quantityOf('Holdout Sale Socks')).toHaveValue(3);
  });

  it('remove link: GETs it, shows "removed. Undo?", and Undo puts the line back', async () => {
    await startCart();
    const removed = collectEvents('item_removed_from_classic_cart');
    await userEvent.click(screen.getByRole('button', { name: 'Remove Holdout Sale Socks from cart' }));
    await waitFor(() => expect(noticeText()).toBe('“Holdout Sale Socks” removed. Undo?'));
    expect(document.querySelectorAll('td.product-name')).toHaveLength(1);
    expect(removed).toHaveLength(1);
    expect(document.activeElement).toBe(document.querySelector('.woocommerce-message'));
    await userEvent.click(screen.getByRole('link', { name: 'Undo?' }));
    await waitFor(() => expect(document.querySelectorAll('td.product-name')).toHaveLength(2));
    expect(noticeText()).toBe('');
  });

  it('removing the last lines leaves the empty cart and fires wc_cart_emptied', async () => {
    seedCart();
    shop.cart(SESSION).remove(shop.cart(SESSION).lines[0]!.key);
    stubCartParams();
    loadMarkup('cart-page/ok.html');
    start();
    const emptied = collectEvents('wc_cart_emptied');
    await userEvent.click(screen.getByRole('button', { name: 'Remove Holdout Sale Socks from cart' }));
    await waitFor(() => expect(screen.getByText('Your cart is currently empty.')).toBeInTheDocument());
    expect(document.querySelector('.woocommerce-cart-form')).toBeNull();
    expect(document.querySelector('.cart_totals')).toBeNull();
    expect(noticeText()).toContain('removed. Undo?');
    expect(emptied).toHaveLength(1);
    // Undo on the empty-cart page brings the form back.
    await userEvent.click(screen.getByRole('link', { name: 'Undo?' }));
    await waitFor(() => expect(document.querySelector('.woocommerce-cart-form')).not.toBeNull());
  });

  it('apply coupon: posts the code with its nonce, shows the answer, refreshes the totals and fires applied_coupon', async () => {
    await startCart();
    const posts = recordBodies('wc-ajax=apply_coupon');
    const applied = collectEvents<unknown[]>('applied_coupon');
    await userEvent.type(screen.getByLabelText('Coupon:'), 'holdout10');
    await userEvent.click(screen.getByRole('button', { name: 'Apply coupon' }));
    await waitFor(() => expect(document.querySelector('.cart-discount')).not.toBeNull());
    expect(posts[0] && Object.fromEntries(posts[0])).toEqual({ security: CART_NONCES.apply_coupon, coupon_code: 'holdout10' });
    expect(noticeText()).toBe('Coupon code applied successfully.');
    expect(applied).toEqual([['holdout10']]);
    expect(screen.getByLabelText('Coupon:')).toHaveValue('');
    // $87.50 − 10 % + flat rate $5.
    expect(totalText()).toBe('$83.75');
  });

  it('a wrong or empty code gets the shop\'s answer and the typed code stays', async () => {
    await startCart();
    await userEvent.click(screen.getByRole('button', { name: 'Apply coupon' }));
    await waitFor(() => expect(noticeText()).toBe('Please enter a coupon code.'));
    await userEvent.type(screen.getByLabelText('Coupon:'), 'nope');
    await userEvent.click(screen.getByRole('button', { name: 'Apply coupon' }));
    await waitFor(() => expect(noticeText()).toBe('Coupon "nope" does not exist!'));
    expect(screen.getByLabelText('Coupon:')).toHaveValue('nope');
  });

  it('remove coupon: posts it with its nonce, refreshes the totals and fires removed_coupon', async () => {
    seedCart();
    shop.cart(SESSION).coupons.push('holdout10');
    stubCartParams();
    loadMarkup('cart-page/ok.html');
    start();
    // The fixture has no coupon: a first refresh brings the server's totals with it.
    await userEvent.type(quantityOf('Holdout Simple Tee'), '{Enter}');
    await waitFor(() => expect(noticeText()).toBe('Cart updated.'));
    expect(screen.getByRole('link', { name: '[Remove]' })).toBeInTheDocument();
    const posts = recordBodies('wc-ajax=remove_coupon');
    const removed = collectEvents<unknown[]>('removed_coupon');
    await userEvent.click(screen.getByRole('link', { name: '[Remove]' }));
    await waitFor(() => expect(noticeText()).toBe('Coupon has been removed.'));
    await waitFor(() => expect(document.querySelector('.cart-discount')).toBeNull());
    expect(posts[0] && Object.fromEntries(posts[0])).toEqual({ security: CART_NONCES.remove_coupon, coupon: 'holdout10' });
    expect(removed).toEqual([['holdout10']]);
  });

  it('shipping method: posts shipping_method[0], replaces the totals, keeps focus on the radio and fires the events', async () => {
    await startCart();
    const posts = recordBodies('wc-ajax=update_shipping_method');
    const events = { method: collectEvents('updated_shipping_method'), totals: collectEvents('updated_cart_totals') };
    await userEvent.click(screen.getByRole('radio', { name: 'Local pickup' }));
    await waitFor(() => expect(totalText()).toBe('$87.50'));
    expect(posts[0] && Object.fromEntries(posts[0])).toEqual({ security: CART_NONCES.update_shipping_method, 'shipping_method[0]': 'local_pickup:3' });
    expect(screen.getByRole('radio', { name: 'Local pickup' })).toBeChecked();
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: 'Local pickup' }));
    expect(events.method).toHaveLength(1);
    expect(events.totals).toHaveLength(1);
  });

  it("a shipping method a script chooses for the shopper through jQuery's change (no DOM event) is posted, as cart.js heard it", async () => {
    vi.stubGlobal('jQuery', jQuery);
    await startCart();
    screen.getByLabelText('Coupon:').dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    await flushIslands();
    const posts = recordBodies('wc-ajax=update_shipping_method');
    jQuery('input[name="shipping_method[0]"][value="local_pickup:3"]').prop('checked', true).trigger('change');
    await waitFor(() => expect(totalText()).toBe('$87.50'));
    expect(posts[0]?.get('shipping_method[0]')).toBe('local_pickup:3');
  });

  it("a quantity a theme's +/− button sets through jQuery's change (no DOM event) enables Update cart", async () => {
    vi.stubGlobal('jQuery', jQuery);
    await startCart();
    screen.getByLabelText('Coupon:').dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    await flushIslands();
    expect(updateButton()).toBeDisabled();
    jQuery(quantityOf('Holdout Simple Tee')).val('5').trigger('change');
    expect(updateButton()).toBeEnabled();
  });

  it("another field of a cart row (a plugin's gift note) enables Update cart, as cart.js did, and is posted with the form", async () => {
    await startCart();
    const row = quantityOf('Holdout Simple Tee').closest('tr')!;
    row.querySelector('td.product-name')!.insertAdjacentHTML('beforeend', '<label>Gift note <textarea name="cart[gift][note]"></textarea></label>');
    screen.getByLabelText('Gift note').dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    await flushIslands();
    expect(updateButton()).toBeDisabled();
    await userEvent.type(screen.getByLabelText('Gift note'), 'Happy birthday');
    expect(updateButton()).toBeEnabled();
    await userEvent.clear(screen.getByLabelText('Gift note'));
    expect(updateButton()).toBeDisabled();
    // A list printed without `selected` shows its first option: not a change until another is chosen.
    row.querySelector('td.product-name')!.insertAdjacentHTML('beforeend', '<label>Wrap <select name="cart[gift][wrap]"><option value="">None</option><option value="red">Red paper</option></select></label>');
    screen.getByLabelText('Wrap').dispatchEvent(new Event('change', { bubbles: true }));
    expect(updateButton()).toBeDisabled();
    await userEvent.selectOptions(screen.getByLabelText('Wrap'), 'red');
    expect(updateButton()).toBeEnabled();
    await userEvent.selectOptions(screen.getByLabelText('Wrap'), '');
    expect(updateButton()).toBeDisabled();
    await userEvent.type(screen.getByLabelText('Gift note'), 'Happy birthday');
    expect(updateButton()).toBeEnabled();
    expect(updateButton()).toHaveAttribute('aria-disabled', 'false');
    // A quantity typed back to the server's keeps it enabled: the note still has to go.
    await userEvent.clear(quantityOf('Holdout Simple Tee'));
    await userEvent.type(quantityOf('Holdout Simple Tee'), '4');
    expect(updateButton()).toBeEnabled();
    const posts = recordBodies('/cart/');
    await userEvent.click(updateButton());
    await waitFor(() => expect(posts[0]?.get('cart[gift][note]')).toBe('Happy birthday'));
    // The shop's answer is a fresh form: nothing changed in it yet.
    await waitFor(() => expect(updateButton()).toBeDisabled());
    expect(updateButton()).toHaveAttribute('aria-disabled', 'true');
  });

  it("tells jQuery's ajaxComplete handlers once the answer is in the page and the form unblocked (a theme puts its −/+ buttons back), ajaxError on a failure", async () => {
    vi.stubGlobal('jQuery', jQuery);
    await startCart();
    const heard: string[] = [];
    jQuery(document).ajaxComplete((_event, xhr, settings) => {
      const form = document.querySelector('.woocommerce-cart-form')!;
      heard.push(`${settings.type} ${new URL(settings.url!).pathname} ${xhr.status} qty=${quantityOf('Holdout Simple Tee').value} busy=${form.getAttribute('aria-busy') ?? 'no'}`);
    });
    jQuery(document).ajaxError((_event, xhr) => void heard.push(`error ${xhr.status}`));
    try {
      quantityOf('Holdout Simple Tee').dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
      await flushIslands();
      await userEvent.clear(quantityOf('Holdout Simple Tee'));
      await userEvent.type(quantityOf('Holdout Simple Tee'), '3');
      await userEvent.click(updateButton());
      await waitFor(() => expect(heard).toEqual(['POST /cart/ 200 qty=3 busy=no']));
      expect(quantityOf('Holdout Simple Tee').defaultValue).toBe('3');
    } finally {
      jQuery(document).off('ajaxComplete ajaxError');
    }
  });

  it('shipping calculator: the toggle shows the fields with aria-expanded, and its Update posts them', async () => {
    await startCart();
    const toggle = screen.getByRole('button', { name: 'Calculate shipping' });
    await userEvent.click(toggle);
    await flushIslands();
    await waitFor(() => expect(toggle).toHaveAttribute('aria-expanded', 'true'));
    expect(document.querySelector<HTMLElement>('.shipping-calculator-form')).toBeVisible();
    expect(document.activeElement).toBe(document.querySelector('#calc_shipping_country'));
    const posts = recordBodies('/cart/');
    await userEvent.selectOptions(screen.getByLabelText('Country / region:'), 'DE');
    await userEvent.type(screen.getByLabelText('City:'), 'Berlin');
    await userEvent.click(screen.getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(noticeText()).toBe('Shipping costs updated.'));
    expect(posts[0]?.get('calc_shipping')).toBe('x');
    expect(posts[0]?.get('calc_shipping_city')).toBe('Berlin');
    expect(document.querySelector('.woocommerce-shipping-destination')).toHaveTextContent('Shipping to Berlin, DE.');
    expect(screen.getByRole('button', { name: 'Change address' })).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(screen.getByRole('button', { name: 'Change address' }));
    expect(screen.getByRole('button', { name: 'Change address' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByLabelText('City:')).toHaveValue('Berlin');
  });

  it("a product added elsewhere on the page (a cross-sell's button: added_to_cart) joins the table and the totals, and the notices stay", async () => {
    await startCart();
    screen.getByLabelText('Coupon:').dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    await flushIslands();
    const posts = recordBodies('/cart/');
    const block = document.querySelector('.woocommerce')!;
    block.querySelector('.woocommerce-notices-wrapper')!.innerHTML = '<div class="woocommerce-message" role="alert">A notice before the add.</div>';
    // The add itself went through add-to-cart (the mock shop's cart has the apron now); it fires added_to_cart.
    shop.cart(SESSION).add(32, 1, location.origin);
    document.body.dispatchEvent(new CustomEvent('added_to_cart', { bubbles: true, detail: [{}, 'hash'] }));
    await waitFor(() => expect(document.querySelectorAll('td.product-name')).toHaveLength(3));
    expect(posts).toHaveLength(1);
    expect(posts[0]?.has('update_cart')).toBe(false);
    expect(noticeText()).toBe('A notice before the add.');
    expect(totalText()).not.toBe('');
    await waitFor(() => expect(document.querySelector('.woocommerce-cart-form')).not.toHaveAttribute('aria-busy'));
  });

  it('an add heard while a request is out refreshes once that request ends (not lost, not sent alongside)', async () => {
    await startCart();
    let release: () => void = () => undefined;
    let held = true;
    mockShop.use(
      http.post('*/cart/', async () => {
        if (held) {
          held = false;
          await new Promise<void>((resolve) => (release = resolve));
        }
        return undefined;
      }),
    );
    const posts = recordBodies('/cart/');
    await userEvent.clear(quantityOf('Holdout Simple Tee'));
    await userEvent.type(quantityOf('Holdout Simple Tee'), '2');
    await userEvent.click(updateButton());
    await waitFor(() => expect(document.querySelector('.woocommerce-cart-form')).toHaveAttribute('aria-busy', 'true'));
    shop.cart(SESSION).add(32, 1, location.origin);
    document.body.dispatchEvent(new CustomEvent('added_to_cart', { bubbles: true, detail: [{}, 'hash'] }));
    expect(posts).toHaveLength(1);
    release();
    await waitFor(() => expect(document.querySelectorAll('td.product-name')).toHaveLength(3));
    expect(posts).toHaveLength(2);
    expect(posts[0]?.get('update_cart')).toBe('Update Cart');
    expect(posts[1]?.has('update_cart')).toBe(false);
  });

  it("another script's jQuery(document).trigger('wc_update_cart') refreshes the form and totals, as cart.js heard it", async () => {
    vi.stubGlobal('jQuery', jQuery);
    await startCart();
    screen.getByLabelText('Coupon:').dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    await flushIslands();
    const posts = recordBodies('/cart/');
    const updated = collectEvents('updated_wc_div');
    shop.cart(SESSION).add(32, 2, location.origin);
    jQuery(document).trigger('wc_update_cart');
    await waitFor(() => expect(document.querySelectorAll('td.product-name')).toHaveLength(3));
    expect(posts).toHaveLength(1);
    expect(updated).toHaveLength(1);
  });

  it.each([
    ["a jQuery(document).trigger('wc_update_cart')", () => jQuery(document).trigger('wc_update_cart'), ''],
    ["another plugin's jQuery added_to_cart (its add from a quick view)", () => jQuery(document.body).trigger('added_to_cart', [{}, 'hash', null]), 'A notice before the add.'],
  ])('%s before the shopper touched the cart starts it, and the cart is refreshed once it runs', async (_case, announce, noticeKept) => {
    vi.stubGlobal('jQuery', jQuery);
    await startCart();
    await new Promise((resolve) => setTimeout(resolve, 30));
    const block = document.querySelector('.woocommerce')!;
    expect(block).toHaveAttribute('data-island-state', 'pending');
    block.querySelector('.woocommerce-notices-wrapper')!.innerHTML = '<div class="woocommerce-message" role="alert">A notice before the add.</div>';
    const posts = recordBodies('/cart/');
    shop.cart(SESSION).add(32, 1, location.origin);
    announce();
    await waitFor(() => expect(document.querySelectorAll('td.product-name')).toHaveLength(3));
    expect(posts).toHaveLength(1);
    expect(posts[0]?.has('update_cart')).toBe(false);
    // cart.js kept the notices after an add, not after wc_update_cart.
    expect(noticeText()).toBe(noticeKept);
    expect(block).not.toHaveAttribute('data-cart-page-refresh');
  });

  it('blocks the form and totals while a request runs (no second request), then unblocks', async () => {
    await startCart();
    let release: () => void = () => undefined;
    let requests = 0;
    mockShop.use(
      http.post('*/', async ({ request }) => {
        if (new URL(request.url).searchParams.get('wc-ajax') !== 'apply_coupon') return undefined;
        requests++;
        await new Promise<void>((resolve) => (release = resolve));
        return HttpResponse.text('<ul class="woocommerce-error" role="alert"><li>Coupon "x" does not exist!</li></ul>');
      }),
    );
    await userEvent.type(screen.getByLabelText('Coupon:'), 'x');
    await userEvent.click(screen.getByRole('button', { name: 'Apply coupon' }));
    const form = document.querySelector('.woocommerce-cart-form')!;
    await waitFor(() => expect(form).toHaveAttribute('aria-busy', 'true'));
    expect(form.querySelector('.blockUI.blockOverlay')).toHaveStyle({ opacity: '0.6' });
    expect(document.querySelector('.cart_totals')).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Apply coupon' }));
    expect(requests).toBe(1);
    release();
    await waitFor(() => expect(noticeText()).toBe('Coupon "x" does not exist!'));
    await waitFor(() => expect(document.querySelector('.woocommerce-cart-form')).not.toHaveAttribute('aria-busy'));
    expect(document.querySelector('.blockUI')).toBeNull();
  });

  it.each([
    ['apply_coupon=500', 'The coupon could not be applied. The shop answered with an error (HTTP 500). Please try again.', '?wc-ajax=apply_coupon'],
    ['apply_coupon=offline', 'The coupon could not be applied. You are probably offline.', '?wc-ajax=apply_coupon'],
  ])('%s: keeps the typed code and the page, unblocks, says why and logs the endpoint once', async (fault, message, endpoint) => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await startCart(fault);
    await userEvent.type(screen.getByLabelText('Coupon:'), 'holdout10');
    await userEvent.click(screen.getByRole('button', { name: 'Apply coupon' }));
    await waitFor(() => expect(noticeText()).toBe(message));
    expect(screen.getByLabelText('Coupon:')).toHaveValue('holdout10');
    expect(document.querySelector('.woocommerce-cart-form')).not.toHaveAttribute('aria-busy');
    expect(document.activeElement).toBe(document.querySelector('.woocommerce-error'));
    expect(logged).toHaveBeenCalledTimes(1);
    expect(String(logged.mock.calls[0]?.[0])).toContain(`cart-page: ${endpoint} failed`);
  });

  it('update_shipping_method=offline keeps the choice on screen, says why and leaves the totals usable', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await startCart('update_shipping_method=offline');
    await userEvent.click(screen.getByRole('radio', { name: 'Local pickup' }));
    await waitFor(() => expect(noticeText()).toBe('The shipping method could not be changed. You are probably offline.'));
    expect(document.querySelector('.cart_totals')).not.toHaveAttribute('aria-busy');
    expect(totalText()).toBe('$92.50');
  });

  it('apply_coupon=invalid-json (a PHP warning before the answer): the notice is read out of it, the warning is not shown', async () => {
    await startCart('apply_coupon=invalid-json');
    await userEvent.type(screen.getByLabelText('Coupon:'), 'holdout10');
    await userEvent.click(screen.getByRole('button', { name: 'Apply coupon' }));
    await waitFor(() => expect(noticeText()).toBe('Coupon code applied successfully.'));
    expect(document.body).not.toHaveTextContent('Warning');
    await waitFor(() => expect(document.querySelector('.cart-discount')).not.toBeNull());
  });

  it('cart=500 on Update cart keeps the typed quantities, and tells jQuery ajaxError then ajaxComplete', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.stubGlobal('jQuery', jQuery);
    const heard: string[] = [];
    jQuery(document).on('ajaxSuccess ajaxError ajaxComplete', (event, xhr: { status: number }) => void heard.push(`${event.type} ${xhr.status}`));
    await startCart('cart=500');
    await userEvent.clear(quantityOf('Holdout Simple Tee'));
    await userEvent.type(quantityOf('Holdout Simple Tee'), '7');
    await userEvent.click(updateButton());
    await waitFor(() => expect(noticeText()).toBe('The cart could not be updated. The shop answered with an error (HTTP 500). Please try again.'));
    jQuery(document).off('ajaxSuccess ajaxError ajaxComplete');
    expect(heard).toEqual(['ajaxError 500', 'ajaxComplete 500']);
    expect(quantityOf('Holdout Simple Tee')).toHaveValue(7);
    expect(updateButton()).toBeEnabled();
  });

  it('an answer that is not a cart page (a PHP notice page, a login page) changes nothing and says so', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await startCart();
    mockShop.use(http.post('*/cart/', () => HttpResponse.html('<html><body><p>Please log in.</p></body></html>')));
    await userEvent.type(quantityOf('Holdout Sale Socks'), '{Backspace}5');
    await userEvent.click(updateButton());
    await waitFor(() => expect(noticeText()).toBe('The cart could not be updated. The shop sent an answer that is not a cart page. Please try again.'));
    expect(quantityOf('Holdout Sale Socks')).toHaveValue(5);
    expect(document.querySelectorAll('td.product-name')).toHaveLength(2);
  });

  it('a typed coupon code survives an Update cart', async () => {
    await startCart();
    await userEvent.type(screen.getByLabelText('Coupon:'), 'freeship');
    await userEvent.type(quantityOf('Holdout Sale Socks'), '{Backspace}2');
    await userEvent.click(updateButton());
    await waitFor(() => expect(noticeText()).toBe('Cart updated.'));
    expect(screen.getByLabelText('Coupon:')).toHaveValue('freeship');
  });

  it('without wc_cart_params: one console error naming it, and the coupon goes through the cart form post', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    resetCartParamsReport();
    seedCart();
    loadMarkup('cart-page/ok.html');
    start();
    const posts = recordBodies('/cart/');
    await userEvent.type(screen.getByLabelText('Coupon:'), 'holdout10');
    await userEvent.click(screen.getByRole('button', { name: 'Apply coupon' }));
    await waitFor(() => expect(noticeText()).toBe('Coupon code applied successfully.'));
    expect(posts[0]?.get('apply_coupon')).toBe('Apply coupon');
    expect(document.querySelector('.cart-discount')).not.toBeNull();
    expect(logged).toHaveBeenCalledTimes(1);
    expect(String(logged.mock.calls[0]?.[0])).toMatch(/^\[shop-islands\] cart-page: window\.wc_cart_params is missing/);
  });

  it('props-missing: an explicit mount works on the cart block inside it', async () => {
    seedCart();
    stubCartParams();
    loadMarkup('cart-page/props-missing.html');
    start();
    await flushIslands();
    await userEvent.click(screen.getByRole('button', { name: 'Remove Holdout Sale Socks from cart' }));
    await waitFor(() => expect(noticeText()).toContain('removed. Undo?'));
  });

  it.each(['props-corrupted', 'props-invalid'])('%s: reports the mount and leaves the plain form', async (fixture) => {
    await expectInvalidProps('cart-page', fixture);
    expect(screen.getByRole('button', { name: 'Update cart' })).toBeInTheDocument();
  });
});

describe("cart-page in Elementor Pro's cart widget (the form inside the widget's two columns)", () => {
  async function startProCart(): Promise<void> {
    seedCart();
    stubCartParams();
    loadMarkup('cart-page/elementor-pro.html');
    start();
  }
  const couponField = (): HTMLInputElement => screen.getByPlaceholderText('Coupon code');

  it('starts on the widget’s markup, and an Update cart answer in Pro’s layout keeps the two columns', async () => {
    await startProCart();
    const block = document.querySelector('.woocommerce')!;
    expect(block).toHaveAttribute('data-island-state', 'pending');
    const posts = recordBodies('/builder/cart/');
    await userEvent.clear(quantityOf('Holdout Simple Tee'));
    await userEvent.type(quantityOf('Holdout Simple Tee'), '2');
    await waitFor(() => expect(block).toHaveAttribute('data-island-state', 'mounted'));
    await waitFor(() => expect(updateButton()).toBeEnabled());
    await userEvent.click(updateButton());
    await waitFor(() => expect(noticeText()).toBe('Cart updated.'));
    expect(posts[0]?.get('update_cart')).toBe('Update Cart');
    expect(totalText()).toBe('$52.50');
    expect(document.querySelectorAll('.e-cart__container')).toHaveLength(1);
    expect(document.querySelector('.e-cart__column-start > form.woocommerce-cart-form')).not.toBeNull();
    expect(document.querySelector('.e-cart-totals .cart_totals')).not.toBeNull();
  });

  it('Enter in the coupon field applies it, though the form’s first button (Update cart) is disabled', async () => {
    await startProCart();
    couponField().dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    await waitFor(() => expect(document.querySelector('.woocommerce')).toHaveAttribute('data-island-state', 'mounted'));
    await waitFor(() => expect(updateButton()).toBeDisabled());
    const applies = recordBodies('wc-ajax=apply_coupon');
    const updates = recordBodies('/builder/cart/');
    await userEvent.type(couponField(), 'holdout10{Enter}');
    await waitFor(() => expect(noticeText()).toBe('Coupon code applied successfully.'));
    expect(applies.map((body) => body.get('coupon_code'))).toEqual(['holdout10']);
    await waitFor(() => expect(document.querySelector('.cart-discount')).not.toBeNull());
    expect(updates.every((body) => !body.has('update_cart'))).toBe(true);
    expect(couponField()).toHaveValue('');
  });

  it('Enter in the coupon field before the chunk arrived is held, then applies the coupon', async () => {
    await startProCart();
    for (let tick = 0; tick < 3; tick++) await new Promise((resolve) => setTimeout(resolve, 0));
    expect(document.querySelector('.woocommerce')).toHaveAttribute('data-island-state', 'pending');
    const applies = recordBodies('wc-ajax=apply_coupon');
    const field = couponField();
    field.focus();
    field.value = 'holdout10';
    const enter = new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true });
    field.dispatchEvent(enter);
    // Held: the browser's implicit submission (with Update cart) does not happen.
    expect(enter.defaultPrevented).toBe(true);
    await waitFor(() => expect(noticeText()).toBe('Coupon code applied successfully.'));
    expect(applies.map((body) => body.get('coupon_code'))).toEqual(['holdout10']);
  });

  it('Enter in a coupon field outside the cart form (a theme\'s own) is left to the browser', async () => {
    await startProCart();
    for (let tick = 0; tick < 3; tick++) await new Promise((resolve) => setTimeout(resolve, 0));
    document.querySelector('.e-cart__column-end')!.insertAdjacentHTML('beforeend', '<form class="theme-coupon"><input name="coupon_code" aria-label="Theme coupon"></form>');
    const enter = new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true });
    screen.getByLabelText('Theme coupon').dispatchEvent(enter);
    expect(enter.defaultPrevented).toBe(false);
  });
});

describe('cart-page: Enter in the coupon field of the classic cart', () => {
  it('presses Apply coupon (its click and the submit are what other scripts hear) and applies it once', async () => {
    await startCart();
    screen.getByLabelText('Coupon:').dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    await waitFor(() => expect(document.querySelector('.woocommerce')).toHaveAttribute('data-island-state', 'mounted'));
    const clicks = vi.fn();
    screen.getByRole('button', { name: 'Apply coupon' }).addEventListener('click', clicks);
    const applies = recordBodies('wc-ajax=apply_coupon');
    await userEvent.type(screen.getByLabelText('Coupon:'), 'holdout10{Enter}');
    await waitFor(() => expect(noticeText()).toBe('Coupon code applied successfully.'));
    expect(clicks).toHaveBeenCalledTimes(1);
    expect(applies.map((body) => body.get('coupon_code'))).toEqual(['holdout10']);
  });
});
