// The gallery's slider on the browser's own scrolling: the slides stand in a row that snaps, so a finger
// or a trackpad swipes them natively (no slider library to download: flexslider's part of the page costs
// a few hundred bytes instead of Swiper's 21 kB gzip). Thumbnails and the viewer move it with slideTo.

export interface SnapSlider {
  /** Shows slide `index`; `instant` skips the smooth scroll (the viewer closing on another image). */
  slideTo(index: number, instant?: boolean): void;
  destroy(): void;
}

/** How long the scroll must rest before the slide it rests on counts as shown. */
const SETTLE_MS = 80;

export function createSnapSlider(viewport: HTMLElement, slideCount: number, onChange: (index: number) => void): SnapSlider {
  let active = 0;
  let timer: number | undefined;
  /** The slide a slideTo is scrolling to: a pause mid-way (a busy main thread) must not count as another slide shown. */
  let target: number | undefined;
  let targetTimer: number | undefined;
  const show = (index: number): void => {
    if (index === active) return;
    active = index;
    onChange(index);
  };
  // RTL viewports scroll to negative offsets in every current browser.
  const direction = (): number => (getComputedStyle(viewport).direction === 'rtl' ? -1 : 1);
  const onScroll = (): void => {
    window.clearTimeout(timer);
    timer = window.setTimeout(() => {
      const width = viewport.clientWidth;
      if (!width) return;
      const resting = Math.min(slideCount - 1, Math.max(0, Math.round(Math.abs(viewport.scrollLeft) / width)));
      if (target !== undefined && resting !== target) return;
      target = undefined;
      show(resting);
    }, SETTLE_MS);
  };
  viewport.addEventListener('scroll', onScroll, { passive: true });
  return {
    slideTo(index, instant = false) {
      const reduceMotion = matchMedia('(prefers-reduced-motion: reduce)').matches;
      viewport.scrollTo?.({ left: index * viewport.clientWidth * direction(), behavior: instant || reduceMotion ? 'instant' : 'smooth' });
      target = index;
      // A scroll that never arrives (nothing to scroll, a finger taking over) frees the slider after a second.
      window.clearTimeout(targetTimer);
      targetTimer = window.setTimeout(() => {
        target = undefined;
        onScroll();
      }, 1000);
      show(index);
    },
    destroy() {
      window.clearTimeout(timer);
      window.clearTimeout(targetTimer);
      viewport.removeEventListener('scroll', onScroll);
    },
  };
}
