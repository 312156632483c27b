// role="button" links from the keyboard, in chromium: the classic cart's remove link.
import { expect, test } from '@playwright/test';
import { addToCartNoJs } from '../../fixtures/e2e/helpers';

for (const key of ['Space', 'Enter']) {
  test(`${key} on the cart's remove link removes the line, once`, async ({ page }) => {
    await addToCartNoJs(page, 12);
    await addToCartNoJs(page, 27);
    await page.goto('/cart/');
    const removals: string[] = [];
    page.on('request', (request) => request.url().includes('remove_item=') && removals.push(request.url()));
    await page.locator('td.product-remove').getByRole('button', { name: 'Remove Holdout Simple Tee from cart' }).focus();
    await page.keyboard.press(key);
    await expect(page.locator('.woocommerce-message[role="alert"]')).toHaveText(/“Holdout Simple Tee” removed/);
    await expect(page.locator('td.product-name')).toHaveText(['Holdout Sale Socks']);
    expect(removals).toHaveLength(1);
  });
}
