// The network layer: URLs from wc_ajax_url, every failure as a typed ApiError, the one-at-a-time queue.
import { http, HttpResponse, delay } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { mockShop } from '../../fixtures/msw-server';
import { failureOf, stubShopGlobals } from '../../fixtures/test-utils';
import { addToCart, removeFromCart } from './cart';
import { postForm, shopAjax } from './client';
import { enqueue } from './queue';
import { fragmentsResponseSchema } from './schemas/cart';

function answer(body: () => Response | Promise<Response>) {
  mockShop.use(http.post('*/', async () => body()));
}

describe('shopAjax', () => {
  it('fills the %%endpoint%% placeholder of wc_ajax_url, resolved against the page', () => {
    stubShopGlobals({ wc_add_to_cart_params: { wc_ajax_url: '/fr/?wc-ajax=%%endpoint%%&lang=fr' } });
    expect(shopAjax('add_to_cart').href).toBe(`${location.origin}/fr/?wc-ajax=add_to_cart&lang=fr`);
  });
});

describe('postForm and the cart calls', () => {
  it('posts every field url-encoded, as jQuery did', async () => {
    stubShopGlobals();
    let received: Record<string, string> = {};
    mockShop.use(
      http.post('*/', async ({ request }) => {
        received = Object.fromEntries(new URLSearchParams(await request.text()));
        return HttpResponse.json({ fragments: { 'a.cart-contents': '<a class="cart-contents">1 item</a>' }, cart_hash: 'abc' });
      }),
    );
    const snapshot = await addToCart({ product_id: '12', quantity: '2', product_sku: 'HO-SIMPLE-TEE', gift_wrap: 'yes' });
    expect(received).toEqual({ product_id: '12', quantity: '2', product_sku: 'HO-SIMPLE-TEE', gift_wrap: 'yes' });
    expect(snapshot).toEqual({ fragments: { 'a.cart-contents': '<a class="cart-contents">1 item</a>' }, cartHash: 'abc' });
  });

  it("tells jQuery's ajaxSuccess and ajaxComplete handlers (a theme's side cart opening on an add), a task after the caller used the answer", async () => {
    const { default: jQuery } = await import('jquery');
    vi.stubGlobal('jQuery', jQuery);
    stubShopGlobals();
    answer(() => HttpResponse.json({ fragments: { 'a.cart-contents': '<a class="cart-contents">1 item</a>' }, cart_hash: 'abc' }));
    const heard: string[] = [];
    jQuery(document).ajaxSuccess((_event, _xhr, settings, data) => void heard.push(`success ${settings.url} ${(data as { cart_hash: string }).cart_hash}`));
    jQuery(document).ajaxComplete((_event, xhr, settings) => void heard.push(`complete ${settings.type} ${settings.data} ${xhr.status} ${(xhr.responseJSON as { cart_hash: string }).cart_hash}`));
    try {
      await addToCart({ product_id: '12', quantity: '1' });
      expect(heard).toEqual([]);
      await vi.waitFor(() => expect(heard).toHaveLength(2));
      expect(heard).toEqual([`success ${location.origin}/?wc-ajax=add_to_cart abc`, 'complete POST product_id=12&quantity=1 200 abc']);
    } finally {
      jQuery(document).off('ajaxSuccess ajaxComplete');
    }
  });

  it('turns WooCommerce\'s 200-with-error into a rejected error carrying product_url', async () => {
    stubShopGlobals();
    answer(() => HttpResponse.json({ error: true, product_url: 'http://localhost:3000/product/holdout-sold-out-cap/' }));
    const error = await failureOf(addToCart({ product_id: '25' }));
    expect(error).toMatchObject({ kind: 'rejected', redirectTo: 'http://localhost:3000/product/holdout-sold-out-cap/' });
  });

  it('turns {success:false} from remove_from_cart into rejected', async () => {
    stubShopGlobals();
    answer(() => HttpResponse.json({ success: false }));
    expect(await failureOf(removeFromCart('nope'))).toMatchObject({ kind: 'rejected', endpoint: 'remove_from_cart' });
  });

  it.each([
    ['http', () => new HttpResponse('<h1>There has been a critical error on this website.</h1>', { status: 500 }), { status: 500, message: 'An unknown error occurred.' }],
    ['invalid-response', () => new HttpResponse('<br />\n<b>Warning</b>: Undefined index {"fragments":', { status: 200 }), { message: 'The response is not a valid JSON response.' }],
    ['invalid-response', () => HttpResponse.json({ fragments: 'not a map' }), {}],
    ['network', () => HttpResponse.error(), { message: 'You are probably offline.' }],
  ] as const)('maps a failure to kind %s', async (kind, response, expected) => {
    stubShopGlobals();
    answer(response);
    const error = await failureOf(postForm(shopAjax('get_refreshed_fragments'), { time: '1' }, { name: 'get_refreshed_fragments', schema: fragmentsResponseSchema }));
    expect(error).toMatchObject({ kind, ...expected });
    expect(error.describe()).toContain('get_refreshed_fragments failed');
  });

  it('gives up after the timeout with kind timeout', async () => {
    stubShopGlobals();
    answer(async () => {
      await delay(400);
      return HttpResponse.json({ fragments: {}, cart_hash: '' });
    });
    const error = await failureOf(postForm(shopAjax('get_refreshed_fragments'), {}, { name: 'get_refreshed_fragments', schema: fragmentsResponseSchema, timeoutMs: 50 }));
    expect(error.kind).toBe('timeout');
  });
});

describe('enqueue', () => {
  it('runs tasks one at a time in the order asked, even when one fails', async () => {
    const log: string[] = [];
    const task = (name: string, ms: number, fails = false) => async () => {
      log.push(`start ${name}`);
      await new Promise((resolve) => setTimeout(resolve, ms));
      log.push(`end ${name}`);
      if (fails) throw new Error(name);
      return name;
    };
    const results = await Promise.allSettled([enqueue(task('a', 30)), enqueue(task('b', 5, true)), enqueue(task('c', 1))]);
    expect(log).toEqual(['start a', 'end a', 'start b', 'end b', 'start c', 'end c']);
    expect(results.map((result) => result.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
  });

  it('never lets a later cart call overtake an earlier one', async () => {
    stubShopGlobals();
    const order: string[] = [];
    mockShop.use(
      http.post('*/', async ({ request }) => {
        const id = new URLSearchParams(await request.text()).get('product_id') ?? '';
        await delay(id === '1' ? 60 : 1);
        order.push(id);
        return HttpResponse.json({ fragments: {}, cart_hash: id });
      }),
    );
    vi.useRealTimers();
    await Promise.all(['1', '2', '3'].map((id) => enqueue(() => addToCart({ product_id: id }))));
    expect(order).toEqual(['1', '2', '3']);
  });
});
