// page-builder: what Elementor's lightbox opens, read once the shopper asks (the viewer's chunk) — the slideshow a link
// belongs to, a link's printed options, the `lightbox` URL action's settings, video addresses.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { actionRequestOf, gatherSlideshow, requestOf, videoOf } from './lightbox-slides';

const ORIGIN = 'https://shop.example';

/** The fixture as the demo prints it, on a shop at ORIGIN. */
function loadLightboxMarkup(): void {
  document.body.innerHTML = readFileSync(join(__dirname, '../../fixtures/markup/page-builder/lightbox.html'), 'utf8').replaceAll('{{origin}}', ORIGIN);
}

describe('slideshows (lightbox.js openSlideshow)', () => {
  it('gathers the gallery’s pictures in page order, with their titles and descriptions, on the one pressed', () => {
    loadLightboxMarkup();
    const pressed = document.querySelectorAll('a[data-elementor-lightbox-slideshow="ga91b"]')[1]!;
    const { slides, index, id } = gatherSlideshow('ga91b', pressed);
    expect(id).toBe('ga91b');
    expect(index).toBe(1);
    expect(slides.map((slide) => slide.title)).toEqual(['Linen shirt, front', 'Linen shirt, back', 'The collar', 'Linen shirt, worn']);
    expect(slides[1]).toMatchObject({ url: `${ORIGIN}/wp-content/uploads/demo/img/24496b-linen-shirt-back-1200x800.svg`, description: 'A box pleat between the shoulders.', alt: 'The linen shirt from the back', ratio: 1 });
    // No description printed: none shown.
    expect(slides[2]?.description).toBeUndefined();
  });

  it('leaves out the clones of a looping carousel (Swiper’s duplicates, slick’s clones) and orders by data-elementor-lightbox-index', () => {
    document.body.innerHTML = `
      <div class="swiper-slide swiper-slide-duplicate"><a href="/c.jpg" data-elementor-lightbox-slideshow="7" data-elementor-lightbox-index="2">clone of c</a></div>
      <div class="swiper-slide"><a href="/c.jpg" data-elementor-lightbox-slideshow="7" data-elementor-lightbox-index="2" data-elementor-lightbox-title="C">c</a></div>
      <div class="swiper-slide"><a href="/a.jpg" data-elementor-lightbox-slideshow="7" data-elementor-lightbox-index="0" data-elementor-lightbox-title="A">a</a></div>
      <div class="slick-cloned"><div><a href="/a.jpg" data-elementor-lightbox-slideshow="7">clone of a</a></div></div>
      <div class="swiper-slide"><a href="/b.jpg" data-elementor-lightbox-slideshow="7" data-elementor-lightbox-index="1" data-elementor-lightbox-title="B">b</a></div>
      <a href="/other.jpg" data-elementor-lightbox-slideshow="70">another group</a>`;
    const clone = document.querySelector('.swiper-slide-duplicate a')!;
    const { slides, index } = gatherSlideshow('7', clone);
    expect(slides.map((slide) => slide.title)).toEqual(['A', 'B', 'C']);
    // The clone pressed opens its original.
    expect(index).toBe(2);
  });

  it('opens on a picture named by its address (the URL action), the first when none matches', () => {
    loadLightboxMarkup();
    expect(gatherSlideshow('ga91b', `${ORIGIN}/wp-content/uploads/demo/img/3d6fad-linen-shirt-collar-1000x1000.svg`).index).toBe(2);
    expect(gatherSlideshow('ga91b', `${ORIGIN}/elsewhere.jpg`).index).toBe(0);
  });

  it('a video link of a slideshow plays its embed, at once', () => {
    loadLightboxMarkup();
    const [slide] = gatherSlideshow('mc91d', document.querySelector('[data-elementor-lightbox-video]')!).slides;
    expect(slide?.video).toEqual({ provider: 'youtube', src: 'https://www.youtube.com/embed/XHOmBV4js_E?feature=oembed&autoplay=1&rel=0&controls=0' });
  });
});

describe('what a press or the URL action opens (lightbox.js createLightbox, showModal)', () => {
  it('options that are not JSON: a SyntaxError naming the attribute', () => {
    document.body.innerHTML = `<a href="${ORIGIN}/a.jpg" data-elementor-lightbox='{"type":"video","url":'>picture</a>`;
    expect(() => requestOf(document.body.firstElementChild!)).toThrow(/^data-elementor-lightbox is not valid JSON/);
  });

  it('a slideshow named by the URL action but no longer on the page: its picture alone', () => {
    document.body.innerHTML = '';
    expect(actionRequestOf({ slideshow: 'gone', url: `${ORIGIN}/a.jpg` })).toEqual({ id: 'gone', index: 0, slides: [{ url: `${ORIGIN}/a.jpg` }] });
  });

  it.each([
    ['a relative address', { id: 1, url: '/wp-content/uploads/a.jpg' }],
    ['a protocol-relative address', { id: 1, url: '//evil.example/a.jpg' }],
    ['a script address', { type: 'video', videoType: 'hosted', url: 'javascript:alert(1)' }],
    ['a slideshow with a relative address', { slideshow: 'ga91b', url: 'a.jpg' }],
    ['no address', { id: 1 }],
    ['another type', { type: 'html', url: `${ORIGIN}/a.html` }],
    ['a video it cannot play', { type: 'video', videoType: 'dailymotion', url: 'https://www.dailymotion.com/video/x1' }],
  ])('the URL action with %s opens nothing, as Elementor did', (_case, settings) => {
    loadLightboxMarkup();
    expect(actionRequestOf(settings)).toBeUndefined();
  });
});

describe('video addresses (Elementor 3.33’s id patterns)', () => {
  it.each([
    ['https://www.youtube.com/watch?v=XHOmBV4js_E', 'https://www.youtube.com/embed/XHOmBV4js_E'],
    ['https://youtube.com/watch?feature=share&v=XHOmBV4js_E', 'https://www.youtube.com/embed/XHOmBV4js_E'],
    ['https://m.youtube.com/watch?v=XHOmBV4js_E', 'https://www.youtube.com/embed/XHOmBV4js_E'],
    ['https://youtu.be/XHOmBV4js_E?t=30', 'https://www.youtube.com/embed/XHOmBV4js_E'],
    ['https://www.youtube.com/shorts/XHOmBV4js_E', 'https://www.youtube.com/embed/XHOmBV4js_E'],
    ['https://www.youtube.com/embed/XHOmBV4js_E?controls=0', 'https://www.youtube.com/embed/XHOmBV4js_E?controls=0'],
    ['https://vimeo.com/235215203', 'https://player.vimeo.com/video/235215203'],
    ['https://player.vimeo.com/video/235215203#t=0h1m0s', 'https://player.vimeo.com/video/235215203#t=0h1m0s'],
  ])('%s plays as %s', (url, src) => {
    expect(videoOf(url, false)?.src).toBe(src);
  });

  it('asked to play at once, the embed says so (a start time stays last)', () => {
    expect(videoOf('https://youtu.be/XHOmBV4js_E', true)?.src).toBe('https://www.youtube.com/embed/XHOmBV4js_E?autoplay=1');
    expect(videoOf('https://www.youtube.com/embed/XHOmBV4js_E?autoplay=0&rel=0', true)?.src).toBe('https://www.youtube.com/embed/XHOmBV4js_E?autoplay=1&rel=0');
    expect(videoOf('https://player.vimeo.com/video/235215203#t=5s', true)?.src).toBe('https://player.vimeo.com/video/235215203?autoplay=1#t=5s');
  });

  it('anything else is no video', () => {
    expect(videoOf('https://www.dailymotion.com/video/x1', true)).toBeUndefined();
    expect(videoOf('https://www.youtube.com/', true)).toBeUndefined();
  });
});
