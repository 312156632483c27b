// The reviews slider on the demo's /reviews-slider/ page, in chromium: controls, widths, read more,
// autoplay, reduced motion, layout shift and axe.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { axeViolations, failOnPageErrors } from '../../fixtures/e2e/helpers';

/** Three cards, dots, arrows; nine reviews, the seventh long. */
const latest = (page: Page) => page.locator('#cr-reviews-slider-6741a0f2c3b1e');
/** One card turning by itself; five long reviews. */
const ownWords = (page: Page) => page.locator('#cr-reviews-slider-6741a0f2c3b2f');
/** A slide by its "N of M" name (a CSS locator: slides out of view are inert, outside the accessibility tree). */
const slide = (slider: Locator, label: string) => slider.locator(`[aria-roledescription="slide"][aria-label="${label}"]`);

/** The slides the shopper can see and reach (not inert), by their "N of M" names. */
async function shown(slider: Locator): Promise<string[]> {
  return slider.locator('[aria-roledescription="slide"]:not([inert])').evaluateAll((slides) => slides.map((item) => item.getAttribute('aria-label') ?? ''));
}

/** The slides lying inside the slider's visible area (the others are clipped away beside it). */
async function inView(slider: Locator): Promise<string[]> {
  return slider.locator('.swiper').evaluate((viewport) => {
    const area = viewport.getBoundingClientRect();
    return [...viewport.querySelectorAll('[aria-roledescription="slide"]')]
      .filter((item) => {
        const box = item.getBoundingClientRect();
        return box.left >= area.left - 1 && box.right <= area.right + 1;
      })
      .map((item) => item.getAttribute('aria-label') ?? '');
  });
}

/** Expects exactly these slides shown: reachable, and inside the visible area once the slide is over; the others inert. */
async function expectShown(slider: Locator, labels: string[]): Promise<void> {
  await expect.poll(() => shown(slider)).toEqual(labels);
  await expect.poll(() => inView(slider)).toEqual(labels);
}

async function open(page: Page, width = 1280): Promise<void> {
  failOnPageErrors(page);
  await page.setViewportSize({ width, height: 900 });
  await page.goto('/reviews-slider/');
  await expect(latest(page)).toHaveAttribute('data-island-state', 'mounted');
}

test('Next, Previous and the dots move the cards by mouse, wrapping round', async ({ page }) => {
  await open(page);
  const slider = latest(page);
  await expect(slider.getByRole('group', { name: 'Customer reviews' })).toHaveAttribute('aria-roledescription', 'carousel');
  await expectShown(slider, ['1 of 9', '2 of 9', '3 of 9']);
  await slider.getByRole('button', { name: 'Next review' }).click();
  await expectShown(slider, ['2 of 9', '3 of 9', '4 of 9']);
  await expect(slider.getByRole('button', { name: 'Show reviews 2 to 4 of 9' })).toHaveAttribute('aria-current', 'true');
  await slider.getByRole('button', { name: 'Show reviews 7 to 9 of 9' }).click();
  await expectShown(slider, ['7 of 9', '8 of 9', '9 of 9']);
  await slider.getByRole('button', { name: 'Next review' }).click();
  await expectShown(slider, ['1 of 9', '2 of 9', '3 of 9']);
  await slider.getByRole('button', { name: 'Previous review' }).click();
  await expectShown(slider, ['7 of 9', '8 of 9', '9 of 9']);
});

test('the keyboard reaches the controls and only the shown cards; arrows, Home and End move', async ({ page }) => {
  await open(page);
  const slider = latest(page);
  await slider.getByRole('button', { name: 'Previous review' }).focus();
  await page.keyboard.press('ArrowRight');
  await expectShown(slider, ['2 of 9', '3 of 9', '4 of 9']);
  await page.keyboard.press('Tab');
  await expect(slider.getByRole('button', { name: 'Next review' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expectShown(slider, ['3 of 9', '4 of 9', '5 of 9']);
  // Tab goes through the shown cards' links only, then to the dots.
  const reached: string[] = [];
  for (let step = 0; step < 8; step++) {
    await page.keyboard.press('Tab');
    reached.push(await page.evaluate(() => document.activeElement?.closest('[aria-roledescription="slide"]')?.getAttribute('aria-label') ?? document.activeElement?.getAttribute('aria-label') ?? ''));
  }
  const inSlides = reached.filter((name) => / of 9$/.test(name) && !name.startsWith('Show'));
  expect(inSlides.length).toBeGreaterThan(0);
  expect(inSlides.every((name) => ['3 of 9', '4 of 9', '5 of 9'].includes(name))).toBe(true);
  const dot = slider.getByRole('button', { name: /^Show reviews/ }).first();
  await dot.focus();
  await page.keyboard.press('End');
  await expectShown(slider, ['7 of 9', '8 of 9', '9 of 9']);
  await expect(slider.getByRole('button', { name: 'Show reviews 7 to 9 of 9' })).toBeFocused();
  await page.keyboard.press('ArrowLeft');
  await expectShown(slider, ['6 of 9', '7 of 9', '8 of 9']);
  await expect(slider.getByRole('button', { name: 'Show reviews 6 to 8 of 9' })).toBeFocused();
  await page.keyboard.press('Home');
  await expectShown(slider, ['1 of 9', '2 of 9', '3 of 9']);
});

for (const [width, count] of [
  [1280, 3],
  [700, 2],
  [400, 1],
] as const) {
  test(`${count} card${count > 1 ? 's' : ''} at ${width} px; the cards out of view are inert and hidden`, async ({ page }) => {
    await open(page, width);
    const slider = latest(page);
    const labels = Array.from({ length: count }, (_, index) => `${index + 1} of 9`);
    await expectShown(slider, labels);
    const beyond = slide(slider, `${count + 1} of 9`);
    await expect(beyond).toHaveAttribute('inert', '');
    await expect(beyond).toHaveAttribute('aria-hidden', 'true');
    await expect(slide(slider, '1 of 9')).not.toHaveAttribute('aria-hidden');
    // The shortcode drops the arrows under 450 px; the dots stay.
    await expect(slider.getByRole('button', { name: 'Next review' })).toHaveCount(width < 450 ? 0 : 1);
    await expect(slider.getByRole('button', { name: /^Show reviews? / })).toHaveCount(9 - count + 1);
    // Cards in view share one height.
    const heights = await slider.locator('.cr-review-card:not([inert])').evaluateAll((cards) => cards.map((card) => Math.round(card.getBoundingClientRect().height)));
    expect(new Set(heights).size).toBe(1);
  });
}

test('Show More opens the rest of a long review in place and the slider grows; Show Less closes it (mouse and keyboard)', async ({ page }) => {
  await open(page);
  const slider = latest(page);
  await slider.getByRole('button', { name: 'Show reviews 7 to 9 of 9' }).click();
  const card = slide(slider, '7 of 9');
  const more = card.getByRole('button', { name: 'Show More' });
  await expect(more).toHaveAttribute('aria-expanded', 'false');
  await expect(card.getByText('we ordered a second one')).toBeHidden();
  const before = (await slider.boundingBox())!.height;
  await more.click();
  await expect(card.getByText('we ordered a second one')).toBeVisible();
  await expect(card.locator('.cr-slider-details')).toBeFocused();
  await expect.poll(async () => (await slider.boundingBox())!.height).toBeGreaterThan(before);
  // The neighbours grow with it: one row of equal cards.
  const heights = await slider.locator('.cr-review-card:not([inert])').evaluateAll((cards) => cards.map((item) => Math.round(item.getBoundingClientRect().height)));
  expect(new Set(heights).size).toBe(1);
  const less = card.getByRole('button', { name: 'Show Less' });
  await expect(less).toHaveAttribute('aria-expanded', 'true');
  await less.focus();
  await page.keyboard.press('Space');
  await expect(card.getByText('we ordered a second one')).toBeHidden();
  await expect(more).toBeFocused();
  await expect.poll(async () => Math.round((await slider.boundingBox())!.height)).toBe(Math.round(before));
  await page.keyboard.press('Enter');
  await expect(card.getByText('we ordered a second one')).toBeVisible();
});

test('autoplay turns the cards, pauses under the mouse and stops for good once the shopper uses it', async ({ page }) => {
  test.setTimeout(45_000);
  await open(page);
  const slider = ownWords(page);
  await slider.scrollIntoViewIfNeeded();
  await expect(slider).toHaveAttribute('data-island-state', 'mounted');
  const rotation = slider.getByRole('button', { name: 'Stop automatic slide show' });
  await expect(rotation).toBeVisible();
  await expectShown(slider, ['1 of 5']);
  await expect.poll(() => shown(slider), { timeout: 5000 }).toEqual(['2 of 5']);
  // The mouse resting on it pauses it.
  await slide(slider, '2 of 5').hover();
  await page.waitForTimeout(3800);
  expect(await shown(slider)).toEqual(['2 of 5']);
  await page.mouse.move(5, 5);
  await expect.poll(() => shown(slider), { timeout: 5000 }).toEqual(['3 of 5']);
  // A click on a dot stops it until Start.
  await slider.getByRole('button', { name: 'Show review 5 of 5' }).click();
  await expectShown(slider, ['5 of 5']);
  await expect(slider.getByRole('button', { name: 'Start automatic slide show' })).toBeVisible();
  await page.mouse.move(5, 5);
  await page.waitForTimeout(3800);
  expect(await shown(slider)).toEqual(['5 of 5']);
  await slider.getByRole('button', { name: 'Start automatic slide show' }).click();
  await expect(slider.getByRole('button', { name: 'Stop automatic slide show' })).toBeVisible();
  await expect.poll(() => shown(slider), { timeout: 5000 }).toEqual(['1 of 5']);
});

test('keyboard focus in the autoplaying slider stops it', async ({ page }) => {
  await open(page);
  const slider = ownWords(page);
  await slider.scrollIntoViewIfNeeded();
  await expect(slider).toHaveAttribute('data-island-state', 'mounted');
  await slider.getByRole('button', { name: 'Stop automatic slide show' }).focus();
  await page.keyboard.press('Tab');
  await expect(slider.getByRole('button', { name: 'Previous review' })).toBeFocused();
  await expect(slider.getByRole('button', { name: 'Start automatic slide show' })).toBeVisible();
  await page.waitForTimeout(3800);
  expect(await shown(slider)).toEqual(['1 of 5']);
});

test('under prefers-reduced-motion nothing turns by itself and the cards move without animation', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await open(page);
  const slider = ownWords(page);
  await slider.scrollIntoViewIfNeeded();
  await expect(slider).toHaveAttribute('data-island-state', 'mounted');
  await expect(slider.getByRole('button', { name: 'Start automatic slide show' })).toBeVisible();
  await page.waitForTimeout(3800);
  expect(await shown(slider)).toEqual(['1 of 5']);
  const track = latest(page).locator('.swiper-wrapper');
  await latest(page).getByRole('button', { name: 'Next review' }).click();
  await expectShown(latest(page), ['2 of 9', '3 of 9', '4 of 9']);
  expect(await track.evaluate((element) => getComputedStyle(element).transitionDuration)).toBe('0s');
});

for (const width of [1280, 375]) {
  test(`no layout shift when the sliders start at ${width} px: the cards sit where the server put them`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    // The page as printed, without the bundle.
    await page.route(/shop-islands\.js/, (route) => route.abort());
    await page.goto('/reviews-slider/');
    const boxes = async () =>
      page.locator('.cr-reviews-slider .cr-review-card').evaluateAll((cards) =>
        cards.slice(0, 3).map((card) => {
          const box = card.getBoundingClientRect();
          return [box.x, box.y + scrollY, box.width, box.height].map(Math.round);
        }),
      );
    const printed = await boxes();
    const sliderBoxes = async () => page.locator('.cr-reviews-slider').evaluateAll((sliders) => sliders.map((slider) => Math.round(slider.getBoundingClientRect().height)));
    const printedHeights = await sliderBoxes();
    await page.unroute(/shop-islands\.js/);
    await page.addInitScript(() => {
      (window as { shifts?: number }).shifts = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) (window as { shifts?: number }).shifts! += (entry as unknown as { value: number }).value;
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto('/reviews-slider/');
    await expect(latest(page)).toHaveAttribute('data-island-state', 'mounted');
    await ownWords(page).scrollIntoViewIfNeeded();
    await expect(ownWords(page)).toHaveAttribute('data-island-state', 'mounted');
    await page.waitForTimeout(600);
    const shifts = await page.evaluate(() => (window as { shifts?: number }).shifts ?? 0);
    expect(shifts).toBeLessThan(0.05);
    expect(await sliderBoxes()).toEqual(printedHeights);
    const mounted = await boxes();
    for (const [index, box] of mounted.entries()) {
      for (const [axis, value] of box.entries()) expect(Math.abs(value - printed[index]![axis]!), `card ${index + 1}, ${['x', 'y', 'width', 'height'][axis]}`).toBeLessThanOrEqual(1);
    }
  });
}

for (const width of [1280, 375]) {
  test(`axe finds nothing on /reviews-slider/ at ${width} px`, async ({ page }) => {
    await open(page, width);
    await ownWords(page).scrollIntoViewIfNeeded();
    await expect(ownWords(page)).toHaveAttribute('data-island-state', 'mounted');
    await slide(latest(page), '1 of 9').scrollIntoViewIfNeeded();
    expect(await axeViolations(page)).toEqual([]);
  });
}
