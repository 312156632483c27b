// Swatches on the demo's variable products, by mouse, touch-sized screens and keyboard, in chromium.
import { expect, test, type Page } from '@playwright/test';
import { expectHeaderCount, failOnPageErrors, holdChunk } from '../../fixtures/e2e/helpers';

const group = (page: Page, name: string) => page.getByRole('radiogroup', { name });
const button = (page: Page) => page.locator('.single_add_to_cart_button');

test('mouse: colour and size swatches set the hidden selects, price follows, the variation is added', async ({ page }) => {
  failOnPageErrors(page);
  await page.goto('/product/holdout-variable-hoodie/');
  await expect(button(page)).toHaveClass(/disabled/);
  const quantity = page.getByRole('spinbutton', { name: /quantity/i });
  const widthBefore = (await quantity.boundingBox())?.width;
  await group(page, 'Color').getByRole('radio', { name: 'Red', exact: true }).click();
  await group(page, 'Size').getByRole('radio', { name: /^M/ }).click();
  await expect(page.locator('select[name="attribute_pa_color"]')).toHaveValue('red');
  await expect(page.locator('select[name="attribute_pa_size"]')).toHaveValue('m');
  await expect(page.locator('.single_variation .woocommerce-variation-price')).toContainText('42.00');
  // The variation's max quantity is set on the field; its box stays as it was (the demo theme once let it shrink).
  await expect(quantity).toHaveAttribute('max', /\d/);
  expect((await quantity.boundingBox())?.width).toBe(widthBefore);
  await expect(page.locator('.variations .label .woo-selected-variation-item-name').first()).toHaveText(': Red');
  await expect(page.locator('.woocommerce-product-gallery__image img').first()).toHaveAttribute('src', /red|hoodie/);
  await button(page).click();
  await expect(page.locator('.woocommerce-message')).toContainText('Holdout Variable Hoodie');
  await expectHeaderCount(page, '1 item');
});

test('every out-of-stock combination of the hoodie is marked and said in text', async ({ page }) => {
  await page.goto('/product/holdout-variable-hoodie/');
  await expect(button(page)).toHaveClass(/disabled/);
  await group(page, 'Color').getByRole('radio', { name: 'Blue', exact: true }).click();
  const l = group(page, 'Size').getByRole('radio', { name: 'L, Out of stock' });
  await expect(l).toHaveClass(/no-stock/);
  await l.click();
  await expect(page.locator('.single_variation .stock')).toHaveText('Out of stock');
  await expect(button(page)).toHaveClass(/wc-variation-is-unavailable/);
  // Red has no sold-out size.
  await group(page, 'Color').getByRole('radio', { name: 'Red', exact: true }).click();
  await expect(group(page, 'Size').locator('li.no-stock')).toHaveCount(0);
  await expect(button(page)).not.toHaveClass(/disabled/);
});

test('keyboard alone: Tab into each group, arrows choose, Clear resets and returns focus', async ({ page }) => {
  await page.goto('/product/holdout-variable-hoodie/');
  await expect(button(page)).toHaveClass(/disabled/);
  await group(page, 'Color').getByRole('radio', { name: 'Red', exact: true }).focus();
  // The focus started the swatches; the island keeps it on Red as it takes over the list.
  await expect(group(page, 'Color')).toHaveAttribute('data-island-state', 'mounted');
  await expect(group(page, 'Color').getByRole('radio', { name: 'Red', exact: true })).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(group(page, 'Color').getByRole('radio', { name: 'Blue', exact: true })).toBeFocused();
  await expect(group(page, 'Color').getByRole('radio', { name: 'Blue', exact: true })).toHaveAttribute('aria-checked', 'true');
  await page.keyboard.press('Tab');
  await expect(group(page, 'Size').getByRole('radio', { name: 'S', exact: true })).toBeFocused();
  await page.keyboard.press('Space');
  await expect(page.locator('.single_variation .woocommerce-variation-price')).toContainText('45.00');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Clear options' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('select[name="attribute_pa_color"]')).toHaveValue('');
  await expect(group(page, 'Color').getByRole('radio', { name: 'Red', exact: true })).toBeFocused();
  await expect(page.locator('li.variable-item[aria-checked="true"]')).toHaveCount(0);
});

test('colour, image and button swatches with stock-left labels on the sneaker', async ({ page }) => {
  await page.goto('/product/holdout-trail-sneaker/');
  await expect(button(page)).toHaveClass(/disabled/);
  await expect(page.locator('ul.image-variable-items-wrapper li img.variable-item-image').first()).toBeVisible();
  await page.locator('ul[data-attribute_name="attribute_pa_color"] li.variable-item').first().click();
  await page.locator('ul[data-attribute_name="attribute_pa_pattern"] li.variable-item').first().click();
  const sizes = page.locator('ul[data-attribute_name="attribute_pa_size"] li.variable-item');
  await expect(sizes.first()).toBeVisible();
  // Named once the swatches run (they started with the first press; a busy machine runs them a moment later).
  await expect.poll(() => sizes.evaluateAll((items) => items.every((item) => !!item.getAttribute('aria-label')))).toBe(true);
  const available = page.locator('ul[data-attribute_name="attribute_pa_size"] li.variable-item:not(.disabled):not(.no-stock)').first();
  await available.click();
  await expect(page.locator('input.variation_id')).toHaveValue(/^[1-9]\d*$/); // WooCommerce prints 0 until a variation is found
  await expect(button(page)).not.toHaveClass(/disabled/);
});

test.describe('touch-sized screen', () => {
  test.use({ viewport: { width: 375, height: 740 }, hasTouch: true });

  test('tapping swatches chooses a variation', async ({ page }) => {
    await page.goto('/product/holdout-variable-hoodie/');
    // Below the gallery on a phone; the form and swatches wait for the first tap, which is replayed.
    await page.locator('form.variations_form').scrollIntoViewIfNeeded();
    await expect(button(page)).toHaveClass(/disabled/);
    await expect(group(page, 'Size')).toHaveAttribute('data-island-state', 'pending');
    await group(page, 'Color').getByRole('radio', { name: 'Blue', exact: true }).tap();
    await group(page, 'Size').getByRole('radio', { name: 'S', exact: true }).tap();
    await expect(page.locator('input.variation_id')).toHaveValue('20');
    const box = await group(page, 'Size').getByRole('radio', { name: 'S', exact: true }).boundingBox();
    expect(box!.width).toBeGreaterThanOrEqual(24);
    expect(box!.height).toBeGreaterThanOrEqual(24);
  });
});

test('a stalled connection: Add to cart pressed after the swatches is not posted with the old choice; once the code comes, the chosen variation is added', async ({ page }) => {
  failOnPageErrors(page);
  const releaseForm = await holdChunk(page, 'variation-form');
  const releaseSwatches = await holdChunk(page, 'variation-swatches');
  const warnings: string[] = [];
  page.on('console', (message) => message.type() === 'warning' && warnings.push(message.text()));
  await page.goto('/product/holdout-variable-hoodie/');
  await group(page, 'Color').getByRole('radio', { name: 'Red', exact: true }).click();
  await group(page, 'Size').getByRole('radio', { name: /^M/ }).click();
  // Marked "selection needed" (aria-disabled) at scan, which Playwright will not click; a shopper's pointer does.
  const box = (await button(page).boundingBox())!;
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  // Past the 4 s a held press may wait: a form posted now would carry no colour and no size.
  await expect.poll(() => warnings.filter((text) => text.includes('a press waited 4 s')).length, { timeout: 8000 }).toBe(3);
  expect(warnings.filter((text) => text.includes('given to the page'))).toEqual([]);
  expect(page.url()).toMatch(/\/product\/holdout-variable-hoodie\/$/);
  await expect(page.locator('.woocommerce-message')).toHaveCount(0);
  const posted = page.waitForRequest((request) => request.method() === 'POST' && request.url().endsWith('/product/holdout-variable-hoodie/'));
  releaseForm();
  releaseSwatches();
  // The three presses replayed in order: red, M, then the form posted with them.
  const form = (await posted).postData() ?? '';
  expect(form).toMatch(/name="attribute_pa_color"\r\n\r\nred\r\n/);
  expect(form).toMatch(/name="attribute_pa_size"\r\n\r\nm\r\n/);
  await expect(page.locator('.woocommerce-message')).toContainText('Holdout Variable Hoodie');
  await expectHeaderCount(page, '1 item');
});

test('every press made while the form and swatches load is kept, in order, and shows at once (the hoodie opened at #tab-reviews)', async ({ page }) => {
  failOnPageErrors(page);
  // A slow phone: the form's and the swatches' chunks arrive only after both presses (held, not timed: a fixed
  // delay raced the presses on a slow CI run).
  const releaseForm = await holdChunk(page, 'variation-form');
  const releaseSwatches = await holdChunk(page, 'variation-swatches');
  await page.goto('/product/holdout-variable-hoodie/#tab-reviews');
  await page.locator('form.variations_form').scrollIntoViewIfNeeded();
  const red = group(page, 'Color').getByRole('radio', { name: 'Red', exact: true });
  await red.click();
  // Chosen at once, before any chunk ran.
  await expect(red).toHaveClass(/selected/);
  await expect(group(page, 'Color')).not.toHaveAttribute('data-island-state', 'mounted');
  await group(page, 'Size').getByRole('radio', { name: /^M/ }).click();
  releaseForm();
  releaseSwatches();
  await expect(page.locator('select[name="attribute_pa_color"]')).toHaveValue('red');
  await expect(page.locator('select[name="attribute_pa_size"]')).toHaveValue('m');
  await expect(page.locator('.single_variation .woocommerce-variation-price')).toContainText('42.00');
  await expect(button(page)).not.toHaveClass(/disabled/);
});
