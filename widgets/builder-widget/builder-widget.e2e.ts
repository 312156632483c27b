// The page builder's widgets in chromium on /builder/: the first press answered while the chunk loads,
// keyboard-only use of every accordion and tab list, ElementsKit's tab in the address, 375 px, layout shift.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { failOnPageErrors, holdChunk, observeLayoutShift, tabTo } from '../../fixtures/e2e/helpers';

const PAGE = '/builder/';
const widget = (page: Page, id: string) => page.locator(`[data-id="${id}"]`);

test('before its chunk runs (held back), Elementor\'s accordion and tabs already show their first item, and a press made meanwhile is kept', async ({ page }) => {
  failOnPageErrors(page);
  const release = await holdChunk(page, 'builder-widget');
  await page.goto(PAGE);
  await expect(page.getByText('Our tees run true to size.')).toBeVisible();
  await expect(page.getByText('Wash cold, dry flat.')).toBeHidden();
  await expect(page.getByText('A heavy cotton tee.')).toBeVisible();
  await expect(widget(page, 'a1')).toHaveAttribute('data-island-state', /pending|loading/);
  await widget(page, 'a1').getByRole('button', { name: 'Care' }).click();
  release();
  await expect(page.getByText('Wash cold, dry flat.')).toBeVisible();
  await expect(page.getByText('Our tees run true to size.')).toBeHidden();
});

test('keyboard only: the accordions and toggles open and close, arrows move between headers', async ({ page }) => {
  failOnPageErrors(page);
  await page.goto(PAGE);
  const sizing = widget(page, 'a1').getByRole('button', { name: 'Sizing' });
  await tabTo(page, sizing);
  await expect(widget(page, 'a1')).toHaveAttribute('data-island-state', 'mounted');
  await page.keyboard.press('ArrowDown');
  await expect(widget(page, 'a1').getByRole('button', { name: 'Care' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Wash cold, dry flat.')).toBeVisible();
  await expect(widget(page, 'a1').getByRole('button', { name: 'Care' })).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Space');
  await expect(page.getByText('Wash cold, dry flat.')).toBeHidden();

  // The toggle: Tab from the accordion's last header reaches it; two items open at once.
  const abroad = widget(page, 'a2').getByRole('button', { name: 'Do you ship abroad?' });
  await tabTo(page, abroad);
  await page.keyboard.press('Enter');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Space');
  await expect(page.getByText('To 30 countries.')).toBeVisible();
  await expect(page.getByText('Yes, for store credit.')).toBeVisible();

  // The nested accordion: native details, one open at a time; Escape closes.
  const origin = widget(page, 'a3').getByText('Origin');
  await tabTo(page, widget(page, 'a3').locator('summary').nth(1));
  await page.keyboard.press('Enter');
  await expect(page.getByText('Knitted in Porto.')).toBeVisible();
  await expect(page.getByText('Organic cotton jersey.')).toBeHidden();
  await page.keyboard.press('Escape');
  await expect(page.getByText('Knitted in Porto.')).toBeHidden();
  await expect(origin).toBeVisible();

  // ElementsKit's accordion: a link made a button; Enter opens its card and closes the other.
  const returns = widget(page, 'a4').locator('.ekit-accordion--toggler', { hasText: 'Returns' });
  await tabTo(page, returns);
  await expect(returns).toHaveRole('button');
  await page.keyboard.press('Enter');
  await expect(page.getByText('Thirty days.')).toBeVisible();
  await expect(page.getByText('Two working days.')).toBeHidden();
  expect(await page.evaluate(() => location.hash)).toBe('');
});

test('keyboard only: tabs move with the arrows and open with Enter, one tab stop per list', async ({ page }) => {
  failOnPageErrors(page);
  await page.goto(PAGE);
  const tablist = widget(page, 'b1').locator('.elementor-tabs-wrapper');
  await tabTo(page, tablist.getByRole('tab', { name: 'Details' }));
  await page.keyboard.press('ArrowRight');
  await expect(tablist.getByRole('tab', { name: 'Sizes' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByText('XS to XXL.')).toBeVisible();
  await expect(page.getByText('A heavy cotton tee.')).toBeHidden();
  await page.keyboard.press('Home');
  await expect(tablist.getByRole('tab', { name: 'Details' })).toBeFocused();
  await page.keyboard.press('Enter');
  // Tab leaves the list for the open panel.
  await page.keyboard.press('Tab');
  await expect(page.locator('#elementor-tab-content-6101')).toBeFocused();

  const makers = page.getByRole('tab', { name: 'Makers' });
  await tabTo(page, page.getByRole('tab', { name: 'Story' }));
  await page.keyboard.press('ArrowRight');
  await expect(makers).toBeFocused();
  await page.keyboard.press('Space');
  await expect(page.getByText('Twelve knitters in Porto.')).toBeVisible();
  await expect(page.getByText('Started in a garage in 2019.')).toBeHidden();
});

test("ElementsKit's simple tab: the address names the open tab, at load, on a link and when chosen", async ({ page }) => {
  failOnPageErrors(page);
  await page.goto(`${PAGE}#warranty`);
  await expect(page.getByText('Two years on every stitch.')).toBeVisible();
  await expect(page.getByText('Free over $50.')).toBeHidden();
  await expect(page.getByRole('tab', { name: 'Warranty' })).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('tab', { name: 'Shipping' }).click();
  await expect(page.getByText('Free over $50.')).toBeVisible();
  expect(await page.evaluate(() => location.hash)).toBe('#shipping');
  await page.goBack();
  await expect(page.getByText('Two years on every stitch.')).toBeVisible();
  // A link on the page to the tab, before the widget ran: the hash change starts it.
  await page.goto(PAGE);
  await page.getByRole('link', { name: 'open the Warranty tab by its address' }).click();
  await expect(page.getByText('Two years on every stitch.')).toBeVisible();
});

test("Elementor's alert: the dismiss button hides the whole alert, by mouse or keyboard", async ({ page }) => {
  failOnPageErrors(page);
  await page.goto(PAGE);
  const dismiss = page.getByRole('button', { name: 'Dismiss this alert.' });
  await tabTo(page, dismiss);
  await page.keyboard.press('Enter');
  await expect(page.getByText('Winter sale')).toBeHidden();
});

test('at 375 px on a touch screen: mobile tab titles between the panels, taps open accordions; no layout shift; axe clean when opened', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 375, height: 800 }, hasTouch: true, isMobile: true });
  const page = await context.newPage();
  failOnPageErrors(page);
  const layoutShift = await observeLayoutShift(page);
  await page.goto(PAGE);
  // Below Elementor's breakpoint its tabs look and work as an accordion: the titles are buttons between the panels.
  const mobileSizes = widget(page, 'b1').getByRole('button', { name: 'Sizes' });
  await expect(widget(page, 'b1').getByRole('button', { name: 'Details' })).toHaveAttribute('aria-expanded', 'true');
  await mobileSizes.tap();
  await expect(page.getByText('XS to XXL.')).toBeVisible();
  await expect(mobileSizes).toHaveAttribute('aria-expanded', 'true');
  await widget(page, 'a1').getByRole('button', { name: 'Gift wrap' }).tap();
  await expect(page.getByText('Add it at checkout.')).toBeVisible();
  await widget(page, 'a3').getByText('Origin').tap();
  await expect(page.getByText('Knitted in Porto.')).toBeVisible();
  expect(await layoutShift()).toBeLessThanOrEqual(0.01);
  const results = await new AxeBuilder({ page }).include('.elementor').analyze();
  expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes[0]?.target.join(' ')}`)).toEqual([]);
  await context.close();
});

test('broken settings (?broken=1): the widget fails alone with one console error naming the attribute, and the rest of the page works', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.goto(`${PAGE}?broken=1`);
  await widget(page, 'x2').getByText('And closes', { exact: true }).click();
  await expect(widget(page, 'x2')).toHaveAttribute('data-island-state', 'failed');
  // The browser's own details still open and close.
  await expect(page.getByText("Without the bundle's script.")).toBeVisible();
  await expect(widget(page, 'x1')).toBeVisible();
  await widget(page, 'a1').getByRole('button', { name: 'Care' }).click();
  await expect(page.getByText('Wash cold, dry flat.')).toBeVisible();
  expect(errors).toEqual([
    expect.stringMatching(/^\[shop-islands\] page-builder: element x1 has data-settings is not valid JSON/),
    expect.stringMatching(/^\[shop-islands\] builder-widget: invalid-props — data-settings is not valid JSON/),
  ]);
});
