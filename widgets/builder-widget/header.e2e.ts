// ElementsKit's header on /builder/ in chromium (its widget scripts replaced): the nav menu at desktop width
// (hover and click dropdowns, the mega menu's content and its failure) and at 375 px (the off-canvas menu by
// keyboard), the search popup, the off-canvas sidebar, the MailChimp form; axe with each open.
import { expect, test, type Page } from '@playwright/test';
import { axeViolations, failOnPageErrors, holdChunk, observeLayoutShift, setFaults } from '../../fixtures/e2e/helpers';

const PAGE = '/builder/';
const widget = (page: Page, id: string) => page.locator(`[data-id="${id}"]`);

test('desktop: the mega menu loads its content on the first hover, once; the content starts (its add-to-cart button adds); hover dropdowns show', async ({ page }) => {
  failOnPageErrors(page);
  const requests: string[] = [];
  page.on('request', (request) => void (request.url().includes('megamenu_content') && requests.push(request.url())));
  await page.goto(PAGE);
  const nav = widget(page, '4dd2638');
  await nav.getByRole('link', { name: 'Shop', exact: true }).hover();
  await expect(nav.getByRole('link', { name: 'Holdout Variable Hoodie' })).toBeVisible();
  expect(requests).toEqual([]);
  await nav.getByRole('link', { name: 'Collections' }).hover();
  await expect(nav.getByRole('heading', { name: 'New this week' })).toBeVisible();
  await nav.getByRole('link', { name: 'Home' }).hover();
  await nav.getByRole('link', { name: 'Collections' }).hover();
  // The inserted button is found by the bootstrap like any markup: an island waiting for the shopper.
  const add = nav.getByRole('button', { name: /Add to cart: .Holdout Reviewed Mug/ });
  await expect(add).toHaveAttribute('data-island-state', /pending|mounted/);
  // The panel has finished sliding in (a slow machine is still animating it when the pointer moves on).
  await expect(nav.locator('.elementskit-megamenu-panel')).toHaveCSS('opacity', '1');
  await add.click();
  await expect(page.locator('#site-header-cart .count')).toHaveText('1 item');
  expect(requests).toHaveLength(1);
  // The header's menu cart opens itself after an add (Elementor Pro's automatically_open_cart): closed again.
  await expect(page.getByRole('dialog', { name: 'Cart' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: 'Cart' })).toBeHidden();
  // The open cart took the pointer off the mega menu: back on it, once the panel has slid in again.
  await nav.getByRole('link', { name: 'Home' }).hover();
  await nav.getByRole('link', { name: 'Collections' }).hover();
  await expect(nav.locator('.elementskit-megamenu-panel')).toHaveCSS('opacity', '1');
  // Its alert (a builder widget) runs too.
  await nav.getByRole('button', { name: 'Dismiss this alert.' }).click();
  await expect(nav.getByText('Free shipping')).toBeHidden();
  expect(await axeViolations(page, '.demo-builder-header')).toEqual([]);
});

test('desktop: a failed mega menu says so in its panel and keeps its link; the next hover loads it', async ({ page, context, baseURL }) => {
  const errors: string[] = [];
  page.on('console', (message) => void (message.type() === 'error' && errors.push(message.text())));
  await setFaults(context, baseURL!, 'megamenu=500');
  await page.goto(PAGE);
  const nav = widget(page, '4dd2638');
  await nav.getByRole('link', { name: 'Collections' }).hover();
  await expect(nav.getByRole('alert')).toHaveText('This menu could not be loaded. Follow the link, or try again.');
  expect(errors.filter((error) => error.startsWith('[shop-islands]'))).toEqual([expect.stringMatching(/ekit-nav-menu: the mega menu content 130 could not be loaded — megamenu_content: HTTP 500$/)]);
  await expect(nav.getByRole('link', { name: 'Collections' })).toHaveAttribute('href', /\/shop\/$/);
  await setFaults(context, baseURL!, '');
  await nav.getByRole('link', { name: 'Home' }).hover();
  await nav.getByRole('link', { name: 'Collections' }).hover();
  await expect(nav.getByRole('heading', { name: 'New this week' })).toBeVisible();
});

test('desktop, keyboard: the click-mode menu opens a dropdown by Enter, one at a time, Escape back on its parent', async ({ page }) => {
  failOnPageErrors(page);
  await page.goto(PAGE);
  const nav = widget(page, '7c1e0b2');
  const guides = nav.getByRole('link', { name: 'Guides' });
  await guides.focus();
  // This test is the running menu's keys (the first press while it loads is the runtime's, tested on its own).
  await expect(widget(page, '7c1e0b2')).toHaveAttribute('data-island-state', 'mounted');
  await page.keyboard.press('Enter');
  await expect(nav.getByRole('link', { name: 'Sizing' })).toBeVisible();
  await expect(guides).toHaveAttribute('aria-expanded', 'true');
  expect(new URL(page.url()).pathname).toBe(PAGE);
  await page.keyboard.press('Tab');
  await expect(nav.getByRole('link', { name: 'Sizing' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(guides).toBeFocused();
  await expect(nav.getByRole('link', { name: 'Sizing' })).toBeHidden();
  await nav.getByRole('link', { name: 'Orders' }).click();
  await expect(nav.getByRole('link', { name: 'Returns' })).toBeVisible();
  await page.locator('h1').click();
  await expect(nav.getByRole('link', { name: 'Returns' })).toBeHidden();
});

test("a dropdown opened before the sticky header's code starts stays open as the header sticks where it stands; once the page scrolls it closes, as ElementsKit's did", async ({ page }) => {
  failOnPageErrors(page);
  await page.setViewportSize({ width: 1280, height: 800 });
  // The sticky elements' code (in the builder's extras) comes at idle time: held here until the dropdown is open.
  const release = await holdChunk(page, 'builder-extras');
  await page.goto(PAGE);
  const header = widget(page, 'h120');
  const nav = widget(page, '7c1e0b2');
  const guides = nav.getByRole('link', { name: 'Guides' });
  // The click-mode menu is far down the page: the focus scrolls it into view, past the header's sticking point.
  await guides.focus();
  await expect(nav).toHaveAttribute('data-island-state', 'mounted');
  await page.keyboard.press('Enter');
  await expect(guides).toHaveAttribute('aria-expanded', 'true');
  release();
  await expect(header).toHaveClass(/elementor-sticky--active/);
  await expect(guides).toHaveAttribute('aria-expanded', 'true');
  await expect(nav.getByRole('link', { name: 'Sizing' })).toBeVisible();
  // Scrolled up and down again past the side box, which sticks and comes loose at its container's end: the menu
  // has moved with the page, and its dropdown closes.
  const nextFrames = () => page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  await page.evaluate(() => scrollTo(0, 0));
  await nextFrames();
  await page.evaluate(() => scrollTo(0, document.documentElement.scrollHeight));
  await nextFrames();
  await expect(guides).toHaveAttribute('aria-expanded', 'false');
});

test.describe('at 375 px', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('keyboard only: the hamburger opens the off-canvas menu, Tab stays in it, Enter opens a sub-menu and the mega menu, Escape closes back on the hamburger', async ({ page }) => {
    failOnPageErrors(page);
    await page.goto(PAGE);
    const nav = widget(page, '4dd2638');
    const hamburger = nav.getByRole('button', { name: 'hamburger-icon' });
    await expect(nav.getByRole('link', { name: 'Cart' })).not.toBeInViewport();
    await hamburger.focus();
    await page.keyboard.press('Enter');
    await expect(hamburger).toHaveAttribute('aria-expanded', 'true');
    await expect(nav.getByRole('link', { name: 'Cart' })).toBeInViewport();
    // The first link has the focus (the close button, drawn on top, comes last in the page's order).
    await expect(nav.getByRole('link', { name: 'Home', exact: true })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(nav.getByRole('link', { name: 'Shop', exact: true })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(nav.getByRole('link', { name: 'Holdout Simple Tee' })).toBeVisible();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(nav.getByRole('link', { name: 'Collections' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(nav.getByRole('heading', { name: 'New this week' })).toBeVisible();
    // Tab from the last control goes round to the first, Shift+Tab back.
    await nav.getByRole('button', { name: 'X' }).focus();
    await page.keyboard.press('Tab');
    await expect(nav.getByRole('link', { name: 'Home', exact: true })).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(nav.getByRole('button', { name: 'X' })).toBeFocused();
    expect(await axeViolations(page, '.demo-builder-header')).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(hamburger).toBeFocused();
    await expect(hamburger).toHaveAttribute('aria-expanded', 'false');
    await expect(nav.getByRole('link', { name: 'Cart' })).not.toBeInViewport();
  });

  test('the off-canvas sidebar: a modal dialog, the page held still, Escape back on its button', async ({ page }) => {
    failOnPageErrors(page);
    await page.goto(PAGE);
    const opener = page.getByRole('link', { name: 'offcanvas-menu' });
    await opener.click();
    const dialog = page.getByRole('dialog', { name: 'offcanvas-menu' });
    await expect(dialog.getByRole('link', { name: 'My account' })).toBeInViewport();
    await expect(dialog.getByRole('link', { name: 'close-icon' })).toBeFocused();
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe('hidden');
    expect(await axeViolations(page, '.ekit-sidebar-widget')).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(dialog).not.toBeInViewport();
    await expect(opener).toBeFocused();
    expect(await page.evaluate(() => document.documentElement.style.overflow)).toBe('');
    expect(new URL(page.url()).hash).toBe('');
  });
});

test('the search popup: the field has the focus, a search goes to the shop\'s search; Escape closes it back on its button', async ({ page }) => {
  failOnPageErrors(page);
  await page.goto(PAGE);
  const opener = page.getByRole('link', { name: 'navsearch-button' });
  await opener.click();
  const dialog = page.getByRole('dialog', { name: 'Search...' });
  await expect(dialog).toHaveClass(/mfp-ready/);
  await expect(dialog.getByRole('searchbox')).toBeFocused();
  expect(await axeViolations(page, '.mfp-wrap')).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(opener).toBeFocused();
  await opener.click();
  await page.keyboard.type('mug');
  await page.keyboard.press('Enter');
  await page.waitForURL(/[?&]s=mug/);
});

test('the newsletter: subscribed, pending and refused, nothing typed lost; offline says so', async ({ page, context, baseURL }) => {
  await page.goto(PAGE);
  const form = widget(page, '5e0c9a1');
  const field = form.getByPlaceholder('Your email address');
  const message = form.locator('.ekit-mail-message');
  await field.fill('ana@example.com');
  await form.getByRole('button', { name: 'submit' }).click();
  await expect(message).toHaveText('Thank you, you are subscribed!');
  await expect(message).toHaveClass(/success/);
  await field.fill('pending@example.com');
  await field.press('Enter');
  await expect(message).toHaveText('Almost there: please confirm the address in the email we sent you.');
  await field.fill('taken@example.com');
  await field.press('Enter');
  await expect(message).toHaveText(/^Found error : taken@example.com is already a list member/);
  await expect(message).toHaveClass(/error/);
  await setFaults(context, baseURL!, 'mailchimp=offline');
  await field.fill('bo@example.com');
  await field.press('Enter');
  await expect(message).toHaveText('You are probably offline.');
  await expect(field).toHaveValue('bo@example.com');
  expect(await axeViolations(page, '[data-id="5e0c9a1"]')).toEqual([]);
});

test('sticky (Elementor Pro): the header stays at the top once scrolled past, nothing below moves, a shadow further on, back in place when scrolled up; the side box stops at its container', async ({ page }) => {
  failOnPageErrors(page);
  const shift = await observeLayoutShift(page);
  await page.goto(PAGE);
  const header = page.locator('[data-id="h120"]');
  const start = (await header.boundingBox())!;
  const heading = page.getByRole('heading', { name: 'Page builder', level: 1 });
  const headingTop = await heading.evaluate((element) => element.getBoundingClientRect().top + scrollY);
  await page.mouse.wheel(0, start.y + 30);
  await expect(header).toHaveClass(/elementor-sticky--active/);
  await expect.poll(async () => (await header.boundingBox())!.y).toBe(0);
  expect(await heading.evaluate((element) => element.getBoundingClientRect().top + scrollY)).toBe(headingTop);
  await expect(header).not.toHaveClass(/elementor-sticky--effects/);
  await page.mouse.wheel(0, 100);
  await expect(header).toHaveClass(/elementor-sticky--effects/);
  // The menu still works while stuck.
  await page.locator('[data-id="4dd2638"]').getByRole('link', { name: 'Shop', exact: true }).hover();
  await expect(page.locator('[data-id="4dd2638"]').getByRole('link', { name: 'Holdout Simple Tee' })).toBeVisible();
  expect(await shift()).toBeLessThan(0.01);

  const box = page.locator('[data-id="s122b"]');
  const row = page.locator('[data-id="s122"] > .e-con-inner');
  const boxTop = await box.evaluate((element) => element.getBoundingClientRect().top + scrollY);
  await page.evaluate((y) => scrollTo(0, y), boxTop - 40);
  await expect(box).toHaveClass(/elementor-sticky--active/);
  await expect.poll(async () => (await box.boundingBox())!.y).toBe(90);
  // Scrolled until its container's bottom is above where the box would end: the box leaves with it.
  const rowBottom = await row.evaluate((element) => element.getBoundingClientRect().bottom + scrollY);
  await page.evaluate((y) => scrollTo(0, y), rowBottom - 150);
  await expect.poll(async () => {
    const [boxRect, rowRect] = [(await box.boundingBox())!, (await row.boundingBox())!];
    return Math.abs(Math.round(boxRect.y + boxRect.height - (rowRect.y + rowRect.height)));
  }).toBe(0);
  expect((await box.boundingBox())!.y).toBeLessThan(90);

  await page.mouse.wheel(0, -100000);
  await expect(header).not.toHaveClass(/elementor-sticky--active/);
  expect(await header.getAttribute('style')).toBeNull();
  await expect(page.locator('.elementor-sticky__spacer')).toHaveCount(0);
});

test('widget areas loaded by ajax: the open tab\'s template as the tab comes into view, the other\'s when chosen', async ({ page }) => {
  failOnPageErrors(page);
  const sent: string[] = [];
  page.on('request', (request) => void (request.postData()?.includes('ekit_widgetarea_content') && sent.push(request.postData()!)));
  await page.goto(PAGE);
  const tabs = widget(page, 't3c');
  expect(sent).toEqual([]);
  await tabs.scrollIntoViewIfNeeded();
  await expect(tabs.getByRole('heading', { name: 'Fabric care' })).toBeVisible();
  await tabs.getByRole('tab', { name: 'Returns' }).click();
  await expect(tabs.getByText('Send it back within 30 days')).toBeVisible();
  await tabs.getByRole('tab', { name: 'Care' }).click();
  await expect(tabs.getByRole('heading', { name: 'Fabric care' })).toBeVisible();
  expect(sent.map((body) => new URLSearchParams(body).get('post_id'))).toEqual(['140', '141']);
});

test('?theme_template_id scrolls that template\'s block to the middle of the view', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto(`${PAGE}?theme_template_id=122`);
  const block = page.locator('[data-elementor-id="122"]');
  await expect.poll(async () => {
    const box = (await block.boundingBox())!;
    return Math.abs(box.y + box.height / 2 - 360) < 40;
  }).toBe(true);
});

test("Elementor Pro's nav menu, desktop: the pointer opens a sub-menu after a moment and a deeper one beside it; the keyboard opens it on focus, Escape closes it back on its parent", async ({ page }) => {
  failOnPageErrors(page);
  await page.goto(PAGE);
  const main = page.locator('[data-id="9a7b6c5"] nav.elementor-nav-menu--main');
  const clothing = main.getByRole('link', { name: 'Clothing' });
  await clothing.scrollIntoViewIfNeeded();
  await expect(main.getByRole('link', { name: 'Tees' })).toBeHidden();
  await clothing.hover();
  await expect(main.getByRole('link', { name: 'Tees' })).toBeVisible();
  await main.getByRole('link', { name: 'Hoodies' }).hover();
  await expect(main.getByRole('link', { name: 'Jackets' })).toBeVisible();
  await page.locator('h1').hover();
  await expect(main.getByRole('link', { name: 'Tees' })).toBeHidden();

  await page.locator('[data-id="9a7b6c5"] nav.elementor-nav-menu--main').getByRole('link', { name: 'Home' }).focus();
  await page.keyboard.press('Tab');
  await expect(clothing).toBeFocused();
  await expect(clothing).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Tab');
  await expect(main.getByRole('link', { name: 'Tees' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(clothing).toBeFocused();
  await expect(main.getByRole('link', { name: 'Tees' })).toBeHidden();
  expect(await axeViolations(page, '[data-id="9a7b6c5"]')).toEqual([]);
});

test.describe("Elementor Pro's nav menu on a touch phone", () => {
  test.use({ viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true });

  test('the burger opens the dropdown; a parent opens on the first tap and is followed on the second', async ({ page }) => {
    failOnPageErrors(page);
    await page.goto(PAGE);
    const toggle = page.getByRole('button', { name: 'Menu Toggle' });
    await toggle.scrollIntoViewIfNeeded();
    await toggle.tap();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const menu = page.locator('[data-id="9a7b6c5"] nav.elementor-nav-menu--dropdown');
    await menu.getByRole('link', { name: 'Clothing' }).tap();
    await expect(menu.getByRole('link', { name: 'Tees' })).toBeVisible();
    expect(new URL(page.url()).pathname).toBe(PAGE);
    expect(await axeViolations(page, '[data-id="9a7b6c5"]')).toEqual([]);
    await menu.getByRole('link', { name: 'Clothing' }).tap();
    await page.waitForURL(/\/shop\/$/);
  });
});
