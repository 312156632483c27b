// Customer Reviews' reviews slider as a WAI-ARIA carousel: Swiper moves the cards, the island draws the
// controls (previous / next, dots, start / stop), marks the cards out of view inert, turns by itself when
// the shortcode asks (autoplay) until the shopper interacts, and opens long reviews in place.
// Replaces the plugin's renamed slick (js/slick.min.js, initReviewSliders).
import { useCallback, useEffect, useId, useLayoutEffect, useMemo, useRef, useState, useSyncExternalStore, type CSSProperties, type KeyboardEvent } from 'react';
import Swiper from 'swiper';
import type { IslandContext } from '@/runtime';
import { Card } from './review-card';
import type { ReviewsSliderProps, SlickSettings } from './schema';

/** What the controls say (the plugin prints none: slick's arrows and dots were unlabelled). */
export const SLIDER_TEXT = {
  previous: 'Previous review',
  next: 'Next review',
  dots: 'Choose the reviews to show',
  start: 'Start automatic slide show',
  stop: 'Stop automatic slide show',
  slide: (number: number, count: number) => `${number} of ${count}`,
  dot: (first: number, last: number, count: number) => (first === last ? `Show review ${first} of ${count}` : `Show reviews ${first} to ${last} of ${count}`),
};

type ShownSettings = Omit<SlickSettings, 'responsive'>;

/** The settings slick applies below `breakpoint` px: that entry's over the base ones (entries do not add up). */
export function settingsAt(settings: SlickSettings, breakpoint: number | undefined): ShownSettings {
  const entry = settings.responsive.find((item) => item.breakpoint === breakpoint)?.settings ?? {};
  const changes = Object.fromEntries(Object.entries(entry).filter(([, value]) => value !== undefined));
  return { ...settings, ...changes };
}

/** The first card of every place the slider can rest at: one step of slidesToScroll, the last showing the final cards. */
export function restingPlaces(count: number, shown: number, step: number): number[] {
  const last = Math.max(0, count - shown);
  const places: number[] = [];
  for (let first = 0; first < last; first += step) places.push(first);
  places.push(last);
  return places;
}


/** Slick's `responsive` breakpoints apply below their width, like `max-width` one pixel under. */
const belowQuery = (breakpoint: number): string => `(max-width: ${breakpoint - 0.02}px)`;

function useMediaQueries<T>(queries: readonly string[], read: (matches: boolean[]) => T): T {
  const key = queries.join('|');
  // One MediaQueryList per query, made when the queries change (not on every snapshot: renders run often while it slides).
  const lists = useMemo(() => (key ? key.split('|').map((query) => matchMedia(query)) : []), [key]);
  const subscribe = useCallback(
    (onChange: () => void) => {
      lists.forEach((list) => list.addEventListener('change', onChange));
      return () => lists.forEach((list) => list.removeEventListener('change', onChange));
    },
    [lists],
  );
  const snapshot = (): T => read(lists.map((list) => list.matches));
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}

/** The smallest `responsive` breakpoint the window is narrower than (the one slick applies), if any. */
function useBreakpoint(settings: SlickSettings): number | undefined {
  const breakpoints = useMemo(() => settings.responsive.map((item) => item.breakpoint).sort((a, b) => a - b), [settings.responsive]);
  return useMediaQueries(
    breakpoints.map(belowQuery),
    (matches) => breakpoints[matches.indexOf(true)],
  );
}

const REDUCED_MOTION = ['(prefers-reduced-motion: reduce)'];

const isRotationControl = (target: EventTarget): boolean => target instanceof Element && target.closest('.island-reviews-slider__rotation') !== null;

export function ReviewsSlider({ id, label, slick: { settings, problem }, cards }: ReviewsSliderProps & IslandContext) {
  const breakpoint = useBreakpoint(settings);
  const shown = useMemo(() => settingsAt(settings, breakpoint), [settings, breakpoint]);
  const isReducedMotion = useMediaQueries(REDUCED_MOTION, ([matches]) => matches === true);
  const count = cards.length;
  const perView = shown.slidesToShow;
  const places = useMemo(() => restingPlaces(count, perView, shown.slidesToScroll), [count, perView, shown.slidesToScroll]);
  const canMove = places.length > 1;
  const [active, setActive] = useState(() => Math.min(settings.initialSlide, places[places.length - 1] ?? 0));
  const place = places.reduce((found, first, index) => (first <= active ? index : found), 0);
  const hasAutoplay = shown.autoplay && canMove;
  /** `auto` turns by itself unless the shopper asked for less motion; any use of the slider stops it; Start plays it. */
  const [rotation, setRotation] = useState<'auto' | 'stopped' | 'playing'>('auto');
  const isPlaying = hasAutoplay && (rotation === 'playing' || (rotation === 'auto' && !isReducedMotion));
  const [isHovered, setHovered] = useState(false);
  const isRotating = isPlaying && !isHovered;
  const carouselRef = useRef<HTMLDivElement>(null);
  const viewportRef = useRef<HTMLDivElement>(null);
  const swiperRef = useRef<Swiper | null>(null);
  const dotRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const trackId = useId();
  const initial = useRef({ perView, step: shown.slidesToScroll, rewind: shown.infinite, speed: isReducedMotion ? 0 : settings.speed, initialSlide: settings.initialSlide });

  useLayoutEffect(() => {
    const start = initial.current;
    const swiper = new Swiper(viewportRef.current!, {
      slidesPerView: start.perView,
      slidesPerGroup: start.step,
      spaceBetween: 0,
      speed: start.speed,
      rewind: start.rewind,
      initialSlide: start.initialSlide,
    });
    swiper.on('slideChange', () => setActive(swiper.activeIndex));
    swiperRef.current = swiper;
    setActive(swiper.activeIndex);
    return () => {
      swiper.destroy(true, true);
      swiperRef.current = null;
    };
  }, []);

  // The window crossed a breakpoint, or the shopper asked for less motion.
  useLayoutEffect(() => {
    const swiper = swiperRef.current;
    if (!swiper) return;
    Object.assign(swiper.params, { slidesPerView: perView, slidesPerGroup: shown.slidesToScroll, rewind: shown.infinite, speed: isReducedMotion ? 0 : settings.speed });
    swiper.update();
    setActive(swiper.activeIndex);
  }, [perView, shown.slidesToScroll, shown.infinite, isReducedMotion, settings.speed]);

  useEffect(() => {
    if (problem) console.error(`[shop-islands] reviews-slider: ${id ? `#${id}: ` : ''}${problem}; the slider uses the shortcode's default settings`);
  }, [id, problem]);

  /** The autoplay step: the next card, or back to the first after the last. */
  const next = useCallback(() => {
    const swiper = swiperRef.current;
    if (!swiper) return;
    if (swiper.isEnd && !swiper.params.rewind) swiper.slideTo(0);
    else swiper.slideNext();
  }, []);

  useEffect(() => {
    if (!isRotating) return;
    const timer = window.setInterval(next, settings.autoplaySpeed);
    return () => window.clearInterval(timer);
  }, [isRotating, next, settings.autoplaySpeed]);

  const goToPlace = (index: number, focusDot = false): void => {
    const target = shown.infinite ? (index + places.length) % places.length : Math.max(0, Math.min(index, places.length - 1));
    swiperRef.current?.slideTo(places[target] ?? 0);
    if (focusDot) dotRefs.current[target]?.focus();
  };

  /** Arrow keys on the controls move the slider (the other way round in right-to-left pages); Home and End go to the ends. */
  const onControlKeyDown = (event: KeyboardEvent<HTMLElement>): void => {
    const isRtl = event.currentTarget.closest('[dir]')?.getAttribute('dir')?.toLowerCase() === 'rtl';
    const step = { ArrowRight: isRtl ? -1 : 1, ArrowLeft: isRtl ? 1 : -1 }[event.key as 'ArrowRight' | 'ArrowLeft'];
    const isDot = event.target instanceof Element && event.target.classList.contains('island-reviews-slider__dot');
    let target: number | undefined;
    if (step !== undefined) target = place + step;
    else if (event.key === 'Home') target = 0;
    else if (event.key === 'End') target = places.length - 1;
    if (target === undefined) return;
    event.preventDefault();
    if (!shown.infinite && (target < 0 || target >= places.length)) return;
    goToPlace(target, isDot);
  };

  // Any use of the slider (pointer, focus, keys) stops it turning by itself; the mouse resting on it pauses it.
  useEffect(() => {
    const carousel = carouselRef.current!;
    const stop = (event: Event): void => {
      if (isRotationControl(event.target!)) return;
      if (event.type === 'keydown' && ['Tab', 'Shift', 'Control', 'Alt', 'Meta'].includes((event as globalThis.KeyboardEvent).key)) return;
      setRotation('stopped');
    };
    const hover = (event: PointerEvent): void => setHovered(event.type === 'pointerenter' && event.pointerType === 'mouse');
    const listeners: [string, EventListener][] = [
      ['pointerdown', stop],
      ['focusin', stop],
      ['keydown', stop],
      ['pointerenter', hover as EventListener],
      ['pointerleave', hover as EventListener],
    ];
    for (const [type, listener] of listeners) carousel.addEventListener(type, listener);
    return () => {
      for (const [type, listener] of listeners) carousel.removeEventListener(type, listener);
    };
  }, []);
  const toggleRotation = (): void => {
    setRotation(isPlaying ? 'stopped' : 'playing');
    setHovered(false);
  };

  const isAtStart = !shown.infinite && place === 0;
  const isAtEnd = !shown.infinite && place === places.length - 1;
  const hasControlRow = settings.dots || settings.autoplay || shown.dots;
  const style = { '--island-per-view': perView } as CSSProperties;
  return (
    <div ref={carouselRef} className={['island-reviews-slider', hasControlRow && 'island-reviews-slider--controls', hasAutoplay && 'island-reviews-slider--autoplay'].filter(Boolean).join(' ')} role="group" aria-roledescription="carousel" aria-label={label} dir={settings.rtl ? 'rtl' : undefined} style={style}>
      {hasAutoplay && (
        <button type="button" className="island-reviews-slider__rotation" aria-label={isPlaying ? SLIDER_TEXT.stop : SLIDER_TEXT.start} onClick={toggleRotation}>
          <span aria-hidden="true">{isPlaying ? '❚❚' : '▶'}</span>
        </button>
      )}
      {shown.arrows && canMove && (
        <>
          <button type="button" className="island-reviews-slider__arrow island-reviews-slider__prev" aria-label={SLIDER_TEXT.previous} aria-controls={trackId} disabled={isAtStart} onClick={() => goToPlace(place - 1)} onKeyDown={onControlKeyDown}>
            <span aria-hidden="true">←</span>
          </button>
          <button type="button" className="island-reviews-slider__arrow island-reviews-slider__next" aria-label={SLIDER_TEXT.next} aria-controls={trackId} disabled={isAtEnd} onClick={() => goToPlace(place + 1)} onKeyDown={onControlKeyDown}>
            <span aria-hidden="true">→</span>
          </button>
        </>
      )}
      <div ref={viewportRef} className="swiper">
        <div className="swiper-wrapper" id={trackId} aria-live={isPlaying ? 'off' : 'polite'}>
          {cards.map((card, index) => {
            const isShown = index >= active && index < active + perView;
            return (
              <div key={index} className="cr-review-card swiper-slide" role="group" aria-roledescription="slide" aria-label={SLIDER_TEXT.slide(index + 1, count)} aria-hidden={isShown ? undefined : true} inert={!isShown}>
                <Card card={card} />
              </div>
            );
          })}
        </div>
      </div>
      {shown.dots && canMove && (
        <div className="island-reviews-slider__dots" role="group" aria-label={SLIDER_TEXT.dots}>
          {places.map((first, index) => (
            <button
              key={first}
              ref={(button) => {
                dotRefs.current[index] = button;
              }}
              type="button"
              className="island-reviews-slider__dot"
              aria-label={SLIDER_TEXT.dot(first + 1, Math.min(first + perView, count), count)}
              aria-controls={trackId}
              aria-current={index === place ? 'true' : undefined}
              onClick={() => goToPlace(index)}
              onKeyDown={onControlKeyDown}
            />
          ))}
        </div>
      )}
    </div>
  );
}
