// The stored cart put into the page at load: mini carts filled and a cached count corrected with no
// request and no touch; a stale store still refreshes at once.
import { expect, test } from '@playwright/test';
import { expectCartFragmentsRunning, expectHeaderCount, recordAjax } from '../../fixtures/e2e/helpers';

const refreshesOf = (sent: { endpoint: string }[]) => sent.filter((request) => request.endpoint === 'get_refreshed_fragments');

test('after an add, the next page shows the mini carts and the count at load, without asking the server', async ({ page }) => {
  await page.goto('/shop/');
  await page.locator('a.add_to_cart_button[data-product_id="12"]').click();
  await expectHeaderCount(page, '1 item');

  const sent = await recordAjax(page);
  await page.addInitScript(() => {
    document.addEventListener('wc_fragments_loaded', () => ((window as unknown as { __loadedAt?: number }).__loadedAt ??= performance.now()));
  });
  await page.goto('/product/holdout-simple-tee/');
  // The header's mini cart (shown on hover by the theme) is filled without any hover.
  await expect(page.locator('#site-header-cart .widget_shopping_cart_content .woocommerce-mini-cart-item')).toHaveCount(1);
  await expect(page.locator('#site-header-cart .widget_shopping_cart_content')).toContainText('Holdout Simple Tee');
  expect(await page.evaluate(() => (window as unknown as { __loadedAt?: number }).__loadedAt)).toBeGreaterThan(0);
  // jQuery plugins heard it once.
  await expect.poll(() => page.evaluate(() => ((window as unknown as { __thirdPartyEvents?: { type: string }[] }).__thirdPartyEvents ?? []).filter((e) => e.type === 'wc_fragments_loaded').length)).toBe(1);

  await page.goto('/shop/');
  const sidebarCart = page.locator('#secondary .widget_shopping_cart');
  await expect(sidebarCart).toBeVisible();
  await expect(sidebarCart.locator('.woocommerce-mini-cart-item')).toContainText('Holdout Simple Tee');
  await page.waitForLoadState('networkidle');
  expect(refreshesOf(sent)).toHaveLength(0);
});

test('a page cached with "0 items" shows the real count at load, from the stored cart', async ({ page }) => {
  await page.goto('/shop/');
  await page.locator('a.add_to_cart_button[data-product_id="12"]').click();
  await expectHeaderCount(page, '1 item');
  const sent = await recordAjax(page);
  await page.goto('/shop/?page_cache=1');
  await expectHeaderCount(page, '1 item');
  await expect(page.locator('.storefront-handheld-footer-bar .footer-cart-contents .count')).toHaveText('1');
  await page.waitForLoadState('networkidle');
  expect(refreshesOf(sent)).toHaveLength(0);
});

test('a page cached with "0 items" in a tab without a stored cart asks the server at once and is corrected', async ({ page, context }) => {
  await page.goto('/shop/');
  await page.locator('a.add_to_cart_button[data-product_id="12"]').click();
  await expectHeaderCount(page, '1 item');
  // A new tab (from a link in an e-mail): same cookies, empty sessionStorage.
  const other = await context.newPage();
  const sent = await recordAjax(other);
  await other.goto('/shop/?page_cache=1');
  await expectHeaderCount(other, '1 item');
  expect(refreshesOf(sent)).toHaveLength(1);
});

test('a stored cart whose hash no longer matches the cookie is not shown: the page refreshes at once', async ({ page }) => {
  await page.goto('/shop/');
  await page.locator('a.add_to_cart_button[data-product_id="12"]').click();
  await expectHeaderCount(page, '1 item');
  await expectCartFragmentsRunning(page);
  // The stored cart is an older one (one item fewer): it must not be put in.
  await page.evaluate(() => {
    const key = Object.keys(sessionStorage).find((name) => name.startsWith('wc_fragments_'))!;
    const fragments = JSON.parse(sessionStorage.getItem(key)!) as Record<string, string>;
    fragments['a.cart-contents'] = '<a class="cart-contents" href="/cart/"><span class="count">STALE</span></a>';
    sessionStorage.setItem(key, JSON.stringify(fragments));
    const hashKey = Object.keys(sessionStorage).find((name) => name.startsWith('wc_cart_hash_'))!;
    sessionStorage.setItem(hashKey, 'an-older-cart');
  });
  const sent = await recordAjax(page);
  await page.goto('/product/holdout-simple-tee/');
  await expect.poll(() => refreshesOf(sent).length).toBe(1);
  await expectHeaderCount(page, '1 item');
  await expect(page.locator('#site-header-cart .widget_shopping_cart_content .woocommerce-mini-cart-item')).toHaveCount(1);
});
