// WooCommerce's own product gallery on the demo's tee and hoodie, in chromium: the photo at once, the
// strip before any chunk, the slider on the first touch, the lightbox, zoom, the variation image swap,
// keyboard, phones, layout shift, and a failed chunk that still leaves the photo visible.
import { expect, test, type Page } from '@playwright/test';
import { axeViolations, chunkName, failOnPageErrors, holdChunk, holdEntry, observeLayoutShift, preloadedChunks, recordRunScripts, setDemoSettings } from '../../fixtures/e2e/helpers';

const TEE = '/product/holdout-simple-tee/';
const HOODIE = '/product/holdout-variable-hoodie/';
const gallery = (page: Page) => page.locator('.woocommerce-product-gallery');
const thumb = (page: Page, n: number) => page.getByRole('button', { name: `Show image ${n} of 3` });
const shownSlide = (page: Page) => page.locator('.woocommerce-product-gallery__image:not([inert])');

test('the photo is visible at load with its thumbnail strip, before the gallery chunk runs', async ({ page }) => {
  failOnPageErrors(page);
  const ran = await recordRunScripts(page);
  await page.goto(TEE);
  await expect(gallery(page)).toHaveCSS('opacity', '1');
  await expect(page.locator('.woocommerce-product-gallery__image').first()).toBeVisible();
  await expect(page.locator('.woocommerce-product-gallery__image').nth(1)).toBeHidden();
  await expect(page.locator('ol.flex-control-thumbs li img')).toHaveCount(3);
  await expect(gallery(page)).toHaveAttribute('data-island-state', 'pending');
  await page.waitForTimeout(500); // its files preloaded at idle: fetched, not run
  expect((await ran()).map(chunkName)).not.toContain('product-images');
});

test('before the bundle itself arrives (held back), the critical CSS shows the photo and only the first image', async ({ page }) => {
  await holdEntry(page);
  await page.goto(TEE, { waitUntil: 'commit' });
  await expect(gallery(page)).toHaveCSS('opacity', '1');
  await expect(page.locator('.woocommerce-product-gallery__image').first()).toBeVisible();
  await expect(page.locator('.woocommerce-product-gallery__image').nth(1)).toBeHidden();
  await expect(gallery(page)).not.toHaveAttribute('data-island-state');
});

test("a theme without WooCommerce's gallery slider (flexslider_enabled off): every image shown once the bootstrap runs, no room kept for a strip", async ({ page, context, baseURL }) => {
  failOnPageErrors(page);
  await setDemoSettings(context, baseURL!, 'gallery_slider=off');
  // Before the entry runs, the plugin's body class already keeps every image as printed.
  const release = await holdEntry(page);
  await page.goto(TEE, { waitUntil: 'commit' });
  await expect(page.locator('.woocommerce-product-gallery__image')).toHaveCount(3);
  for (const image of await page.locator('.woocommerce-product-gallery__image').all()) await expect(image).toBeVisible();
  await expect(gallery(page)).not.toHaveAttribute('data-island-state');
  release();
  await expect(gallery(page)).toHaveAttribute('data-island-state', 'pending');
  for (const image of await page.locator('.woocommerce-product-gallery__image').all()) await expect(image).toBeVisible();
  await expect(page.locator('.flex-control-thumbs')).toHaveCount(0);
  await expect(page.locator('.woocommerce-product-gallery__wrapper')).toHaveCSS('margin-bottom', '0px');
  // Touched, the island adds no slider either: the images stay as the theme lays them out.
  await gallery(page).hover();
  await expect(gallery(page)).toHaveAttribute('data-island-state', 'mounted');
  for (const image of await page.locator('.woocommerce-product-gallery__image').all()) await expect(image).toBeVisible();
});

test('the photo stays visible when the gallery chunk cannot load', async ({ page }) => {
  await page.route(/product-images-.*\.js/, (route) => route.abort());
  await page.goto(TEE);
  await expect(gallery(page)).toHaveCSS('opacity', '1');
  await thumb(page, 2).click();
  await expect(gallery(page)).toHaveAttribute('data-island-state', 'failed');
  // The tapped thumbnail's photo, shown by the bootstrap itself.
  await expect(page.locator('.woocommerce-product-gallery__image img').nth(1)).toBeVisible();
  await expect(page.locator('.woocommerce-product-gallery__image img').first()).toBeHidden();
});

test('the first tap on a thumbnail is answered: its slide shows, marked; the others are out of reach', async ({ page }) => {
  failOnPageErrors(page);
  await page.goto(TEE);
  await thumb(page, 3).click();
  await expect(thumb(page, 3)).toHaveAttribute('aria-current', 'true');
  await expect(thumb(page, 3)).toHaveClass(/flex-active/);
  await expect(shownSlide(page).locator('img')).toHaveAttribute('alt', 'Holdout Simple Tee, collar detail');
  await expect(shownSlide(page)).toHaveCount(1);
  await expect(page.locator('.woocommerce-product-gallery [aria-live="polite"]')).toHaveText('Image 3 of 3: Holdout Simple Tee, collar detail');
});

test('keyboard: Tab to a thumbnail, Enter shows it; the trigger opens the viewer with the caption, Escape closes it and focus comes back', async ({ page }) => {
  failOnPageErrors(page);
  await page.goto(TEE);
  await thumb(page, 2).focus();
  await page.keyboard.press('Enter');
  await expect(thumb(page, 2)).toHaveAttribute('aria-current', 'true');
  const trigger = page.getByRole('button', { name: 'View full-screen image gallery' });
  await trigger.focus();
  await page.keyboard.press('Enter');
  const viewer = page.locator('.pswp');
  await expect(viewer).toBeVisible();
  await expect(viewer.locator('.pswp__counter')).toHaveText('2 / 3');
  await expect(viewer.locator('.pswp__caption')).toHaveText('The back, with the small logo');
  await expect(viewer.locator('.pswp__item:not([aria-hidden="true"]) img.pswp__img')).toHaveAttribute('src', /tee-back\.svg$/);
  await page.keyboard.press('ArrowRight');
  await expect(viewer.locator('.pswp__counter')).toHaveText('3 / 3');
  await page.keyboard.press('Escape');
  await expect(viewer).toHaveCount(0);
  await expect(trigger).toBeFocused();
  // The page's slider followed the viewer.
  await expect(thumb(page, 3)).toHaveAttribute('aria-current', 'true');
});

test("a theme's jQuery click on the full-screen trigger (its own zoom icon) opens the viewer, as single-product.js heard it", async ({ page }) => {
  failOnPageErrors(page);
  await page.goto(TEE);
  await thumb(page, 2).click();
  const trigger = page.getByRole('button', { name: 'View full-screen image gallery' });
  await expect(trigger).toBeVisible();
  await page.evaluate(() => jQuery('.woocommerce-product-gallery__trigger').trigger('click'));
  const viewer = page.locator('.pswp');
  await expect(viewer).toBeVisible();
  await expect(viewer.locator('.pswp__counter')).toHaveText('2 / 3');
  await expect(page).toHaveURL(/\/product\/holdout-simple-tee\/$/);
});

test('a click on the photo opens the viewer instead of the image file; while the chunk loads (held back here) the photo dims at once', async ({ page }) => {
  const release = await holdChunk(page, 'product-images');
  await page.goto(TEE);
  const opacity = () => page.locator('.woocommerce-product-gallery__image').first().evaluate((slide) => (slide as HTMLElement).style.opacity);
  await page.locator('.woocommerce-product-gallery__image a').first().click();
  expect(await opacity()).toBe('0.7');
  // The viewer's code comes before the island renders: the replayed press opens it in the task the island mounted
  // in, not once an import() has made its way behind the page's rendering.
  await page.evaluate(() => {
    const gallery = document.querySelector<HTMLElement>('.woocommerce-product-gallery')!;
    gallery.addEventListener('island:mounted', () => setTimeout(() => (gallery.dataset.viewerAtNextTask = String(!!document.querySelector('.pswp')))), { once: true });
  });
  release();
  await expect(page.locator('.pswp')).toBeVisible();
  await expect(page.locator('.woocommerce-product-gallery')).toHaveAttribute('data-viewer-at-next-task', 'true');
  expect(page.url()).toContain(TEE);
  await expect(page.locator('.pswp__counter')).toHaveText('1 / 3');
  expect(await opacity()).toBe('');
});

test('zoom on hover shows the full-size picture over the photo', async ({ page }) => {
  await page.goto(TEE);
  const photo = page.locator('.woocommerce-product-gallery__image').first();
  const box = (await photo.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.move(box.x + box.width * 0.6, box.y + box.height * 0.6);
  // The demo's photos are 800 px wide in a 436 px box: jquery.zoom's condition holds at 1280 px.
  const zoomed = photo.locator('img.zoomImg');
  await expect(zoomed).toHaveAttribute('src', /tee-front\.svg$/);
  await page.mouse.move(box.x + box.width + 300, box.y);
  await expect(zoomed).toHaveCount(0);
});

test('the hoodie: a chosen colour shows its image on the first slide, and the slider goes back to it', async ({ page }) => {
  failOnPageErrors(page);
  await page.goto(HOODIE);
  await thumb(page, 3).click();
  await expect(thumb(page, 3)).toHaveAttribute('aria-current', 'true');
  await page.locator('ul[data-attribute_name="attribute_pa_color"] li.variable-item[data-value="red"]').click();
  await page.locator('ul[data-attribute_name="attribute_pa_size"] li.variable-item[data-value="m"]').click();
  await expect(page.locator('.woocommerce-product-gallery__image').first().locator('img')).toHaveAttribute('src', /red/);
  await expect(thumb(page, 1)).toHaveAttribute('aria-current', 'true');
  await expect(thumb(page, 1)).toHaveAttribute('src', /red/);
  await page.getByRole('link', { name: 'Clear options' }).click();
  await expect(thumb(page, 1)).not.toHaveAttribute('src', /red/);
});

test('no layout shift from load through the first touch and a slide change; axe-clean at 1280 and 375 px', async ({ page }) => {
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    const shift = await observeLayoutShift(page);
    await page.goto(TEE);
    await thumb(page, 2).click();
    await expect(thumb(page, 2)).toHaveAttribute('aria-current', 'true');
    expect(await shift()).toBeLessThanOrEqual(0.01);
    expect(await axeViolations(page, '.woocommerce-product-gallery')).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  }
});

test('other plugins hear the gallery start (jQuery handlers on the gallery)', async ({ page }) => {
  await page.goto(TEE);
  await page.evaluate(() => {
    const heard: string[] = [];
    (window as unknown as { heard: string[] }).heard = heard;
    const $ = (window as unknown as { jQuery: (target: unknown) => { on(name: string, handler: (event: unknown, gallery: unknown) => void): void } }).jQuery;
    $(document.body).on('wc-product-gallery-before-init wc-product-gallery-after-init', (event) => heard.push((event as { type: string }).type));
  });
  await thumb(page, 2).click();
  await expect.poll(() => page.evaluate(() => (window as unknown as { heard: string[] }).heard)).toEqual(['wc-product-gallery-before-init', 'wc-product-gallery-after-init']);
});

test('a swipe (the row scrolled by a finger) shows the next slide and marks its thumbnail', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto(TEE);
  await thumb(page, 1).click();
  await expect(gallery(page)).toHaveAttribute('data-island-state', 'mounted');
  await page.locator('.island-gallery-viewport').evaluate((viewport) => viewport.scrollTo({ left: viewport.clientWidth, behavior: 'instant' }));
  await expect(thumb(page, 2)).toHaveAttribute('aria-current', 'true');
  await expect(page.locator('.woocommerce-product-gallery [aria-live="polite"]')).toHaveText('Image 2 of 3: Holdout Simple Tee, back');
});

test.describe('on a touch phone (no pointer passing over the gallery to start it)', () => {
  test.use({ isMobile: true, hasTouch: true, viewport: { width: 375, height: 800 } });

  test('the viewer\'s files are preloaded at idle, none run, and the first tap on the photo opens it without fetching anything', async ({ page }) => {
    const ran = await recordRunScripts(page);
    await page.goto(TEE);
    await page.waitForLoadState('networkidle');
    await expect.poll(() => preloadedChunks(page)).toEqual(expect.arrayContaining(['product-images', 'lightbox', 'photoswipe']));
    const ranAtLoad = (await ran()).map(chunkName);
    for (const name of ['product-images', 'lightbox', 'photoswipe']) expect(ranAtLoad, name).not.toContain(name);
    await expect(gallery(page)).toHaveAttribute('data-island-state', 'pending');
    const fetched: string[] = [];
    page.on('request', (request) => request.url().includes('/dist/') && fetched.push(chunkName(new URL(request.url()).pathname)));
    await page.locator('.woocommerce-product-gallery__image a').first().tap();
    await expect(page.locator('.pswp')).toBeVisible();
    await expect(page.locator('.pswp__counter')).toHaveText('1 / 3');
    expect(fetched).toEqual([]);
  });
});
