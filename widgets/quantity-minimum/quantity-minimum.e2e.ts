// Quantity minimums on product pages, and the cart table left alone, in chromium.
import { expect, test } from '@playwright/test';
import { addToCartNoJs } from '../../fixtures/e2e/helpers';

test('a quantity printed below its minimum is raised at load', async ({ page }) => {
  await page.goto('/product/holdout-sock-pair/');
  const quantity = page.getByRole('spinbutton', { name: 'Product quantity' });
  await expect(quantity).toHaveValue('2');
  await expect(quantity).toHaveAttribute('data-island-state', 'mounted');
});

test('a quantity the shopper leaves below the minimum is raised, and the add then succeeds', async ({ page }) => {
  await page.goto('/product/holdout-simple-tee/');
  const quantity = page.getByRole('spinbutton', { name: 'Product quantity' });
  await expect(quantity).toHaveValue('1');
  await expect(quantity).toHaveAttribute('data-island-state', 'pending');
  await quantity.fill('0');
  await quantity.press('Tab');
  await expect(quantity).toHaveValue('1');
  await page.locator('button.single_add_to_cart_button').click();
  await expect(page.locator('.woocommerce-message[role="alert"]')).toContainText('has been added to your cart');
});

test('the cart table quantities are not touched: 0 there means remove', async ({ page }) => {
  await addToCartNoJs(page, 12);
  await page.goto('/cart/');
  const quantity = page.locator('td.product-quantity input.qty');
  await expect(quantity).not.toHaveAttribute('data-island-state');
  await quantity.fill('0');
  await quantity.press('Tab');
  await expect(quantity).toHaveValue('0');
});
