// Removing lines from the header mini cart.
import { expect, test, type Page } from '@playwright/test';
import { expectHeaderCount, recordAjax, setFaults } from '../../fixtures/e2e/helpers';

async function addTwoProducts(page: Page): Promise<void> {
  await page.goto('/shop/');
  await page.locator('a.add_to_cart_button[data-product_id="12"]').click();
  await expectHeaderCount(page, '1 item');
  await page.locator('a.add_to_cart_button[data-product_id="27"]').click();
  await expectHeaderCount(page, '2 items');
}

async function openMiniCart(page: Page): Promise<void> {
  await page.locator('#site-header-cart a.cart-contents').hover();
  await expect(page.locator('#site-header-cart .widget_shopping_cart_content .woocommerce-mini-cart-item').first()).toBeVisible();
}

test('removes a line: the line is dimmed and blocked while removing, then the cart updates', async ({ page, context, baseURL }) => {
  await addTwoProducts(page);
  await setFaults(context, baseURL!, 'remove_from_cart=slow:800');
  await openMiniCart(page);
  const line = page.locator('#site-header-cart .woocommerce-mini-cart-item', { has: page.locator('[data-product_id="12"]') });
  await line.locator('a.remove_from_cart_button').click();
  const overlay = line.locator('.blockOverlay');
  await expect(overlay).toBeVisible();
  await expect(overlay).toHaveCSS('opacity', '0.6');
  await expect(line).toHaveAttribute('aria-busy', 'true');

  await expectHeaderCount(page, '1 item');
  await expect(page.locator('#site-header-cart .widget_shopping_cart_content .woocommerce-mini-cart-item')).toHaveCount(1);
  await expect(page.locator('.widget_shopping_cart_live_region')).toHaveText('“Holdout Simple Tee” has been removed from your cart');
});

test('when the ajax remove fails, the remove link itself is followed', async ({ page, context, baseURL }) => {
  await addTwoProducts(page);
  await setFaults(context, baseURL!, 'remove_from_cart=500');
  await openMiniCart(page);
  const link = page.locator('#site-header-cart .woocommerce-mini-cart-item a.remove_from_cart_button[data-product_id="12"]');
  await Promise.all([page.waitForURL(/\/cart\/\?remove_item=/), link.click()]);
  await context.clearCookies({ name: 'shop_faults' });
  await page.goto('/shop/');
  await expectHeaderCount(page, '1 item');
});

test('an unknown cart line ({success:false}) follows the link too', async ({ page, context, baseURL }) => {
  await addTwoProducts(page);
  await setFaults(context, baseURL!, 'remove_from_cart=rejected');
  await openMiniCart(page);
  await Promise.all([page.waitForURL(/remove_item=/), page.locator('#site-header-cart .woocommerce-mini-cart-item a.remove_from_cart_button').first().click()]);
});

test('keyboard: Tab into the header cart, Space on a remove link removes the line', async ({ page }) => {
  const sent = await recordAjax(page);
  await addTwoProducts(page);
  await page.locator('#site-header-cart a.cart-contents').focus();
  const remove = page.locator('#site-header-cart .woocommerce-mini-cart-item a.remove_from_cart_button').first();
  await remove.focus();
  await expect(remove).toBeFocused();
  await page.keyboard.press('Space');
  await expectHeaderCount(page, '1 item');
  expect(sent.filter((request) => request.endpoint === 'remove_from_cart')).toHaveLength(1);
});
