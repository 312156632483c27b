// Elementor Pro's cart, my-account and purchase summary widgets on their demo pages in chromium (Pro's scripts and
// WooCommerce's cart.js replaced): the cart updating itself as a quantity is typed, its coupon by Enter, a line
// removed and put back, its totals column sticky, a failure that keeps what was typed; the account and order
// pages' boxes made one height; keyboard only, at 375 px, axe clean.
import { expect, test, type Page } from '@playwright/test';
import { axeViolations, failOnPageErrors, setFaults } from '../../fixtures/e2e/helpers';

const CART = '/builder/cart/';

/** The tee and the sale socks in the cart (WooCommerce's no-JS adds), then the cart widget's page. */
async function openCartWithTwoLines(page: Page): Promise<void> {
  await page.goto(`${CART}?add-to-cart=12`);
  await page.goto(`${CART}?add-to-cart=27`);
  await page.goto(CART);
}

// Its label names the product, its aria-label (which wins) only "Product quantity", as WooCommerce prints it.
const quantityOf = (page: Page, name: string) => page.locator('tr.cart_item', { hasText: name }).locator('input.qty');
const notice = (page: Page) => page.locator('.elementor-widget-woocommerce-cart .woocommerce-notices-wrapper');
const subtotalOf = (page: Page, name: string) => page.locator('tr.cart_item', { hasText: name }).locator('td.product-subtotal');

test('keyboard only: a typed quantity updates the cart by itself 1.5 s later, Enter applies a coupon, a line is removed and put back; no page load', async ({ page }) => {
  failOnPageErrors(page);
  await openCartWithTwoLines(page);
  await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
  // Pro's setting hides the Update cart row: the widget updates the cart itself.
  await expect(page.getByRole('button', { name: 'Update cart' })).toBeHidden();
  // Timed in the page, from the last key's input to the widget's own press of Update cart (a loaded machine's
  // round trips to the test would blur it).
  await page.evaluate(() => {
    const times = ((window as unknown as { times: { input: number; update: number } }).times = { input: 0, update: 0 });
    document.addEventListener('input', () => (times.input = performance.now()), true);
    document.addEventListener('click', (event) => (event.target as Element).matches('[name="update_cart"]') && (times.update = performance.now()), true);
  });
  const quantity = quantityOf(page, 'Holdout Simple Tee');
  await quantity.focus();
  await page.keyboard.press('Control+A');
  await page.keyboard.type('3');
  await expect(notice(page)).toHaveText('Cart updated.', { timeout: 10_000 });
  const times = await page.evaluate(() => (window as unknown as { times: { input: number; update: number } }).times);
  expect(times.update - times.input).toBeGreaterThanOrEqual(1490);
  await expect(subtotalOf(page, 'Holdout Simple Tee')).toHaveText('$60.00');
  // The header's menu cart follows (the fragments refreshed after updated_wc_div): the tee ×3 and the socks.
  await expect(page.locator('[data-id="h120mc"] a.elementor-menu-cart__toggle_button')).toHaveAccessibleName(/\$67\.50\s*4\s*Cart/);
  // The widget's referers carry the page and the widget again in the new form (Pro's template on the next call).
  const referer = new URL((await page.locator('.woocommerce-cart-form input[name="_wp_http_referer"]').getAttribute('value'))!);
  expect(referer.searchParams.get('elementorWidgetId')).toBe('ca87a');

  const coupon = page.getByPlaceholder('Coupon code');
  await coupon.focus();
  await page.keyboard.type('holdout10');
  await page.keyboard.press('Enter');
  await expect(notice(page)).toHaveText('Coupon code applied successfully.');
  await expect(page.locator('.cart-discount')).toContainText('holdout10');

  await page.getByRole('button', { name: 'Remove Holdout Sale Socks from cart' }).focus();
  await page.keyboard.press('Enter');
  await expect(notice(page)).toHaveText('“Holdout Sale Socks” removed. Undo?');
  await expect(page.locator('tr.cart_item')).toHaveCount(1);
  await page.getByRole('link', { name: 'Undo?' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.locator('tr.cart_item')).toHaveCount(2);
  // Still Pro's two columns, the totals in the second.
  await expect(page.locator('.e-cart__column-end .cart_totals')).toHaveCount(1);
  expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
  expect(await axeViolations(page)).toEqual([]);
});

test('the totals column stays in view beside the products as the page scrolls', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 500 });
  // Six lines: the products' column is taller than the totals'.
  for (const id of [12, 27, 24, 31, 32, 33]) await page.goto(`${CART}?add-to-cart=${id}`);
  await page.goto(CART);
  const column = page.locator('.e-sticky-right-column');
  await expect(column).toHaveClass(/e-sticky-right-column--active/);
  const products = await page.locator('.e-cart__column-start').boundingBox();
  const totals = await column.boundingBox();
  expect(products!.height).toBeGreaterThan(totals!.height + 200);
  // Scrolled until the totals' top has passed the top of the view: they stay 20 px below it.
  await page.evaluate(() => scrollTo(0, document.querySelector('.e-sticky-right-column')!.getBoundingClientRect().top + scrollY + 150));
  await expect.poll(async () => Math.round((await column.boundingBox())!.y)).toBe(20);
});

test('a shipping method chosen, then the address changed: the cart keeps Pro\'s layout and its page', async ({ page }) => {
  failOnPageErrors(page);
  await openCartWithTwoLines(page);
  // A click, not check(): the totals are replaced by the answer, radio included.
  await page.getByRole('radio', { name: 'Local pickup' }).click();
  await expect(page.getByRole('radio', { name: 'Local pickup' })).toBeChecked();
  await expect(page.locator('.cart_totals .order-total')).toContainText('$27.50');
  // The totals came from update_shipping_method: their calculator still posts to this page.
  await expect(page.locator('form.woocommerce-shipping-calculator')).toHaveAttribute('action', /\/builder\/cart\/$/);
  await page.getByRole('button', { name: 'Calculate shipping' }).click();
  await page.locator('#calc_shipping_country').selectOption('GB');
  await page.getByRole('button', { name: 'Update', exact: true }).click();
  await expect(notice(page)).toHaveText('Shipping costs updated.');
  await expect(page.locator('.e-cart__column-start .e-shop-table .woocommerce-cart-form__contents')).toHaveCount(1);
  await expect(page.locator('.e-cart__column-start .coupon.e-cart-section')).toHaveCount(1);
  await expect(page.locator('td.actions .coupon')).toHaveCount(0);
});

test('cart=500 on the automatic update: the typed quantity stays, the notice says why, and the page stays usable', async ({ page, context, baseURL }) => {
  await openCartWithTwoLines(page);
  await setFaults(context, baseURL!, 'cart=500');
  const quantity = quantityOf(page, 'Holdout Simple Tee');
  await quantity.fill('5');
  await expect(notice(page)).toHaveText('The cart could not be updated. The shop answered with an error (HTTP 500). Please try again.', { timeout: 10_000 });
  await expect(quantity).toHaveValue('5');
  await expect(subtotalOf(page, 'Holdout Simple Tee')).toHaveText('$20.00');
  await expect(page.locator('.blockUI')).toHaveCount(0);
});

test('at 375 px the cart is one column, nothing wider than the screen, axe clean', async ({ page }) => {
  failOnPageErrors(page);
  await page.setViewportSize({ width: 375, height: 800 });
  await openCartWithTwoLines(page);
  const [start, end] = await Promise.all(['.e-cart__column-start', '.e-cart__column-end'].map((selector) => page.locator(selector).boundingBox()));
  expect(end!.y).toBeGreaterThanOrEqual(start!.y + start!.height);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  expect(await axeViolations(page)).toEqual([]);
});

test('my account: the login and register boxes are one height, again as the register password grows its box', async ({ page }) => {
  failOnPageErrors(page);
  await page.goto('/builder/account/');
  const heights = () => page.locator('.elementor-widget-woocommerce-my-account').locator('form.login, form.register').evaluateAll((forms) => forms.map((form) => (form as HTMLElement).offsetHeight));
  await expect.poll(async () => new Set(await heights()).size).toBe(1);
  const [, register] = await heights();
  await expect(page.getByRole('button', { name: 'Log in' })).toHaveClass(/elementor-animation-float/);
  // A strength meter as WooCommerce's wc-password-strength-meter prints it under the field, as the password is typed.
  await page.evaluate(() =>
    document.getElementById('reg_password')!.addEventListener('keyup', () => {
      if (!document.querySelector('.woocommerce-password-strength')) document.getElementById('reg_password')!.closest('p')!.insertAdjacentHTML('afterend', '<div class="woocommerce-password-strength short" aria-live="polite">Very weak - Please enter a stronger password.</div><small class="woocommerce-password-hint">Hint: The password should be at least twelve characters long.</small>');
    }),
  );
  await page.locator('#reg_password').focus();
  await page.keyboard.type('abc');
  // Both grow to the register box's new height (the inline heights set at load would keep them at the old one).
  await expect.poll(async () => (await heights())[0]).toBeGreaterThan(register!);
  expect(new Set(await heights()).size).toBe(1);
  expect(await axeViolations(page)).toEqual([]);
});

test('purchase summary at 375 px: the address boxes one height, the line above a purchase note marked, axe clean', async ({ page }) => {
  failOnPageErrors(page);
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/builder/order-received/');
  const heights = () => page.locator('.elementor-widget-woocommerce-purchase-summary address').evaluateAll((boxes) => boxes.map((box) => (box as HTMLElement).offsetHeight));
  // The billing box is the taller: the shipping box takes its height once the page's builder document starts.
  await expect.poll(async () => new Set(await heights()).size).toBe(1);
  expect(await heights()).toHaveLength(2);
  await expect(page.getByRole('cell', { name: /Holdout Simple Tee/ })).toHaveClass(/product-purchase-note-is-below/);
  expect(await axeViolations(page)).toEqual([]);
});
