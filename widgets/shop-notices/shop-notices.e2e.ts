// Notices in chromium: the first alert notice gets focus after 500 ms; jQuery.scroll_to_notices scrolls
// to 100 px above a notice over 1 s, or at once under reduced motion.
import { expect, test, type Page } from '@playwright/test';
import { addToCartNoJs } from '../../fixtures/e2e/helpers';

test('after adding from the grouped product page, the success notice is focused 500 ms after load', async ({ page }) => {
  await page.goto('/product/holdout-gift-set/');
  // WooCommerce's grouped rows label every input "Product quantity" (aria-label wins over the label).
  await page.locator('input[name="quantity[12]"]').fill('2');
  await page.getByRole('button', { name: 'Add to cart' }).click();
  const notice = page.locator('.woocommerce-message[role="alert"]');
  await expect(notice).toContainText('“Holdout Simple Tee” has been added to your cart.');
  const focusedAfter = await page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        const notice = document.querySelector('.woocommerce-message[role="alert"]')!;
        if (document.activeElement === notice) resolve(0);
        notice.addEventListener('focus', () => resolve(performance.now()), { once: true });
      }),
  );
  expect(focusedAfter).toBeGreaterThanOrEqual(500);
  await expect(notice).toBeFocused();
  await expect(notice).toHaveAttribute('tabindex', '-1');
});

async function applyCouponFromTheBottom(page: Page): Promise<{ target: number; before: number }> {
  await addToCartNoJs(page, 12);
  await page.setViewportSize({ width: 1280, height: 500 });
  await page.goto('/cart/');
  await page.waitForLoadState('networkidle');
  await page.getByRole('textbox', { name: 'Coupon:' }).fill('SPRING');
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  const before = await page.evaluate(() => window.scrollY);
  expect(before).toBeGreaterThan(300);
  // Every frame's scroll position from here on (a slow machine may finish the animation before a test can look).
  await page.evaluate(() => {
    const samples: [number, number][] = [];
    (window as unknown as { __scrolls: [number, number][] }).__scrolls = samples;
    const sample = (): void => {
      samples.push([performance.now(), window.scrollY]);
      requestAnimationFrame(sample);
    };
    requestAnimationFrame(sample);
  });
  await page.getByRole('button', { name: 'Apply coupon' }).click();
  const notice = page.locator('.woocommerce-notices-wrapper .woocommerce-error[role="alert"]');
  await expect(notice).toHaveText('Coupon "SPRING" does not exist!');
  const target = await notice.evaluate((element) => Math.round(element.getBoundingClientRect().top + window.scrollY - 100));
  return { target, before };
}

test('jQuery.scroll_to_notices (called by the cart script) scrolls to 100 px above the notice over about 1 s', async ({ page }) => {
  const { target, before } = await applyCouponFromTheBottom(page);
  await expect.poll(() => page.evaluate(() => Math.round(window.scrollY)), { timeout: 3000 }).toBe(Math.max(0, target));
  // It went there by steps, not at once: frames in between, over most of a second. The last step may come after that
  // frame's sample (callbacks run in the order they were asked for): the samples are read two frames later.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  const samples = await page.evaluate(() => (window as unknown as { __scrolls: [number, number][] }).__scrolls);
  const between = samples.filter(([, y]) => y < before - 1 && y > target + 1);
  expect(between.length).toBeGreaterThan(2);
  const started = samples.find(([, y]) => y < before - 1)![0];
  const arrived = samples.find(([, y]) => Math.round(y) === Math.max(0, target))![0];
  expect(arrived - started).toBeGreaterThan(500);
});

test('under prefers-reduced-motion it jumps at once', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const { target } = await applyCouponFromTheBottom(page);
  expect(await page.evaluate(() => Math.round(window.scrollY))).toBe(Math.max(0, target));
});
