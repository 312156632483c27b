// WooCommerce's Cart widget with "Hide if cart is empty" in the shop's sidebar.
import { expect, test } from '@playwright/test';
import { axeViolations, expectHeaderCount } from '../../fixtures/e2e/helpers';

test('the sidebar cart is hidden while the cart is empty and shown with the item once it is added', async ({ page }) => {
  await page.goto('/shop/');
  const sidebarCart = page.locator('#woocommerce_widget_cart-1');
  await expect(sidebarCart).toBeHidden();
  await page.locator('a.add_to_cart_button[data-product_id="12"]').click();
  await expectHeaderCount(page, '1 item');
  await expect(sidebarCart).toBeVisible();
  await expect(sidebarCart.locator('.woocommerce-mini-cart-item')).toContainText('Holdout Simple Tee');

  // Removing the last item from the sidebar's mini cart hides the widget again.
  await sidebarCart.locator('a.remove_from_cart_button').click();
  await expectHeaderCount(page, '0 items');
  await expect(sidebarCart).toBeHidden();
});

for (const width of [1280, 375]) {
  test(`the shop with its filled sidebar cart is axe-clean at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/shop/');
    await page.locator('a.add_to_cart_button[data-product_id="12"]').click();
    await expect(page.locator('#woocommerce_widget_cart-1 .woocommerce-mini-cart-item')).toHaveCount(1);
    expect(await axeViolations(page, '#secondary')).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  });
}
