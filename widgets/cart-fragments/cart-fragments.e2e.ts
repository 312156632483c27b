// Cart fragments: reuse across page loads, refresh when stale, other tabs, errors.
import { expect, test } from '@playwright/test';
import { addAsAnotherPlugin, addToCartNoJs, axeViolations, expectCartFragmentsRunning, expectHeaderCount, failOnPageErrors, recordAjax, setDemoSettings, setFaults } from '../../fixtures/e2e/helpers';

test('a reload reuses the stored fragments without asking the server', async ({ page }) => {
  await page.goto('/shop/');
  await page.locator('a.add_to_cart_button[data-product_id="12"]').click();
  await expectHeaderCount(page, '1 item');
  const stored = await page.evaluate(() => Object.keys(sessionStorage).sort());
  expect(stored).toEqual(expect.arrayContaining(['wc_cart_created', expect.stringMatching(/^wc_cart_hash_/), expect.stringMatching(/^wc_fragments_/)]));

  const sent = await recordAjax(page);
  await page.reload();
  await page.locator('#site-header-cart a.cart-contents').hover();
  await expect(page.locator('#site-header-cart .widget_shopping_cart_content .woocommerce-mini-cart-item')).toHaveCount(1);
  await page.waitForLoadState('networkidle');
  expect(sent.filter((request) => request.endpoint === 'get_refreshed_fragments')).toHaveLength(0);
});

test('fragments older than a day are fetched again', async ({ page }) => {
  await page.goto('/shop/');
  await page.locator('a.add_to_cart_button[data-product_id="12"]').click();
  await expectHeaderCount(page, '1 item');
  await expectCartFragmentsRunning(page);
  await page.evaluate(() => sessionStorage.setItem('wc_cart_created', String(Date.now() - 25 * 60 * 60 * 1000)));
  const sent = await recordAjax(page);
  await page.reload();
  await expect.poll(() => sent.filter((request) => request.endpoint === 'get_refreshed_fragments').length).toBe(1);
  await expect(page.locator('#site-header-cart .widget_shopping_cart_content .woocommerce-mini-cart-item')).toHaveCount(1);
});

test('a change made in another tab is picked up', async ({ page, context }) => {
  await page.goto('/shop/');
  await expectHeaderCount(page, '0 items');
  const other = await context.newPage();
  await other.goto('/shop/');
  await other.locator('a.add_to_cart_button[data-product_id="27"]').click();
  await expectHeaderCount(other, '1 item');
  await expectHeaderCount(page, '1 item');
  await expect(page.locator('#site-header-cart .widget_shopping_cart_content .woocommerce-mini-cart-item')).toHaveCount(1);
});

test('a failing refresh fires wc_fragments_ajax_error and leaves the server markup', async ({ page, context, baseURL }) => {
  await page.goto('/shop/');
  await page.locator('a.add_to_cart_button[data-product_id="12"]').click();
  await expectHeaderCount(page, '1 item');
  await expectCartFragmentsRunning(page);
  await page.evaluate(() => sessionStorage.clear());
  await setFaults(context, baseURL!, 'get_refreshed_fragments=500');
  await page.addInitScript(() => {
    document.addEventListener('wc_fragments_ajax_error', () => ((window as unknown as { __fragmentsError: boolean }).__fragmentsError = true));
  });
  await page.reload();
  await expect.poll(() => page.evaluate(() => (window as unknown as { __fragmentsError?: boolean }).__fragmentsError)).toBe(true);
  await expectHeaderCount(page, '1 item');
});

test('the configured request_timeout applies to the refresh', async ({ page, context, baseURL }) => {
  await setFaults(context, baseURL!, 'get_refreshed_fragments=slow:8000');
  await page.addInitScript(() => {
    (window as unknown as { __errorAt?: number }).__errorAt = 0;
    document.addEventListener('wc_fragments_ajax_error', () => ((window as unknown as { __errorAt: number }).__errorAt = performance.now()));
  });
  await page.goto('/cart/');
  // Timed from the request's trigger, not from the page's start (a loaded CI machine is slow to get here).
  const askedAt = await page.evaluate(() => {
    document.body.dispatchEvent(new CustomEvent('wc_fragment_refresh', { bubbles: true }));
    return performance.now();
  });
  const at = await page.waitForFunction(() => (window as unknown as { __errorAt: number }).__errorAt, undefined, { timeout: 10_000 });
  // request_timeout is 5000 ms; the answer would take 8000.
  const waited = (await at.jsonValue()) - askedAt;
  expect(waited).toBeGreaterThanOrEqual(4900);
  expect(waited).toBeLessThan(7500);
});

test("an optimiser's delay (WP Rocket's): a plugin's jQuery wc_fragment_refresh, from a jQuery that arrived on the first move, refreshes the fragments", async ({ page, context, baseURL }) => {
  await setDemoSettings(context, baseURL!, 'delay_js=on');
  const sent = await recordAjax(page);
  await page.goto('/product/holdout-simple-tee/');
  expect(await page.evaluate(() => 'jQuery' in window)).toBe(false);
  // The fragments start listening before jQuery is there.
  await page.evaluate(() => document.body.dispatchEvent(new CustomEvent('wc_fragment_refresh', { bubbles: true })));
  await expect.poll(() => sent.filter((request) => request.endpoint === 'get_refreshed_fragments').length).toBe(1);
  await page.mouse.move(200, 300);
  await page.waitForFunction(() => (window as { __delayedScriptsRan?: boolean }).__delayedScriptsRan === true);
  await page.evaluate(() => (window as unknown as { jQuery: (target: Element) => { trigger(name: string): void } }).jQuery(document.body).trigger('wc_fragment_refresh'));
  await expect.poll(() => sent.filter((request) => request.endpoint === 'get_refreshed_fragments').length).toBe(2);
});

test("another plugin's add, announced only with jQuery's added_to_cart before the shopper touched the cart, shows in the header, as cart-fragments.js heard it", async ({ page }) => {
  failOnPageErrors(page);
  await page.goto('/product/holdout-simple-tee/');
  await expectHeaderCount(page, '0 items');
  await addAsAnotherPlugin(page, 24);
  await expectHeaderCount(page, '1 item');
  await expect(page.locator('#site-header-cart .widget_shopping_cart_content .woocommerce-mini-cart-item')).toHaveCount(1);
  await expect(page.locator('#site-header-cart .widget_shopping_cart_content')).toContainText('Holdout Reviewed Mug');
});

test("a plugin's jQuery wc_fragment_refresh before the shopper touched the cart asks the shop, also when the stored fragments are current", async ({ page }) => {
  await page.goto('/shop/');
  await page.locator('a.add_to_cart_button[data-product_id="12"]').click();
  await expectHeaderCount(page, '1 item');
  const sent = await recordAjax(page);
  await page.goto('/product/holdout-simple-tee/');
  await page.waitForLoadState('networkidle');
  expect(sent.filter((request) => request.endpoint === 'get_refreshed_fragments')).toHaveLength(0);
  await page.evaluate(() => (window as unknown as { jQuery: (target: Element) => { trigger(name: string): void } }).jQuery(document.body).trigger('wc_fragment_refresh'));
  await expect.poll(() => sent.filter((request) => request.endpoint === 'get_refreshed_fragments').length).toBe(1);
});

test("Hello Elementor (no cart widget: Elementor Pro's menu cart in the page builder's header): a tab that has not stored the cart fills the menu cart from the shop, as cart-fragments.js did", async ({ page, context, baseURL }) => {
  failOnPageErrors(page);
  await setDemoSettings(context, baseURL!, 'theme=hello');
  await addToCartNoJs(page, 12);
  const sent = await recordAjax(page);
  await page.goto('/builder/shop/');
  await expect(page.locator('.widget_shopping_cart')).toHaveCount(0);
  await expect.poll(() => sent.filter((request) => request.endpoint === 'get_refreshed_fragments').length).toBe(1);
  await page.locator('[data-id="h120mc"] a.elementor-menu-cart__toggle_button').click();
  const cart = page.getByRole('dialog', { name: 'Cart' });
  await expect(cart.getByRole('link', { name: 'Holdout Simple Tee' })).toBeVisible();
  await expect(cart.getByText('Subtotal:')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});
