// Elementor's lightbox on /builder/lightbox/ in chromium: a gallery picture opens the viewer on itself with its caption
// and counter, arrows go through, Escape closes back on the link; keyboard alone; the share list; a video; the
// lightbox URL action; a link that opts out; the viewer's file fetched on the first open only, and followed as a link
// should it not load; a 375 px touch screen; axe with the viewer open.
import { expect, test, type Page } from '@playwright/test';
import { axeViolations, failOnPageErrors, tabTo } from '../../fixtures/e2e/helpers';

const PAGE = '/builder/lightbox/';
const gallery = (page: Page) => page.locator('a[data-elementor-lightbox-slideshow="ga91b"]');
const viewer = (page: Page) => page.locator('.pswp');
const shownPicture = (page: Page) => viewer(page).locator('.pswp__item:not([aria-hidden="true"]) img.pswp__img');

/** The page, once its builder document has started (its lightbox links open the viewer from then on). */
async function openPage(page: Page): Promise<void> {
  failOnPageErrors(page);
  await page.goto(PAGE);
  await expect(page.locator('.elementor-91')).toHaveAttribute('data-island-state', 'mounted');
}

/** YouTube's player as a stand-in: these machines are offline. */
const stubYouTube = (page: Page) => page.route('https://www.youtube.com/embed/**', (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><html lang="en"><title>Player</title><p>A YouTube player</p></html>' }));

test('a gallery picture opens the viewer on itself, with its caption and the counter; arrows go through; Escape closes it back on the link', async ({ page }) => {
  const viewerFiles: string[] = [];
  page.on('request', (request) => /\/chunks\/(builder-lightbox|photoswipe)-/.test(request.url()) && viewerFiles.push(request.url()));
  await openPage(page);
  await page.waitForLoadState('networkidle');
  // Nothing of the viewer before the first open.
  expect(viewerFiles).toEqual([]);
  const back = gallery(page).nth(1);
  await back.click();
  await expect(viewer(page)).toBeVisible();
  expect(page.url()).toContain(PAGE);
  await expect(viewer(page).locator('.pswp__counter')).toHaveText('2 / 4');
  await expect(viewer(page).locator('.pswp__caption')).toHaveText('Linen shirt, backA box pleat between the shoulders.');
  await expect(shownPicture(page)).toHaveAttribute('src', /linen-shirt-back-1200x800\.svg$/);
  await expect(shownPicture(page)).toHaveAttribute('alt', 'The linen shirt from the back');
  // Shown in its own shape (3:2) once loaded, though its thumbnail is square.
  await expect.poll(() => shownPicture(page).evaluate((image) => Math.round((100 * image.clientWidth) / image.clientHeight))).toBe(150);
  await page.keyboard.press('ArrowRight');
  await expect(viewer(page).locator('.pswp__counter')).toHaveText('3 / 4');
  await expect(viewer(page).locator('.pswp__caption')).toHaveText('The collar');
  await viewer(page).getByRole('button', { name: 'Next' }).click();
  await expect(viewer(page).locator('.pswp__counter')).toHaveText('4 / 4');
  // A picture loaded ahead of its slide has its own shape too (3:4).
  await expect.poll(() => shownPicture(page).evaluate((image) => Math.round((100 * image.clientWidth) / image.clientHeight))).toBe(75);
  await page.keyboard.press('ArrowLeft');
  await expect(viewer(page).locator('.pswp__counter')).toHaveText('3 / 4');
  await page.keyboard.press('Escape');
  await expect(viewer(page)).toHaveCount(0);
  await expect(back).toBeFocused();
});

test('keyboard alone: Tab to a picture, Enter opens it; every control is named; the share list opens and Escape closes it, then the viewer', async ({ page }) => {
  await openPage(page);
  const front = gallery(page).first();
  await tabTo(page, front);
  await page.keyboard.press('Enter');
  await expect(viewer(page)).toBeVisible();
  // Opened by the keyboard, the viewer takes the focus once its opening animation ends (PhotoSwipe's own step): a Tab
  // made before that would have its focus taken back (a run under load once failed so).
  await expect(viewer(page)).toBeFocused();
  await expect(viewer(page).locator('.pswp__counter')).toHaveText('1 / 4');
  for (const name of ['Share', 'Zoom in/out', 'Fullscreen', 'Close (Esc)', 'Previous', 'Next']) await expect(viewer(page).getByRole('button', { name, exact: true })).toBeAttached();
  const share = viewer(page).getByRole('button', { name: 'Share' });
  await tabTo(page, share);
  await page.keyboard.press('Enter');
  await expect(share).toHaveAttribute('aria-expanded', 'true');
  const links = viewer(page).locator('#pswp__share-menu a');
  await expect(links).toHaveText(['Share on Facebook', 'Share on X', 'Pin it', 'Download image']);
  await expect(links.first()).toHaveAttribute('href', /^https:\/\/www\.facebook\.com\/sharer\.php\?u=.*builder%2Flightbox%2F%23elementor-action/);
  await expect(links.last()).toHaveAttribute('download', '');
  await page.keyboard.press('Tab');
  await expect(links.first()).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(share).toHaveAttribute('aria-expanded', 'false');
  await expect(share).toBeFocused();
  await expect(viewer(page)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(viewer(page)).toHaveCount(0);
  await expect(front).toBeFocused();
});

test('the full screen button shows the viewer on the whole screen, pressed until it leaves it', async ({ page }) => {
  await openPage(page);
  await page.locator('[data-id="im91a"] a').click();
  const fullscreen = viewer(page).getByRole('button', { name: 'Fullscreen' });
  await expect(fullscreen).toHaveAttribute('aria-pressed', 'false');
  await fullscreen.click();
  await expect(fullscreen).toHaveAttribute('aria-pressed', 'true');
  expect(await page.evaluate(() => document.fullscreenElement?.classList.contains('pswp'))).toBe(true);
  await fullscreen.click();
  await expect(fullscreen).toHaveAttribute('aria-pressed', 'false');
  // One image alone: no counter, its caption.
  await expect(viewer(page).locator('.pswp__counter')).toBeHidden();
  await expect(viewer(page).locator('.pswp__caption')).toHaveText('The studioWhere every shirt is cut and sewn, in Porto.');
});

test('the media carousel’s video plays in the viewer while shown, and stops with it', async ({ page }) => {
  await stubYouTube(page);
  await openPage(page);
  await page.getByRole('link', { name: 'Play' }).click();
  const player = viewer(page).locator('iframe');
  await expect(player).toHaveAttribute('src', 'https://www.youtube.com/embed/XHOmBV4js_E?feature=oembed&autoplay=1&rel=0&controls=0');
  await expect(player).toHaveAttribute('title', 'Behind the seams');
  await expect(player.contentFrame().getByText('A YouTube player')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(viewer(page)).toHaveCount(0);
  await expect(page.locator('iframe[src*="youtube"]')).toHaveCount(0);
});

test('buttons linked to the lightbox action open the gallery on its third picture, and the video widget’s clip', async ({ page }) => {
  await openPage(page);
  await page.getByRole('link', { name: 'See the collar up close' }).click();
  await expect(viewer(page).locator('.pswp__counter')).toHaveText('3 / 4');
  await expect(shownPicture(page)).toHaveAttribute('src', /linen-shirt-collar/);
  await page.keyboard.press('Escape');
  await expect(viewer(page)).toHaveCount(0);
  await page.getByRole('link', { name: 'Watch the clip' }).click();
  const clip = viewer(page).locator('video');
  await expect(clip).toHaveAttribute('src', /review-clip\.webm$/);
  expect(await clip.evaluate((video: HTMLVideoElement) => [video.controls, video.muted, video.loop])).toEqual([true, true, true]);
});

test('a link that opts out (data-elementor-open-lightbox="no") opens the picture itself', async ({ page }) => {
  await openPage(page);
  await page.locator('[data-id="im91e"] a').click();
  await expect(page).toHaveURL(/size-chart-1200x800\.svg$/);
});

test('should the viewer not load, the link is followed to its picture', async ({ page }) => {
  await page.route(/\/chunks\/builder-lightbox-[\w-]{7}\.js$/, (route) => route.abort());
  await page.goto(PAGE);
  await expect(page.locator('.elementor-91')).toHaveAttribute('data-island-state', 'mounted');
  await gallery(page).nth(2).click();
  await expect(page).toHaveURL(/linen-shirt-collar-1000x1000\.svg$/);
});

test('axe-clean with the viewer open, and with its share list open', async ({ page }) => {
  await openPage(page);
  await gallery(page).nth(1).click();
  await expect(viewer(page).locator('.pswp__counter')).toHaveText('2 / 4');
  expect(await axeViolations(page)).toEqual([]);
  await viewer(page).getByRole('button', { name: 'Share' }).click();
  expect(await axeViolations(page, '.pswp')).toEqual([]);
});

test.describe('on a 375 px touch screen', () => {
  test.use({ viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true });

  test('a tap opens the picture across the screen with its caption; the close button closes it', async ({ page }) => {
    await openPage(page);
    await gallery(page).nth(3).tap();
    await expect(viewer(page).locator('.pswp__counter')).toHaveText('4 / 4');
    await expect(viewer(page).locator('.pswp__caption')).toHaveText('Linen shirt, wornSleeves rolled, on a summer evening.');
    await expect.poll(() => shownPicture(page).evaluate((image) => image.getBoundingClientRect().width)).toBe(375);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await viewer(page).getByRole('button', { name: 'Close (Esc)' }).tap();
    await expect(viewer(page)).toHaveCount(0);
    expect(page.url()).toContain(PAGE);
  });
});
