// mini-cart lines on the legacy mini cart markup, against the mock shop (msw/node).
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import type { IslandErrorDetail } from '../../src/runtime';
import { mockShop } from '../../fixtures/msw-server';
import { collectEvents, flushIslands, loadMarkup, startMounts as start, stubShopGlobals } from '../../fixtures/test-utils';

const oneItem = {
  fragments: { 'a.cart-contents': '<a class="cart-contents" href="/cart/"><span class="count">1 item</span></a>' },
  cart_hash: 'abc',
};

const emptyCart = {
  fragments: {
    'div.widget_shopping_cart_content': '<div class="widget_shopping_cart_content"><p class="woocommerce-mini-cart__empty-message">No products in the cart.</p></div>',
  },
  cart_hash: '',
};

describe('mini-cart', () => {
  it('dims and blocks the line while removing, then applies the fragments and announces', async () => {
    stubShopGlobals();
    let release: () => void = () => undefined;
    let posted = '';
    mockShop.use(
      http.post('*/', async ({ request }) => {
        // Approaching the mini cart also starts cart-fragments, whose refresh answers at once.
        if (new URL(request.url).searchParams.get('wc-ajax') !== 'remove_from_cart') return HttpResponse.json(oneItem);
        posted = await request.text();
        await new Promise<void>((resolve) => (release = resolve));
        return HttpResponse.json(emptyCart);
      }),
    );
    loadMarkup('mini-cart/ok.html');
    const removed = collectEvents<unknown[]>('removed_from_cart');
    start();
    // The cart queue is shared by the file's tests: a request left hanging would hold theirs.
    onTestFinished(() => release());
    const item = document.querySelector('li.woocommerce-mini-cart-item') as HTMLElement;
    // What the line said about itself when the overlay first appeared.
    let busyWithOverlay: string | null = null;
    const watcher = new MutationObserver(() => {
      if (busyWithOverlay === null && item.querySelector('.blockOverlay')) busyWithOverlay = `${item.getAttribute('aria-busy')} ${item.className}`;
    });
    watcher.observe(item, { childList: true, subtree: true });

    await userEvent.click(screen.getByRole('button', { name: 'Remove Holdout Simple Tee from cart' }));
    await waitFor(() => expect(item.querySelector('.blockOverlay')).not.toBeNull());
    watcher.disconnect();
    expect(item.querySelector('.blockOverlay')).toHaveStyle({ opacity: '0.6' });
    expect(busyWithOverlay).toBe('true woocommerce-mini-cart-item mini_cart_item updating');
    await waitFor(() => expect(new URLSearchParams(posted).get('cart_item_key')).toBe('c20ad4d76fe97759aa27a0c99bff6710'));

    release();
    await waitFor(() => expect(screen.getByText('No products in the cart.')).toBeInTheDocument());
    expect(removed).toHaveLength(1);
    expect(removed[0]?.[1]).toBe('');
    await waitFor(() => expect(document.querySelector('.widget_shopping_cart_live_region')).toHaveTextContent('“Holdout Simple Tee” has been removed from your cart'), { timeout: 1500 });
  });

  it.each([
    ['an HTTP error', () => new HttpResponse('error', { status: 500 })],
    ['an answer without fragments', () => HttpResponse.json({ success: false })],
    ['a dropped connection', () => HttpResponse.error()],
  ])('follows the remove link after %s', async (_case, response) => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    stubShopGlobals();
    mockShop.use(http.post('*/', async () => {
      await delay(5);
      return response();
    }));
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    loadMarkup('mini-cart/ok.html');
    start();
    await userEvent.click(screen.getByRole('button', { name: 'Remove Holdout Simple Tee from cart' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith(expect.stringContaining('/cart/?remove_item=c20ad4d76fe97759aa27a0c99bff6710')));
  });

  it.each(['props-missing', 'props-corrupted', 'props-invalid'])('%s: the line stays as the server sent it', async (fixture) => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    stubShopGlobals();
    loadMarkup(`mini-cart/${fixture}.html`);
    const errors = collectEvents<IslandErrorDetail>('island:error');
    start();
    const item = document.querySelector('li') as HTMLElement;
    const before = item.textContent;
    item.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    await flushIslands();
    expect(item).toHaveAttribute('data-island-state', 'failed');
    expect(item.textContent).toBe(before);
    expect(errors).toEqual([expect.objectContaining({ widget: 'mini-cart', reason: 'invalid-props' })]);
  });
});
