// Carousels (W18) on the bundle's Swiper: Elementor's image carousel (and the carousels built on its
// base-carousel: `.swiper` > `.swiper-wrapper` > `.swiper-slide`, arrows `.elementor-swiper-button-prev|next`,
// `.swiper-pagination`), Elementor Pro's slides (`.elementor-slides-wrapper.swiper`, one slide at a time) and
// ElementsKit's testimonial slider (`.elementskit-testimonial-slider[data-config]`,
// Swiper's own options). The settings are read here; Swiper loads on start, as a lazy kind (a load that fails or
// takes over 120 s fails the widget with "Loading chunk swiper failed.").
import { loadChunk, readBuilderConfig } from '@/builder';
import type { CarouselOptions } from './swiper-carousel';

/** Elementor's default slides per view: desktop 3, tablet 2, mobile 1. */
const DEFAULT_SLIDES = { desktop: 3, tablet: 2, mobile: 1 };

const numberOr = (value: unknown, fallback: number): number => {
  const parsed = Number(typeof value === 'object' && value !== null ? (value as { size?: unknown }).size : value);
  return value !== '' && value !== null && value !== undefined && Number.isFinite(parsed) && parsed > 0 ? parsed : fallback;
};

/** Elementor's base-carousel settings (image carousel): slides per device, arrows and dots, autoplay, fade at one slide. */
export function elementorOptions(settings: Record<string, unknown>): CarouselOptions {
  const desktop = numberOr(settings.slides_to_show, DEFAULT_SLIDES.desktop);
  const tablet = numberOr(settings.slides_to_show_tablet, desktop === 1 ? 1 : DEFAULT_SLIDES.tablet);
  const mobile = numberOr(settings.slides_to_show_mobile, DEFAULT_SLIDES.mobile);
  // The "offset sides" variants show a part of the next slide.
  const offset = settings.offset_sides && settings.offset_sides !== 'none' ? 0.001 : 0;
  const navigation = typeof settings.navigation === 'string' ? settings.navigation : 'both';
  const { breakpoints } = readBuilderConfig();
  // Elementor's devices end at their max-width; Swiper's breakpoints start at a min-width.
  return {
    slidesPerView: { 0: mobile + offset, [(breakpoints.mobile?.value ?? 767) + 1]: tablet + offset, [(breakpoints.tablet?.value ?? 1024) + 1]: desktop + offset },
    slidesPerGroup: numberOr(settings.slides_to_scroll, 1),
    spaceBetween: numberOr(settings.image_spacing_custom, 20),
    speed: numberOr(settings.speed, 500),
    // Elementor fades only when one slide shows.
    isFade: settings.effect === 'fade' && desktop === 1,
    isLoop: settings.infinite === 'yes',
    autoplayMs: settings.autoplay === 'yes' ? numberOr(settings.autoplay_speed, 5000) : 0,
    pauseOnHover: settings.pause_on_hover !== 'no',
    pauseOnInteraction: settings.pause_on_interaction !== 'no',
    arrows: navigation === 'both' || navigation === 'arrows',
    dots: navigation === 'both' || navigation === 'dots',
  };
}

/** Elementor Pro's slides (`slides`): one slide at a time, `transition` slide or fade over `transition_speed` ms. */
export function slidesOptions(settings: Record<string, unknown>): CarouselOptions {
  const navigation = typeof settings.navigation === 'string' ? settings.navigation : 'both';
  return {
    slidesPerView: { 0: 1 },
    slidesPerGroup: 1,
    spaceBetween: 0,
    speed: numberOr(settings.transition_speed, 500),
    isFade: settings.transition === 'fade',
    isLoop: settings.infinite !== 'no',
    autoplayMs: settings.autoplay !== 'no' ? numberOr(settings.autoplay_speed, 5000) : 0,
    pauseOnHover: settings.pause_on_hover !== 'no',
    pauseOnInteraction: settings.pause_on_interaction !== 'no',
    arrows: navigation === 'both' || navigation === 'arrows',
    dots: navigation === 'both' || navigation === 'dots',
  };
}

/** ElementsKit's testimonial slider: its `data-config` is Swiper's options (breakpoints by min-width in px). */
export function elementsKitOptions(config: Record<string, unknown>): CarouselOptions {
  const points = (typeof config.breakpoints === 'object' && config.breakpoints ? config.breakpoints : {}) as Record<string, { slidesPerView?: unknown }>;
  const base = numberOr(config.slidesPerView, 1);
  const slidesPerView: Record<number, number> = { 0: base };
  for (const [width, point] of Object.entries(points)) if (Number.isFinite(Number(width))) slidesPerView[Number(width)] = numberOr(point?.slidesPerView, base);
  return {
    slidesPerView,
    slidesPerGroup: numberOr(config.slidesPerGroup, 1),
    spaceBetween: numberOr(config.spaceBetween, 15),
    speed: numberOr(config.speed, 1000),
    isFade: false,
    isLoop: config.loop === true,
    autoplayMs: config.autoplay === true ? 5000 : typeof config.autoplay === 'object' && config.autoplay ? numberOr((config.autoplay as { delay?: unknown }).delay, 5000) : 0,
    pauseOnHover: config.pauseOnHover !== false,
    pauseOnInteraction: true,
    arrows: config.arrows === true,
    dots: config.dots === true,
  };
}

export async function attachCarousel(widget: HTMLElement, type: string, settings: Record<string, unknown>): Promise<() => void> {
  const container = widget.querySelector<HTMLElement>('.swiper');
  if (!container?.querySelector('.swiper-wrapper')) return () => {};
  let options: CarouselOptions;
  if (type === 'elementskit-testimonial') {
    const printed = widget.querySelector<HTMLElement>('[data-config]')?.dataset.config ?? '{}';
    let config: unknown;
    try {
      config = JSON.parse(printed);
    } catch (error) {
      throw new SyntaxError(`data-config is not valid JSON (${(error as Error).message})`);
    }
    options = elementsKitOptions(typeof config === 'object' && config ? (config as Record<string, unknown>) : {});
  } else options = type === 'slides' ? slidesOptions(settings) : elementorOptions(settings);
  const { startCarousel } = await loadChunk('swiper', () => import('./swiper-carousel'), (module) => typeof module.startCarousel === 'function');
  return startCarousel(widget, container, options);
}
