// A quick-view plugin (the demo's stand-in of YITH's, `quick_view=on`) on the shop page, in chromium: it
// loads a variable product into its dialog and calls WooCommerce's jQuery plugins on it without checking
// they exist, as YITH's, Astra's and Addonify's quick views do. The entry gives those plugins, so the
// dialog opens and the product inside works as on its own page.
import { expect, test, type Page } from '@playwright/test';
import { axeViolations, expectHeaderCount, failOnPageErrors, setDemoSettings } from '../../fixtures/e2e/helpers';

const dialog = (page: Page) => page.getByRole('dialog', { name: 'Quick view' });
const group = (page: Page, name: string) => dialog(page).getByRole('radiogroup', { name });

test.beforeEach(async ({ context, baseURL }) => {
  await setDemoSettings(context, baseURL!, 'quick_view=on');
});

test("the hoodie in a quick view: its photo, swatches, price and add to cart work, and the shop's own buttons too", async ({ page }) => {
  failOnPageErrors(page);
  await page.goto('/shop/');
  await page.getByRole('link', { name: 'Quick view: “Holdout Variable Hoodie”' }).click();
  await expect(dialog(page)).toBeVisible();
  const gallery = dialog(page).locator('.woocommerce-product-gallery');
  await expect(gallery).toHaveCSS('opacity', '1');
  await expect(gallery.locator('.woocommerce-product-gallery__image').first()).toBeVisible();

  await group(page, 'Color').getByRole('radio', { name: 'Red', exact: true }).click();
  await group(page, 'Size').getByRole('radio', { name: /^M/ }).click();
  await expect(dialog(page).locator('.single_variation .woocommerce-variation-price')).toContainText('42.00');
  const add = dialog(page).locator('.single_add_to_cart_button');
  await expect(add).not.toHaveClass(/disabled/);
  expect(await axeViolations(page, '.yith-wcqv-wrapper')).toEqual([]);

  await add.click();
  await expect(page).toHaveURL(/\/product\/holdout-variable-hoodie\//);
  await expect(page.locator('.woocommerce-message')).toContainText('Holdout Variable Hoodie');
  await expectHeaderCount(page, '1 item');
});

test("a simple product added by the quick view's own ajax, announced with the button: the button stops spinning, is marked added with View cart after it, and the header follows, as add-to-cart.js and cart-fragments.js did", async ({ page }) => {
  failOnPageErrors(page);
  await page.goto('/shop/');
  await page.evaluate(() => jQuery(document.body).on('wc_cart_button_updated', () => ((window as unknown as { buttonUpdated: boolean }).buttonUpdated = true)));
  await page.getByRole('link', { name: 'Quick view: “Holdout Simple Tee”' }).click();
  const add = dialog(page).locator('.single_add_to_cart_button');
  await add.click();
  await expect(add).toHaveClass(/\badded\b/);
  await expect(add).not.toHaveClass(/\bloading\b/);
  const viewCart = dialog(page).getByRole('link', { name: 'View cart' });
  await expect(viewCart).toHaveAttribute('href', /\/cart\/$/);
  await expect(viewCart).toHaveCount(1);
  expect(await page.evaluate(() => (window as unknown as { buttonUpdated?: boolean }).buttonUpdated)).toBe(true);
  await expect(page).toHaveURL(/\/shop\/$/);
  await expectHeaderCount(page, '1 item');
  expect(await axeViolations(page, '.yith-wcqv-wrapper')).toEqual([]);
  // The shop's own buttons are still the bundle's: no second View cart link after them.
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Add to cart: “Holdout Sale Socks”' }).click();
  await expectHeaderCount(page, '2 items');
  await expect(page.locator('li.product', { hasText: 'Holdout Sale Socks' }).getByRole('link', { name: 'View cart' })).toHaveCount(1);
});

test('closed and opened again on another product: the new product works, the first left nothing behind', async ({ page }) => {
  failOnPageErrors(page);
  await page.goto('/shop/');
  await page.getByRole('link', { name: 'Quick view: “Holdout Variable Hoodie”' }).click();
  await group(page, 'Color').getByRole('radio', { name: 'Blue', exact: true }).click();
  await page.keyboard.press('Escape');
  await expect(dialog(page)).toBeHidden();
  await expect(page.locator('form.variations_form')).toHaveCount(0);

  await page.getByRole('link', { name: 'Quick view: “Holdout Variable Hoodie”' }).click();
  await expect(group(page, 'Color').getByRole('radio', { name: 'Blue', exact: true })).not.toBeChecked();
  await group(page, 'Color').getByRole('radio', { name: 'Red', exact: true }).click();
  await group(page, 'Size').getByRole('radio', { name: /^L/ }).click();
  await expect(dialog(page).locator('.single_variation .woocommerce-variation-price')).toContainText('44.00');
  // The loop behind the dialog still adds by ajax.
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Add to cart: “Holdout Simple Tee”' }).click();
  await expectHeaderCount(page, '1 item');
});

test("on the product page, the plugin's ready handler starts the variation form again: no error, the form waits for the shopper", async ({ page }) => {
  failOnPageErrors(page);
  await page.goto('/product/holdout-variable-hoodie/');
  const form = page.locator('form.variations_form');
  await expect(form).toHaveAttribute('data-island-state', 'pending');
  await page.getByRole('radiogroup', { name: 'Color' }).getByRole('radio', { name: 'Red', exact: true }).click();
  await expect(page.getByRole('radiogroup', { name: 'Color' }).getByRole('radio', { name: 'Red', exact: true })).toBeChecked();
});

test("an optimiser's delay (WP Rocket's): jQuery and the quick view arrive on the first move, after the bundle, and still find WooCommerce's jQuery plugins", async ({ page, context, baseURL }) => {
  failOnPageErrors(page);
  await setDemoSettings(context, baseURL!, 'quick_view=on,delay_js=on');
  await page.goto('/shop/');
  await expect(page.locator('.add_to_cart_button').first()).toHaveAttribute('data-island-state', 'pending');
  expect(await page.evaluate(() => 'jQuery' in window)).toBe(false);
  await page.mouse.move(200, 300);
  await page.waitForFunction(() => (window as { __delayedScriptsRan?: boolean }).__delayedScriptsRan === true);
  await page.getByRole('link', { name: 'Quick view: “Holdout Variable Hoodie”' }).click();
  await group(page, 'Color').getByRole('radio', { name: 'Red', exact: true }).click();
  await group(page, 'Size').getByRole('radio', { name: /^M/ }).click();
  await expect(dialog(page).locator('.single_variation .woocommerce-variation-price')).toContainText('42.00');
});
