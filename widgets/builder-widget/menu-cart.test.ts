// builder-widget: Elementor Pro's menu cart — the side cart (a modal dialog) and the dropdown (hover), the
// cart events, the cart page, and a line removed from the panel.
import userEvent from '@testing-library/user-event';
import { screen, waitFor, within } from '@testing-library/dom';
import { describe, expect, it, vi } from 'vitest';
import { flushIslands, loadMarkup, startMounts, stubShopGlobals } from '../../fixtures/test-utils';
import { emit } from '@/dom';
import { CLOSE_LABEL, SHOWN_CLASS } from './menu-cart';

const widget = (id: string): HTMLElement => document.querySelector(`[data-id="${id}"]`)!;
const toggleOf = (id: string) => widget(id).querySelector<HTMLAnchorElement>('a.elementor-menu-cart__toggle_button')!;
const panelOf = (id: string) => widget(id).querySelector<HTMLElement>('.elementor-menu-cart__main')!;
const overlayOf = (id: string) => widget(id).querySelector<HTMLElement>('.elementor-menu-cart__container')!;

function open(proConfig: object = { woocommerce: { menu_cart: { cart_page_url: `${location.origin}/cart/`, checkout_page_url: `${location.origin}/checkout/` } } }): void {
  vi.stubGlobal('ElementorProFrontendConfig', proConfig);
  loadMarkup('builder-widget/menu-cart.html');
  startMounts();
}

describe('menu cart: the side cart', () => {
  it("from the document's start (before anyone reaches it) the toggle is a button and the closed panel out of reach", async () => {
    open();
    const toggle = await within(widget('mc140a')).findByRole('button', { name: /0\.00\s+0\s+Cart/ });
    expect(toggle).toBe(toggleOf('mc140a'));
    expect(overlayOf('mc140a')).toHaveAttribute('inert');
    expect(widget('mc140a')).toHaveAttribute('data-island-state', 'pending');
  });

  it('a press on the toggle opens it as a dialog (its first press answered), the focus on its close button; Escape closes it back on the toggle', async () => {
    open();
    const user = userEvent.setup();
    const toggle = widget('mc140a').querySelector<HTMLAnchorElement>('a.elementor-menu-cart__toggle_button')!;
    await user.click(toggle);
    await waitFor(() => expect(widget('mc140a')).toHaveClass(SHOWN_CLASS));
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveAttribute('aria-controls', panelOf('mc140a').id);
    expect(screen.getByRole('dialog', { name: 'Cart' })).toBe(panelOf('mc140a'));
    expect(overlayOf('mc140a')).not.toHaveAttribute('inert');
    expect(overlayOf('mc140a')).toHaveAttribute('aria-hidden', 'false');
    await waitFor(() => expect(within(panelOf('mc140a')).getByRole('button', { name: CLOSE_LABEL })).toHaveFocus());
    // The page holds still under it.
    expect(document.documentElement.style.overflow).toBe('hidden');
    await user.keyboard('{Escape}');
    expect(widget('mc140a')).not.toHaveClass(SHOWN_CLASS);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
    expect(overlayOf('mc140a')).toHaveAttribute('inert');
    expect(document.documentElement.style.overflow).toBe('');
  });

  it('Space on the toggle (a link) opens it; Enter on the close button and a press on the dimmed page around it close it', async () => {
    open();
    const user = userEvent.setup();
    await within(widget('mc140a')).findByRole('button', { name: /Cart/ });
    toggleOf('mc140a').focus();
    await user.keyboard(' ');
    await waitFor(() => expect(widget('mc140a')).toHaveClass(SHOWN_CLASS));
    const close = within(panelOf('mc140a')).getByRole('button', { name: CLOSE_LABEL });
    await waitFor(() => expect(close).toHaveFocus());
    await user.keyboard('{Enter}');
    expect(widget('mc140a')).not.toHaveClass(SHOWN_CLASS);
    expect(toggleOf('mc140a')).toHaveFocus();
    await user.click(toggleOf('mc140a'));
    expect(widget('mc140a')).toHaveClass(SHOWN_CLASS);
    await user.click(overlayOf('mc140a'));
    expect(widget('mc140a')).not.toHaveClass(SHOWN_CLASS);
  });

  it('Tab stays inside the open cart', async () => {
    open();
    const user = userEvent.setup();
    await user.click(toggleOf('mc140a'));
    await waitFor(() => expect(widget('mc140a')).toHaveClass(SHOWN_CLASS));
    panelOf('mc140a').querySelector<HTMLElement>('.widget_shopping_cart_content')!.innerHTML = '<a href="/cart/">View cart</a>';
    // jsdom lays nothing out: every control counts as shown.
    vi.spyOn(HTMLElement.prototype, 'getClientRects').mockReturnValue([{}] as unknown as DOMRectList);
    const close = within(panelOf('mc140a')).getByRole('button', { name: CLOSE_LABEL });
    close.focus();
    await user.tab();
    expect(screen.getByRole('link', { name: 'View cart' })).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();
  });

  it('opens itself after an add (automatically_open_cart), started as the add began; the dropdown, which does not say so, stays closed', async () => {
    open();
    await flushIslands();
    expect(widget('mc140a')).toHaveAttribute('data-island-state', 'pending');
    emit('adding_to_cart');
    await waitFor(() => expect(widget('mc140a')).toHaveAttribute('data-island-state', 'mounted'));
    emit('added_to_cart', {}, 'hash');
    expect(widget('mc140a')).toHaveClass(SHOWN_CLASS);
    expect(widget('mc140b')).not.toHaveClass(SHOWN_CLASS);
    // Opened by the add, the focus stays where the shopper is; Escape there closes it.
    expect(document.activeElement).toBe(document.body);
    await userEvent.setup().keyboard('{Escape}');
    expect(widget('mc140a')).not.toHaveClass(SHOWN_CLASS);
    expect(document.activeElement).toBe(document.body);
  });

  it('opens as it starts when the add finished before its code arrived', async () => {
    open();
    emit('adding_to_cart');
    emit('added_to_cart', {}, 'hash');
    await waitFor(() => expect(widget('mc140a')).toHaveClass(SHOWN_CLASS));
    expect(widget('mc140a')).not.toHaveAttribute('data-menu-cart-added');
  });

  it("opens at load when the page's own request added a product (productAddedToCart)", async () => {
    open({ woocommerce: { productAddedToCart: true, menu_cart: {} } });
    await waitFor(() => expect(widget('mc140a')).toHaveClass(SHOWN_CLASS));
    expect(widget('mc140b')).not.toHaveClass(SHOWN_CLASS);
  });

  it('on the cart page the toggle is a link to the cart and opens nothing', async () => {
    history.replaceState(null, '', '/cart/');
    try {
      open();
      const user = userEvent.setup();
      await user.click(toggleOf('mc140a'));
      await flushIslands();
      expect(widget('mc140a').querySelector('a.elementor-menu-cart__toggle_button')).toHaveAttribute('href', `${location.origin}/cart/`);
      expect(widget('mc140a')).not.toHaveClass(SHOWN_CLASS);
    } finally {
      history.replaceState(null, '', '/');
    }
  });
});

describe('menu cart: the dropdown', () => {
  it('opens when the mouse comes over the toggle, without taking the focus, and closes when it leaves; Escape closes it back on the toggle', async () => {
    open();
    const user = userEvent.setup();
    const toggle = toggleOf('mc140b');
    // The pointer coming over it starts it (in a browser, one already over it opens it as it starts: jsdom knows no :hover).
    await user.hover(toggle);
    await waitFor(() => expect(widget('mc140b')).toHaveAttribute('data-island-state', 'mounted'));
    await user.unhover(toggle);
    await user.hover(toggle);
    await waitFor(() => expect(widget('mc140b')).toHaveClass(SHOWN_CLASS));
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).not.toHaveAttribute('aria-haspopup');
    expect(panelOf('mc140b')).not.toHaveAttribute('role');
    expect(panelOf('mc140b').contains(document.activeElement)).toBe(false);
    await user.unhover(widget('mc140b').querySelector('.elementor-menu-cart__toggle_wrapper')!);
    expect(widget('mc140b')).not.toHaveClass(SHOWN_CLASS);
    toggle.focus();
    await user.keyboard('{Enter}');
    expect(widget('mc140b')).toHaveClass(SHOWN_CLASS);
    await user.keyboard('{Escape}');
    expect(widget('mc140b')).not.toHaveClass(SHOWN_CLASS);
    expect(toggle).toHaveFocus();
  });

  it('keeps saying it is open after the fragments replaced the toggle, and a line removed from under the focus gives it to the panel', async () => {
    stubShopGlobals();
    open();
    const user = userEvent.setup();
    await user.click(toggleOf('mc140b'));
    await waitFor(() => expect(widget('mc140b')).toHaveClass(SHOWN_CLASS));
    const content = panelOf('mc140b').querySelector<HTMLElement>('.widget_shopping_cart_content')!;
    content.innerHTML = '<a href="/cart/?remove_item=k1" class="remove_from_cart_button">×</a>';
    content.querySelector<HTMLElement>('a')!.focus();
    // A fragment as WooCommerce returns it: the whole toggle markup anew, closed.
    const toggleBox = widget('mc140b').querySelector('.elementor-menu-cart__toggle')!;
    toggleBox.innerHTML = toggleBox.innerHTML.replace('aria-expanded="true"', 'aria-expanded="false"');
    content.innerHTML = '<p class="woocommerce-mini-cart__empty-message">No products in the cart.</p>';
    emit('removed_from_cart', {}, 'hash');
    await waitFor(() => expect(toggleOf('mc140b')).toHaveAttribute('aria-expanded', 'true'));
    expect(panelOf('mc140b')).toHaveFocus();
  });
});
