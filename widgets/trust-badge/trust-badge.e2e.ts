// The floating trust badge in chromium: compact → big → compact → hidden for a day, by mouse and by
// keyboard, no layout shift, axe-clean at 1280 and 375 px in both states.
import { expect, test, type Page } from '@playwright/test';
import { axeViolations, failOnPageErrors, holdChunk } from '../../fixtures/e2e/helpers';

const badge = (page: Page) => page.locator('#cr_floatingtrustbadge');
const expandButton = (page: Page) => page.getByRole('button', { name: 'Show store rating details' });
const closeBig = (page: Page) => page.getByRole('button', { name: 'Close store rating details' });
const hideButton = (page: Page) => page.getByRole('button', { name: 'Hide trust badge' });

/** Every console error of the page. */
function consoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return errors;
}

async function openDemo(page: Page): Promise<void> {
  await page.goto('/trust-badges/');
  await expect(badge(page)).toHaveAttribute('data-island-state', 'mounted');
}

test('click: compact → big → compact → hidden, with the cookie for one day; gone after a reload', async ({ page, context }) => {
  failOnPageErrors(page);
  const errors = consoleErrors(page);
  await openDemo(page);
  await expect(badge(page)).toBeVisible();
  await expect(badge(page).getByText('64 reviews').first()).toBeVisible();
  await expect(page.getByText('Store rating 4.7 / 5')).toBeHidden();
  await expect(expandButton(page)).toHaveAttribute('aria-expanded', 'false');

  // The plugin made the whole compact badge clickable: a click on the smiling star goes to the button below it.
  const star = (await badge(page).locator('.cr-floatingbadge-top svg').first().boundingBox())!;
  await page.mouse.click(star.x + star.width / 2, star.y + star.height / 2);
  await expect(badge(page)).toHaveClass(/cr-floatingbadge-big/);
  await expect(page.getByText('Store rating 4.7 / 5')).toBeVisible();
  await expect(page.getByText('Product rating 3.9 / 5')).toBeVisible();
  await expect(badge(page).locator('.badge_size_compact')).toBeHidden();
  expect((await badge(page).boundingBox())?.width).toBeCloseTo(256, 0);
  await expect(badge(page).locator('.cr-floatingbadge-background-top')).toHaveCSS('background-color', 'rgb(248, 148, 45)');

  await closeBig(page).click();
  await expect(badge(page)).not.toHaveClass(/cr-floatingbadge-big/);
  await expect(page.getByText('Store rating 4.7 / 5')).toBeHidden();
  await expect(badge(page).locator('.badge_size_compact')).toBeVisible();
  expect((await badge(page).boundingBox())?.width).toBeCloseTo(135, 0);
  await expect(badge(page).locator('.cr-floatingbadge-background-top')).toHaveCSS('background-color', 'rgb(255, 255, 255)');
  expect((await context.cookies()).some((cookie) => cookie.name === 'cr_hide_trustbadge')).toBe(false);

  await hideButton(page).click();
  await expect(badge(page)).toBeHidden();
  // A cookie set from script reaches the browser's store a moment after the page sees it: asked until it is there.
  const hideCookie = async () => (await context.cookies()).find((candidate) => candidate.name === 'cr_hide_trustbadge');
  await expect.poll(hideCookie).toMatchObject({ value: 'true', path: '/', sameSite: 'Lax' });
  const cookie = await hideCookie();
  expect(Math.abs(cookie!.expires - (Date.now() / 1000 + 86_400))).toBeLessThan(60);

  await page.reload();
  await page.waitForLoadState('networkidle');
  await expect(badge(page)).toHaveCount(0);
  // The static badges are not affected.
  await expect(page.locator('.cr-trustbadgef .cr-badge').first()).toBeVisible();
  expect(errors).toEqual([]);
});

test('keyboard: Tab to the badge, Enter opens, Space closes, Enter on the cross hides it', async ({ page, context }) => {
  await openDemo(page);
  for (let tab = 0; tab < 100 && !(await expandButton(page).evaluate((element) => element === document.activeElement)); tab++) await page.keyboard.press('Tab');
  await expect(expandButton(page)).toBeFocused();
  // A keyboard focus ring shows on the badge.
  expect(await expandButton(page).evaluate((element) => getComputedStyle(element).outlineStyle)).toBe('solid');

  await page.keyboard.press('Enter');
  await expect(badge(page)).toHaveClass(/cr-floatingbadge-big/);
  await expect(closeBig(page)).toBeFocused();
  await expect(page.getByText('Store rating 4.7 / 5')).toBeVisible();

  // The big badge's link to the reviews page comes next, as printed.
  await page.keyboard.press('Tab');
  await expect(badge(page).getByRole('link', { name: 'Holdout Woo Shop' })).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(closeBig(page)).toBeFocused();

  await page.keyboard.press('Space');
  await expect(badge(page)).not.toHaveClass(/cr-floatingbadge-big/);
  await expect(expandButton(page)).toBeFocused();

  await page.keyboard.press('Tab');
  await expect(hideButton(page)).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(badge(page)).toBeHidden();
  await expect.poll(async () => (await context.cookies()).find((cookie) => cookie.name === 'cr_hide_trustbadge')?.value).toBe('true');
});

test('no layout shift: the island draws the compact badge exactly where the server printed it', async ({ page }) => {
  // Every shift not caused by a press, with whether the badge was among what moved.
  await page.addInitScript(() => {
    const shifts: { value: number; isBadge: boolean }[] = [];
    (window as unknown as { shifts: typeof shifts }).shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean; sources: { node?: Node }[] })[]) {
        if (entry.hadRecentInput) continue;
        const isBadge = entry.sources.some(({ node }) => node instanceof Element && node.closest('#cr_floatingtrustbadge') !== null);
        shifts.push({ value: entry.value, isBadge });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  // Hold the island's chunk until the printed badge was measured.
  const release = await holdChunk(page, 'trust-badge');
  await page.goto('/trust-badges/');
  await expect(badge(page)).toBeVisible();
  const boxOf = () => Promise.all([badge(page).boundingBox(), badge(page).locator('.badge_size_compact').boundingBox(), badge(page).getByText('64 reviews').first().boundingBox()]);
  const printed = await boxOf();
  expect(await badge(page).evaluate((element) => getComputedStyle(element).position)).toBe('fixed');
  // Taken, then cleared: each step below is checked apart. What the page did while it loaded, before the island
  // ran, is not the island's (a loaded CI machine once saw the printed badge's box move by 0.0016 then).
  const takeShifts = () => page.evaluate(() => (window as unknown as { shifts: { value: number; isBadge: boolean }[] }).shifts.splice(0));
  await takeShifts();
  release();
  await expect(badge(page)).toHaveAttribute('data-island-state', 'mounted');
  expect(await boxOf()).toEqual(printed);
  const shiftsOfMount = await takeShifts();

  // Opened and closed: it goes back to the compact badge (a change the press made; on a loaded CI machine it may
  // be drawn more than the 500 ms after the press that the browser excuses, so it is not counted here).
  await expandButton(page).click();
  await closeBig(page).click();
  await expect(expandButton(page)).toBeVisible();
  expect(await boxOf()).toEqual(printed);
  await page.waitForTimeout(600);
  await takeShifts();
  // Then the page scrolled to its end: the fixed badge stays where it is.
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.waitForTimeout(300);
  const shiftsOfScroll = await takeShifts();
  // The badge never moves; the rest of the page may jitter by far less than a pixel's worth under load
  // (a CI run once saw 0.00008 elsewhere on the page), still a hundredth of the 0.1 "good" CLS.
  for (const [when, shifts] of [['mount', shiftsOfMount], ['scroll', shiftsOfScroll]] as const) {
    expect(shifts.filter((shift) => shift.isBadge), when).toEqual([]);
    expect(shifts.reduce((sum, shift) => sum + shift.value, 0), when).toBeLessThan(0.001);
  }
});

for (const width of [1280, 375]) {
  test(`axe-clean at ${width} px with the badge compact and big`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await openDemo(page);
    // Start the static badges below the fold too.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.waitForFunction(() => [...document.querySelectorAll<HTMLElement>('.cr-trustbadgef .cr-badge')].every((element) => element.style.visibility === 'visible'));
    const audit = async (state: string) => (await axeViolations(page)).map((violation) => `${state}: ${violation}`);
    expect(await audit('compact')).toEqual([]);
    await expandButton(page).click();
    await expect(page.getByText('Store rating 4.7 / 5')).toBeVisible();
    expect(await audit('big')).toEqual([]);
    await closeBig(page).click();
    expect(await audit('compact, cross shown')).toEqual([]);
  });
}
