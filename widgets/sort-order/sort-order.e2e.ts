// The archive's sort order and result count, in chromium against the demo shop.
import { expect, test, type Page } from '@playwright/test';

const titles = (page: Page) => page.locator('ul.products li.product .woocommerce-loop-product__title');

test('choosing an order reloads the archive sorted, with nothing but the entry loaded before', async ({ page }) => {
  await page.goto('/shop/');
  await expect(page.locator('form.woocommerce-ordering')).toHaveAttribute('data-island-state', 'pending');
  await page.locator('select.orderby').selectOption('price');
  await page.waitForURL(/[?&]orderby=price/);
  await expect(page.locator('select.orderby')).toHaveValue('price');
  await expect(titles(page).first()).toHaveText('Sticker Pack');
  await page.locator('select.orderby').selectOption('price-desc');
  await page.waitForURL(/[?&]orderby=price-desc/);
  await expect(titles(page).first()).not.toHaveText('Sticker Pack');
});

test('keyboard: arrow keys on the focused select change the order at once and the page follows', async ({ page }) => {
  await page.goto('/shop/');
  await page.locator('select.orderby').focus();
  await page.keyboard.press('ArrowDown');
  await page.waitForURL(/[?&]orderby=popularity/);
  await expect(page.locator('select.orderby')).toHaveValue('popularity');
});

test('after a sorted reload the result count is hidden from screen readers, then announced again after 2 s', async ({ page }) => {
  await page.goto('/shop/?orderby=price');
  const count = page.locator('.woocommerce-result-count');
  await expect(count).toHaveAttribute('aria-hidden', 'true');
  // Measured from the page's start (performance.now()), not from this check: on a busy machine the test may get here late.
  const shownAt = await count.evaluate(
    (element) =>
      new Promise<number>((resolve) => {
        new MutationObserver(() => element.getAttribute('aria-hidden') === 'false' && resolve(performance.now())).observe(element, { attributes: true });
      }),
  );
  expect(shownAt).toBeGreaterThan(2000);
  await expect(count).toHaveText(/Showing all \d+ results/);
});

test('without a query string the result count is left alone', async ({ page }) => {
  await page.goto('/shop/');
  await page.waitForTimeout(300);
  await expect(page.locator('.woocommerce-result-count')).not.toHaveAttribute('aria-hidden');
});
