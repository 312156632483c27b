// page-builder: Elementor Pro's WooCommerce widgets' load-time work — notices gathered, the cart widget's
// referers and automatic update, a loop form's quantity, boxes made one height, the admin bar cleaned.
import userEvent from '@testing-library/user-event';
import { screen, waitFor, within } from '@testing-library/dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { flushIslands, loadMarkup, startMounts, stubShopGlobals } from '../../fixtures/test-utils';
import { emit } from '@/dom';
import { AUTO_UPDATE_MS, startProWidgets } from './pro-widgets';

const widget = (id: string): HTMLElement => document.querySelector(`[data-id="${id}"]`)!;

afterEach(() => vi.useRealTimers());

describe('notices widget', () => {
  it("gathers the page's notices into itself as the document starts, shows itself, and again after the cart's events", async () => {
    loadMarkup('page-builder/shop-widgets.html');
    const scrolled = vi.fn();
    Element.prototype.scrollIntoView = scrolled;
    startMounts();
    const wrapper = widget('nt86a').querySelector('.e-woocommerce-notices-wrapper')!;
    // Two chunks load first (the page builder's, then its Pro widgets' load-time code): a loaded machine takes over a second.
    await waitFor(() => expect(wrapper).not.toHaveClass('e-woocommerce-notices-wrapper-loading'), { timeout: 5000 });
    expect(within(wrapper as HTMLElement).getByRole('alert')).toHaveTextContent('“Holdout Simple Tee” has been added to your cart.');
    expect(scrolled).toHaveBeenCalledWith(expect.objectContaining({ block: 'center' }));
    // The cart page's form came back with a notice above it.
    document.querySelector('.woocommerce-notices-wrapper')!.innerHTML = '<ul class="woocommerce-error" role="alert"><li>Coupon "nope" does not exist!</li></ul>';
    emit('applied_coupon', 'nope');
    expect(within(wrapper as HTMLElement).getAllByRole('alert')).toHaveLength(2);
    expect(wrapper.firstElementChild).toHaveTextContent('Coupon "nope" does not exist!');
  });
});

describe('product add to cart in a loop', () => {
  it("a quantity typed is what the button adds, and the add's View cart link goes under the form", async () => {
    stubShopGlobals();
    loadMarkup('page-builder/shop-widgets.html');
    startMounts();
    await flushIslands();
    const user = userEvent.setup();
    const quantity = screen.getByRole('spinbutton', { name: 'Product quantity' });
    await user.clear(quantity);
    await user.type(quantity, '3');
    quantity.blur();
    const button = screen.getByRole('button', { name: 'Add to cart: “Holdout Simple Tee”' });
    expect(button).toHaveAttribute('data-quantity', '3');
    // The add-to-cart island's link after the button, as an add leaves it.
    button.insertAdjacentHTML('afterend', '<a href="/cart/" class="added_to_cart wc-forward">View cart</a>');
    emit('added_to_cart', {}, 'hash', button);
    expect(widget('pa86b').querySelector('.added_to_cart')!.parentElement).toHaveClass('e-loop-add-to-cart-form-container');
  });
});

describe('cart widget', () => {
  function cartWidget(settings: string): HTMLElement {
    vi.stubGlobal('elementorFrontendConfig', { post: { id: 86 } });
    document.body.innerHTML = `<div class="elementor" data-elementor-type="wp-page" data-elementor-id="86"><div class="elementor-element" data-id="ca86c" data-widget_type="woocommerce-cart.default" data-settings='${settings}'>
      <form class="woocommerce-cart-form"><input type="hidden" name="_wp_http_referer" value="/cart/"><input class="qty" name="cart[k1][qty]" aria-label="Quantity" value="1"><button type="submit" name="update_cart" class="button">Update cart</button><a class="checkout-button button">Proceed to checkout</a></form></div></div>`;
    return document.querySelector('[data-id="ca86c"]')!;
  }

  it("marks its forms' referers with the page and the widget, and the checkout button with its hover animation", () => {
    const root = cartWidget('{"checkout_button_hover_animation":"grow"}');
    startProWidgets(root.parentElement!);
    const referer = new URL(root.querySelector('input[name="_wp_http_referer"]')!.getAttribute('value')!);
    expect(referer.searchParams.get('elementorPageId')).toBe('86');
    expect(referer.searchParams.get('elementorWidgetId')).toBe('ca86c');
    expect(screen.getByText('Proceed to checkout')).toHaveClass('elementor-animation-grow');
  });

  it('with update_cart_automatically, a quantity typed updates the cart 1.5 s after the last key', () => {
    vi.useFakeTimers();
    const root = cartWidget('{"update_cart_automatically":"yes"}');
    const stop = startProWidgets(root.parentElement!);
    const pressed = vi.fn((event: Event) => event.preventDefault());
    root.querySelector('form')!.addEventListener('submit', pressed);
    const field = screen.getByRole('textbox', { name: 'Quantity' });
    field.dispatchEvent(new Event('input', { bubbles: true }));
    vi.advanceTimersByTime(AUTO_UPDATE_MS - 100);
    field.dispatchEvent(new Event('input', { bubbles: true }));
    vi.advanceTimersByTime(AUTO_UPDATE_MS - 100);
    expect(pressed).not.toHaveBeenCalled();
    vi.advanceTimersByTime(100);
    expect(pressed).toHaveBeenCalledTimes(1);
    stop();
  });

  it('with update_cart_automatically, a quantity typed before the widget started updates the cart 1.5 s after it starts', () => {
    vi.useFakeTimers();
    const root = cartWidget('{"update_cart_automatically":"yes"}');
    (screen.getByRole('textbox', { name: 'Quantity' }) as HTMLInputElement).value = '4';
    const pressed = vi.fn((event: Event) => event.preventDefault());
    root.querySelector('form')!.addEventListener('submit', pressed);
    const stop = startProWidgets(root.parentElement!);
    vi.advanceTimersByTime(AUTO_UPDATE_MS);
    expect(pressed).toHaveBeenCalledTimes(1);
    stop();
  });

  it('with sticky_right_column, the totals column sticks its offset below the top, and below a fixed admin bar', () => {
    const root = cartWidget('{"sticky_right_column":"yes","sticky_right_column_offset":20}');
    root.insertAdjacentHTML('beforeend', '<div class="e-cart__column-inner e-sticky-right-column"><div class="cart_totals">Totals</div></div>');
    document.body.insertAdjacentHTML('afterbegin', '<div id="wpadminbar" style="position: fixed"></div>');
    vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockImplementation(function (this: HTMLElement) {
      return this.id === 'wpadminbar' ? 32 : 0;
    });
    const stop = startProWidgets(root.parentElement!);
    const column = document.querySelector<HTMLElement>('.e-sticky-right-column')!;
    expect(column).toHaveClass('e-sticky-right-column--active');
    expect(column.style.top).toBe('52px');
    // The cart page's answer rebuilds the columns (an emptied cart's Undo): the new column is made sticky too.
    column.replaceWith(Object.assign(document.createElement('div'), { className: 'e-cart__column-inner e-sticky-right-column' }));
    emit('updated_wc_div');
    expect(document.querySelector('.e-sticky-right-column')).toHaveClass('e-sticky-right-column--active');
    stop();
    expect(document.querySelector('.e-sticky-right-column')).not.toHaveClass('e-sticky-right-column--active');
    expect(document.querySelector<HTMLElement>('.e-sticky-right-column')!.style.top).toBe('');
  });

  it('without sticky_right_column, the totals column is left to scroll', () => {
    const root = cartWidget('{}');
    root.insertAdjacentHTML('beforeend', '<div class="e-cart__column-inner e-sticky-right-column"></div>');
    const stop = startProWidgets(root.parentElement!);
    expect(document.querySelector('.e-sticky-right-column')).not.toHaveClass('e-sticky-right-column--active');
    stop();
  });
});

describe('my account and purchase summary', () => {
  it('makes the address boxes one height and tells the line above a purchase note', () => {
    document.body.innerHTML = `<div class="elementor"><div data-id="ma86d" data-widget_type="woocommerce-my-account.default">
      <address>Ada</address><address>Ada<br>1 Harbour Road</address>
      <table><tr><td>Holdout Simple Tee</td></tr><tr class="product-purchase-note"><td>Wash cold</td></tr></table></div></div>`;
    const heights = new Map([['Ada', 40], ['Ada1 Harbour Road', 64]]);
    vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockImplementation(function (this: HTMLElement) {
      return heights.get(this.textContent ?? '') ?? 0;
    });
    startProWidgets(document.querySelector('.elementor')!);
    const boxes = document.querySelectorAll<HTMLElement>('address');
    expect([...boxes].map((box) => box.style.height)).toEqual(['64px', '64px']);
    expect(screen.getByText('Holdout Simple Tee')).toHaveClass('product-purchase-note-is-below');
  });

  it('makes the login and register boxes one height again as the register password is typed (a strength meter grows it)', async () => {
    document.body.innerHTML = `<div class="elementor"><div data-id="ma88a" data-widget_type="woocommerce-my-account.default">
      <form class="login"><label>Username <input name="username"></label></form>
      <form class="register"><label>Password <input type="password" id="reg_password" name="password"></label></form></div></div>`;
    let registerHeight = 120;
    vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockImplementation(function (this: HTMLElement) {
      return this.matches('form.login') ? 100 : this.matches('form.register') ? registerHeight : 0;
    });
    const stop = startProWidgets(document.querySelector('.elementor')!);
    const boxes = [...document.querySelectorAll<HTMLElement>('form')];
    expect(boxes.map((box) => box.style.height)).toEqual(['120px', '120px']);
    registerHeight = 160;
    await userEvent.type(screen.getByLabelText('Password'), 'a');
    await waitFor(() => expect(boxes.map((box) => box.style.height)).toEqual(['160px', '160px']));
    stop();
    registerHeight = 200;
    await userEvent.type(screen.getByLabelText('Password'), 'b');
    await new Promise((resolve) => requestAnimationFrame(resolve));
    expect(boxes.map((box) => box.style.height)).toEqual(['160px', '160px']);
  });
});

describe('admin bar (W23)', () => {
  it("removes the Elementor menu's dynamic-content- entries and keeps the others", () => {
    loadMarkup('page-builder/shop-widgets.html');
    startProWidgets(document.querySelector('.elementor')!);
    const menu = document.getElementById('wp-admin-bar-elementor_edit_page-default')!;
    expect(within(menu).queryByText(/dynamic-content-/)).toBeNull();
    expect(within(menu).getByText('Shop page')).toBeInTheDocument();
  });
});
