// ElementsKit's pie chart (W4): `.colorful-chart.piechart[data-percent]` drawn once in view on a canvas, as
// easyPieChart did: its defaults (bar #666666, track #f7f7f7, line width 20, size 150, round caps; a gradient
// from #fad470 to #f96933 for the gradient style), `data-color`, `data-barbg`, `data-linewidth`, `data-size`,
// `data-gradientcolor1|2`, the arc growing over 1 s (at once under reduced motion). The canvas is a picture
// named by its percentage; a canvas the browser cannot draw on logs "Invalid element".
import { onceInView, prefersReducedMotion } from './in-view';

/** easyPieChart's animation. */
const ANIMATION_MS = 1000;
const DEFAULTS = { barColor: '#666666', gradient: ['#fad470', '#f96933'], trackColor: '#f7f7f7', lineWidth: 20, size: 150 };

const positive = (text: string | undefined, fallback: number): number => (Number(text) > 0 ? Number(text) : fallback);

export function attachPieChart(widget: HTMLElement): () => void {
  const chart = widget.querySelector<HTMLElement>('.colorful-chart');
  if (!chart) return () => {};
  const { percent, color, barbg, linewidth, size, pie_color_style: style, gradientcolor1, gradientcolor2 } = chart.dataset;
  const share = Math.min(100, Math.max(0, Number(percent) || 0)) / 100;
  const side = positive(size, DEFAULTS.size);
  const lineWidth = positive(linewidth, DEFAULTS.lineWidth);
  const canvas = document.createElement('canvas');
  const scale = devicePixelRatio || 1;
  canvas.width = canvas.height = side * scale;
  canvas.style.width = canvas.style.height = `${side}px`;
  canvas.setAttribute('role', 'img');
  canvas.setAttribute('aria-label', `${Math.round(share * 100)}%`);
  const context = canvas.getContext('2d');
  if (!context) {
    console.error('[shop-islands] builder-widget: Invalid element (the pie chart cannot draw on a canvas)', chart);
    return () => {};
  }
  chart.style.width = chart.style.height = `${side}px`;
  chart.style.lineHeight = `${side}px`;
  chart.prepend(canvas);
  context.scale(scale, scale);
  const radius = (side - lineWidth) / 2;
  // ElementsKit passes its two gradient colours the other way round: the first it prints ends the gradient.
  const stroke = (): string | CanvasGradient => {
    if (style !== 'gradient') return color || DEFAULTS.barColor;
    const gradient = context.createLinearGradient(0, 0, side, 0);
    gradient.addColorStop(0, gradientcolor2 || DEFAULTS.gradient[0]!);
    gradient.addColorStop(1, gradientcolor1 || DEFAULTS.gradient[1]!);
    return gradient;
  };
  const draw = (progress: number): void => {
    context.clearRect(0, 0, side, side);
    context.lineWidth = lineWidth;
    context.lineCap = 'round';
    context.strokeStyle = barbg || DEFAULTS.trackColor;
    context.beginPath();
    context.arc(side / 2, side / 2, radius, 0, 2 * Math.PI);
    context.stroke();
    if (progress <= 0) return;
    context.strokeStyle = stroke();
    context.beginPath();
    context.arc(side / 2, side / 2, radius, -Math.PI / 2, -Math.PI / 2 + 2 * Math.PI * progress);
    context.stroke();
  };
  draw(0);
  let frame = 0;
  const stop = onceInView(chart, () => {
    if (prefersReducedMotion()) return draw(share);
    const started = performance.now();
    const step = (now: number): void => {
      const progress = Math.min(1, (now - started) / ANIMATION_MS);
      draw(share * progress);
      if (progress < 1) frame = requestAnimationFrame(step);
    };
    frame = requestAnimationFrame(step);
  });
  return () => {
    stop();
    cancelAnimationFrame(frame);
    canvas.remove();
  };
}
