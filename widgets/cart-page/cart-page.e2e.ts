// The classic cart page without reloads, in chromium against the demo shop: quantities, remove + undo,
// coupons, shipping methods, the calculator, a failure, the keyboard, the legacy events and axe.
import { expect, test, type Page } from '@playwright/test';
import { addToCartNoJs, axeViolations, failOnPageErrors, holdChunk, recordAjax, setDemoSettings, setFaults } from '../../fixtures/e2e/helpers';

/** Records the legacy events as a jQuery plugin hears them: name and arguments. */
async function listenWithJQuery(page: Page): Promise<void> {
  await page.evaluate(() => {
    const w = window as unknown as { jQuery: (target: unknown) => { on(name: string, handler: (...args: unknown[]) => void): void }; heard: string[] };
    w.heard = [];
    for (const name of ['updated_wc_div', 'updated_cart_totals', 'wc_cart_emptied', 'item_removed_from_classic_cart', 'applied_coupon', 'removed_coupon', 'updated_shipping_method']) {
      w.jQuery(document.body).on(name, (_event: unknown, ...args: unknown[]) => w.heard.push([name, ...args.map(String)].join(':')));
    }
  });
}
const heard = (page: Page): Promise<string[]> => page.evaluate(() => (window as unknown as { heard: string[] }).heard);

/** Fails the test if the page navigates (everything here happens without reloads). */
async function noReloads(page: Page): Promise<() => number> {
  let loads = 0;
  page.on('load', () => loads++);
  return () => loads;
}

/**
 * The page has stopped scrolling to its notice (animated, as woocommerce.js did): a press made while it moves lands
 * where the button was a frame ago, as a shopper's would; the shopper waits for the page to settle, and so does the test.
 */
const scrollSettled = (page: Page): Promise<void> =>
  expect.poll(() => page.evaluate(() => new Promise<boolean>((resolve) => { const y = scrollY; requestAnimationFrame(() => requestAnimationFrame(() => resolve(scrollY === y))); }))).toBe(true);

async function openCart(page: Page): Promise<void> {
  failOnPageErrors(page);
  await addToCartNoJs(page, 12);
  await addToCartNoJs(page, 27);
  await page.goto('/cart/');
  await listenWithJQuery(page);
}

/** A line's quantity field (WooCommerce names them all "Product quantity"; the row tells them apart). */
const quantityOf = (page: Page, product: string) => page.locator('tr.cart_item', { hasText: product }).locator('input.qty');
const notices = (page: Page) => page.locator('.woocommerce-notices-wrapper');
const total = (page: Page) => page.locator('.cart_totals .order-total td');

test('a changed quantity enables Update cart, which updates form and totals without a reload', async ({ page }) => {
  await openCart(page);
  const reloads = await noReloads(page);
  const quantity = quantityOf(page, 'Holdout Simple Tee');
  await quantity.fill('3');
  const update = page.getByRole('button', { name: 'Update cart' });
  await expect(update).toBeEnabled();
  await update.click();
  await expect(notices(page)).toHaveText('Cart updated.');
  await expect(quantityOf(page, 'Holdout Simple Tee')).toHaveValue('3');
  await expect(page.locator('td.product-subtotal').first()).toHaveText('$60.00');
  await expect(total(page)).toHaveText('$72.50');
  await expect(update).toBeDisabled();
  await expect(page.locator('.woocommerce-message')).toBeFocused();
  expect(await heard(page)).toEqual(['updated_cart_totals', 'updated_wc_div']);
  expect(reloads()).toBe(0);
});

test("another field of a cart row (a plugin's gift wrap), ticked as the first thing on the page, enables Update cart and is sent", async ({ page }) => {
  // The cart's chunk late (a slow machine): the tick waits for it.
  const release = await holdChunk(page, 'cart-page');
  await openCart(page);
  // As a plugin prints it in a line, before any script runs.
  await page.locator('tr.cart_item', { hasText: 'Holdout Simple Tee' }).locator('td.product-name').evaluate((cell) =>
    cell.insertAdjacentHTML('beforeend', '<label><input type="checkbox" name="cart[gift][wrap]" value="1"> Gift wrap</label>'),
  );
  // The first press in the cart is held while its chunk loads, then replayed; the box shows its tick at once.
  await page.getByLabel('Gift wrap').click();
  await expect(page.getByLabel('Gift wrap')).toBeChecked();
  release();
  await expect(page.locator('.woocommerce:has(> form.woocommerce-cart-form)')).toHaveAttribute('data-island-state', 'mounted');
  await expect(page.getByLabel('Gift wrap')).toBeChecked();
  const update = page.getByRole('button', { name: 'Update cart' });
  await expect(update).toBeEnabled();
  await expect(update).toHaveAttribute('aria-disabled', 'false');
  await page.getByLabel('Gift wrap').uncheck();
  await expect(update).toBeDisabled();
  await page.getByLabel('Gift wrap').check();
  const posted = page.waitForRequest((request) => request.method() === 'POST' && new URL(request.url()).pathname === '/cart/');
  await update.click();
  expect(new URLSearchParams((await posted).postData() ?? '').get('cart[gift][wrap]')).toBe('1');
  await expect(notices(page)).toHaveText('Cart updated.');
  await expect(update).toBeDisabled();
});

test("a cross-sell added from the cart page joins the table and the totals without a reload, as cart.js did on added_to_cart", async ({ page }) => {
  await openCart(page);
  const reloads = await noReloads(page);
  const crossSell = page.locator('.cross-sells li.product').first();
  const name = (await crossSell.locator('.woocommerce-loop-product__title').textContent())!.trim();
  const before = await total(page).textContent();
  await expect(page.locator('td.product-name')).toHaveCount(2);
  await crossSell.locator('a.ajax_add_to_cart').click();
  await expect(page.locator('td.product-name')).toHaveCount(3);
  await expect(page.locator('td.product-name').filter({ hasText: name })).toHaveCount(1);
  await expect(total(page)).not.toHaveText(before!);
  await expect(page.locator('.woocommerce-cart-form')).not.toHaveAttribute('aria-busy');
  expect(await heard(page)).toEqual(['updated_cart_totals', 'updated_wc_div']);
  expect(reloads()).toBe(0);
});

test("a plugin's jQuery wc_update_cart, before the shopper touched the cart, brings the shop's cart into the table, as cart.js heard it on the document", async ({ page }) => {
  await openCart(page);
  const reloads = await noReloads(page);
  await expect(page.locator('td.product-name')).toHaveCount(2);
  // The cart changed on the shop (another plugin's request), and that plugin asks the page to follow.
  await addToCartNoJs(page, 24);
  await page.evaluate(() => (window as unknown as { jQuery: (target: Document) => { trigger(name: string): void } }).jQuery(document).trigger('wc_update_cart'));
  await expect(page.locator('td.product-name')).toHaveCount(3);
  await expect(page.locator('td.product-name').filter({ hasText: 'Holdout Reviewed Mug' })).toHaveCount(1);
  await expect(page.locator('.woocommerce-cart-form')).not.toHaveAttribute('aria-busy');
  expect(reloads()).toBe(0);
});

test("a theme's −/+ buttons (qty_buttons=on: they set the field and trigger jQuery's change, no DOM event) enable Update cart once the cart's script runs, and the update goes through", async ({ page, context, baseURL }) => {
  await setDemoSettings(context, baseURL!, 'qty_buttons=on');
  await openCart(page);
  const reloads = await noReloads(page);
  // The cart's script is running (the coupon field touched) before the buttons are pressed.
  await page.getByLabel('Coupon:').focus();
  await expect(page.locator('.woocommerce:has(> form.woocommerce-cart-form)')).toHaveAttribute('data-island-state', 'mounted');
  const update = page.getByRole('button', { name: 'Update cart' });
  await expect(update).toBeDisabled();
  await page.getByRole('button', { name: 'More Holdout Simple Tee' }).click();
  await expect(quantityOf(page, 'Holdout Simple Tee')).toHaveValue('2');
  await expect(update).toBeEnabled();
  await page.evaluate(() => {
    const w = window as unknown as { jQuery: (target: Document) => { ajaxComplete(handler: (event: unknown, xhr: unknown, settings: { type: string; url: string }) => void): void }; completed: string[] };
    w.completed = [];
    w.jQuery(document).ajaxComplete((_event, _xhr, settings) => w.completed.push(`${settings.type} ${new URL(settings.url).pathname}`));
  });
  await update.click();
  await expect(notices(page)).toHaveText('Cart updated.');
  await expect(page.locator('td.product-subtotal').first()).toHaveText('$40.00');
  await expect.poll(() => page.evaluate(() => (window as unknown as { completed: string[] }).completed)).toContain('POST /cart/');
  // The answer's form came without the buttons; the theme added them again on jQuery's ajaxComplete.
  await page.getByRole('button', { name: 'Fewer Holdout Simple Tee' }).click();
  await expect(page.getByRole('button', { name: 'Update cart' })).toBeEnabled();
  expect(await axeViolations(page, '.woocommerce-cart-form')).toEqual([]);
  expect(reloads()).toBe(0);
});

test('remove a line, then Undo, without reloads; the last line leaves the empty cart', async ({ page }) => {
  await openCart(page);
  const reloads = await noReloads(page);
  await page.getByRole('button', { name: 'Remove Holdout Sale Socks from cart' }).click();
  await expect(notices(page)).toHaveText('“Holdout Sale Socks” removed. Undo?');
  await expect(page.locator('td.product-name')).toHaveText(['Holdout Simple Tee']);
  await scrollSettled(page);
  await page.getByRole('link', { name: 'Undo?' }).click();
  await expect(page.locator('td.product-name')).toHaveText(['Holdout Simple Tee', 'Holdout Sale Socks']);
  await scrollSettled(page);
  await page.getByRole('button', { name: 'Remove Holdout Simple Tee from cart' }).click();
  await expect(page.locator('td.product-name')).toHaveText(['Holdout Sale Socks']);
  await scrollSettled(page);
  await page.getByRole('button', { name: 'Remove Holdout Sale Socks from cart' }).click();
  await expect(page.getByText('Your cart is currently empty.')).toBeVisible();
  await expect(page.locator('.cart_totals')).toHaveCount(0);
  expect(await heard(page)).toEqual(expect.arrayContaining(['item_removed_from_classic_cart', 'wc_cart_emptied']));
  expect(reloads()).toBe(0);
});

test("a press on the remove link or Undo while the cart's script loads waits for it, even once the link's and the notices' own behaviours run", async ({ page }) => {
  // Held from the start: the page preloads the chunk at idle, and the press then waits for that fetch.
  const release = await holdChunk(page, 'cart-page');
  await openCart(page);
  const reloads = await noReloads(page);
  const remove = page.getByRole('button', { name: 'Remove Holdout Sale Socks from cart' });
  // Focus starts the link's keyboard behaviour (role="button") at once; the cart's chunk stays on its way.
  await remove.focus();
  await expect(remove).toHaveAttribute('data-island-state', 'mounted');
  await expect(page.locator('.woocommerce:has(> .woocommerce-cart-form)')).toHaveAttribute('data-island-state', 'loading');
  await remove.click();
  await page.waitForTimeout(300);
  expect(reloads()).toBe(0);
  release();
  await expect(notices(page)).toHaveText('“Holdout Sale Socks” removed. Undo?');
  await expect(page.locator('td.product-name')).toHaveText(['Holdout Simple Tee']);
  expect(reloads()).toBe(0);

  // A removal made without the script (a cached page, a click before the bundle): the notices wrapper's
  // behaviour runs at once for the alert, and the Undo in it still waits for the cart's script.
  await page.unrouteAll();
  await addToCartNoJs(page, 27);
  const releaseAgain = await holdChunk(page, 'cart-page');
  await page.goto('/cart/');
  await page.getByRole('button', { name: 'Remove Holdout Simple Tee from cart' }).evaluate((link: HTMLAnchorElement) => (location.href = link.href));
  await expect(notices(page)).toHaveText('“Holdout Simple Tee” removed. Undo?');
  await expect(notices(page)).toHaveAttribute('data-island-state', 'mounted');
  await page.waitForLoadState('load');
  const reloadsAfter = await noReloads(page);
  await page.getByRole('link', { name: 'Undo?' }).click();
  await page.waitForTimeout(300);
  expect(reloadsAfter()).toBe(0);
  releaseAgain();
  await expect(page.locator('td.product-name')).toHaveCount(2);
  await expect(page.locator('.woocommerce-cart-form')).toContainText('Holdout Simple Tee');
  expect(reloadsAfter()).toBe(0);
});

test('apply and remove a coupon: the wc-ajax calls with their nonces, notices, totals and events', async ({ page }) => {
  await openCart(page);
  const sent = await recordAjax(page);
  await page.getByRole('textbox', { name: 'Coupon:' }).fill('nope');
  await page.getByRole('button', { name: 'Apply coupon' }).click();
  await expect(notices(page)).toHaveText('Coupon "nope" does not exist!');
  await expect(page.getByRole('textbox', { name: 'Coupon:' })).toHaveValue('nope');
  // The cart settles (its form and totals refreshed, the typed code put back) before the next code is typed.
  await expect(page.locator('[aria-busy="true"], .blockUI')).toHaveCount(0);
  await page.getByRole('textbox', { name: 'Coupon:' }).fill('holdout10');
  await expect(page.getByRole('textbox', { name: 'Coupon:' })).toHaveValue('holdout10');
  await page.getByRole('button', { name: 'Apply coupon' }).click();
  await expect(notices(page)).toHaveText('Coupon code applied successfully.');
  await expect(page.locator('.cart-discount')).toContainText('Coupon: holdout10');
  await expect(total(page)).toHaveText('$29.75');
  await expect(page.getByRole('textbox', { name: 'Coupon:' })).toHaveValue('');
  await page.getByRole('link', { name: '[Remove]' }).click();
  await expect(notices(page)).toHaveText('Coupon has been removed.');
  await expect(page.locator('.cart-discount')).toHaveCount(0);
  await expect(total(page)).toHaveText('$32.50');
  // The mini cart's fragments refresh after each cart update too (cart-fragments hears updated_wc_div, as cart-fragments.js did).
  expect(sent.filter(({ endpoint }) => endpoint !== 'get_refreshed_fragments').map(({ endpoint, form }) => [endpoint, form])).toEqual([
    ['apply_coupon', { security: '3cbdc18275', coupon_code: 'nope' }],
    ['apply_coupon', { security: '3cbdc18275', coupon_code: 'holdout10' }],
    ['remove_coupon', { security: '1d6af46d2b', coupon: 'holdout10' }],
  ]);
  expect(await heard(page)).toEqual(expect.arrayContaining(['applied_coupon:nope', 'applied_coupon:holdout10', 'removed_coupon:holdout10']));
});

test('a shipping method change replaces the totals and keeps focus on the radio', async ({ page }) => {
  const release = await holdChunk(page, 'cart-page');
  await openCart(page);
  const sent = await recordAjax(page);
  // The first click loads the chunk and is replayed once it is attached; the radio shows itself chosen at once.
  await page.getByRole('radio', { name: 'Local pickup' }).click();
  await expect(page.getByRole('radio', { name: 'Local pickup' })).toBeChecked();
  await expect(page.getByRole('radio', { name: /^Flat rate/ })).not.toBeChecked();
  release();
  await expect(page.getByRole('radio', { name: 'Local pickup' })).toBeChecked();
  await expect(total(page)).toHaveText('$27.50');
  await expect(page.getByRole('radio', { name: 'Local pickup' })).toBeFocused();
  expect(sent.filter(({ endpoint }) => endpoint !== 'get_refreshed_fragments')).toEqual([{ endpoint: 'update_shipping_method', form: { security: '0021bf4c73', 'shipping_method[0]': 'local_pickup:3' } }]);
  expect(await heard(page)).toEqual(['updated_cart_totals', 'updated_shipping_method']);
  // A reload prints the chosen method: it is kept in the session.
  await page.reload();
  await expect(page.getByRole('radio', { name: 'Local pickup' })).toBeChecked();
});

test('the shipping calculator opens with aria-expanded and its Update sets the destination', async ({ page }) => {
  await openCart(page);
  const toggle = page.getByRole('button', { name: 'Calculate shipping' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByLabel('City:')).toBeHidden();
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByLabel('Country / region:')).toBeFocused();
  await page.getByLabel('Country / region:').selectOption('GB');
  await page.getByLabel('City:').fill('Leeds');
  await page.getByLabel('Postcode / ZIP:').fill('LS1 4AP');
  await page.getByRole('button', { name: 'Update', exact: true }).click();
  await expect(notices(page)).toHaveText('Shipping costs updated.');
  await expect(page.locator('.woocommerce-shipping-destination')).toHaveText('Shipping to Leeds, LS1 4AP, GB.');
  await expect(page.getByRole('button', { name: 'Change address' })).toHaveAttribute('aria-expanded', 'false');
});

test('apply_coupon=500 keeps the typed code, unblocks and says why; the console names the endpoint', async ({ page, context, baseURL }) => {
  await setFaults(context, baseURL!, 'apply_coupon=500');
  const errors: string[] = [];
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  await openCart(page);
  await page.getByRole('textbox', { name: 'Coupon:' }).fill('holdout10');
  await page.getByRole('button', { name: 'Apply coupon' }).click();
  const alert = page.locator('.woocommerce-notices-wrapper .woocommerce-error[role="alert"]');
  await expect(alert).toHaveText('The coupon could not be applied. The shop answered with an error (HTTP 500). Please try again.');
  await expect(alert).toBeFocused();
  await expect(page.getByRole('textbox', { name: 'Coupon:' })).toHaveValue('holdout10');
  await expect(page.locator('.woocommerce-cart-form')).not.toHaveAttribute('aria-busy');
  await expect(page.locator('.blockUI')).toHaveCount(0);
  expect(errors.filter((text) => text.includes('cart-page:'))).toEqual([expect.stringContaining('?wc-ajax=apply_coupon failed')]);
});

test('keyboard only: a typed quantity + Enter updates; Space removes; Tab + Enter undoes; arrow keys change the shipping method', async ({ page }) => {
  await openCart(page);
  const quantity = quantityOf(page, 'Holdout Sale Socks');
  await quantity.focus();
  await page.keyboard.press('Control+a');
  await page.keyboard.type('2');
  await page.keyboard.press('Enter');
  await expect(notices(page)).toHaveText('Cart updated.');
  await expect(quantityOf(page, 'Holdout Sale Socks')).toHaveValue('2');
  await page.getByRole('button', { name: 'Remove Holdout Sale Socks from cart' }).focus();
  await page.keyboard.press('Space');
  await expect(notices(page)).toHaveText('“Holdout Sale Socks” removed. Undo?');
  await expect(page.locator('.woocommerce-message')).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Undo?' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('td.product-name')).toHaveCount(2);
  await page.getByRole('radio', { name: /Flat rate/ }).focus();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('radio', { name: 'Local pickup' })).toBeChecked();
  await expect(page.getByRole('radio', { name: 'Local pickup' })).toBeFocused();
  await expect(total(page)).toHaveText('$35.00');
});

for (const width of [1280, 375]) {
  test(`axe-clean at ${width} px with notices, a coupon and the open calculator, and no wider than the screen`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await openCart(page);
    await page.getByRole('textbox', { name: 'Coupon:' }).fill('holdout10');
    await page.getByRole('button', { name: 'Apply coupon' }).click();
    await expect(page.locator('.cart-discount')).toBeVisible();
    await page.getByRole('button', { name: 'Calculate shipping' }).click();
    await expect(page.getByLabel('City:')).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
}
