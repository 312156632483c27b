// The page builder's widgets in chromium on /builder/: the first press answered while the chunk loads,
// keyboard-only use of every accordion and tab list, ElementsKit's tab in the address, 375 px, layout shift.
import { expect, test, type Page } from '@playwright/test';
import { axeViolations, failOnPageErrors, holdChunk, holdEntry, observeLayoutShift, stubGoogleMaps, tabTo } from '../../fixtures/e2e/helpers';

const PAGE = '/builder/';
const widget = (page: Page, id: string) => page.locator(`[data-id="${id}"]`);
/** A map widget (its map element carries the same data-id). */
const mapWidget = (page: Page, id: string) => page.locator(`.elementor-element-${id}`);

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

test('before the bundle itself arrives (held back: the plugin prints it in the footer), the critical CSS shows the accordion\'s and tabs\' first item, so nothing moves when the bootstrap opens them', async ({ page }) => {
  const release = await holdEntry(page);
  await page.goto(PAGE, { waitUntil: 'commit' });
  await expect(page.getByText('Our tees run true to size.')).toBeVisible();
  await expect(page.getByText('Wash cold, dry flat.')).toBeHidden();
  await expect(page.getByText('A heavy cotton tee.')).toBeVisible();
  await expect(widget(page, 'a1')).not.toHaveAttribute('data-island-state');
  const heights = () => page.locator('.elementor-widget-accordion, .elementor-widget-tabs').evaluateAll((widgets) => widgets.map((each) => (each as HTMLElement).offsetHeight));
  const before = await heights();
  release();
  await expect(widget(page, 'a1')).toHaveAttribute('data-island-state', /pending|loading|mounted/);
  expect(await heights()).toEqual(before);
  await expect(page.getByText('Our tees run true to size.')).toBeVisible();
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
  // Its own island, started by that focus: clicks made before it runs are replayed, arrow keys are not.
  await expect(widget(page, 'a2')).toHaveAttribute('data-island-state', 'mounted');
  await page.keyboard.press('Enter');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Space');
  await expect(page.getByText('To 30 countries.')).toBeVisible();
  await expect(page.getByText('Yes, for store credit.')).toBeVisible();

  // The nested accordion: native details, one open at a time; Escape closes.
  const origin = widget(page, 'a3').getByText('Origin');
  await tabTo(page, widget(page, 'a3').locator('summary').nth(1));
  await expect(widget(page, 'a3')).toHaveAttribute('data-island-state', 'mounted');
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
  // The focus started it; the runtime replays clicks, not arrow keys, so the first arrow waits for it to run.
  await expect(widget(page, 'b1')).toHaveAttribute('data-island-state', 'mounted');
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
  await expect(widget(page, 'b2')).toHaveAttribute('data-island-state', 'mounted');
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
  await page.waitForLoadState('networkidle');
  // Layout shift as the page loads and the scan opens the first items (what follows is the shopper's own taps,
  // whose opening animations may outlast the browser's 500 ms input window on a slow machine).
  expect(await layoutShift()).toBeLessThanOrEqual(0.01);
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
  // Audited once the entrance animations have finished (a heading half faded in has too little contrast).
  expect(await axeViolations(page, '.elementor')).toEqual([]);
  await context.close();
});

test('broken settings (?broken=1): each broken widget fails alone with one console error naming what is wrong, and the rest of the page works', async ({ page }) => {
  // The maps above the broken widgets come into view with them.
  await stubGoogleMaps(page);
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
  expect(errors).toHaveLength(3);
  expect(errors).toEqual(expect.arrayContaining([
    expect.stringMatching(/^\[shop-islands\] page-builder: element x1 has data-settings is not valid JSON/),
    expect.stringMatching(/^\[shop-islands\] builder-widget: invalid-props — data-settings is not valid JSON/),
    expect.stringMatching(/^\[shop-islands\] builder-widget: Couldn't cast to a date object: data-ekit-countdown="next friday"/),
  ]));
});

test('counters count and bars fill once scrolled into view, not before; screen readers get the final value from the start', async ({ page }) => {
  failOnPageErrors(page);
  await page.setViewportSize({ width: 1280, height: 700 });
  await page.goto(PAGE);
  const counter = widget(page, 'n1');
  await expect(counter).toHaveAttribute('data-island-state', 'pending');
  await expect(counter.locator('.elementor-counter-number')).toHaveText('0');
  await expect(counter.locator('.elementor-screen-only')).toHaveText('12800');
  await expect(counter.locator('.elementor-counter-number')).toHaveAttribute('aria-hidden', 'true');
  await counter.scrollIntoViewIfNeeded();
  await expect(counter.locator('.elementor-counter-number')).not.toHaveText('0');
  await expect(counter.locator('.elementor-counter-number')).toHaveText('12,800', { timeout: 5000 });
  await expect(widget(page, 'n2').locator('.elementor-progress-bar')).toHaveAttribute('style', /width: 80%/);
  await widget(page, 'n3').scrollIntoViewIfNeeded();
  await expect(widget(page, 'n3').locator('.number-percentage')).toHaveText('254', { timeout: 6000 });
});

test('countdowns tick every second, the finished one shows its finish block, and the flip clock shows weeks', async ({ page }) => {
  failOnPageErrors(page);
  await page.goto(PAGE);
  const countdown = widget(page, 'n5');
  await countdown.scrollIntoViewIfNeeded();
  const seconds = countdown.locator('.elementskit-seconds .elementskit-timer-count');
  await expect(seconds).toHaveText(/^\d\d $/);
  const first = await seconds.textContent();
  await expect(seconds).not.toHaveText(first!, { timeout: 3000 });
  await expect(countdown.locator('[role="timer"]')).toHaveCount(1);
  await expect(page.getByText('Early bird has flown')).toBeVisible();
  await expect(widget(page, 'n7').locator('.elementskit-wks .elementskit-label')).toHaveText('Weeks');
});

test('back to top: waits for the first scroll, then is a button once scrolled far enough; Enter takes the shopper back up', async ({ page }) => {
  failOnPageErrors(page);
  await page.goto(PAGE);
  const button = page.getByRole('button', { name: 'Back to top' });
  await page.waitForLoadState('networkidle');
  await expect(widget(page, 'n8')).toHaveAttribute('data-island-state', 'pending');
  await page.mouse.wheel(0, 100);
  await expect(widget(page, 'n8')).toHaveAttribute('data-island-state', 'mounted');
  await expect(button).toBeHidden();
  await page.mouse.wheel(0, 1500);
  await expect(button).toBeVisible();
  await button.focus();
  await page.keyboard.press('Enter');
  await expect.poll(() => page.evaluate(() => scrollY)).toBe(0);
  await expect(button).toBeHidden();
});

test('carousels: named arrows and dots work by keyboard, slides out of view are inert, the Pause button stops the autoplay', async ({ page }) => {
  failOnPageErrors(page);
  await page.goto(PAGE);
  const carousel = widget(page, 'p1');
  // Named at scan, before the carousel runs.
  await expect(carousel.getByRole('button', { name: 'Next slide' })).toBeAttached();
  await carousel.scrollIntoViewIfNeeded();
  await expect(carousel).toHaveAttribute('data-island-state', 'mounted');
  const slides = carousel.locator('.swiper-slide');
  // Two slides show on a desktop: the other three are out of reach.
  await expect(slides.nth(0)).not.toHaveAttribute('inert');
  await expect(slides.nth(1)).not.toHaveAttribute('inert');
  await expect(slides.nth(2)).toHaveAttribute('inert');
  // Autoplay (paused under the pointer and while the focus is inside): the Pause button stops it for good.
  await carousel.hover();
  const pause = carousel.getByRole('button', { name: 'Pause slide show' });
  await pause.focus();
  await page.keyboard.press('Enter');
  await expect(carousel.getByRole('button', { name: 'Play slide show' })).toBeFocused();
  await expect(carousel.locator('.swiper-wrapper')).toHaveAttribute('aria-live', 'polite');
  await carousel.getByRole('button', { name: 'Next slide' }).focus();
  await page.keyboard.press('Enter');
  await expect(slides.nth(2)).not.toHaveAttribute('inert');
  await expect(slides.nth(0)).toHaveAttribute('inert');
  await carousel.getByRole('button', { name: 'Go to slide 1' }).click();
  await expect(slides.nth(0)).not.toHaveAttribute('inert');
});

test('a one-slide carousel fades; at 375 px the image carousel shows one slide and swipes', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 375, height: 800 }, hasTouch: true, isMobile: true });
  const page = await context.newPage();
  failOnPageErrors(page);
  await page.goto(PAGE);
  const fade = widget(page, 'p2');
  await fade.scrollIntoViewIfNeeded();
  await expect(fade.locator('.swiper')).toHaveClass(/swiper-fade/);
  const carousel = widget(page, 'p1');
  await carousel.scrollIntoViewIfNeeded();
  await expect(carousel).toHaveAttribute('data-island-state', 'mounted');
  const slides = carousel.locator('.swiper-slide');
  await expect(slides.nth(1)).toHaveAttribute('inert');
  await carousel.getByRole('button', { name: 'Next slide' }).tap();
  await expect(slides.nth(1)).not.toHaveAttribute('inert');
  await expect(slides.nth(0)).toHaveAttribute('inert');
  await context.close();
});

test('image comparison: a slider by keyboard and a click to move; pie charts draw in view; the image accordion by keyboard', async ({ page }) => {
  failOnPageErrors(page);
  await page.goto(PAGE);
  const comparison = widget(page, 'q1');
  await comparison.scrollIntoViewIfNeeded();
  const slider = comparison.getByRole('slider', { name: 'New and Washed' });
  await expect(slider).toHaveAttribute('aria-valuenow', '30');
  await slider.focus();
  await page.keyboard.press('PageUp');
  await expect(slider).toHaveAttribute('aria-valuenow', '40');
  const box = (await comparison.locator('.twentytwenty-container').boundingBox())!;
  await page.mouse.click(box.x + box.width * 0.75, box.y + box.height / 2);
  await expect(slider).toHaveAttribute('aria-valuenow', '75');

  const chart = widget(page, 'r1');
  await chart.scrollIntoViewIfNeeded();
  const canvas = chart.getByRole('img', { name: '72%' });
  await expect(canvas).toBeVisible();
  // Something is drawn in the bar's colour once the arc has grown.
  await expect.poll(() => canvas.evaluate((element: HTMLCanvasElement) => {
    const data = element.getContext('2d')!.getImageData(0, 0, element.width, element.height).data;
    let purple = 0;
    for (let index = 0; index < data.length; index += 4) if (data[index] === 0x7f && data[index + 1] === 0x54 && data[index + 2] === 0xb3) purple += 1;
    return purple;
  })).toBeGreaterThan(100);

  // A radio group from the scan: Tab reaches the open item, the arrows open the others.
  const knitwear = widget(page, 'r3').getByRole('radio', { name: 'Knitwear' });
  await tabTo(page, knitwear);
  await page.keyboard.press('ArrowRight');
  await expect(widget(page, 'r3').getByRole('radio', { name: 'Outerwear' })).toBeChecked();
  await expect(widget(page, 'r3').locator('label', { hasText: 'Outerwear' })).toHaveClass(/item-opened/);
});

test('videos: no provider player before Play; the Vimeo lightbox opens as a modal dialog, plays, and Escape closes it back to the button', async ({ page }) => {
  failOnPageErrors(page);
  const providers: string[] = [];
  page.on('request', (request) => {
    if (/youtube|vimeo|ytimg/.test(request.url())) providers.push(request.url());
  });
  await page.route(/youtube|vimeo/, (route) => route.fulfill({ contentType: 'text/html', body: '<title>player</title>' }));
  await page.goto(PAGE);
  const lightbox = widget(page, 'v4');
  await lightbox.scrollIntoViewIfNeeded();
  await expect(lightbox).toHaveAttribute('data-island-state', 'mounted');
  await expect(widget(page, 'v3').getByRole('button', { name: 'Play Video' })).toBeVisible();
  expect(providers).toEqual([]);
  const play = lightbox.getByRole('button', { name: 'Play Video' });
  await play.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog.locator('iframe')).toHaveAttribute('src', 'https://player.vimeo.com/video/235215203?autoplay=1&muted=0&loop=1');
  await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(play).toBeFocused();
  await widget(page, 'v2').getByRole('button', { name: 'Play Video' }).click();
  await expect(widget(page, 'v2').locator('iframe')).toHaveAttribute('src', /youtube\.com\/embed\/XHOmBV4js_E\?autoplay=1/);
});

test("the team member's details open in a dialog from the keyboard, and Escape returns to the link", async ({ page }) => {
  failOnPageErrors(page);
  await page.goto(PAGE);
  // Printed named "profile"; named by the member once the widget runs (its first focus starts it).
  const link = widget(page, 'r4').locator('a.ekit-team-popup', { hasText: 'Rosa Lima' });
  await link.focus();
  await expect(widget(page, 'r4').getByRole('link', { name: 'Rosa Lima', exact: true })).toBeFocused();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Rosa Lima' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('Twenty years at the machines in Porto');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(link).toBeFocused();
});

test("ElementsKit's Google Map: Google's API is requested only as a map comes near the view, an address is placed where Google finds it, and the static map is an image", async ({ page }) => {
  failOnPageErrors(page);
  const requested = await stubGoogleMaps(page);
  await page.setViewportSize({ width: 1280, height: 700 });
  await page.goto(PAGE);
  await page.waitForLoadState('networkidle');
  expect(requested).toEqual([]);
  await expect(mapWidget(page, 'gm203').getByRole('img')).toHaveCount(0);
  await mapWidget(page, 'gm201').scrollIntoViewIfNeeded();
  const basic = page.getByRole('region', { name: 'Map: Holdout Shoreditch', exact: true });
  // At the printed coordinates, then (Google answered OK) at the address it found, with the marker.
  await expect(basic.locator('.stub-map')).toHaveText('Map at 51.52,-0.07');
  await expect(basic.getByRole('listitem')).toHaveText(['Holdout Shoreditch']);
  await expect(mapWidget(page, 'gm202').getByRole('listitem')).toHaveText(['Holdout Shoreditch', 'Holdout Soho']);
  expect(requested).toEqual(['https://maps.googleapis.com/maps/api/js?key=demo-maps-key&loading=async&callback=__shopIslandsMapsReady']);
  const image = mapWidget(page, 'gm203').getByRole('img', { name: 'Map: Holdout Shoreditch, Holdout Soho' });
  await expect(image).toBeVisible();
  expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await expect(image).toHaveAttribute('src', /^https:\/\/maps\.googleapis\.com\/maps\/api\/staticmap\?zoom=12&size=610x300&.*&key=demo-maps-key$/);
});

test("ElementsKit's Google Map offline: each map says it could not load and links to the place on Google Maps, at 375 px too", async ({ page }) => {
  failOnPageErrors(page);
  const errors: string[] = [];
  page.on('console', (message) => void (message.type() === 'error' && message.text().startsWith('[shop-islands]') && errors.push(message.text())));
  await page.route('https://maps.googleapis.com/**', (route) => route.abort('internetdisconnected'));
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto(PAGE);
  await mapWidget(page, 'gm201').scrollIntoViewIfNeeded();
  await expect(mapWidget(page, 'gm201').locator('.google-map-notice')).toHaveText('The map could not be loaded. See it on Google Maps');
  await expect(mapWidget(page, 'gm201').getByRole('link', { name: 'See it on Google Maps' })).toHaveAttribute('href', 'https://www.google.com/maps/search/?api=1&query=12%20Holdout%20Yard%2C%20London%20E2');
  await mapWidget(page, 'gm203').scrollIntoViewIfNeeded();
  await expect(mapWidget(page, 'gm203').getByRole('link', { name: 'See it on Google Maps' })).toBeVisible();
  await expect(mapWidget(page, 'gm203').getByRole('img')).toHaveCount(0);
  // The maps fit the phone's width.
  expect(await mapWidget(page, 'gm202').evaluate((element) => element.getBoundingClientRect().right)).toBeLessThanOrEqual(375);
  expect(errors.filter((error) => error.includes('elementskit-google-map'))).toHaveLength(3);
});

test("a carousel's Pause button sits on its carousel also where no stylesheet made the carousel its box (Swiper's did not load)", async ({ page }) => {
  failOnPageErrors(page);
  await page.route('**/lib/swiper/v8/css/swiper.min.css*', (route) => route.fulfill({ contentType: 'text/css', body: '' }));
  // The demo's stand-in for Elementor's CSS positions the carousel's wrapper: that rule is taken out too.
  await page.route('**/plugins/elementor/assets/css/frontend.min.css*', async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, body: (await response.text()).replace('.elementor-image-carousel-wrapper { position: relative; }', '') });
  });
  await page.goto(PAGE);
  const carousel = widget(page, 'p1');
  await carousel.scrollIntoViewIfNeeded();
  const pause = carousel.getByRole('button', { name: 'Pause slide show' });
  await expect(pause).toBeVisible();
  const [box, button] = [await carousel.locator('.swiper').first().boundingBox(), await pause.boundingBox()];
  expect(button!.y).toBeGreaterThanOrEqual(box!.y);
  expect(button!.y + button!.height).toBeLessThanOrEqual(box!.y + box!.height);
});
