// ElementsKit's back to top (W7): `.ekit-back-to-top-container.ekit-btt[data-settings]` > `.ekit-btt__button`.
// With "show on scroll" (`show_scroll: yes`) it shows (`ekit-tt-show`) once the page is scrolled past
// `show_after` + `offset_top` px and hides again above; otherwise it is always there. A press scrolls to
// `offset_top` (smoothly, unless the shopper prefers reduced motion). The progress style draws how far down the
// page is on its canvas (100 px, stroke 10). The printed span is made a named button.
import { prefersReducedMotion } from './in-view';

/** ElementsKit's progress circle. */
const CIRCLE_SIZE = 100;
const STROKE_WIDTH = 10;

interface BackToTopSettings {
  readonly offset_top?: unknown;
  readonly show_after?: unknown;
  readonly show_scroll?: unknown;
  readonly style?: unknown;
  readonly foreground?: unknown;
  readonly background?: unknown;
}

const px = (value: unknown): number => (Number.isFinite(Number(value)) ? Number(value) : 0);

function drawProgress(canvas: HTMLCanvasElement, share: number, { foreground, background }: BackToTopSettings): void {
  const context = canvas.getContext('2d');
  if (!context) {
    console.error('[shop-islands] builder-widget: Invalid element (the back to top progress canvas)', canvas);
    return;
  }
  canvas.width = canvas.height = CIRCLE_SIZE;
  const radius = (CIRCLE_SIZE - STROKE_WIDTH) / 2;
  context.clearRect(0, 0, CIRCLE_SIZE, CIRCLE_SIZE);
  context.lineWidth = STROKE_WIDTH;
  context.strokeStyle = typeof background === 'string' && background ? background : '#eeeeee';
  context.beginPath();
  context.arc(CIRCLE_SIZE / 2, CIRCLE_SIZE / 2, radius, 0, 2 * Math.PI);
  context.stroke();
  context.strokeStyle = typeof foreground === 'string' && foreground ? foreground : '#333333';
  context.beginPath();
  context.arc(CIRCLE_SIZE / 2, CIRCLE_SIZE / 2, radius, -Math.PI / 2, -Math.PI / 2 + 2 * Math.PI * share);
  context.stroke();
}

export function attachBackToTop(widget: HTMLElement): () => void {
  const container = widget.querySelector<HTMLElement>('.ekit-btt');
  const button = container?.querySelector<HTMLElement>('.ekit-btt__button');
  if (!container || !button) return () => {};
  let settings: BackToTopSettings = {};
  try {
    settings = JSON.parse(container.dataset.settings ?? '{}') as BackToTopSettings;
  } catch {
    console.error('[shop-islands] builder-widget: the back to top data-settings is not valid JSON; its defaults are used', container);
  }
  const offsetTop = px(settings.offset_top);
  const isShownOnScroll = settings.show_scroll === 'yes';
  const canvas = container.querySelector<HTMLCanvasElement>('canvas');

  button.setAttribute('role', 'button');
  button.tabIndex = 0;
  if (!button.textContent?.trim()) button.setAttribute('aria-label', 'Back to top');

  const update = (): void => {
    const isShown = !isShownOnScroll || scrollY > px(settings.show_after) + offsetTop;
    button.classList.toggle('ekit-tt-show', isShown);
    // Hidden means out of the keyboard's reach too.
    button.style.visibility = isShown ? '' : 'hidden';
    if (canvas) {
      const scrollable = document.documentElement.scrollHeight - innerHeight;
      drawProgress(canvas, scrollable > 0 ? Math.min(1, scrollY / scrollable) : 0, settings);
    }
  };
  const toTop = (): void => scrollTo({ top: offsetTop, behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
  const onKey = (event: KeyboardEvent): void => {
    if (event.key !== 'Enter' && event.key !== ' ') return;
    event.preventDefault();
    toTop();
  };
  update();
  addEventListener('scroll', update, { passive: true });
  button.addEventListener('click', toTop);
  button.addEventListener('keydown', onKey);
  return () => {
    removeEventListener('scroll', update);
    button.removeEventListener('click', toTop);
    button.removeEventListener('keydown', onKey);
  };
}
