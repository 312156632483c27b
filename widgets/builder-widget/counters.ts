// Numbers and bars that animate once in view (W3):
// - Elementor's counter (`.elementor-counter-number[data-to-value][data-from-value][data-duration][data-delimiter]`):
//   counts from its start to its end value with jQuery's swing easing, the decimals of the end value kept and
//   thousands separated by `data-delimiter` (jquery-numerator's rules), once its bottom is in view;
// - Elementor's progress bar (`.elementor-progress-bar[data-max]`): its width goes to `data-max`% (the CSS
//   transition animates it);
// - ElementsKit's fun fact and progress bar (`.number-percentage[data-value][data-animation-duration]`,
//   `.skill-track[data-value]`): count and fill once wholly in view (500 ms and 300 ms by default).
// The final value is in the text for screen readers from the start (the entry adds it at scan; the animated
// number is hidden from them). Under reduced motion the end state is shown at once.
import { onceInView, prefersReducedMotion } from './in-view';

/** jquery-numerator's default duration when the markup gives none; ElementsKit's bar's. */
const NUMBER_MS = 500;
const BAR_MS = 300;

/** jQuery's `swing` easing. */
const swing = (progress: number): number => 0.5 - Math.cos(progress * Math.PI) / 2;

/** `value` with `decimals` decimals and `delimiter` between thousands (jquery-numerator's format). */
export function formatNumber(value: number, decimals: number, delimiter: string): string {
  const [whole = '0', fraction] = Math.abs(value).toFixed(decimals).split('.');
  const grouped = delimiter ? whole.replace(/\B(?=(\d{3})+(?!\d))/g, delimiter) : whole;
  return `${value < 0 ? '-' : ''}${grouped}${fraction ? `.${fraction}` : ''}`;
}

const numberOf = (text: string | undefined, fallback: number): number => {
  const value = Number(text);
  return text !== undefined && text !== '' && Number.isFinite(value) ? value : fallback;
};

/** Counts `element`'s text from `from` to `to` over `durationMs`; returns the cancel. */
function count(element: HTMLElement, from: number, to: number, durationMs: number, delimiter: string): () => void {
  const decimals = /\.(\d+)/.exec(String(to))?.[1]?.length ?? 0;
  const show = (value: number): void => void (element.textContent = formatNumber(value, decimals, delimiter));
  if (prefersReducedMotion() || durationMs <= 0) {
    show(to);
    return () => {};
  }
  let frame = 0;
  const started = performance.now();
  const step = (now: number): void => {
    const progress = Math.min(1, (now - started) / durationMs);
    show(from + (to - from) * swing(progress));
    if (progress < 1) frame = requestAnimationFrame(step);
  };
  frame = requestAnimationFrame(step);
  return () => cancelAnimationFrame(frame);
}

export function attachCounter(widget: HTMLElement, type: string): () => void {
  const cancels: (() => void)[] = [];
  if (type === 'counter') {
    const number = widget.querySelector<HTMLElement>('.elementor-counter-number');
    if (!number) return () => {};
    const { toValue, fromValue, duration, delimiter = '' } = number.dataset;
    const to = numberOf(toValue, 0);
    // Elementor waits for the bottom of the number to be in view.
    cancels.push(onceInView(number, () => cancels.push(count(number, numberOf(fromValue, 0), to, numberOf(duration, NUMBER_MS), delimiter)), 1));
  }
  if (type === 'progress') {
    const bar = widget.querySelector<HTMLElement>('.elementor-progress-bar');
    if (!bar) return () => {};
    cancels.push(
      onceInView(bar, () => {
        if (prefersReducedMotion()) bar.style.transition = 'none';
        bar.style.width = `${numberOf(bar.dataset.max, 0)}%`;
      }),
    );
  }
  if (type === 'elementskit-funfact' || type === 'elementskit-progressbar') {
    for (const number of widget.querySelectorAll<HTMLElement>('.number-percentage[data-value]')) {
      cancels.push(onceInView(number, () => cancels.push(count(number, 0, numberOf(number.dataset.value, 0), numberOf(number.dataset.animationDuration, NUMBER_MS), '')), 1));
    }
    for (const track of widget.querySelectorAll<HTMLElement>('.skill-track[data-value]')) {
      cancels.push(
        onceInView(track, () => {
          track.style.transition = prefersReducedMotion() ? 'none' : `width ${numberOf(track.dataset.animationDuration, BAR_MS)}ms ease`;
          track.style.width = `${numberOf(track.dataset.value, 0)}%`;
        }),
      );
    }
  }
  return () => cancels.forEach((cancel) => cancel());
}
