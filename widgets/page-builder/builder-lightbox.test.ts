// page-builder: the viewer of Elementor's lightbox links on the shop's PhotoSwipe — what a press or the URL action opens
// in it, the kit's controls, the caption, the share list, the picture's true size once loaded, videos played only while shown.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type PhotoSwipe from 'photoswipe';
import { openBuilderLightbox, openLightboxAction, openLightboxFor } from './builder-lightbox';
import type { LightboxRequest } from './lightbox-slides';

const KIT = { lightbox_enable_counter: 'yes', lightbox_enable_zoom: 'yes', lightbox_enable_share: 'yes', lightbox_enable_fullscreen: 'yes', lightbox_title_src: 'title', lightbox_description_src: 'description' };
const GALLERY: LightboxRequest = {
  id: 'ga91b',
  index: 1,
  slides: [
    { url: 'https://shop.example/front.jpg', title: 'Front', ratio: 1 },
    { url: 'https://shop.example/back.jpg', title: 'Back', description: 'A box pleat.', hash: '#elementor-action%3Aaction%3Dlightbox', ratio: 1 },
    { url: 'https://shop.example/clip', title: 'The clip', video: { provider: 'youtube', src: 'https://www.youtube.com/embed/abc?autoplay=1' }, ratio: 16 / 9 },
  ],
};

let viewer: PhotoSwipe | undefined;
/** Waits until `opening` is open. */
async function shown(opening: PhotoSwipe): Promise<HTMLElement> {
  viewer = opening;
  await vi.waitFor(() => expect(opening.opener.isOpen).toBe(true), { timeout: 3000 });
  return opening.element!;
}
/** Opens the viewer and waits until it is open. */
async function open(request = GALLERY, kit: Record<string, unknown> = KIT, texts: Record<string, unknown> = {}): Promise<HTMLElement> {
  viewer?.destroy();
  return shown(openBuilderLightbox(request, kit, texts));
}
/** The lightbox fixture as the demo prints it. */
const loadLightboxMarkup = (): void => void (document.body.innerHTML = readFileSync(join(__dirname, '../../fixtures/markup/page-builder/lightbox.html'), 'utf8').replaceAll('{{origin}}', 'https://shop.example'));
/** Whether the browser offers full screen (happy-dom has no Fullscreen API). */
const offerFullscreen = (isEnabled: boolean): void => void Object.defineProperty(document, 'fullscreenEnabled', { configurable: true, value: isEnabled });
const button = (root: HTMLElement, name: string): HTMLElement | null => root.querySelector(`button[aria-label="${name}"]`);

beforeEach(() => {
  // PhotoSwipe opens without its animation for a shopper who prefers reduced motion: at once here.
  vi.spyOn(window, 'matchMedia').mockImplementation((query) => ({ matches: query.includes('reduced-motion'), media: query, addEventListener() {}, removeEventListener() {} }) as unknown as MediaQueryList);
});
afterEach(() => {
  viewer?.destroy();
  viewer = undefined;
  delete (document as { fullscreenEnabled?: boolean }).fullscreenEnabled;
});

describe('what a press or the URL action opens (the entry points ./lightbox-links calls)', () => {
  it('a press on a gallery link: its slideshow, on that picture', async () => {
    loadLightboxMarkup();
    const root = await shown(openLightboxFor(document.querySelectorAll('a[data-elementor-lightbox-slideshow="ga91b"]')[1]!, KIT, { close: 'Close' })!);
    expect(root.id).toBe('elementor-lightbox-slideshow-ga91b');
    expect(root.querySelector('.pswp__counter')).toHaveTextContent('2 / 4');
    expect(root.querySelector('.pswp__caption')).toHaveTextContent('Linen shirt, backA box pleat between the shoulders.');
    expect(button(root, 'Close (Esc)')).not.toBeNull();
  });

  it('the URL action: the slideshow it names, on the picture it names', async () => {
    loadLightboxMarkup();
    const root = await shown(openLightboxAction({ slideshow: 'ga91b', url: 'https://shop.example/wp-content/uploads/demo/img/3d6fad-linen-shirt-collar-1000x1000.svg' }, KIT)!);
    expect(root.id).toBe('elementor-lightbox-slideshow-ga91b');
    expect(root.querySelector('.pswp__counter')).toHaveTextContent('3 / 4');
  });

  it('a video it cannot play, by a press or the URL action: nothing shown, and the caller told so', () => {
    const options = { type: 'video', videoType: 'dailymotion', url: 'https://www.dailymotion.com/video/x1' };
    document.body.innerHTML = `<div data-elementor-open-lightbox="yes" data-elementor-lightbox='${JSON.stringify(options)}'></div>`;
    expect(openLightboxFor(document.body.firstElementChild!, KIT)).toBeUndefined();
    expect(openLightboxAction(options, KIT)).toBeUndefined();
    expect(document.querySelector('.pswp')).toBeNull();
  });
});

describe('the kit’s controls', () => {
  it('the counter, zoom, share and full screen when the kit says yes, each named; a dialog named and modal', async () => {
    offerFullscreen(true);
    const root = await open(GALLERY, KIT, { close: 'Close', next: 'Next', previous: 'Previous', share: 'Share' });
    expect(root).toHaveAttribute('role', 'dialog');
    expect(root).toHaveAttribute('aria-modal', 'true');
    expect(root).toHaveAttribute('aria-label', 'Lightbox');
    expect(root.id).toBe('elementor-lightbox-slideshow-ga91b');
    expect(root.querySelector('.pswp__counter')).toHaveTextContent('2 / 3');
    for (const name of ['Close (Esc)', 'Next', 'Previous', 'Zoom in/out', 'Share', 'Fullscreen']) expect(button(root, name), name).not.toBeNull();
    expect(button(root, 'Fullscreen')).toHaveAttribute('aria-pressed', 'false');
  });

  it('none of them when the kit says no (or the browser has no full screen)', async () => {
    offerFullscreen(false);
    const root = await open(GALLERY, { ...KIT, lightbox_enable_counter: '', lightbox_enable_zoom: '', lightbox_enable_share: '' });
    expect(root.querySelector('.pswp__counter')).toBeNull();
    expect(root.querySelector('.pswp__button--zoom')).toBeNull();
    expect(root.querySelector('.pswp__button--share')).toBeNull();
    expect(root.querySelector('.pswp__button--fullscreen')).toBeNull();
    offerFullscreen(true);
    expect((await open(GALLERY, { ...KIT, lightbox_enable_fullscreen: '' })).querySelector('.pswp__button--fullscreen')).toBeNull();
  });
});

describe('the caption', () => {
  it('shows the picture’s title and description, and follows the shopper', async () => {
    const root = await open();
    const caption = root.querySelector('.pswp__caption')!;
    expect(caption).toHaveAttribute('aria-live', 'polite');
    expect(caption).toHaveTextContent('BackA box pleat.');
    viewer!.prev();
    expect(caption).toHaveTextContent(/^Front$/);
  });

  it('the kit’s sources set to none show no caption, one of them only the other', async () => {
    expect((await open(GALLERY, { ...KIT, lightbox_title_src: '', lightbox_description_src: '' })).querySelector('.pswp__caption')).toBeNull();
    expect((await open(GALLERY, { ...KIT, lightbox_title_src: '' })).querySelector('.pswp__caption')).toHaveTextContent(/^A box pleat\.$/);
  });
});

describe('the share list', () => {
  it('discloses Facebook, X, Pinterest and the download for the picture shown; Escape closes it first', async () => {
    const root = await open();
    const share = button(root, 'Share')!;
    const menu = root.querySelector<HTMLElement>('#pswp__share-menu')!;
    expect(share).toHaveAttribute('aria-expanded', 'false');
    expect(share).toHaveAttribute('aria-controls', 'pswp__share-menu');
    expect(menu.hidden).toBe(true);
    share.click();
    expect(share).toHaveAttribute('aria-expanded', 'true');
    const page = encodeURIComponent(`${location.href.replace(/#.*/, '')}#elementor-action%3Aaction%3Dlightbox`);
    expect([...menu.querySelectorAll('a')].map((link) => [link.textContent, link.getAttribute('href'), link.hasAttribute('download')])).toEqual([
      ['Share on Facebook', `https://www.facebook.com/sharer.php?u=${page}`, false],
      ['Share on X', `https://twitter.com/intent/tweet?text=${page}`, false],
      ['Pin it', `https://www.pinterest.com/pin/create/button/?url=${page}&media=${encodeURIComponent('https://shop.example/back.jpg')}`, false],
      ['Download image', 'https://shop.example/back.jpg', true],
    ]);
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    expect(share).toHaveAttribute('aria-expanded', 'false');
    expect(menu.hidden).toBe(true);
    expect(viewer!.isDestroying).toBe(false);
  });

  it('a video has nothing to download', async () => {
    const root = await open({ ...GALLERY, index: 2 });
    button(root, 'Share')!.click();
    expect([...root.querySelectorAll('#pswp__share-menu a')].map((link) => link.textContent)).toEqual(['Share on Facebook', 'Share on X', 'Pin it']);
  });
});

describe('sizes and videos', () => {
  it('a picture has its thumbnail’s shape until it loads, then its own size', async () => {
    await open();
    const slide = viewer!.currSlide!;
    expect(slide.width / slide.height).toBe(1);
    const image = slide.content.element as HTMLImageElement;
    Object.defineProperties(image, { naturalWidth: { value: 1200 }, naturalHeight: { value: 800 } });
    viewer!.dispatch('loadComplete', { content: slide.content, slide });
    expect([slide.width, slide.height]).toEqual([1200, 800]);
    expect([slide.content.data.width, slide.content.data.height]).toEqual([1200, 800]);
  });

  it('a video’s player is there only while its slide is shown', async () => {
    const root = await open({ ...GALLERY, index: 2 });
    const frame = root.querySelector('.pswp__video iframe')!;
    expect(frame).toHaveAttribute('src', 'https://www.youtube.com/embed/abc?autoplay=1');
    expect(frame).toHaveAttribute('title', 'The clip');
    viewer!.prev();
    expect(root.querySelector('.pswp__video iframe')).toBeNull();
  });
});
