// page-builder: Elementor's lightbox links at load — which links open, what a click leaves to the browser and what it
// hands to the viewer's code, the `lightbox` URL action's settings, broken options. The viewer's code is stood in
// for: what it was handed, read as it reads it (./lightbox-slides; the gathering itself is tested there).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type PhotoSwipe from 'photoswipe';
import { openLightboxAction, openLightboxFor } from './builder-lightbox';
import { isLightboxAllowed, isLightboxLink, runLightboxAction, startLightboxLinks } from './lightbox-links';
import { actionRequestOf, requestOf, type LightboxRequest } from './lightbox-slides';

/** The viewer's entry points, answering as if a viewer opened. */
const OPENED = {} as PhotoSwipe;
vi.mock('./builder-lightbox', () => ({ openLightboxFor: vi.fn(() => OPENED), openLightboxAction: vi.fn(() => OPENED) }));
vi.mock('@/lightbox', () => ({}));

const ORIGIN = 'https://shop.example';
const KIT_ON = { global_image_lightbox: 'yes' };
const KIT_OFF = { global_image_lightbox: '' };

/** The fixture as the demo prints it, on a shop at ORIGIN. */
function loadLightboxMarkup(): void {
  document.body.innerHTML = readFileSync(join(__dirname, '../../fixtures/markup/page-builder/lightbox.html'), 'utf8').replaceAll('{{origin}}', ORIGIN);
}

function link(attributes: string, href = `${ORIGIN}/wp-content/uploads/shirt.jpg`, tag = 'a'): Element {
  document.body.innerHTML = `<${tag} ${tag === 'a' ? `href="${href}"` : ''} ${attributes}>picture</${tag}>`;
  return document.body.firstElementChild!;
}

/** What the viewer was last asked to open by a click: the request its code reads from the element it was handed. */
async function opened(): Promise<LightboxRequest> {
  await vi.waitFor(() => expect(openLightboxFor).toHaveBeenCalled());
  return requestOf(vi.mocked(openLightboxFor).mock.calls.at(-1)![0])!;
}

/** What the viewer was last asked to open by the URL action: the request its code reads from the settings it was handed. */
async function openedByAction(): Promise<LightboxRequest | undefined> {
  await vi.waitFor(() => expect(openLightboxAction).toHaveBeenCalled());
  return actionRequestOf(vi.mocked(openLightboxAction).mock.calls.at(-1)![0]);
}

/** Lets the click's import() run, so that a call that did not come is not merely late. */
const settle = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 20));

const click = (element: Element, init: MouseEventInit = {}): MouseEvent => {
  const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init });
  element.dispatchEvent(event);
  return event;
};

let stops: (() => void)[] = [];
beforeEach(() => {
  vi.mocked(openLightboxFor).mockClear();
  vi.mocked(openLightboxAction).mockClear();
  vi.stubGlobal('elementorFrontendConfig', { kit: { ...KIT_ON, lightbox_enable_counter: 'yes' }, i18n: { close: 'Close' } });
});
afterEach(() => {
  stops.forEach((stop) => stop());
  stops = [];
  vi.restoreAllMocks();
});

describe('which links open in the lightbox (lightbox-manager.js isLightboxLink)', () => {
  it.each([
    ['png', '/a.png', true],
    ['jpg', '/a.jpg', true],
    ['jpeg, in capitals', '/a.JPEG', true],
    ['gif', '/a.gif', true],
    ['svg', '/a.svg', true],
    ['webp', '/a.webp', true],
    ['avif (new in 3.33)', '/a.avif', true],
    ['a query string', '/a.jpg?ver=2', true],
    ['a fragment after the extension', '/a.jpg#top', false],
    ['a page', '/shop/', false],
    ['a pdf', '/size-chart.pdf', false],
    ['an image name in the query only', '/image.php?file=a.jpg', false],
  ])('an image link to %s: %s', (_case, path, expected) => {
    expect(isLightboxLink(link('', `${ORIGIN}${path}`), KIT_ON)).toBe(expected);
  });

  it('a download link never opens; a link to a video always can', () => {
    expect(isLightboxLink(link('download data-elementor-open-lightbox="yes"'), KIT_ON)).toBe(false);
    expect(isLightboxLink(link('data-elementor-lightbox-video="https://www.youtube.com/embed/abc"', `${ORIGIN}/watch/`), KIT_ON)).toBe(true);
    expect(isLightboxLink(link('data-elementor-lightbox-video=""', `${ORIGIN}/watch/`), KIT_ON)).toBe(false);
  });

  it.each([
    ['yes', true, true],
    ['yes', false, true],
    ['no', true, false],
    ['no', false, false],
    ['default', true, true],
    ['default', false, false],
    [null, true, true],
    [null, false, false],
  ])('data-elementor-open-lightbox=%s with the kit’s global lightbox %s: %s', (value, isKitOn, expected) => {
    const attribute = value === null ? '' : `data-elementor-open-lightbox="${value}"`;
    expect(isLightboxLink(link(attribute), isKitOn ? KIT_ON : KIT_OFF)).toBe(expected);
  });

  it('an element with lightbox options opens by the same rule, whatever it is', () => {
    expect(isLightboxLink(link(`data-elementor-lightbox='{"type":"video"}'`, '', 'div'), KIT_ON)).toBe(true);
    expect(isLightboxLink(link(`data-elementor-lightbox='{"type":"video"}' data-elementor-open-lightbox="no"`, '', 'div'), KIT_ON)).toBe(false);
  });

  it('in the editor’s preview only with the lightbox_in_editor preference on (its default)', () => {
    expect(isLightboxAllowed({ isEditMode: false, raw: {} })).toBe(true);
    expect(isLightboxAllowed({ isEditMode: true, raw: {} })).toBe(true);
    expect(isLightboxAllowed({ isEditMode: true, raw: { settings: { editorPreferences: { lightbox_in_editor: 'yes' } } } })).toBe(true);
    expect(isLightboxAllowed({ isEditMode: true, raw: { settings: { editorPreferences: { lightbox_in_editor: '' } } } })).toBe(false);
  });
});

describe('a click on a lightbox link', () => {
  it('opens the viewer on the link’s slideshow instead of following it', async () => {
    loadLightboxMarkup();
    stops.push(startLightboxLinks());
    const pressed = document.querySelectorAll('a[data-elementor-lightbox-slideshow="ga91b"]')[1]!;
    const event = click(pressed.querySelector('img')!);
    expect(event.defaultPrevented).toBe(true);
    const request = await opened();
    expect(request).toMatchObject({ id: 'ga91b', index: 1 });
    expect(request.slides).toHaveLength(4);
    // Handed over: the link itself (not the picture in it), with the kit and Elementor's texts.
    expect(vi.mocked(openLightboxFor).mock.calls[0]).toEqual([pressed, expect.objectContaining({ global_image_lightbox: 'yes', lightbox_enable_counter: 'yes' }), { close: 'Close' }]);
  });

  it('a link without a group opens alone, as `single-img`', async () => {
    loadLightboxMarkup();
    stops.push(startLightboxLinks());
    click(document.querySelector('[data-id="im91a"] a')!);
    expect(await opened()).toMatchObject({ id: 'single-img', index: 0, slides: [{ title: 'The studio', description: 'Where every shirt is cut and sewn, in Porto.', ratio: 768 / 432 }] });
  });

  it.each([
    ['a link that opts out', '[data-id="im91e"] a', {}],
    ['a ctrl-click', '[data-id="im91a"] a', { ctrlKey: true }],
    ['a cmd-click', '[data-id="im91a"] a', { metaKey: true }],
    ['a shift-click', '[data-id="im91a"] a', { shiftKey: true }],
    ['a middle click', '[data-id="im91a"] a', { button: 1 }],
  ])('leaves %s to the browser', async (_case, selector, init) => {
    loadLightboxMarkup();
    stops.push(startLightboxLinks());
    expect(click(document.querySelector(selector)!, init).defaultPrevented).toBe(false);
    await settle();
    expect(openLightboxFor).not.toHaveBeenCalled();
  });

  it('leaves a click another script took, and the pictures of WooCommerce’s gallery and Customer Reviews', async () => {
    document.body.innerHTML = `<div class="woocommerce-product-gallery"><a href="/a.jpg">gallery</a></div><div class="cr-reviews-ajax-reviews"><a href="/b.jpg">review photo</a></div><a id="taken" href="/c.jpg">taken</a>`;
    document.getElementById('taken')!.addEventListener('click', (event) => event.preventDefault());
    stops.push(startLightboxLinks());
    for (const element of document.querySelectorAll('a')) click(element);
    await settle();
    expect(openLightboxFor).not.toHaveBeenCalled();
  });

  it('broken lightbox options: one console error naming the attribute, and the link is followed', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const broken = link(`data-elementor-open-lightbox="yes" data-elementor-lightbox='{"type":"video","url":'`);
    stops.push(startLightboxLinks());
    expect(click(broken).defaultPrevented).toBe(false);
    await settle();
    expect(openLightboxFor).not.toHaveBeenCalled();
    expect(error).toHaveBeenCalledOnce();
    expect(String(error.mock.calls[0]?.[0])).toMatch(/data-elementor-lightbox is not valid JSON/);
  });

  it('options whose address does not start with http are left alone (Elementor’s guard)', async () => {
    const overlay = link(`data-elementor-open-lightbox="yes" data-elementor-lightbox='{"type":"video","videoType":"hosted","url":"/clip.mp4"}'`, '', 'div');
    stops.push(startLightboxLinks());
    expect(click(overlay).defaultPrevented).toBe(false);
    await settle();
    expect(openLightboxFor).not.toHaveBeenCalled();
  });

  it('options of a video show it, in its aspect ratio', async () => {
    const overlay = link(`data-elementor-open-lightbox="yes" data-elementor-lightbox='{"type":"video","videoType":"vimeo","url":"https://player.vimeo.com/video/235215203#t=0h0m5s","autoplay":"yes","modalOptions":{"videoAspectRatio":"43"}}'`, '', 'div');
    stops.push(startLightboxLinks());
    click(overlay);
    expect(await opened()).toEqual({ id: 'video', index: 0, slides: [{ url: 'https://player.vimeo.com/video/235215203#t=0h0m5s', ratio: 4 / 3, video: { provider: 'vimeo', src: 'https://player.vimeo.com/video/235215203?autoplay=1#t=0h0m5s' } }] });
  });

  it('options of a video it cannot play: the viewer’s code shows nothing, and the link is followed to its picture', async () => {
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    const unplayable = link(`data-elementor-open-lightbox="yes" data-elementor-lightbox='{"type":"video","videoType":"dailymotion","url":"https://www.dailymotion.com/video/x1"}'`);
    // Which video addresses play is known only to the viewer's code (it answers that it opened nothing).
    expect(requestOf(unplayable)).toBeUndefined();
    vi.mocked(openLightboxFor).mockReturnValueOnce(undefined);
    stops.push(startLightboxLinks());
    expect(click(unplayable).defaultPrevented).toBe(true);
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith(`${ORIGIN}/wp-content/uploads/shirt.jpg`));
    expect(openLightboxFor).toHaveBeenCalledOnce();
  });

  it('should the viewer not load, one console error, and the link is followed to its picture', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    vi.mocked(openLightboxFor).mockImplementationOnce(() => {
      throw new TypeError('Failed to fetch dynamically imported module');
    });
    loadLightboxMarkup();
    stops.push(startLightboxLinks());
    click(document.querySelector('[data-id="im91a"] a')!);
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith(`${ORIGIN}/wp-content/uploads/demo/img/2c7a7b-the-studio-1600x900.svg`));
    expect(error).toHaveBeenCalledOnce();
    expect(String(error.mock.calls[0]?.[0])).toMatch(/the lightbox did not load \(TypeError: Failed to fetch/);
  });

  it('a second press while the viewer is on its way opens it once, and does not follow the link', async () => {
    const error = vi.spyOn(console, 'error');
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    loadLightboxMarkup();
    stops.push(startLightboxLinks());
    const image = document.querySelector('[data-id="im91a"] a')!;
    expect(click(image).defaultPrevented).toBe(true);
    expect(click(image).defaultPrevented).toBe(true);
    await opened();
    await settle();
    expect(openLightboxFor).toHaveBeenCalledOnce();
    expect(assign).not.toHaveBeenCalled();
    expect(error).not.toHaveBeenCalled();
    click(image);
    await vi.waitFor(() => expect(openLightboxFor).toHaveBeenCalledTimes(2));
  });

  it('starts once however many documents start it, and stops with the last', async () => {
    loadLightboxMarkup();
    const image = document.querySelector('[data-id="im91a"] a')!;
    const [first, second] = [startLightboxLinks(), startLightboxLinks()];
    click(image);
    await opened();
    await settle();
    expect(openLightboxFor).toHaveBeenCalledOnce();
    first();
    first();
    click(image);
    await vi.waitFor(() => expect(openLightboxFor).toHaveBeenCalledTimes(2));
    second();
    expect(click(image).defaultPrevented).toBe(false);
  });
});

describe('the lightbox URL action (url-actions.js)', () => {
  it('{ slideshow, url } opens that slideshow on that picture', async () => {
    loadLightboxMarkup();
    runLightboxAction({ id: 213, url: `${ORIGIN}/wp-content/uploads/demo/img/3d6fad-linen-shirt-collar-1000x1000.svg`, slideshow: 'ga91b' });
    expect(await openedByAction()).toMatchObject({ id: 'ga91b', index: 2 });
  });

  it('{ id, url } opens the picture alone', async () => {
    runLightboxAction({ id: 210, url: `${ORIGIN}/a.jpg` });
    expect(await openedByAction()).toEqual({ id: 'single-img', index: 0, slides: [{ url: `${ORIGIN}/a.jpg` }] });
  });

  it('the video widget’s settings play its video: hosted with its parameters, or an embed', async () => {
    runLightboxAction({ type: 'video', videoType: 'hosted', url: `${ORIGIN}/clip.mp4`, autoplay: 'yes', modalOptions: { id: 'elementor-lightbox-v1', videoAspectRatio: '916' }, videoParams: { muted: 'muted', loop: '' } });
    expect(await openedByAction()).toEqual({ id: 'video', index: 0, slides: [{ url: `${ORIGIN}/clip.mp4`, ratio: 9 / 16, video: { provider: 'hosted', src: `${ORIGIN}/clip.mp4`, params: { muted: 'muted', loop: '' } } }] });
    vi.mocked(openLightboxAction).mockClear();
    runLightboxAction({ type: 'video', videoType: 'youtube', url: 'https://www.youtube-nocookie.com/embed/XHOmBV4js_E?feature=oembed', autoplay: '' });
    expect((await openedByAction())?.slides[0]).toMatchObject({ ratio: 16 / 9, video: { provider: 'youtube', src: 'https://www.youtube-nocookie.com/embed/XHOmBV4js_E?feature=oembed' } });
  });

  it.each([
    ['a relative address', { id: 1, url: '/wp-content/uploads/a.jpg' }],
    ['a protocol-relative address', { id: 1, url: '//evil.example/a.jpg' }],
    ['a script address', { type: 'video', videoType: 'hosted', url: 'javascript:alert(1)' }],
    ['a slideshow with a relative address', { slideshow: 'ga91b', url: 'a.jpg' }],
    ['no address', { id: 1 }],
    ['another type', { type: 'html', url: `${ORIGIN}/a.html` }],
  ])('ignores %s, as Elementor did, without fetching the viewer', async (_case, settings) => {
    loadLightboxMarkup();
    runLightboxAction(settings);
    await settle();
    expect(openLightboxAction).not.toHaveBeenCalled();
  });

  it('ignores a video it cannot play, as Elementor did (the viewer’s code tells)', async () => {
    loadLightboxMarkup();
    runLightboxAction({ type: 'video', videoType: 'dailymotion', url: 'https://www.dailymotion.com/video/x1' });
    expect(await openedByAction()).toBeUndefined();
  });
});
