// Elementor Pro's shop widgets on /builder/shop/ in chromium (their scripts replaced): the menu cart in the
// header (opened by an add, by keyboard, at 375 px), the hover dropdown cart, the taxonomy filter and its grid
// (the address, Back, a failure), the notices widget after an add without ajax; axe with each state.
import { expect, test, type Page } from '@playwright/test';
import { addAsAnotherPlugin, axeViolations, failOnPageErrors, setFaults } from '../../fixtures/e2e/helpers';

const PAGE = '/builder/shop/';
const GRID = '[data-id="a1b2c3d"]';
const SIDE_CART = '[data-id="h120mc"]';
const titles = (page: Page) => page.locator(`${GRID} .e-loop-item h3`);

test('an add from the grid opens the side cart with the product, its count and subtotal in step; Escape closes it', async ({ page }) => {
  failOnPageErrors(page);
  await page.goto(PAGE);
  const toggle = page.locator(`${SIDE_CART} a.elementor-menu-cart__toggle_button`);
  await expect(toggle).toHaveAccessibleName(/\$0\.00\s*0\s*Cart/);
  await page.locator(GRID).getByRole('button', { name: 'Add to cart: “Holdout Reviewed Mug”' }).click();
  const cart = page.getByRole('dialog', { name: 'Cart' });
  await expect(cart).toBeVisible();
  await expect(cart.getByRole('link', { name: 'Holdout Reviewed Mug' })).toBeVisible();
  await expect(toggle).toHaveAccessibleName(/\$12\.50\s*1\s*Cart/);
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  // The dropdown cart further down follows the same fragments.
  await expect(page.locator('.demo-dropdown-cart a.elementor-menu-cart__toggle_button')).toHaveAccessibleName(/\$12\.50\s*1\s*Cart/);
  expect(await axeViolations(page)).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(cart).toBeHidden();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
});

test("another plugin's add, announced only with jQuery's added_to_cart before the menu cart started, opens the side cart with it, as Pro's menu-cart.js did", async ({ page }) => {
  failOnPageErrors(page);
  await page.goto(PAGE);
  await addAsAnotherPlugin(page, 24);
  const cart = page.getByRole('dialog', { name: 'Cart' });
  await expect(cart).toBeVisible();
  await expect(cart.getByRole('link', { name: 'Holdout Reviewed Mug' })).toBeVisible();
  await expect(page.locator(`${SIDE_CART} a.elementor-menu-cart__toggle_button`)).toHaveAccessibleName(/\$12\.50\s*1\s*Cart/);
});

test('keyboard only at 375 px: the toggle opens the side cart, the focus in it and kept there; a line removed; Escape back on the toggle', async ({ page }) => {
  failOnPageErrors(page);
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto(PAGE);
  await page.locator(GRID).getByRole('button', { name: 'Add to cart: “Holdout Simple Tee”' }).click();
  const cart = page.getByRole('dialog', { name: 'Cart' });
  await expect(cart).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(cart).toBeHidden();
  const toggle = page.locator(`${SIDE_CART} a.elementor-menu-cart__toggle_button`);
  await toggle.focus();
  await page.keyboard.press('Enter');
  await expect(cart).toBeVisible();
  await expect(cart.getByRole('button', { name: 'Close cart' })).toBeFocused();
  // Round the panel's controls: the focus never leaves it.
  for (let press = 0; press < 6; press++) {
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => !!document.activeElement?.closest('.elementor-menu-cart__main'))).toBe(true);
  }
  const remove = cart.getByRole('button', { name: /Remove Holdout Simple Tee from cart/ });
  await remove.focus();
  await page.keyboard.press('Enter');
  await expect(cart.getByText('No products in the cart.')).toBeVisible();
  await expect(toggle).toHaveAccessibleName(/\$0\.00\s*0\s*Cart/);
  expect(await page.evaluate(() => !!document.activeElement?.closest('.elementor-menu-cart__main'))).toBe(true);
  expect(await axeViolations(page)).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(cart).toBeHidden();
  await expect(toggle).toBeFocused();
});

test('the dropdown cart opens under the pointer and closes as it leaves', async ({ page }) => {
  failOnPageErrors(page);
  await page.goto(PAGE);
  const dropdown = page.locator('.demo-dropdown-cart');
  const toggle = dropdown.locator('a.elementor-menu-cart__toggle_button');
  // The first pointer over it starts it (and opens it, unless what loads above it, the table of contents or the
  // Facebook box, has moved it from under the pointer meanwhile): then the pointer comes again.
  await toggle.hover();
  await expect(dropdown).toHaveAttribute('data-island-state', 'mounted');
  await page.getByRole('heading', { name: 'Products by category' }).hover();
  await toggle.hover();
  await expect(dropdown).toHaveClass(/elementor-menu-cart--shown/);
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await page.getByRole('heading', { name: 'Products by category' }).hover();
  await expect(dropdown).not.toHaveClass(/elementor-menu-cart--shown/);
});

test('the taxonomy filter filters the grid, writes the address, Back goes back; the grid starts its buttons', async ({ page }) => {
  failOnPageErrors(page);
  await page.goto(PAGE);
  const all = await titles(page).count();
  await page.getByRole('button', { name: 'Footwear' }).click();
  await expect(titles(page)).toHaveText(['Holdout Trail Sneaker']);
  await page.getByRole('button', { name: 'Clothing' }).click();
  await expect(titles(page).filter({ hasText: 'Holdout Simple Tee' })).toHaveCount(1);
  await expect(titles(page).filter({ hasText: 'Holdout Trail Sneaker' })).toHaveCount(1);
  expect(new URL(page.url()).search).toBe('?e-filter-a1b2c3d-product_cat=footwear~clothing');
  await expect(page.getByRole('button', { name: 'Footwear' })).toHaveAttribute('aria-pressed', 'true');
  await page.goBack();
  await expect(titles(page)).toHaveText(['Holdout Trail Sneaker']);
  await expect(page.getByRole('button', { name: 'Clothing' })).toHaveAttribute('aria-pressed', 'false');
  await page.getByRole('button', { name: 'All' }).click();
  await expect(titles(page)).toHaveCount(all);
  // Reloaded on a filtered address, the server prints the filtered grid.
  await page.goto(`${PAGE}?e-filter-a1b2c3d-product_cat=accessories`);
  await expect(page.getByRole('button', { name: 'Accessories' })).toHaveAttribute('aria-pressed', 'true');
  const accessories = await titles(page).count();
  expect(accessories).toBeLessThan(all);
  // A new grid's add-to-cart buttons work like the first.
  await page.getByRole('button', { name: 'Clothing' }).click();
  await expect(titles(page)).not.toHaveCount(accessories);
  await page.locator(GRID).getByRole('button', { name: 'Add to cart: “Holdout Simple Tee”' }).click();
  await expect(page.getByRole('dialog', { name: 'Cart' }).getByRole('link', { name: 'Holdout Simple Tee' })).toBeVisible();
});

test('a failed filter keeps the grid, the buttons and the address', async ({ page, context, baseURL }) => {
  await page.goto(PAGE);
  await setFaults(context, baseURL!, 'refresh-loop=500');
  const errors: string[] = [];
  page.on('console', (message) => void (message.type() == 'error' && errors.push(message.text())));
  const all = await titles(page).count();
  await page.getByRole('button', { name: 'Clothing' }).click();
  await expect.poll(() => errors.some((error) => error.includes('taxonomy-filter: the loop grid a1b2c3d was not filtered'))).toBe(true);
  await expect(titles(page)).toHaveCount(all);
  await expect(page.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');
  expect(new URL(page.url()).search).toBe('');
});

test('an add without ajax: the notices widget holds the notice, shown and in view', async ({ page }) => {
  failOnPageErrors(page);
  await page.goto(`${PAGE}?add-to-cart=12`);
  const notices = page.locator('[data-widget_type="woocommerce-notices.default"] .e-woocommerce-notices-wrapper');
  await expect(notices.getByRole('alert')).toContainText('has been added to your cart');
  await expect(notices).toBeInViewport();
  expect(await axeViolations(page)).toEqual([]);
});

test("the table of contents lists the page's headings as it comes into view, marks the one being read, and folds on a phone", async ({ page }) => {
  failOnPageErrors(page);
  await page.goto(PAGE);
  const toc = page.locator('[data-id="toc87a"]');
  await expect(toc.getByRole('link', { name: 'Products by category' })).toBeVisible();
  await expect(toc.locator('.elementor-toc__spinner-container')).toHaveCount(0);
  await toc.getByRole('link', { name: 'Quick add' }).click();
  await expect(page.getByRole('heading', { name: 'Quick add' })).toBeInViewport();
  await expect(toc.getByRole('link', { name: 'Quick add' })).toHaveAttribute('aria-current', 'location');
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto(PAGE);
  const open = toc.getByRole('button', { name: 'Open table of contents' });
  await open.scrollIntoViewIfNeeded();
  await expect(open).toHaveAttribute('aria-expanded', 'false');
  await expect(toc.getByRole('link', { name: 'Quick add' })).toBeHidden();
  await open.focus();
  await page.keyboard.press('Enter');
  await expect(toc.getByRole('link', { name: 'Quick add' })).toBeVisible();
  await expect(toc.getByRole('button', { name: 'Close table of contents' })).toBeFocused();
  expect(await axeViolations(page)).toEqual([]);
});

test("a share button opens the network's share page with this page's address in a small window", async ({ page, context }) => {
  failOnPageErrors(page);
  // Facebook, as it would answer (these machines are offline).
  await context.route('https://www.facebook.com/**', (route) => route.fulfill({ contentType: 'text/html', body: '<title>Share</title>' }));
  await page.goto(PAGE);
  const popup = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Share on facebook' }).click();
  expect((await popup).url()).toBe(`https://www.facebook.com/sharer.php?u=${encodeURIComponent(page.url())}`);
});

test('the full-screen search opens over the page by keyboard, keeps the focus, and closes back on its toggle', async ({ page }) => {
  failOnPageErrors(page);
  await page.goto(PAGE);
  const toggle = page.locator('[data-id="sf87c"] .elementor-search-form__toggle');
  await toggle.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Search' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('searchbox')).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: 'Close this search box.' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('searchbox')).toBeFocused();
  expect(await axeViolations(page)).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(toggle).toBeFocused();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
});

test('the journal is laid out in masonry from the start; the portfolio filters by keyboard (a radio group)', async ({ page }) => {
  failOnPageErrors(page);
  await page.goto(PAGE);
  const journal = page.locator('[data-id="po87g"] .elementor-posts-container');
  await expect(journal).toHaveClass(/elementor-posts-masonry/);
  // Posts of the second row pulled up under the first row's shorter posts: each sits 24 px under the one above it.
  const gaps = await journal.evaluate((container) => {
    const posts = [...container.children] as HTMLElement[];
    return posts.slice(3).map((post, index) => Math.round(post.getBoundingClientRect().top - posts[index]!.getBoundingClientRect().bottom));
  });
  expect(gaps).toEqual([24, 24, 24]);
  const portfolio = page.locator('[data-id="pf87h"]');
  const all = portfolio.getByRole('radio', { name: 'All' });
  await expect(all).toBeChecked();
  await all.focus();
  // The focus starts it (an arrow pressed before it runs moves nothing).
  await expect(portfolio).toHaveAttribute('data-island-state', 'mounted');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(portfolio.getByRole('radio', { name: 'Kitchen' })).toBeChecked();
  await expect(portfolio.getByRole('radio', { name: 'Kitchen' })).toBeFocused();
  await expect(portfolio.locator('.elementor-portfolio-item:visible h3')).toHaveText(['Holdout Reviewed Mug', 'Linen Apron']);
  await page.keyboard.press('Home');
  await expect(portfolio.locator('.elementor-portfolio-item:visible')).toHaveCount(7);
});

test('load more: the next six products come in with the keyboard, the focus on the first; the last page says so; a failure keeps the button', async ({ page }) => {
  failOnPageErrors(page);
  await page.goto(PAGE);
  const grid = page.locator('[data-id="b2c3d4e"]');
  const more = grid.getByRole('button', { name: 'Load More' });
  await more.focus();
  await page.keyboard.press('Enter');
  await expect(grid.locator('.e-loop-item')).toHaveCount(12);
  await expect(grid.locator('.e-loop-item').nth(6).getByRole('heading').getByRole('link')).toBeFocused();
  // The new items' add-to-cart buttons work like the first.
  await grid.locator('.e-loop-item').nth(7).getByRole('button', { name: /Add to cart/ }).click();
  await expect(page.getByRole('dialog', { name: 'Cart' })).toBeVisible();
  await page.keyboard.press('Escape');
  await page.route('**/builder/shop/?e-page-b2c3d4e=3', (route) => route.abort());
  await more.click();
  await expect(grid.getByRole('status')).toHaveText('You are probably offline.');
  await expect(more).toBeVisible();
  await page.unroute('**/builder/shop/?e-page-b2c3d4e=3');
  await more.click();
  // Sixteen products in all: the third page has four.
  await expect(grid.locator('.e-loop-item')).toHaveCount(16);
  await expect(grid.getByText('That is every product.')).toBeVisible();
  await expect(more).toBeHidden();
});

test('page links loaded in place: by keyboard, the address follows, Back goes back a page, the new items work; a failure keeps the page', async ({ page }) => {
  failOnPageErrors(page);
  await page.goto(PAGE);
  const grid = page.locator('[data-id="c3d4e5f"]');
  const names = () => grid.locator('.e-loop-item h3');
  const first = await names().allTextContents();
  expect(first).toHaveLength(4);
  const pages = grid.getByRole('navigation', { name: 'Pagination' });
  await pages.getByRole('link', { name: /^Page ?2$/ }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/[?&]e-page-c3d4e5f=2$/);
  await expect(pages.locator('.current')).toHaveText('Page2');
  const second = await names().allTextContents();
  expect(second).toHaveLength(4);
  expect(second).not.toEqual(first);
  // The focus on the new page's first product, the grid in view.
  await expect(grid.locator('.e-loop-item').first().getByRole('heading').getByRole('link')).toBeFocused();
  await expect(grid).toBeInViewport();
  // The new items' add-to-cart buttons work like the first.
  await grid.locator('.e-loop-item').getByRole('button', { name: /Add to cart/ }).first().click();
  await expect(page.getByRole('dialog', { name: 'Cart' })).toBeVisible();
  await page.keyboard.press('Escape');
  await page.goBack();
  await expect(page).not.toHaveURL(/e-page-c3d4e5f/);
  await expect(names()).toHaveText(first);
  await page.route('**/builder/shop/?e-page-c3d4e5f=2', (route) => route.abort());
  await pages.getByRole('link', { name: 'Next »' }).click();
  await expect(grid.getByRole('status')).toHaveText('You are probably offline.');
  await expect(names()).toHaveText(first);
  await expect(page).not.toHaveURL(/e-page-c3d4e5f/);
});

test("Pro's search widget: shown from the start; live results as three letters are typed, by keyboard; Escape closes them; 375 px", async ({ page }) => {
  failOnPageErrors(page);
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto(PAGE);
  const search = page.locator('[data-widget_type="search.default"]');
  const field = page.getByRole('combobox', { name: 'Search' });
  // Printed invisible for Pro's script: shown before anyone touches it.
  await expect(field).toBeVisible();
  await expect(search).toHaveAttribute('data-island-state', 'pending');
  // Room made for the search icon inside the field: its measured width.
  await expect.poll(() => search.evaluate((widget: HTMLElement) => widget.style.getPropertyValue('--e-search-icon-label-absolute-width'))).toMatch(/^[1-9][\d.]*px$/);
  await field.focus();
  await page.keyboard.type('hol');
  const results = search.locator('.e-search-results .e-loop-item');
  await expect(results).toHaveCount(3);
  await expect(field).toHaveAttribute('aria-expanded', 'true');
  await expect(results.first()).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await expect(results.first().getByRole('heading').getByRole('link')).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(field).toBeFocused();
  await expect(field).toHaveValue('hol');
  await expect(results.first()).toBeHidden();
  // The results do not make the page wider than the phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});

test("Pro's search widget when refresh-search fails (fault refresh-search=500): the text stays, no results show, the console says why", async ({ page, context, baseURL }) => {
  failOnPageErrors(page);
  const errors: string[] = [];
  page.on('console', (message) => void (message.type() === 'error' && message.text().startsWith('[shop-islands] search:') && errors.push(message.text())));
  await setFaults(context, baseURL!, 'refresh-search=500');
  await page.goto(PAGE);
  const field = page.getByRole('combobox', { name: 'Search' });
  await field.focus();
  await page.keyboard.type('hol');
  await expect.poll(() => errors).toEqual([expect.stringMatching(/^\[shop-islands\] search: no live results for "hol" — elementor-pro\/v1\/refresh-search: HTTP 500/)]);
  await expect(field).toHaveValue('hol');
  await expect(field).toHaveAttribute('aria-expanded', 'false');
  await expect(page.locator('[data-widget_type="search.default"] .e-search-results .e-loop-item')).toHaveCount(0);
  // The shop answers again: the next letters find.
  await setFaults(context, baseURL!, '');
  await page.keyboard.type('d');
  await expect(page.locator('[data-widget_type="search.default"] .e-search-results .e-loop-item').first()).toBeVisible();
});
