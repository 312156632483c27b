// Static trust badges in chromium: scaled down only in containers narrower than they are, from the left,
// shown once fitted, and refitted when the window (and so the container) resizes.
import { expect, test, type Page } from '@playwright/test';

interface Fit {
  readonly container: number;
  readonly badge: number;
  /** The horizontal scale of the computed transform (1 without one). */
  readonly scale: number;
  readonly drawn: number;
  readonly isVisible: boolean;
}

/** Each static badge on the demo page, in page order: small, wide, small dark (column), small (160 px sidebar). */
function fits(page: Page): Promise<Fit[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('.cr-trustbadgef')].map((container) => {
      const badge = container.querySelector<HTMLElement>('.cr-badge')!;
      const transform = getComputedStyle(badge).transform;
      return {
        container: container.clientWidth,
        badge: badge.offsetWidth,
        scale: transform === 'none' ? 1 : new DOMMatrixReadOnly(transform).a,
        drawn: badge.getBoundingClientRect().width,
        isVisible: getComputedStyle(badge).visibility === 'visible',
      };
    }),
  );
}

async function openFitted(page: Page, width: number): Promise<Fit[]> {
  await page.setViewportSize({ width, height: 900 });
  await page.goto('/trust-badges/');
  // `visible` mounts: scroll so every badge nears the screen.
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.waitForFunction(() => [...document.querySelectorAll<HTMLElement>('.cr-trustbadgef .cr-badge')].every((badge) => getComputedStyle(badge).visibility === 'visible'));
  return fits(page);
}

test('1280 px: the 160 px sidebar badge is scaled to 160/300, the column badges are not scaled up', async ({ page }) => {
  const [small, wide, dark, sidebar] = await openFitted(page, 1280);
  for (const fit of [small!, wide!, dark!]) {
    expect(fit.container).toBeGreaterThan(fit.badge);
    expect(fit.scale).toBe(1);
    expect(fit.drawn).toBe(fit.badge);
  }
  expect(sidebar!.container).toBe(160);
  expect(sidebar!.badge).toBe(300);
  expect(sidebar!.scale).toBeCloseTo(160 / 300, 4);
  expect(sidebar!.drawn).toBeCloseTo(160, 0);
  // From the left: the scaled badge starts where its container does.
  const [containerLeft, badgeLeft] = await page.evaluate(() => {
    const container = document.querySelectorAll<HTMLElement>('.cr-trustbadgef')[3]!;
    return [container.getBoundingClientRect().left, container.querySelector('.cr-badge')!.getBoundingClientRect().left];
  });
  expect(badgeLeft).toBeCloseTo(containerLeft, 0);
});

test('375 px: the wide badge is scaled to its column, the small one still fits unscaled', async ({ page }) => {
  const [small, wide, , sidebar] = await openFitted(page, 375);
  expect(small!.container).toBeGreaterThanOrEqual(300);
  expect(small!.scale).toBe(1);
  expect(wide!.badge).toBe(780);
  expect(wide!.scale).toBeCloseTo(wide!.container / 780, 4);
  expect(wide!.drawn).toBeCloseTo(wide!.container, 0);
  expect(sidebar!.scale).toBeCloseTo(160 / 300, 4);
});

test('follows the window: narrowing scales the wide badge down, widening brings it back to 1', async ({ page }) => {
  const [, before] = await openFitted(page, 1280);
  expect(before!.scale).toBe(1);
  await page.setViewportSize({ width: 500, height: 900 });
  await expect.poll(async () => (await fits(page))[1]!.scale).toBeLessThan(1);
  const narrowed = (await fits(page))[1]!;
  expect(narrowed.scale).toBeCloseTo(narrowed.container / 780, 4);
  await page.setViewportSize({ width: 1280, height: 900 });
  await expect.poll(async () => (await fits(page))[1]!.scale).toBe(1);
});
