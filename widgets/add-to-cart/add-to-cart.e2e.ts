// Add to cart from the archive, in chromium against the built bundle on the demo shop.
import { expect, test } from '@playwright/test';
import { chunkName, expectHeaderCount, holdChunk, preloadedChunks, recordAjax, recordRunScripts, setDemoSettings, setFaults } from '../../fixtures/e2e/helpers';

const tee = 'a.add_to_cart_button[data-product_id="12"]';
const socks = 'a.add_to_cart_button[data-product_id="27"]';

test('adds from the archive: loading, added, View cart link, header count and mini cart', async ({ page }) => {
  const sent = await recordAjax(page);
  await page.goto('/shop/');
  const button = page.locator(tee);
  await expect(button).toHaveAttribute('data-island-state', 'pending');

  await button.click();
  await expect(button).toHaveClass(/\badded\b/);
  await expect(button).not.toHaveClass(/\bloading\b/);
  const viewCart = page.locator('li.post-12 a.added_to_cart.wc-forward');
  await expect(viewCart).toHaveText('View cart');
  await expect(viewCart).toHaveAttribute('href', /\/cart\/$/);
  await expectHeaderCount(page, '1 item');
  await expect(page.locator('#site-header-cart .widget_shopping_cart_content .woocommerce-mini-cart-item')).toHaveCount(1);
  await expect(page.locator('.widget_shopping_cart_live_region')).toHaveText('“Holdout Simple Tee” has been added to your cart');

  const adds = sent.filter((request) => request.endpoint === 'add_to_cart');
  expect(adds).toHaveLength(1);
  // Every data attribute of the button is posted, as add-to-cart.js did.
  expect(adds[0]?.form).toMatchObject({ product_id: '12', product_sku: 'HO-SIMPLE-TEE', quantity: '1' });

  await button.click();
  await expectHeaderCount(page, '2 items');
  await expect(page.locator('li.post-12 a.added_to_cart')).toHaveCount(1);
});

test('queues quick clicks: N clicks add N, in order, none lost', async ({ page, context, baseURL }) => {
  await setFaults(context, baseURL!, 'add_to_cart=slow:300');
  const sent = await recordAjax(page);
  await page.goto('/shop/');
  await page.locator(tee).click();
  await page.locator(socks).click();
  await page.locator(tee).click();
  await expectHeaderCount(page, '3 items');
  expect(sent.filter((request) => request.endpoint === 'add_to_cart').map((request) => request.form.product_id)).toEqual(['12', '27', '12']);
});

test('a stalled connection: a press whose code has not come in 4 s goes to the page, which adds the product as without the bundle', async ({ page }) => {
  // The button's chunk never arrives.
  await holdChunk(page, 'add-to-cart');
  const warnings: string[] = [];
  page.on('console', (message) => message.type() === 'warning' && warnings.push(message.text()));
  await page.goto('/shop/');
  await page.locator(tee).click();
  await page.waitForTimeout(2000);
  // Held meanwhile: the button busy, the page still here.
  await expect(page.locator(tee)).toHaveClass(/\bloading\b/);
  expect(page.url()).not.toContain('add-to-cart=');
  await page.waitForURL(/\/shop\/\?add-to-cart=12$/, { timeout: 8000 });
  await expect(page.locator('.woocommerce-message')).toContainText('“Holdout Simple Tee” has been added to your cart.');
  await expectHeaderCount(page, '1 item');
  expect(warnings).toContainEqual(expect.stringMatching(/^\[shop-islands\] a press waited 4 s for its widget's code: given to the page/));
});

test('a server error leaves the button usable and says so', async ({ page, context, baseURL }) => {
  await setFaults(context, baseURL!, 'add_to_cart=500');
  await page.goto('/shop/');
  const button = page.locator(tee);
  await button.click();
  await expect(page.locator('li.post-12 [role="alert"]')).toHaveText('Could not add to cart. An unknown error occurred.');
  await expect(button).not.toHaveClass(/\bloading\b/);
  await expect(button).not.toHaveAttribute('aria-busy');
  await expectHeaderCount(page, '0 items');

  await context.clearCookies();
  await button.click();
  await expectHeaderCount(page, '1 item');
  await expect(page.locator('li.post-12 [role="alert"]')).toHaveCount(0);
});

test('offline: the shopper is told, and can try again', async ({ page, context, baseURL }) => {
  await setFaults(context, baseURL!, 'add_to_cart=offline');
  await page.goto('/shop/');
  await page.locator(tee).click();
  await expect(page.locator('li.post-12 [role="alert"]')).toHaveText('Could not add to cart. You are probably offline.');
});

test('a refusal with product_url goes to that product page', async ({ page, context, baseURL }) => {
  await setFaults(context, baseURL!, 'add_to_cart=rejected');
  await page.goto('/shop/');
  await Promise.all([page.waitForURL('**/product/holdout-simple-tee/'), page.locator(tee).click()]);
  await expect(page.locator('h1')).toHaveText('Holdout Simple Tee');
});

test('cart_redirect_after_add = yes: a successful add goes to the cart page', async ({ page, context, baseURL }) => {
  await setDemoSettings(context, baseURL!, 'cart_redirect_after_add=yes');
  await page.goto('/shop/');
  await Promise.all([page.waitForURL('**/cart/'), page.locator(tee).click()]);
  await expect(page.locator('td.product-name')).toHaveText(['Holdout Simple Tee']);
});

for (const [fault, productUrl] of [
  ['rejected-offsite', 'https://attacker.example/product/holdout-simple-tee/'],
  ['rejected-script', 'javascript:alert(document.cookie)'],
] as const) {
  test(`a refusal whose product_url is not a page of this shop (${fault}) is not followed: console error, button restored`, async ({ page, context, baseURL }) => {
    await setFaults(context, baseURL!, `add_to_cart=${fault}`);
    const errors: string[] = [];
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
    page.on('dialog', (dialog) => void dialog.dismiss().then(() => errors.push(`dialog: ${dialog.message()}`)));
    await page.goto('/shop/');
    const button = page.locator(tee);
    await button.click();
    await expect(page.locator('li.post-12 [role="alert"]')).toHaveText('Could not add to cart. The shop could not do that.');
    await expect(button).not.toHaveClass(/\bloading\b/);
    await expect(button).not.toHaveAttribute('aria-busy');
    expect(new URL(page.url()).pathname).toBe('/shop/');
    expect(errors).toEqual([expect.stringContaining(`named ${JSON.stringify(productUrl)} as its page; not opened`)]);
  });
}

test('works with the keyboard alone: Tab to the button, Enter adds, Space adds', async ({ page }) => {
  await page.goto('/shop/');
  const button = page.locator(tee);
  await button.focus();
  await page.keyboard.press('Enter');
  await expectHeaderCount(page, '1 item');
  await button.focus();
  await page.keyboard.press('Space');
  await expectHeaderCount(page, '2 items');
  await expect(page).toHaveURL(/\/shop\/$/);
});

test('no View cart link on the cart page itself', async ({ page }) => {
  await page.goto('/cart/');
  const crossSell = page.locator('.cross-sells a.ajax_add_to_cart').first();
  await crossSell.click();
  await expect(crossSell).toHaveClass(/\badded\b/);
  await expect(page.locator('.cross-sells a.added_to_cart')).toHaveCount(0);
});

test('runs only the entry and the cart behaviours that run at load before the first interaction, and fetches chunks from the plugin folder', async ({ page, context, baseURL }) => {
  // The store notice (a shop setting) is a behaviour that runs at load; see store-notice.e2e.ts.
  await setDemoSettings(context, baseURL!, 'store_notice=off');
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  const ran = await recordRunScripts(page);
  await page.goto('/shop/');
  await page.waitForLoadState('networkidle');
  // Preloaded from the head and run from the footer's module tag (where WordPress prints it on a classic theme): one request.
  await expect(page.locator('head link[rel="modulepreload"][href$="/shop-islands.js?ver=0.1.0"]')).toHaveCount(1);
  expect(scripts.filter((path) => path.includes('shop-islands') && !path.includes('/chunks/'))).toEqual(['/wp-content/plugins/shop-islands/dist/shop-islands.js']);
  // The mini carts WooCommerce prints empty are filled from the stored cart at load (cart-fragments-restore,
  // and the sidebar's hide-empty-cart-widget), and each page view is counted for order attribution: small
  // behaviours with the shared page chunks, no React, no add-to-cart.
  // The buttons' files are preloaded at idle (fetched, not run).
  await expect.poll(() => preloadedChunks(page)).toEqual(expect.arrayContaining(['add-to-cart', 'island']));
  const atLoad = (await ran()).map(chunkName);
  expect(atLoad.every((name) => ['shop-islands', 'cart-fragments-restore', 'hide-empty-cart-widget', 'order-attribution', 'mount', 'rolldown-runtime', 'page-services'].includes(name)), atLoad.join()).toBe(true);
  await page.locator(tee).click();
  await expectHeaderCount(page, '1 item');
  expect((await ran()).map(chunkName)).toEqual(expect.arrayContaining(['add-to-cart', 'island']));
  expect(scripts.filter((path) => path.includes('/chunks/')).every((path) => path.startsWith('/wp-content/plugins/shop-islands/dist/chunks/'))).toBe(true);
});

test('a second copy of the script tag (another ?ver=) starts nothing twice', async ({ page }) => {
  const sent = await recordAjax(page);
  await page.goto('/shop/');
  await page.addScriptTag({ type: 'module', url: '/wp-content/plugins/shop-islands/dist/shop-islands.js?ver=other' });
  await page.locator(tee).click();
  await expectHeaderCount(page, '1 item');
  await page.waitForTimeout(300);
  expect(sent.filter((request) => request.endpoint === 'add_to_cart')).toHaveLength(1);
});

test('jQuery plugins still hear added_to_cart with the legacy arguments', async ({ page }) => {
  await page.goto('/product/holdout-simple-tee/');
  const related = page.locator('section.related a.ajax_add_to_cart').first();
  const productId = await related.getAttribute('data-product_id');
  await related.click();
  await expect(related).toHaveClass(/\badded\b/);
  const events = await page.evaluate(() => (window as unknown as { __thirdPartyEvents: { type: string; hash: string; button: string }[] }).__thirdPartyEvents);
  expect(events).toContainEqual(expect.objectContaining({ type: 'added_to_cart', button: productId }));
  expect(events.find((event) => event.type === 'added_to_cart')?.hash).toMatch(/^[0-9a-f]{32}$/);
});

test('a plugin answering false to should_send_ajax_request.adding_to_cart stops the add: nothing sent, the plugin told', async ({ page }) => {
  const sent = await recordAjax(page);
  await page.goto('/product/holdout-simple-tee/?cancel_add=1');
  const button = page.locator('.related a.add_to_cart_button').first();
  const productId = await button.getAttribute('data-product_id');
  await button.click();
  await expect.poll(() => page.evaluate(() => ((window as unknown as { __thirdPartyEvents?: { type: string; button: string }[] }).__thirdPartyEvents ?? []).filter((e) => e.type === 'ajax_request_not_sent'))).toEqual([{ type: 'ajax_request_not_sent', button: productId }]);
  await page.waitForLoadState('networkidle');
  expect(sent.filter((request) => request.endpoint === 'add_to_cart')).toHaveLength(0);
  await expect(button).not.toHaveClass(/added|loading/);
  await expect(page).toHaveURL(/holdout-simple-tee\/\?cancel_add=1$/);
  await expectHeaderCount(page, '0 items');
});

test("a page that keeps WooCommerce's add-to-cart.js (a plugin's script depends on it) leaves its buttons to it: each press adds once, by keyboard too", async ({ page }) => {
  // The WordPress plugin keeps a legacy script whole when a script left on the page depends on it: the page then
  // prints its tag. Here a stand-in of add-to-cart.js that posts the add itself, as the real one does, on click and Space.
  const standIn = `document.body.addEventListener('click', (event) => {
      const button = event.target.closest('.add_to_cart_button.ajax_add_to_cart');
      if (!button) return;
      event.preventDefault();
      fetch('/?wc-ajax=add_to_cart', { method: 'POST', body: new URLSearchParams({ product_id: button.dataset.product_id, quantity: '1' }) }).then(() => button.classList.add('added'));
    });
    document.body.addEventListener('keydown', (event) => {
      const button = event.target.closest('.add_to_cart_button');
      if (event.key === ' ' && button) { event.preventDefault(); button.click(); }
    });`;
  await page.route('**/assets/js/frontend/add-to-cart.min.js*', (route) => route.fulfill({ contentType: 'text/javascript', body: standIn }));
  await page.route(/\/shop\/$/, async (route) => {
    const response = await route.fetch();
    const html = (await response.text()).replace('</body>', '<script src="/wp-content/plugins/woocommerce/assets/js/frontend/add-to-cart.min.js?ver=10.3.6" id="wc-add-to-cart-js"></script>\n</body>');
    await route.fulfill({ response, body: html });
  });
  const sent = await recordAjax(page);
  const said: string[] = [];
  page.on('console', (message) => said.push(message.text()));
  await page.goto('/shop/');
  const button = page.locator(tee);
  await expect(button).not.toHaveAttribute('data-island-state');
  await button.click();
  await expect(button).toHaveClass(/\badded\b/);
  const second = page.locator(socks);
  await second.focus();
  await page.keyboard.press('Space');
  await expect(second).toHaveClass(/\badded\b/);
  await page.waitForTimeout(300);
  expect(sent.filter(({ endpoint }) => endpoint === 'add_to_cart').map(({ form }) => form.product_id)).toEqual(['12', '27']);
  expect(said).toContain('[shop-islands] add-to-cart: left to wc-add-to-cart, which the page still loads');
});

test("WooCommerce's Mini-Cart block hears the add on a page without jQuery: wc-blocks_adding_to_cart, then wc-blocks_added_to_cart, once each", async ({ page }) => {
  await page.addInitScript(() => {
    const heard: string[] = ((window as unknown as { __blocksEvents: string[] }).__blocksEvents = []);
    for (const name of ['wc-blocks_adding_to_cart', 'wc-blocks_added_to_cart']) document.addEventListener(name, (event) => heard.push(event.type));
  });
  await page.goto('/shop/');
  expect(await page.evaluate(() => 'jQuery' in window)).toBe(false);
  await page.locator(tee).click();
  await expectHeaderCount(page, '1 item');
  expect(await page.evaluate(() => (window as unknown as { __blocksEvents: string[] }).__blocksEvents)).toEqual(['wc-blocks_adding_to_cart', 'wc-blocks_added_to_cart']);
});

test("a handler set as a property on body (GA4's WooCommerce integration: document.body.onadded_to_cart), which only jQuery's trigger called, hears the add once with its arguments (the button as jQuery's wrapper was read: button[0]) on a page without jQuery", async ({ page }) => {
  await page.addInitScript(() => {
    const calls: unknown[][] = ((window as unknown as { __calls: unknown[][] }).__calls = []);
    document.addEventListener('DOMContentLoaded', () => {
      (document.body as unknown as { onadded_to_cart: (...args: unknown[]) => void }).onadded_to_cart = (event, fragments, hash, button) =>
        calls.push([(event as Event).type, typeof fragments, typeof hash, (button as HTMLElement[])[0]!.dataset.product_id]);
    });
  });
  await page.goto('/shop/');
  expect(await page.evaluate(() => 'jQuery' in window)).toBe(false);
  await page.locator(tee).click();
  await expectHeaderCount(page, '1 item');
  expect(await page.evaluate(() => (window as unknown as { __calls: unknown[][] }).__calls)).toEqual([['added_to_cart', 'object', 'string', '12']]);
});
