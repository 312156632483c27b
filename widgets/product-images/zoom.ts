// Zoom on hover, as WooCommerce's jquery.zoom did: over the shown slide, the full-size picture follows
// the mouse inside the slide's box. Only when the picture is larger than the box, and only for a
// mouse (a finger swipes the slider instead).
import { pictureOf } from './slides';

/** Starts zooming `slide` on hover; returns the function that stops it. */
export function attachZoom(slide: HTMLElement): () => void {
  let zoomed: HTMLImageElement | undefined;
  const box = (): DOMRect => slide.getBoundingClientRect();

  const move = (event: PointerEvent): void => {
    if (!zoomed) return;
    const { left, top, width, height } = box();
    const x = Math.min(Math.max((event.clientX - left) / width, 0), 1);
    const y = Math.min(Math.max((event.clientY - top) / height, 0), 1);
    zoomed.style.left = `${-x * (zoomed.width - width)}px`;
    zoomed.style.top = `${-y * (zoomed.height - height)}px`;
  };
  const enter = (event: PointerEvent): void => {
    if (event.pointerType !== 'mouse' || zoomed) return;
    const picture = pictureOf(slide);
    if (!picture.src || picture.width <= box().width) return;
    zoomed = document.createElement('img');
    zoomed.className = 'zoomImg';
    zoomed.src = picture.src;
    zoomed.alt = '';
    zoomed.setAttribute('aria-hidden', 'true');
    zoomed.width = picture.width;
    zoomed.height = picture.height || picture.width;
    slide.classList.add('island-zooming');
    slide.append(zoomed);
    move(event);
  };
  const leave = (): void => {
    zoomed?.remove();
    zoomed = undefined;
    slide.classList.remove('island-zooming');
  };

  slide.addEventListener('pointerenter', enter);
  slide.addEventListener('pointermove', move);
  slide.addEventListener('pointerleave', leave);
  return () => {
    leave();
    slide.removeEventListener('pointerenter', enter);
    slide.removeEventListener('pointermove', move);
    slide.removeEventListener('pointerleave', leave);
  };
}
