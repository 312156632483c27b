// builder-widget carousels: the settings read from Elementor's and ElementsKit's markup, and a Swiper that does not load.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { flushIslands, loadMarkup, startMounts } from '../../fixtures/test-utils';
import { elementorOptions, elementsKitOptions, slidesOptions } from './carousel';

afterEach(() => {
  vi.doUnmock('./swiper-carousel');
  vi.resetModules();
});

describe("Elementor Pro's slides settings", () => {
  it('one slide at a time; autoplay, loop, arrows and dots unless turned off; fade when its transition says so', () => {
    expect(slidesOptions({})).toMatchObject({ slidesPerView: { 0: 1 }, speed: 500, isFade: false, isLoop: true, autoplayMs: 5000, arrows: true, dots: true });
    expect(slidesOptions({ transition: 'fade', transition_speed: 800, autoplay: 'no', infinite: 'no', navigation: 'dots' })).toMatchObject({ speed: 800, isFade: true, isLoop: false, autoplayMs: 0, arrows: false, dots: true });
  });
});

describe("Elementor's carousel settings", () => {
  it('show 3 / 2 / 1 slides on desktop, tablet and mobile by default, from the configured breakpoints', () => {
    expect(elementorOptions({}).slidesPerView).toEqual({ 0: 1, 768: 2, 1025: 3 });
    expect(elementorOptions({ slides_to_show: '4', slides_to_show_tablet: '3', slides_to_show_mobile: '2' }).slidesPerView).toEqual({ 0: 2, 768: 3, 1025: 4 });
    // One slide on desktop: one on the tablet too.
    expect(elementorOptions({ slides_to_show: '1' }).slidesPerView).toEqual({ 0: 1, 768: 1, 1025: 1 });
    // The offset variants show part of the next slide.
    expect(elementorOptions({ slides_to_show: '2', offset_sides: 'right' }).slidesPerView[1025]).toBe(2.001);
  });

  it('fade only when one slide shows', () => {
    expect(elementorOptions({ slides_to_show: '1', effect: 'fade' }).isFade).toBe(true);
    expect(elementorOptions({ slides_to_show: '2', effect: 'fade' }).isFade).toBe(false);
  });

  it('read arrows and dots, autoplay, loop and spacing', () => {
    expect(elementorOptions({ navigation: 'dots', autoplay: 'yes', autoplay_speed: 3000, infinite: 'yes', image_spacing_custom: { unit: 'px', size: 12 }, pause_on_hover: 'no' })).toMatchObject({
      arrows: false,
      dots: true,
      autoplayMs: 3000,
      isLoop: true,
      spaceBetween: 12,
      pauseOnHover: false,
      pauseOnInteraction: true,
    });
    expect(elementorOptions({ navigation: 'none' })).toMatchObject({ arrows: false, dots: false, autoplayMs: 0 });
  });
});

describe("ElementsKit's testimonial slider settings", () => {
  it('take its Swiper options and breakpoints as printed', () => {
    const options = elementsKitOptions({ arrows: false, dots: false, autoplay: true, speed: 1000, slidesPerView: 1, loop: false, spaceBetween: 15, breakpoints: { 320: { slidesPerView: 1 }, 768: { slidesPerView: 2 }, 1024: { slidesPerView: 1 } } });
    expect(options.slidesPerView).toEqual({ 0: 1, 320: 1, 768: 2, 1024: 1 });
    expect(options).toMatchObject({ autoplayMs: 5000, speed: 1000, spaceBetween: 15, arrows: false, dots: false, isLoop: false });
  });
});

describe('a carousel whose Swiper does not load', () => {
  it('fails alone with "Loading chunk swiper failed." and the slides stay as printed', async () => {
    vi.doMock('./swiper-carousel', () => Promise.reject(new TypeError('Failed to fetch dynamically imported module')));
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    loadMarkup('builder-widget/carousels.html');
    startMounts();
    await flushIslands();
    const carousel = document.querySelector('[data-id="p1"]')!;
    await vi.waitFor(() => expect(carousel).toHaveAttribute('data-island-state', 'failed'));
    expect(logged).toHaveBeenCalledWith(expect.stringContaining('builder-widget: import-failed — Loading chunk swiper failed.'), carousel, expect.anything());
    expect(carousel.querySelectorAll('.swiper-slide')).toHaveLength(5);
  });
});
