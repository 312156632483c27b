// `npm run try` against the demo shop standing in for a real one: the demo server printing the legacy
// plugins' script tags (stand-ins that record they ran), the proxy in front of it. A whole visit stays on
// the proxy and works with the bundle alone; `--legacy` serves the shop untouched.
import { expect, test, type Page } from '@playwright/test';
import { startServer, type DemoServer } from '../../fixtures/server';
import { startTryProxy, type TryProxy } from './proxy';

let shop: DemoServer;
let proxy: TryProxy;
let legacyProxy: TryProxy;

test.beforeAll(async () => {
  shop = await startServer({ port: 0, legacyScripts: true });
  [proxy, legacyProxy] = await Promise.all([startTryProxy({ target: shop.url }), startTryProxy({ target: shop.url, legacy: true })]);
});

test.afterAll(async () => {
  await Promise.all([proxy.close(), legacyProxy.close()]);
  shop.server.close();
});

const legacyRan = (page: Page): Promise<string[]> => page.evaluate(() => (window as { __legacyScriptsRan?: string[] }).__legacyScriptsRan ?? []);
const fileNames = (paths: string[]): string[] => paths.map((path) => path.replace(/^.*\//, ''));

test('the shop through the proxy runs the bundle alone: only the scripts it does not replace ran, the settings are kept', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(new URL('/shop/', proxy.url).href);
  await expect(page.locator('.add_to_cart_button.ajax_add_to_cart').first()).toHaveAttribute('data-island-state', 'pending');
  expect(fileNames(await legacyRan(page)).sort()).toEqual(['navigation.min.js']);
  expect(await page.evaluate(() => typeof (window as { wc_add_to_cart_params?: unknown }).wc_add_to_cart_params)).toBe('object');
  await expect(page.locator('#shop-islands-js-module')).toHaveCount(1);
  // No `wp is not defined`: WordPress's inline code went with its scripts.
  expect(errors).toEqual([]);
});

test('a whole visit stays on the proxy: add to cart, a variation, the cart page', async ({ page }) => {
  const origin = new URL(proxy.url).origin;
  const offProxy: string[] = [];
  page.on('request', (request) => {
    if (!request.url().startsWith(origin) && !request.url().startsWith('data:')) offProxy.push(request.url());
  });
  await page.goto(new URL('/shop/', proxy.url).href);
  const button = page.locator('.add_to_cart_button.ajax_add_to_cart').first();
  await button.click();
  await expect(button).toHaveClass(/\badded\b/);
  await expect(page.locator('#site-header-cart .cart-contents .count')).toHaveText('1 item');

  await page.goto(new URL('/product/holdout-variable-hoodie/', proxy.url).href);
  await page.locator('ul[data-attribute_name="attribute_pa_color"] li[data-value="red"]').click();
  await page.locator('ul[data-attribute_name="attribute_pa_size"] li[data-value="m"]').click();
  await expect(page.locator('.single_variation .price')).not.toBeEmpty();
  await page.locator('.single_add_to_cart_button').click();

  await page.locator('#site-header-cart a.cart-contents').click();
  await expect(page).toHaveURL(new URL('/cart/', proxy.url).href);
  await expect(page.locator('form.woocommerce-cart-form .cart_item')).toHaveCount(2);
  expect(offProxy).toEqual([]);
  // The shop's session cookie belongs to the proxy now.
  expect((await page.context().cookies(proxy.url)).some(({ name }) => name.startsWith('wp_woocommerce_session_'))).toBe(true);
});

test('--legacy serves the same shop untouched, on the proxy', async ({ page }) => {
  await page.goto(new URL('/shop/', legacyProxy.url).href);
  expect(fileNames(await legacyRan(page))).toEqual(expect.arrayContaining(['add-to-cart.min.js', 'woocommerce.min.js', 'cart-fragments.min.js', 'api-fetch.min.js']));
  await expect(page.locator('#shop-islands-js-module')).toHaveCount(0);
  await expect(page.locator('[data-island-state]')).toHaveCount(0);
  await expect(page.locator('a[href^="http"]').first()).toHaveAttribute('href', new RegExp(`^${new URL(legacyProxy.url).origin}`));
});
