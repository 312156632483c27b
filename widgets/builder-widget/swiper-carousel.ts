// The carousel itself, in its own chunk with Swiper (loaded when a carousel starts): a WAI-ARIA carousel over
// the plugin's markup. Slides are groups named "n of N" (Elementor prints them so); the arrows and dots are
// named buttons (Swiper's A11y module); slides out of view are inert (no focus, hidden from assistive
// technology); autoplay pauses while the pointer or the focus is in the carousel and stops for good on the
// shopper's first interaction when the widget says so, and a Pause / Play button is added (an auto-rotating
// carousel needs one); the slides' region is polite live only while it does not turn by itself.
import Swiper from 'swiper';
import { A11y, Autoplay, EffectFade, Navigation, Pagination } from 'swiper/modules';
import { adoptStyles } from '@/dom';
import css from './carousel.css?inline';

export interface CarouselOptions {
  /** Slides shown from each window width up, px (Elementor's defaults 1 / 2 / 3 on mobile, tablet, desktop). */
  readonly slidesPerView: Readonly<Record<number, number>>;
  readonly slidesPerGroup: number;
  readonly spaceBetween: number;
  readonly speed: number;
  readonly isFade: boolean;
  readonly isLoop: boolean;
  /** 0: no autoplay. */
  readonly autoplayMs: number;
  readonly pauseOnHover: boolean;
  readonly pauseOnInteraction: boolean;
  readonly arrows: boolean;
  readonly dots: boolean;
}

const TEXT = { previous: 'Previous slide', next: 'Next slide', first: 'This is the first slide', last: 'This is the last slide', bullet: 'Go to slide {{index}}', pause: 'Pause slide show', play: 'Play slide show' };

/** The controls' words: Elementor's own (its config's i18n), else these. */
function text(): typeof TEXT {
  const i18n = ((window as { elementorFrontendConfig?: { i18n?: Record<string, unknown> } }).elementorFrontendConfig?.i18n ?? {}) as Record<string, unknown>;
  const pick = (key: string, fallback: string): string => (typeof i18n[key] === 'string' && i18n[key] ? (i18n[key] as string) : fallback);
  return {
    ...TEXT,
    previous: pick('a11yCarouselPrevSlideMessage', TEXT.previous),
    next: pick('a11yCarouselNextSlideMessage', TEXT.next),
    first: pick('a11yCarouselFirstSlideMessage', TEXT.first),
    last: pick('a11yCarouselLastSlideMessage', TEXT.last),
    bullet: `${pick('a11yCarouselPaginationBulletMessage', 'Go to slide')} {{index}}`,
  };
}

export function startCarousel(widget: HTMLElement, container: HTMLElement, options: CarouselOptions): () => void {
  const words = text();
  const prev = widget.querySelector<HTMLElement>('.elementor-swiper-button-prev, .swiper-button-prev');
  const next = widget.querySelector<HTMLElement>('.elementor-swiper-button-next, .swiper-button-next');
  let pagination = widget.querySelector<HTMLElement>('.swiper-pagination');
  if (options.dots && !pagination) {
    pagination = document.createElement('div');
    pagination.className = 'swiper-pagination';
    container.append(pagination);
  }
  if (!options.arrows) [prev, next].forEach((arrow) => arrow?.style.setProperty('display', 'none'));
  if (!options.dots) pagination?.style.setProperty('display', 'none');
  if (!container.hasAttribute('role')) {
    container.setAttribute('role', 'region');
    container.setAttribute('aria-roledescription', 'carousel');
    container.setAttribute('aria-label', 'Carousel');
  }
  const slides = [...container.querySelectorAll<HTMLElement>(':scope > .swiper-wrapper > .swiper-slide')];
  slides.forEach((slide, index) => {
    if (!slide.hasAttribute('role')) slide.setAttribute('role', 'group');
    slide.setAttribute('aria-roledescription', 'slide');
    if (!slide.hasAttribute('aria-label')) slide.setAttribute('aria-label', `${index + 1} of ${slides.length}`);
  });

  const perView = (count: number): { slidesPerView: number } => ({ slidesPerView: options.isFade ? 1 : Math.min(count, slides.length) });
  const breakpoints = Object.fromEntries(Object.entries(options.slidesPerView).map(([width, count]) => [width, perView(count)]));
  const swiper = new Swiper(container, {
    modules: [A11y, Autoplay, EffectFade, Navigation, Pagination],
    ...perView(options.slidesPerView[0] ?? 1),
    breakpoints,
    slidesPerGroup: options.slidesPerGroup,
    spaceBetween: options.spaceBetween,
    speed: matchMedia('(prefers-reduced-motion: reduce)').matches ? 0 : options.speed,
    effect: options.isFade ? 'fade' : 'slide',
    fadeEffect: { crossFade: true },
    // Back to the first after the last: a loop without Swiper's duplicated slides.
    rewind: options.isLoop,
    watchSlidesProgress: true,
    navigation: options.arrows && prev && next ? { prevEl: prev, nextEl: next } : false,
    pagination: options.dots && pagination ? { el: pagination, clickable: true, bulletElement: 'button' } : false,
    a11y: { prevSlideMessage: words.previous, nextSlideMessage: words.next, firstSlideMessage: words.first, lastSlideMessage: words.last, paginationBulletMessage: words.bullet, slideRole: 'group', containerRole: 'region', itemRoleDescriptionMessage: 'slide', slideLabelMessage: '{{index}} of {{slidesLength}}' },
    autoplay: options.autoplayMs ? { delay: options.autoplayMs, pauseOnMouseEnter: options.pauseOnHover, disableOnInteraction: options.pauseOnInteraction } : false,
  });

  /** Slides out of view: no focus inside, hidden from assistive technology. */
  const markHidden = (): void => {
    for (const slide of slides) slide.inert = !slide.classList.contains('swiper-slide-visible');
  };
  swiper.on('slideChangeTransitionEnd', markHidden);
  swiper.on('resize', markHidden);
  swiper.on('slideChange', markHidden);
  markHidden();

  const cleanups: (() => void)[] = [];
  if (options.autoplayMs) {
    const wrapper = container.querySelector<HTMLElement>('.swiper-wrapper');
    adoptStyles('builder-carousel', css);
    const toggle = document.createElement('button');
    toggle.type = 'button';
    toggle.className = 'shop-islands-carousel-rotation';
    let isStopped = false;
    // The button says what it will do (stop for good, or play again); the slides' region is polite live whenever
    // nothing turns — stopped, or paused by the pointer or the focus in it.
    const show = (): void => {
      toggle.textContent = isStopped ? words.play : words.pause;
      wrapper?.setAttribute('aria-live', swiper.autoplay.running && !swiper.autoplay.paused && !isStopped ? 'off' : 'polite');
    };
    toggle.addEventListener('click', () => {
      isStopped = !isStopped;
      if (isStopped) swiper.autoplay.stop();
      else swiper.autoplay.start();
      show();
    });
    // Focus inside pauses it (the WAI-ARIA carousel pattern); leaving resumes unless the shopper stopped it.
    const onFocusIn = (): void => swiper.autoplay.pause();
    const onFocusOut = (event: FocusEvent): void => {
      if (!container.contains(event.relatedTarget as Node) && !isStopped && swiper.autoplay.running) swiper.autoplay.resume();
    };
    container.addEventListener('focusin', onFocusIn);
    container.addEventListener('focusout', onFocusOut);
    swiper.on('autoplayStop', () => {
      isStopped = true;
      show();
    });
    // Paused (the pointer or the focus in it) or turning again: the button and the live region say so.
    swiper.on('autoplayPause', show);
    swiper.on('autoplayResume', show);
    container.prepend(toggle);
    show();
    cleanups.push(() => {
      toggle.remove();
      container.removeEventListener('focusin', onFocusIn);
      container.removeEventListener('focusout', onFocusOut);
    });
  }
  return () => {
    cleanups.forEach((cleanup) => cleanup());
    for (const slide of slides) slide.inert = false;
    swiper.destroy(true, true);
  };
}
