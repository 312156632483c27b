// omnisend-product: the view pushed to Omnisend's queue on a product page, its variation followed, and the
// fallbacks (the address's slug, a 404, no queue yet).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockShop } from '../../fixtures/msw-server';
import { expectInvalidProps, flushIslands, loadMarkup, startMounts, stopMounts } from '../../fixtures/test-utils';
import { emitOn } from '../../src/dom';
import { toAmount } from './omnisend-product';

type Queue = unknown[][];
const omnisend = (): Queue => (window as unknown as { omnisend: Queue }).omnisend;
const viewed = (product: Record<string, unknown>) => ['track', 'viewed product', { origin: 'api', eventVersion: 'v4', properties: { product: expect.objectContaining(product) } }];
const storeRequests = (): string[] => {
  const paths: string[] = [];
  mockShop.events.on('request:start', ({ request }) => {
    const { pathname } = new URL(request.url);
    if (pathname.includes('/wc/store/')) paths.push(pathname);
  });
  return paths;
};

async function open(fixture: string, path: string): Promise<string[]> {
  stopMounts(); // a test that opens a second page
  history.replaceState(null, '', path);
  document.body.className = 'product-template-default single single-product';
  const requests = storeRequests();
  loadMarkup(`omnisend-product/${fixture}.html`);
  startMounts();
  await flushIslands();
  return requests;
}

beforeEach(() => vi.stubGlobal('omnisend', []));
afterEach(() => {
  mockShop.events.removeAllListeners();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  document.body.className = '';
  history.replaceState(null, '', '/');
});

describe('omnisend-product', () => {
  it('pushes the product viewed, read from the Store API, with its price in 2 decimals', async () => {
    const requests = await open('ok-simple', '/product/holdout-simple-tee/');
    await vi.waitFor(() => expect(omnisend()).toHaveLength(1));
    expect(omnisend()[0]).toEqual(
      viewed({
        id: '12',
        variantID: '12',
        currency: 'USD',
        price: 20,
        title: 'Holdout Simple Tee',
        description: 'Holdout Simple Tee: a demo product of the Shop Islands mock shop.',
        url: `${location.origin}/product/holdout-simple-tee/`,
        status: 'inStock',
        categories: [{ id: '17', title: 'Clothing' }],
      }),
    );
    expect(omnisend()[0]![2]).not.toHaveProperty('properties.product.oldPrice');
    expect(requests).toEqual(['/wp-json/wc/store/v1/products/12']);
  });

  it('follows the chosen variation: each new one pushed once, with its sale price and the old one', async () => {
    await open('ok', '/product/holdout-variable-hoodie/');
    await vi.waitFor(() => expect(omnisend()).toHaveLength(1));
    expect(omnisend()[0]).toEqual(viewed({ id: '14', variantID: '14' }));
    const form = document.querySelector('form.variations_form')!;
    form.querySelector<HTMLInputElement>('input[name="variation_id"]')!.value = '17';
    emitOn(form, 'found_variation', { variation_id: 17 });
    await vi.waitFor(() => expect(omnisend()).toHaveLength(2));
    expect(omnisend()[1]).toEqual(viewed({ id: '14', variantID: '17', price: 35, oldPrice: 40, title: 'Holdout Variable Hoodie' }));
    emitOn(form, 'found_variation', { variation_id: 17 });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(omnisend()).toHaveLength(2);
  });

  it('a variation changed without an event is caught by the check every second, which starts with the shopper\'s first touch of the form', async () => {
    await open('ok', '/product/holdout-variable-hoodie/');
    await vi.waitFor(() => expect(omnisend()).toHaveLength(1));
    document.querySelector<HTMLInputElement>('input[name="variation_id"]')!.value = '17';
    await new Promise((resolve) => setTimeout(resolve, 1200));
    expect(omnisend()).toHaveLength(1); // no check runs before the shopper acts
    document.querySelector('#pa_color')!.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    await vi.waitFor(() => expect(omnisend()).toHaveLength(2), { timeout: 1500 });
  });

  it('props-missing: without the product\'s markup, the address\'s slug is asked for after 5 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'Date'] });
    const requests = await open('props-missing', '/product/canvas-tote/');
    await vi.advanceTimersByTimeAsync(4800);
    expect(requests).toEqual([]);
    await vi.advanceTimersByTimeAsync(400);
    await vi.waitFor(() => expect(omnisend()).toHaveLength(1));
    expect(omnisend()[0]).toEqual(viewed({ id: '33', title: 'Canvas Tote' }));
    expect(requests).toEqual(['/wp-json/wc/store/v1/products/canvas-tote']);
  });

  it('an id the Store API does not know (404): the slug is tried; neither → nothing tracked, nothing said', async () => {
    const error = vi.spyOn(console, 'error');
    vi.stubGlobal('omnisend_product', { productID: '999' });
    const requests = await open('props-missing', '/product/canvas-tote/');
    await vi.waitFor(() => expect(omnisend()).toHaveLength(1));
    expect(requests).toEqual(['/wp-json/wc/store/v1/products/999', '/wp-json/wc/store/v1/products/canvas-tote']);
    mockShop.events.removeAllListeners();
    vi.stubGlobal('omnisend', []);
    const again = await open('props-missing', '/product/no-such-thing/');
    await vi.waitFor(() => expect(again).toHaveLength(2));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(omnisend()).toEqual([]);
    expect(error).not.toHaveBeenCalled();
  });

  it('waits up to 3 s for the snippet\'s queue, then creates it', async () => {
    vi.stubGlobal('omnisend', undefined);
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'Date'] });
    await open('ok-simple', '/product/holdout-simple-tee/');
    await vi.advanceTimersByTimeAsync(2500);
    expect((window as { omnisend?: Queue }).omnisend).toBeUndefined();
    await vi.advanceTimersByTimeAsync(700);
    await vi.waitFor(() => expect(omnisend()).toEqual([viewed({ id: '12' })]));
  });

  it('a Store API failure is one console error; the page is untouched', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    mockShop.use((await import('msw')).http.get('*/wp-json/wc/store/v1/products/:key', () => new Response('<p>There has been a critical error.</p>', { status: 500 })));
    await open('ok-simple', '/product/holdout-simple-tee/');
    await vi.waitFor(() => expect(error).toHaveBeenCalledWith(expect.stringContaining('omnisend-product: the Store API product 12 could not be read (HTTP 500)')));
    expect(omnisend()).toEqual([]);
  });

  it('nothing is loaded off product pages, or without marketing consent', async () => {
    history.replaceState(null, '', '/shop/');
    loadMarkup('omnisend-product/ok-simple.html');
    startMounts();
    await new Promise((resolve) => setTimeout(resolve, 500)); // past idle
    await flushIslands();
    expect(document.querySelector('meta')).toHaveAttribute('data-island-state', 'pending');
    vi.stubGlobal('wp_has_consent', () => false);
    const requests = await open('ok-simple', '/product/holdout-simple-tee/');
    await vi.waitFor(() => expect(document.querySelector('meta')).toHaveAttribute('data-island-state', 'mounted'));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(requests).toEqual([]);
    expect(omnisend()).toEqual([]);
  });

  it('plain permalinks and no product markup: nothing to ask for, nothing pushed', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'Date'] });
    const requests = await open('props-missing', '/');
    await vi.advanceTimersByTimeAsync(9000);
    expect(requests).toEqual([]);
    expect(omnisend()).toEqual([]);
  });

  it.each(['props-corrupted', 'props-invalid'])('%s: one console error naming the widget', async (fixture) => {
    await expectInvalidProps('omnisend-product', fixture);
  });

  it('normalises any minor unit to 2 decimals', () => {
    expect(toAmount('2599', 2)).toBe(25.99);
    expect(toAmount('2599', 0)).toBe(2599);
    expect(toAmount('25999', 3)).toBe(26);
    expect(toAmount('nonsense')).toBe(0);
  });
});
