// Elementor Pro's popups on the demo page /builder/popups/ in chromium, with none of Pro's scripts: triggers and
// display conditions (on the page's fake clock where time decides), the dialog by keyboard only and at 375 px, axe clean
// while open, the focus always somewhere sensible, the counts kept in Pro's own storage keys, link actions.
import { expect, test, type Page } from '@playwright/test';
import { axeViolations, failOnPageErrors, holdChunk } from '../../fixtures/e2e/helpers';

const PAGE = '/builder/popups/';
const newsletter = (page: Page) => page.getByRole('dialog', { name: '10 % off your first order' });
const sizeGuide = (page: Page) => page.getByRole('dialog', { name: 'Size guide' });
/** The page's popups taken over (out of the page, triggers armed) and its link actions listening: what a test may act on. */
const popupsReady = async (page: Page) => {
  await expect(page.locator('.elementor-location-popup:not(dialog *)')).toHaveCount(0);
  await expect(page.locator(`[data-elementor-id="90"]`)).toHaveAttribute('data-island-state', 'mounted');
};
/** Time stands still on the page from now on: it moves only by `runFor` (its timers, the triggers', the dialog's). */
async function pauseTime(page: Page): Promise<void> {
  await page.clock.install({ time: new Date('2026-11-27T10:00:00') });
  await page.clock.pauseAt(new Date('2026-11-27T10:00:01'));
}
/** Opens `url` on paused time, letting it run until the page's popups are taken over. */
async function openPaused(page: Page, url: string): Promise<void> {
  await page.goto(url);
  for (let step = 0; step < 40 && (await page.locator('.elementor-location-popup:not(dialog *)').count()); step++) await page.clock.runFor(50);
  await popupsReady(page);
}
const stored = (page: Page) => page.evaluate(() => JSON.parse(localStorage.getItem('elementor') ?? '{}') as Record<string, unknown> & { __expiration: Record<string, number> });

for (const width of [1280, 375]) {
  test(`at ${width} px: a trigger opens the newsletter popup 2 s after load — modal, named, the focus inside after 250 ms, the close button after 1 s; Escape closes it; axe clean while open`, async ({ page }) => {
    failOnPageErrors(page);
    await page.setViewportSize({ width, height: 800 });
    await pauseTime(page);
    await openPaused(page, `${PAGE}?popup=page-load`);
    await page.clock.runFor(1400);
    await expect(newsletter(page)).toHaveCount(0);
    await page.clock.runFor(600);
    await expect(newsletter(page)).toBeVisible();
    expect(await newsletter(page).evaluate((dialog) => dialog.matches(':modal'))).toBe(true);
    await expect(page.getByRole('button', { name: 'Close' })).toBeHidden();
    await page.clock.runFor(300);
    await expect(page.getByRole('link', { name: 'Shop now' })).toBeFocused();
    await page.clock.runFor(800);
    await expect(page.getByRole('button', { name: 'Close' })).toBeVisible();
    const box = await page.locator('#elementor-popup-modal-301 .dialog-widget-content').boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(width);
    // axe waits on timers of its own: time flows again from here.
    await page.clock.resume();
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await page.clock.runFor(600);
    await expect(newsletter(page)).toHaveCount(0);
    // Shown once and counted on open, in Pro's key: a legacy page would read the same count.
    expect((await stored(page)).popup_301_times).toBe(1);
  });
}

test('keyboard only: the size guide opens from its link, Tab stays inside, "Got it" closes it and the focus is back on the link; the page does not scroll under it and gets its scroll back', async ({ page }) => {
  failOnPageErrors(page);
  await page.goto(PAGE);
  await popupsReady(page);
  const opener = page.getByRole('link', { name: 'Open the size guide' });
  await opener.focus();
  await page.keyboard.press('Enter');
  await expect(sizeGuide(page)).toBeVisible();
  expect(new URL(page.url()).hash).toBe('');
  await expect(page.getByRole('link', { name: 'Got it' })).toBeFocused();
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe('hidden');
  for (let press = 0; press < 4; press++) {
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => !!document.activeElement?.closest('#elementor-popup-modal-302'))).toBe(true);
  }
  await page.getByRole('link', { name: 'Got it' }).focus();
  await page.keyboard.press('Enter');
  await expect(sizeGuide(page)).toHaveCount(0);
  await expect(opener).toBeFocused();
  expect(await page.evaluate(() => document.documentElement.style.overflow)).toBe('');
});

test('"No thanks, don\'t show this again" keeps it closed over reloads; resetting the counts brings it back', async ({ page }) => {
  await page.clock.install();
  await page.goto(`${PAGE}?popup=page-load`);
  await page.clock.runFor(2100);
  await page.getByRole('link', { name: 'No thanks, don’t show this again' }).click();
  await expect(newsletter(page)).toHaveCount(0);
  expect((await stored(page)).popup_301_disable).toBe(true);
  await page.reload();
  await page.clock.runFor(3000);
  await expect(newsletter(page)).toHaveCount(0);
  // The open link is refused too.
  await page.getByRole('link', { name: 'Open the newsletter popup now' }).click();
  await expect(newsletter(page)).toHaveCount(0);
  await page.getByRole('button', { name: 'Reset the counts' }).click();
  await page.reload();
  await page.clock.runFor(2100);
  await expect(newsletter(page)).toBeVisible();
});

test('at most twice a day: shown on two loads, not on the third; the day counted in Pro\'s key with its expiry, and a count Pro\'s script left is honoured', async ({ page }) => {
  await page.goto(`${PAGE}?popup=twice-a-day`);
  await expect(newsletter(page)).toBeVisible();
  await page.reload();
  await expect(newsletter(page)).toBeVisible();
  const day = await stored(page);
  expect(day['popup-301-impressions-count']).toBe(2);
  expect(day.__expiration['popup-301-impressions-count']! - Date.now()).toBeGreaterThan(86_000_000);
  await page.reload();
  await page.waitForTimeout(1200);
  await expect(newsletter(page)).toHaveCount(0);
  // A visitor whose count Pro's own script kept (one show today) sees it once more.
  await page.evaluate(() => localStorage.setItem('elementor', JSON.stringify({ 'popup-301-impressions-count': 1, __expiration: { 'popup-301-impressions-count': Date.now() + 3_600_000 } })));
  await page.reload();
  await expect(newsletter(page)).toBeVisible();
});

test('conditions: phones only, internal traffic, a referrer rule, an administrator; an invalid referrer regex hides it and says why', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  await page.goto(`${PAGE}?popup=mobile`);
  await page.waitForTimeout(1200);
  await expect(newsletter(page)).toHaveCount(0);
  await page.setViewportSize({ width: 375, height: 800 });
  await page.reload();
  await expect(newsletter(page)).toBeVisible();

  // Typed in: not internal traffic. Followed from a page of the shop: internal.
  await page.goto(`${PAGE}?popup=internal`);
  await page.waitForTimeout(1200);
  await expect(newsletter(page)).toHaveCount(0);
  await page.goto(PAGE);
  await page.getByRole('link', { name: 'Condition: internal traffic only' }).click();
  await expect(newsletter(page)).toBeVisible();
  // Coming from the list of scenarios (this page): the referrer rule passes; typed in, it does not.
  await page.goto(PAGE);
  await page.getByRole('link', { name: /the referrer contains/ }).click();
  await expect(newsletter(page)).toBeVisible();
  await page.goto(`${PAGE}?popup=referrer`);
  await page.waitForTimeout(1200);
  await expect(newsletter(page)).toHaveCount(0);

  await page.goto(`${PAGE}?popup=logged-in&role=administrator`);
  await page.waitForTimeout(1200);
  await expect(newsletter(page)).toHaveCount(0);
  await page.goto(`${PAGE}?popup=logged-in&role=customer`);
  await expect(newsletter(page)).toBeVisible();

  await page.goto(`${PAGE}?popup=referrer-bad-regex`);
  await page.waitForTimeout(1200);
  await expect(newsletter(page)).toHaveCount(0);
  expect(errors.join('\n')).toContain('its referrer rule "(builder" is not a valid regular expression');
});

test('triggers on the fake clock: inactivity restarts on a mouse move; the third click; exit intent; scrolling down 40 %; a broken scroll-to selector says so once', async ({ page }) => {
  await pauseTime(page);
  await openPaused(page, `${PAGE}?popup=inactivity`);
  await page.clock.runFor(4000);
  await page.mouse.move(200, 200);
  await page.clock.runFor(4000);
  await expect(newsletter(page)).toHaveCount(0);
  await page.clock.runFor(1100);
  await expect(newsletter(page)).toBeVisible();

  await openPaused(page, `${PAGE}?popup=clicks`);
  await page.locator('h1').click();
  await page.locator('h1').click();
  await expect(newsletter(page)).toHaveCount(0);
  await page.locator('h1').click();
  await expect(newsletter(page)).toBeVisible();

  await openPaused(page, `${PAGE}?popup=exit-intent`);
  await page.evaluate(() => document.dispatchEvent(new MouseEvent('mouseout', { clientX: 300, clientY: 200, bubbles: true })));
  await expect(newsletter(page)).toHaveCount(0);
  await page.evaluate(() => document.dispatchEvent(new MouseEvent('mouseout', { clientX: 300, clientY: -1, bubbles: true })));
  await expect(newsletter(page)).toBeVisible();

  await openPaused(page, `${PAGE}?popup=scroll-down`);
  const scrollable = await page.evaluate(() => document.documentElement.scrollHeight - innerHeight);
  await page.evaluate((y) => scrollTo(0, y), Math.round(scrollable * 0.3));
  await page.clock.runFor(200);
  await expect(newsletter(page)).toHaveCount(0);
  await page.evaluate((y) => scrollTo(0, y), Math.round(scrollable * 0.45));
  await expect(newsletter(page)).toBeVisible();

  const errors: string[] = [];
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  await openPaused(page, `${PAGE}?popup=scroll-to-bad`);
  await page.evaluate(() => scrollTo(0, document.documentElement.scrollHeight));
  await page.clock.runFor(1000);
  await expect(newsletter(page)).toHaveCount(0);
  expect(errors.filter((text) => text.includes('"#demo-popup-target[" is not valid CSS'))).toHaveLength(1);
});

test('an ad blocker found 1 s after load opens it (a blocker\'s cosmetic rule hides the bait); without one, nothing opens', async ({ page }) => {
  await page.goto(`${PAGE}?popup=adblock`);
  await popupsReady(page);
  await page.waitForTimeout(1500);
  await expect(newsletter(page)).toHaveCount(0);
  await page.addInitScript(() => addEventListener('DOMContentLoaded', () => document.head.insertAdjacentHTML('beforeend', '<style>.ad-box { display: none !important; }</style>')));
  await page.reload();
  await expect(newsletter(page)).toBeVisible();
});

test('the offer bar, opened by its selector, is not modal: the page stays usable around it; it closes itself after 8 s', async ({ page }) => {
  await page.clock.install();
  await page.goto(PAGE);
  await page.getByRole('link', { name: 'Show this week’s offer' }).click();
  const bar = page.locator('#elementor-popup-modal-303');
  await expect(bar).toBeVisible();
  expect(await bar.evaluate((dialog) => dialog.matches(':modal'))).toBe(false);
  await page.getByRole('button', { name: 'Show the counts again' }).click();
  await expect(page.locator('#demo-counts-shown')).toContainText('localStorage');
  await page.clock.runFor(8100);
  await expect(bar).toHaveCount(0);
});

for (const chunk of ['page-builder', 'popups']) {
  test(`a click on the offer button while the ${chunk} chunk is on its way is kept: the bar opens once the code is here`, async ({ page }) => {
    failOnPageErrors(page);
    const release = await holdChunk(page, chunk);
    await page.goto(PAGE);
    await page.getByRole('link', { name: 'Show this week’s offer' }).click();
    await page.waitForTimeout(300);
    await expect(page.locator('#elementor-popup-modal-303')).toHaveCount(0);
    release();
    await expect(page.locator('#elementor-popup-modal-303')).toBeVisible();
  });
}

test('a link action pressed while the page builder\'s code is on its way runs once it has come: the off-canvas panel opens', async ({ page }) => {
  failOnPageErrors(page);
  await page.setViewportSize({ width: 375, height: 800 });
  const release = await holdChunk(page, 'page-builder');
  await page.goto(PAGE);
  await page.getByRole('link', { name: 'Browse the shop' }).click();
  await page.waitForTimeout(300);
  const panel = page.getByRole('dialog', { name: 'Shop menu' });
  await expect(panel).toBeHidden();
  // Held, not followed: the address is left alone.
  expect(page.url()).not.toContain('elementor-action');
  release();
  await expect(panel).toBeVisible();
});

test('link actions: an address carrying an action runs it at load only when the page offers it; a cut one does nothing and says why', async ({ page }) => {
  const messages: string[] = [];
  page.on('console', (message) => messages.push(message.text()));
  await page.goto(PAGE);
  await page.getByRole('link', { name: 'This page with the size guide open' }).click();
  await expect(sizeGuide(page)).toBeVisible();
  await page.keyboard.press('Escape');
  await page.goto(PAGE);
  await page.getByRole('link', { name: 'This page with an action nothing offers' }).click();
  await page.waitForTimeout(1000);
  await expect(newsletter(page)).toHaveCount(0);
  expect(messages.join('\n')).toContain('the address carries an action that no element of this page offers');
  await page.getByRole('link', { name: 'A link whose action was cut short' }).click();
  await page.waitForTimeout(300);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  expect(messages.join('\n')).toContain('its settings are not base64-encoded JSON');
});

test("off-canvas link actions, keyboard only at 375 px: the toggle link opens Pro's panel (focus inside, axe clean), its Close link and Escape close it and the focus comes back", async ({ page }) => {
  failOnPageErrors(page);
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto(PAGE);
  const toggle = page.getByRole('link', { name: 'Browse the shop' });
  const panel = page.getByRole('dialog', { name: 'Shop menu' });
  await expect(panel).toBeHidden();
  await toggle.focus();
  await page.keyboard.press('Enter');
  await expect(panel).toBeVisible();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('link', { name: 'All products' })).toBeFocused();
  expect(await axeViolations(page)).toEqual([]);
  await panel.getByRole('link', { name: 'Close' }).focus();
  await page.keyboard.press('Enter');
  await expect(panel).toBeHidden();
  await expect(toggle).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(panel).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
});
