// add-to-cart on the legacy loop markup, against the mock shop (msw/node).
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import type { IslandErrorDetail } from '../../src/runtime';
import { mockShop } from '../../fixtures/msw-server';
import { collectEvents, flushIslands, loadMarkup, startMounts as start, stubShopGlobals } from '../../fixtures/test-utils';

function headerCart(): void {
  document.body.insertAdjacentHTML('afterbegin', '<a class="cart-contents" href="/cart/"><span class="count">0 items</span></a>');
}

const tee = () => screen.getByRole('button', { name: /Add to cart: “Holdout Simple Tee”/ });

describe('add-to-cart', () => {
  it('adds on the first click, posting every data attribute, and shows View cart', async () => {
    stubShopGlobals();
    loadMarkup('add-to-cart/ok.html');
    headerCart();
    const posted: Record<string, string>[] = [];
    mockShop.events.on('request:start', ({ request }) => {
      if (new URL(request.url).searchParams.get('wc-ajax') === 'add_to_cart') void request.clone().text().then((body) => posted.push(Object.fromEntries(new URLSearchParams(body))));
    });
    const added = collectEvents<unknown[]>('added_to_cart');
    // As add-to-cart.js: once, after the add, with the "View cart" link in place (a theme opens its cart panel on it).
    const updated: boolean[] = [];
    document.body.addEventListener('wc_cart_button_updated', () => updated.push(tee().parentElement!.querySelector('.added_to_cart') !== null));
    start();
    expect(tee()).toHaveAttribute('data-island-state', 'pending');

    // The first press shows the busy state at once, before the island has run.
    tee().click();
    expect(tee()).toHaveClass('loading');
    expect(tee()).not.toHaveAttribute('data-island-state', 'mounted');
    await waitFor(() => expect(tee()).toHaveClass('added'));
    expect(tee()).not.toHaveClass('loading');
    expect(posted).toEqual([{ quantity: '1', product_id: '12', product_sku: 'HO-SIMPLE-TEE', success_message: '“Holdout Simple Tee” has been added to your cart' }]);
    expect(screen.getByRole('link', { name: 'View cart' })).toHaveAttribute('href', `${location.origin}/cart/`);
    expect(document.querySelector('a.cart-contents .count')).toHaveTextContent('1 item');
    expect(added).toHaveLength(1);
    expect(added[0]?.[2]).toBe(tee());
    expect(updated).toEqual([true]);
  });

  it('sends nothing when a jQuery plugin answers false to should_send_ajax_request.adding_to_cart, and says so', async () => {
    const { default: jQuery } = await import('jquery');
    vi.stubGlobal('jQuery', jQuery);
    stubShopGlobals();
    loadMarkup('add-to-cart/ok.html');
    const asked: unknown[] = [];
    const notSent: unknown[][] = [];
    let isAllowed = false;
    jQuery(document.body).on('should_send_ajax_request.adding_to_cart', (_event, $button: { attr(name: string): string }) => {
      asked.push($button.attr('data-product_id'));
      return isAllowed;
    });
    jQuery(document.body).on('ajax_request_not_sent.adding_to_cart', (_event, ...args: unknown[]) => void notSent.push(args));
    const adding = collectEvents('adding_to_cart');
    const sent: string[] = [];
    mockShop.events.on('request:start', ({ request }) => void sent.push(new URL(request.url).searchParams.get('wc-ajax') ?? ''));
    start();

    await userEvent.click(tee());
    await flushIslands();
    expect(asked).toEqual(['12']);
    expect(sent).not.toContain('add_to_cart');
    expect(adding).toHaveLength(0);
    expect(notSent).toHaveLength(1);
    expect(notSent[0]?.slice(0, 2)).toEqual([false, false]);
    expect((notSent[0]?.[2] as { get(index: number): unknown }).get(0)).toBe(tee());
    expect(tee()).not.toHaveClass('loading');
    expect(location.pathname).toBe('/');

    // The plugin is satisfied now: the next click adds.
    isAllowed = true;
    await userEvent.click(tee());
    await waitFor(() => expect(tee()).toHaveClass('added'));
    expect(sent).toContain('add_to_cart');
    jQuery(document.body).off('should_send_ajax_request.adding_to_cart ajax_request_not_sent.adding_to_cart');
  });

  it('lets a DOM listener stop the add with preventDefault()', async () => {
    stubShopGlobals();
    loadMarkup('add-to-cart/ok.html');
    const stop = (event: Event) => event.preventDefault();
    document.body.addEventListener('should_send_ajax_request.adding_to_cart', stop);
    const notSent = collectEvents<unknown[]>('ajax_request_not_sent.adding_to_cart');
    const adding = collectEvents('adding_to_cart');
    start();
    await userEvent.click(tee());
    await flushIslands();
    expect(adding).toHaveLength(0);
    expect(notSent).toHaveLength(1);
    document.body.removeEventListener('should_send_ajax_request.adding_to_cart', stop);
  });

  it('announces the success message in the live region after 1 s', async () => {
    stubShopGlobals();
    loadMarkup('add-to-cart/ok.html');
    start();
    await userEvent.click(tee());
    await waitFor(() => expect(tee()).toHaveClass('added'));
    const region = document.querySelector('.widget_shopping_cart_live_region');
    expect(region).toHaveAttribute('role', 'status');
    expect(region).toHaveTextContent('');
    await waitFor(() => expect(region).toHaveTextContent('“Holdout Simple Tee” has been added to your cart'), { timeout: 1500 });
  });

  it('does not add the View cart link on the cart page', async () => {
    stubShopGlobals({ wc_add_to_cart_params: { is_cart: '1', cart_url: '/cart/', wc_ajax_url: '/?wc-ajax=%%endpoint%%' } });
    loadMarkup('add-to-cart/ok.html');
    start();
    await userEvent.click(tee());
    await waitFor(() => expect(tee()).toHaveClass('added'));
    expect(screen.queryByRole('link', { name: 'View cart' })).toBeNull();
  });

  it('goes to the cart when cart_redirect_after_add is yes', async () => {
    stubShopGlobals({ wc_add_to_cart_params: { cart_redirect_after_add: 'yes', cart_url: '/cart/', wc_ajax_url: '/?wc-ajax=%%endpoint%%' } });
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    loadMarkup('add-to-cart/ok.html');
    start();
    await userEvent.click(tee());
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/cart/'));
  });

  it('goes to the product page when the shop refuses with product_url', async () => {
    stubShopGlobals();
    mockShop.use(http.post('*/', () => HttpResponse.json({ error: true, product_url: 'http://localhost:3000/product/holdout-simple-tee/' })));
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    loadMarkup('add-to-cart/ok.html');
    start();
    await userEvent.click(tee());
    await waitFor(() => expect(assign).toHaveBeenCalledWith('http://localhost:3000/product/holdout-simple-tee/'));
  });

  it.each([
    ['a javascript: URL', 'javascript:alert(document.cookie)'],
    ['a page of another site', 'https://attacker.example/product/holdout-simple-tee/'],
    ['a non-http scheme', 'data:text/html,<p>hi</p>'],
  ])('refuses a product_url that is %s: console error, button restored, no navigation', async (_case, productUrl) => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    stubShopGlobals();
    mockShop.use(http.post('*/', () => HttpResponse.json({ error: true, product_url: productUrl })));
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    loadMarkup('add-to-cart/ok.html');
    start();
    await userEvent.click(tee());
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not add to cart. The shop could not do that.');
    expect(assign).not.toHaveBeenCalled();
    expect(tee()).not.toHaveClass('loading');
    expect(tee()).not.toHaveAttribute('aria-busy');
    expect(logged).toHaveBeenCalledWith(expect.stringContaining(`[shop-islands] add-to-cart: add_to_cart refused the product and named ${JSON.stringify(productUrl)} as its page; not opened`));
  });

  it('follows a relative product_url on this site', async () => {
    stubShopGlobals();
    mockShop.use(http.post('*/', () => HttpResponse.json({ error: true, product_url: '/product/holdout-simple-tee/' })));
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    loadMarkup('add-to-cart/ok.html');
    start();
    await userEvent.click(tee());
    await waitFor(() => expect(assign).toHaveBeenCalledWith(`${location.origin}/product/holdout-simple-tee/`));
  });

  it('after a server error the button is usable again and a message says what happened', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    stubShopGlobals();
    mockShop.use(http.post('*/', () => new HttpResponse('<h1>Critical error</h1>', { status: 500 }), { once: true }));
    loadMarkup('add-to-cart/ok.html');
    const updated = collectEvents('wc_cart_button_updated');
    start();
    await userEvent.click(tee());
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not add to cart. An unknown error occurred.');
    expect(tee()).not.toHaveClass('loading');
    expect(updated).toEqual([]);
    await userEvent.click(tee());
    await waitFor(() => expect(tee()).toHaveClass('added'));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('leaves a button without a product id as a plain link (not mounted)', () => {
    stubShopGlobals();
    loadMarkup('add-to-cart/ok.html');
    start();
    expect(screen.getByRole('link', { name: /Read more/ })).not.toHaveAttribute('data-island-state');
  });

  it.each([
    ['props-missing', 'product_id'],
    ['props-corrupted', 'data-island-props is not valid JSON'],
    ['props-invalid', 'quantity'],
  ])('%s: reports the field, keeps the server link', async (fixture, field) => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    stubShopGlobals();
    loadMarkup(`add-to-cart/${fixture}.html`);
    const errors = collectEvents<IslandErrorDetail>('island:error');
    start();
    const link = document.querySelector('a') as HTMLAnchorElement;
    // The shopper's click is held back while the widget loads; after the failure it reaches the page.
    const followed = vi.fn((event: Event) => event.preventDefault());
    document.addEventListener('click', followed);
    await userEvent.click(link);
    await flushIslands();
    await waitFor(() => expect(followed).toHaveBeenCalled());
    expect(link).toHaveAttribute('data-island-state', 'failed');
    expect(link.getAttribute('href')).toBe('/shop/?add-to-cart=12');
    expect(errors).toEqual([expect.objectContaining({ widget: 'add-to-cart', reason: 'invalid-props' })]);
    expect(error.mock.calls[0]?.[0]).toContain(field);
  });
});
