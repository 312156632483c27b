// The reviews grid on the demo's /reviews-grid/ page, in chromium: show more to the end, the rating
// filter, read more by keyboard, columns by width, failures, layout shift and axe.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { axeViolations, failOnPageErrors, setFaults } from '../../fixtures/e2e/helpers';

const GRID_ACTION = 'ivole_show_more_grid_reviews';

/** Every grid request's form fields, in order. */
async function recordGridRequests(page: Page): Promise<URLSearchParams[]> {
  const sent: URLSearchParams[] = [];
  await page.route('**/wp-admin/admin-ajax.php', async (route) => {
    const form = new URLSearchParams(route.request().postData() ?? '');
    if (form.get('action') === GRID_ACTION) sent.push(form);
    await route.fallback();
  });
  return sent;
}

const mainGrid = (page: Page) => page.locator('.cr-reviews-grid').first();
const cards = (grid: Locator) => grid.locator('.cr-reviews-grid-col .cr-review-card');
const cardIds = (grid: Locator) => cards(grid).evaluateAll((list) => list.map((card) => card.getAttribute('data-reviewid') ?? ''));
const moreButton = (grid: Locator) => grid.locator('.cr-show-more-button');
const countLine = (grid: Locator) => grid.locator('.cr-count-filtered-reviews');

async function openGrid(page: Page, path = '/reviews-grid/'): Promise<Locator> {
  failOnPageErrors(page);
  await page.goto(path);
  const grid = mainGrid(page);
  await expect(grid).toHaveAttribute('data-island-state', 'mounted');
  return grid;
}

/** Columns the shopper sees, and the cards in each. */
function visibleColumns(grid: Locator): Promise<string[][]> {
  return grid.locator('.cr-reviews-grid-col').evaluateAll((columns) =>
    columns.filter((column) => getComputedStyle(column).display !== 'none').map((column) => [...column.querySelectorAll('.cr-review-card')].map((card) => card.getAttribute('data-reviewid') ?? '')),
  );
}

test('show more to the last page: the ids shown are sent, no card twice, the button gone at the end', async ({ page }) => {
  const sent = await recordGridRequests(page);
  const grid = await openGrid(page);
  await expect(cards(grid)).toHaveCount(8);
  let clicks = 0;
  while (await moreButton(grid).isVisible()) {
    const before = await cardIds(grid);
    const label = (await moreButton(grid).textContent()) ?? '';
    const remaining = Number(/\((\d+)\)/.exec(label)?.[1]);
    await moreButton(grid).click();
    clicks += 1;
    await expect(cards(grid)).toHaveCount(before.length + Math.min(6, remaining));
    const request = sent.at(-1)!;
    expect(request.get('rating')).toBe('');
    expect(request.get('attributes[show_more]')).toBe('6');
    expect([...request.getAll('attributes[comment__not_in][]')].sort()).toEqual([...before].sort());
    const ids = await cardIds(grid);
    expect(new Set(ids).size).toBe(ids.length);
  }
  expect(clicks).toBe(10);
  await expect(cards(grid)).toHaveCount(64);
  await expect(moreButton(grid)).toBeHidden();
  await expect(grid.locator('.cr-show-more-spinner')).toBeHidden();
  // The keyboard carries on from the first of the last cards.
  await expect(grid.locator('.cr-review-card:focus')).toHaveCount(1);
});

test('filter by each rating, then See all brings every rating back', async ({ page }) => {
  const sent = await recordGridRequests(page);
  const grid = await openGrid(page);
  for (const rating of [5, 4, 3, 2, 1]) {
    const row = grid.getByRole('button', { name: new RegExp(`^${rating} stars?: \\d+% of reviews$`) });
    await row.click();
    await expect(countLine(grid)).toHaveText(new RegExp(`^Showing \\d+ of 64 reviews \\(${rating} stars?\\)\\. See all 64 reviews$`));
    await expect(row).toHaveAttribute('aria-pressed', 'true');
    await expect(grid.locator('.ivole-histogramRow-s')).toHaveCount(1);
    const labels = await cards(grid).locator('.rating-label').allTextContents();
    expect(labels.length).toBeGreaterThan(0);
    expect(new Set(labels)).toEqual(new Set([`${rating}/5`]));
    const request = sent.at(-1)!;
    expect(request.get('rating')).toBe(String(rating));
    expect(request.get('attributes[show_more]')).toBe('8');
    expect(request.getAll('attributes[comment__not_in][]')).toEqual([]);
    await expect(grid.locator('.ivole-summaryBox')).not.toHaveClass(/cr-summaryBar-updating/);
  }
  // 1 star has four reviews: nothing more to show.
  await expect(moreButton(grid)).toBeHidden();
  await grid.getByRole('link', { name: 'See all 64 reviews' }).click();
  await expect(countLine(grid)).toBeEmpty();
  await expect(grid.locator('.ivole-histogramRow-s')).toHaveCount(0);
  await expect(cards(grid)).toHaveCount(8);
  expect(new Set(await cards(grid).locator('.rating-label').allTextContents()).size).toBeGreaterThan(1);
  await expect(moreButton(grid)).toHaveText('Show more reviews (56)');
  expect(sent.at(-1)!.get('rating')).toBe('0');
});

test('read more / less and the histogram rows work from the keyboard', async ({ page }) => {
  const grid = await openGrid(page);
  const card = grid.locator('.cr-review-card', { has: page.locator('.cr-grid-read-more') }).first();
  const more = card.getByRole('link', { name: 'Show More' });
  await expect(more).toHaveAttribute('aria-expanded', 'false');
  const details = card.locator('.cr-grid-details');
  await expect(details).toBeHidden();
  await more.focus();
  await page.keyboard.press('Enter');
  await expect(details).toBeVisible();
  const less = card.getByRole('link', { name: 'Show Less' });
  await expect(less).toBeFocused();
  await expect(less).toHaveAttribute('aria-expanded', 'true');
  await expect(less).toHaveAttribute('aria-controls', (await details.getAttribute('id'))!);
  // Laid out again: no card overlaps the one above it in its column.
  const overlaps = await grid.locator('.cr-reviews-grid-col').evaluateAll((columns) =>
    columns.some((column) => {
      const boxes = [...column.querySelectorAll('.cr-review-card')].map((c) => c.getBoundingClientRect());
      return boxes.some((box, index) => index > 0 && box.top < boxes[index - 1]!.bottom);
    }),
  );
  expect(overlaps).toBe(false);
  await page.keyboard.press('Enter');
  await expect(details).toBeHidden();
  await expect(more).toBeFocused();

  const row = grid.getByRole('button', { name: /^4 stars:/ });
  await row.focus();
  await page.keyboard.press('Enter');
  await expect(countLine(grid)).toHaveText(/\(4 stars\)/);
  await expect(row).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Space');
  await expect(countLine(grid)).toHaveText(/\(5 stars\)/);
  await expect(grid.getByRole('button', { name: /^5 stars:/ })).toBeFocused();
});

for (const [width, count] of [
  [1024, 3],
  [700, 2],
  [400, 1],
] as const) {
  test(`${count} column${count > 1 ? 's' : ''} at ${width} px, every card in reading order`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    const grid = await openGrid(page);
    const columns = await visibleColumns(grid);
    expect(columns).toHaveLength(count);
    expect(columns.flat()).toHaveLength(8);
    await expect(grid.locator('.cr-reviews-grid-col-none')).toHaveCount(3 - count);
  });
}

test('the columns follow a resize of the window', async ({ page }) => {
  await page.setViewportSize({ width: 1024, height: 900 });
  const grid = await openGrid(page);
  const reading = await grid.evaluate(() => {
    const columns = [...document.querySelectorAll('.cr-reviews-grid')[0]!.querySelectorAll('.cr-reviews-grid-col')].map((column) => [...column.children].map((card) => card.getAttribute('data-reviewid')));
    return columns[0]!.flatMap((id, row) => [id, columns[1]![row], columns[2]![row]]).filter(Boolean);
  });
  await page.setViewportSize({ width: 400, height: 900 });
  await expect.poll(() => visibleColumns(grid)).toEqual([reading]);
  await page.setViewportSize({ width: 700, height: 900 });
  await expect.poll(async () => (await visibleColumns(grid)).length).toBe(2);
  expect((await visibleColumns(grid)).flat().sort()).toEqual([...reading].sort());
});

test('HTTP 500 on show more: the reason in red under the button, the button back; a retry works', async ({ page, context, baseURL }) => {
  await setFaults(context, baseURL!, `${GRID_ACTION}=500`);
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  const grid = await openGrid(page);
  await moreButton(grid).click();
  const failure = grid.locator('.cr-show-more [role="alert"]');
  await expect(failure).toHaveText('Could not load more reviews. An unknown error occurred. Please try again.');
  await expect(failure).toHaveCSS('color', 'rgb(205, 38, 83)');
  await expect(moreButton(grid)).toBeVisible();
  await expect(moreButton(grid)).toBeFocused();
  await moreButton(grid).click();
  await expect(grid.locator('[role="alert"]:not(:empty)')).toHaveCount(1);
  expect(errors.filter((text) => text.includes('reviews-grid'))).toHaveLength(2);

  await context.clearCookies({ name: 'shop_faults' });
  await moreButton(grid).click();
  await expect(cards(grid)).toHaveCount(14);
  await expect(grid.locator('[role="alert"]:not(:empty)')).toHaveCount(0);
  await expect(moreButton(grid)).toHaveText('Show more reviews (50)');
});

test('an answer that is not JSON says so; a rating that finds nothing says so and hides the button', async ({ page, context, baseURL }) => {
  await setFaults(context, baseURL!, `${GRID_ACTION}=invalid-json`);
  const grid = await openGrid(page);
  await moreButton(grid).click();
  await expect(grid.locator('.cr-show-more [role="alert"]')).toHaveText('Could not load more reviews. The response is not a valid JSON response. Please try again.');
  await context.clearCookies({ name: 'shop_faults' });

  await page.route('**/wp-admin/admin-ajax.php', (route) =>
    route.fulfill({ contentType: 'application/json', body: JSON.stringify({ html: '<div class="cr-reviews-grid"><div class="cr-reviews-grid-empty">Sorry, no reviews match your current selections</div></div>' }) }),
  );
  await grid.getByRole('button', { name: /^3 stars:/ }).click();
  await expect(grid.getByText('Sorry, no reviews match your current selections')).toBeVisible();
  await expect(cards(grid)).toHaveCount(0);
  await expect(moreButton(grid)).toBeHidden();
  await expect(grid.locator('.cr-show-more [role="alert"]')).toBeEmpty();
  await expect(grid.locator('.ivole-summaryBox')).not.toHaveClass(/cr-summaryBar-updating/);
});

test('the plugin-printed shop grid lays out when it nears the viewport and shows more', async ({ page }) => {
  const sent = await recordGridRequests(page);
  failOnPageErrors(page);
  await page.goto('/reviews-grid/');
  const shop = page.locator('.cr-reviews-grid').nth(1);
  await shop.scrollIntoViewIfNeeded();
  await expect(shop).toHaveAttribute('data-island-state', 'mounted');
  await expect(shop.locator('.cr-reviews-grid-inner > .cr-review-card')).toHaveCount(0);
  await expect(cards(shop)).toHaveCount(3);
  for (const card of await cards(shop).all()) await expect(card).toBeVisible();
  await moreButton(shop).click();
  await expect(cards(shop)).toHaveCount(6);
  await expect(moreButton(shop)).toBeHidden();
  expect(sent[0]!.get('attributes[count]')).toBe('0');
  expect(sent[0]!.getAll('attributes[comment__not_in][]')).toHaveLength(3);
});

for (const width of [1280, 700, 400]) {
  test(`no layout shift while the grid mounts and its pictures load at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.addInitScript(() => {
      (window as unknown as { layoutShift: number }).layoutShift = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) {
          if (!entry.hadRecentInput) (window as unknown as { layoutShift: number }).layoutShift += entry.value;
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    const grid = await openGrid(page);
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(500);
    await expect(cards(grid).first()).toBeVisible();
    const shift = await page.evaluate(() => (window as unknown as { layoutShift: number }).layoutShift);
    expect(shift).toBeLessThan(0.05);
  });
}

for (const width of [1280, 375]) {
  test(`axe-clean at ${width} px, with a text opened and a failure shown`, async ({ page, context, baseURL }) => {
    await page.setViewportSize({ width, height: 900 });
    const grid = await openGrid(page);
    expect(await axeViolations(page, '.cr-reviews-grid')).toEqual([]);
    await grid.getByRole('link', { name: 'Show More' }).first().click();
    await setFaults(context, baseURL!, `${GRID_ACTION}=500`);
    await moreButton(grid).click();
    await expect(grid.locator('.cr-show-more [role="alert"]')).not.toBeEmpty();
    const shop = page.locator('.cr-reviews-grid').nth(1);
    await shop.scrollIntoViewIfNeeded();
    await expect(shop).toHaveAttribute('data-island-state', 'mounted');
    expect(await axeViolations(page)).toEqual([]);
  });
}

test("a card's count of its photos (over the cover) opens them in the viewer from the first, as the plugin's script did", async ({ page }) => {
  const grid = await openGrid(page);
  const card = cards(grid).filter({ has: page.locator('img.image-row-img + img.image-row-img') }).first();
  await card.locator('.media-row-count').click();
  const viewer = page.locator('.pswp');
  await expect(viewer).toBeVisible();
  await expect(viewer.locator('.pswp__counter')).toHaveText(/^1 \/ [2-9]$/);
  // PhotoSwipe takes the keys once its opening animation has ended (it focuses its root then).
  await expect(viewer).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(viewer).toBeHidden();
});
