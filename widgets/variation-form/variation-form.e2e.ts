// The variation form on the demo's variable products, in chromium against the built bundle.
import { expect, test, type Page } from '@playwright/test';
import { expectHeaderCount, failOnPageErrors, holdChunk, recordAjax, setFaults } from '../../fixtures/e2e/helpers';

const button = (page: Page) => page.locator('.single_add_to_cart_button');
const single = (page: Page) => page.locator('.single_variation');

test('dropdowns: choose, see price and stock follow, add the variation to the cart', async ({ page }) => {
  failOnPageErrors(page);
  await page.goto('/product/holdout-knit-scarf/');
  await expect(button(page)).toHaveClass(/wc-variation-selection-needed/);
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  // aria-disabled: Playwright would wait for it to be enabled; a shopper can click it.
  await button(page).click({ force: true });
  await expect.poll(() => dialogs).toEqual(['Please select some product options before adding this product to your cart.']);

  await page.getByRole('combobox', { name: 'Color' }).selectOption('navy');
  await page.getByRole('combobox', { name: 'Length' }).selectOption('long');
  await expect(single(page).locator('.woocommerce-variation-price')).not.toBeEmpty();
  await expect(single(page).locator('.stock')).toHaveClass(/in-stock/);
  await expect(page.locator('input.variation_id')).toHaveValue('46');
  await expect(page.locator('.product_meta .sku')).not.toHaveText('HO-SCARF');
  await expect(button(page)).not.toHaveClass(/disabled/);

  await button(page).click();
  await expect(page.locator('.woocommerce-message')).toContainText('Holdout Knit Scarf');
  await expectHeaderCount(page, '1 item');
});

test("an 'any' attribute: grey matches whatever the length", async ({ page }) => {
  await page.goto('/product/holdout-knit-scarf/');
  await expect(button(page)).toHaveClass(/disabled/);
  await page.getByRole('combobox', { name: 'Color' }).selectOption('grey');
  for (const length of ['short', 'long']) {
    await page.getByRole('combobox', { name: 'Length' }).selectOption(length);
    await expect(page.locator('input.variation_id')).toHaveValue('44');
    await expect(button(page)).not.toHaveClass(/disabled/);
  }
});

test('the out-of-stock combination is unavailable, alerts why, and the option says so', async ({ page }) => {
  await page.goto('/product/holdout-knit-scarf/');
  await expect(button(page)).toHaveClass(/disabled/);
  await page.getByRole('combobox', { name: 'Color' }).selectOption('mustard');
  await expect(page.locator('select[name="attribute_pa_length"] option[value="short"]')).toHaveClass(/out-of-stock/);
  await page.getByRole('combobox', { name: 'Length' }).selectOption('short');
  await expect(single(page).locator('.stock')).toHaveText('Out of stock');
  await expect(button(page)).toHaveClass(/wc-variation-is-unavailable/);
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await button(page).click({ force: true });
  await expect.poll(() => dialogs).toEqual(['Sorry, this product is unavailable. Please choose a different combination.']);
  await expectHeaderCount(page, '0 items');
});

test('GTIN, MPN and brand follow the variation and come back on Clear (keyboard only)', async ({ page }) => {
  await page.goto('/product/holdout-knit-scarf/');
  await expect(button(page)).toHaveClass(/disabled/);
  const gtin = page.locator('.cr_gtin_val');
  const original = await gtin.textContent();
  await page.getByRole('combobox', { name: 'Color' }).focus();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Tab');
  await page.keyboard.press('ArrowDown');
  await expect(page.locator('input.variation_id')).toHaveValue(/^[1-9]\d*$/); // WooCommerce prints 0 until a variation is found
  await expect(gtin).not.toHaveText(original ?? '');
  await page.getByRole('link', { name: 'Clear options' }).focus();
  await page.keyboard.press('Enter');
  await expect(gtin).toHaveText(original ?? '');
  await expect(page.locator('.reset_variations_alert')).toHaveText(/Your selection has been reset/);
  await expect(page.getByRole('combobox', { name: 'Color' })).toBeFocused();
  await expect(page.getByRole('combobox', { name: 'Color' })).toHaveValue('');
});

test('more than 30 variations: each full choice is looked up with get_variation; a missing one says so', async ({ page }) => {
  const sent = await recordAjax(page);
  await page.goto('/product/holdout-big-variable-jacket/');
  await expect(page.locator('form.variations_form')).toHaveAttribute('data-product_variations', 'false');
  await expect(button(page)).toHaveClass(/disabled/);
  const colour = page.locator('ul[data-attribute_name="attribute_pa_color"] li.variable-item').first();
  await colour.click();
  expect(sent.filter((request) => request.endpoint === 'get_variation')).toHaveLength(0);
  await page.locator('ul[data-attribute_name="attribute_pa_size"] li.variable-item').nth(2).click();
  await expect(page.locator('input.variation_id')).toHaveValue(/^[1-9]\d*$/); // WooCommerce prints 0 until a variation is found
  const lookups = sent.filter((request) => request.endpoint === 'get_variation');
  expect(lookups).toHaveLength(1);
  expect(lookups[0]?.form).toMatchObject({ product_id: '29' });
  expect(Object.keys(lookups[0]!.form).filter((key) => key.startsWith('attribute_'))).toHaveLength(2);
  // Every swatch stays enabled in ajax mode.
  await expect(page.locator('li.variable-item.disabled')).toHaveCount(0);
  // Olive / XXL is no variation the shop sells: it answers false.
  await page.locator('ul[data-attribute_name="attribute_pa_color"] li[data-value="olive"]').click();
  await page.locator('ul[data-attribute_name="attribute_pa_size"] li[data-value="xxl"]').click();
  await expect(page.getByText('Sorry, no products matched your selection. Please choose a different combination.')).toBeVisible();
  await expect(button(page)).toHaveClass(/wc-variation-selection-needed/);
});

test('ajax path on a slow phone: a colour, a size and Add to cart pressed while the code loads add that variation once the shop answers', async ({ page }) => {
  failOnPageErrors(page);
  const releaseForm = await holdChunk(page, 'variation-form');
  const releaseSwatches = await holdChunk(page, 'variation-swatches');
  await page.goto('/product/holdout-big-variable-jacket/');
  await page.locator('ul[data-attribute_name="attribute_pa_color"] li.variable-item').first().click();
  await page.locator('ul[data-attribute_name="attribute_pa_size"] li.variable-item').nth(2).click();
  // Marked "selection needed" (aria-disabled) at scan, which Playwright will not click; a shopper's pointer does.
  const box = (await button(page).boundingBox())!;
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  const posted = page.waitForRequest((request) => request.method() === 'POST' && request.url().endsWith('/product/holdout-big-variable-jacket/'));
  releaseForm();
  releaseSwatches();
  // Replayed in order; the press on Add to cart waits for get_variation's answer, then posts that variation.
  const form = (await posted).postData() ?? '';
  expect(form).toMatch(/name="variation_id"\r\n\r\n[1-9]\d*\r\n/);
  expect(form).toMatch(/name="attribute_pa_size"\r\n\r\n\w+\r\n/);
  await expect(page.locator('.woocommerce-message')).toContainText('Holdout Big Variable Jacket');
  await expectHeaderCount(page, '1 item');
});

test('ajax path: a failed look-up keeps the choice and says why; choosing again retries', async ({ page, context, baseURL }) => {
  await setFaults(context, baseURL!, 'get_variation=500');
  await page.goto('/product/holdout-big-variable-jacket/');
  await expect(button(page)).toHaveClass(/disabled/);
  await page.locator('ul[data-attribute_name="attribute_pa_color"] li.variable-item').first().click();
  const size = page.locator('ul[data-attribute_name="attribute_pa_size"] li.variable-item').nth(1);
  await size.click();
  await expect(page.getByText(/Could not check this combination/)).toBeVisible();
  await expect(size).toHaveAttribute('aria-checked', 'true');
  await context.clearCookies();
  await page.locator('ul[data-attribute_name="attribute_pa_size"] li.variable-item').nth(2).click();
  await expect(page.locator('input.variation_id')).toHaveValue(/^[1-9]\d*$/); // WooCommerce prints 0 until a variation is found
  await expect(page.getByText(/Could not check this combination/)).toHaveCount(0);
});

test("a theme that takes $.fn.wc_variations_image_update once the page is parsed (Blocksy's gallery, from a chunk it loads then) gets the chosen variation and Clear, and the product image is left to it", async ({ page }) => {
  failOnPageErrors(page);
  await page.addInitScript(() => {
    const seen: unknown[] = [];
    Object.assign(window, { imageUpdates: seen });
    document.addEventListener('DOMContentLoaded', () =>
      setTimeout(() => {
        // As Blocksy's variable-products module: nothing is replaced when the helper is not there yet.
        const fn = (window as unknown as { jQuery: { fn: Record<string, unknown> } }).jQuery.fn;
        if (typeof fn.wc_variations_image_update !== 'function') return;
        fn.wc_variations_image_update = function (this: ArrayLike<Element>, variation: { variation_id?: number } | false) {
          seen.push([this[0]?.matches('form.variations_form'), variation && variation.variation_id]);
        };
      }),
    );
  });
  await page.goto('/product/holdout-knit-scarf/');
  const image = page.locator('.woocommerce-product-gallery .wp-post-image').first();
  const printed = await image.getAttribute('src');
  await page.getByRole('combobox', { name: 'Color' }).selectOption('navy');
  await page.getByRole('combobox', { name: 'Length' }).selectOption('long');
  await expect(page.locator('input.variation_id')).toHaveValue('46');
  await expect.poll(() => page.evaluate(() => (window as unknown as { imageUpdates: unknown[] }).imageUpdates.at(-1))).toEqual([true, 46]);
  await page.getByRole('link', { name: 'Clear options' }).click();
  await expect.poll(() => page.evaluate(() => (window as unknown as { imageUpdates: unknown[] }).imageUpdates.at(-1))).toEqual([true, false]);
  await expect(image).toHaveAttribute('src', printed!);
});
