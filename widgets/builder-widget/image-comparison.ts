// ElementsKit's image comparison (W2): `.elementskit-image-comparison[data-offset][data-label_before]
// [data-label_after][data-overlay][data-move_slider_on_hover][data-click_to_move]` holding the before and after
// images, laid out as the twentytwenty plugin did (its classes, so ElementsKit's CSS styles it): the after image,
// the before image over it cut at the offset, a handle between them and the two labels. `image-comparison-
// container-vertical` cuts top and bottom. The handle is a WAI-ARIA slider: Right/Up and Left/Down move 1 %, Page Up /
// Down 10 %, Home / End to the ends; dragging it moves it, and so do a click anywhere (click to move) and the pointer's
// movement over the images (move on hover) when the widget says so. The labels show on hover when "overlay" is on (`data-overlay="yes"`).

/** twentytwenty's default offset. */
const DEFAULT_OFFSET = 0.5;

const clamp = (value: number): number => Math.min(1, Math.max(0, value));
const escapeAttribute = (text: string): string => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

export function attachImageComparison(widget: HTMLElement): () => void {
  const container = widget.querySelector<HTMLElement>('.elementskit-image-comparison');
  const [before, after] = container ? [...container.querySelectorAll<HTMLImageElement>(':scope > img')] : [];
  if (!container || !before || !after) return () => {};
  const { offset, label_before: beforeLabel = 'Before', label_after: afterLabel = 'After', overlay, move_slider_on_hover: moveOnHover, click_to_move: clickToMove } = container.dataset;
  const isVertical = container.classList.contains('image-comparison-container-vertical');
  let share = clamp(Number.isFinite(Number(offset)) && offset !== '' ? Number(offset) : DEFAULT_OFFSET);

  const wrapper = document.createElement('div');
  wrapper.className = `twentytwenty-wrapper twentytwenty-${isVertical ? 'vertical' : 'horizontal'}`;
  container.before(wrapper);
  wrapper.append(container);
  container.classList.add('twentytwenty-container');
  before.classList.add('twentytwenty-before');
  after.classList.add('twentytwenty-after');
  const overlayLayer = document.createElement('div');
  overlayLayer.className = 'twentytwenty-overlay';
  // twentytwenty's labels are CSS content from these attributes (escaped: they come from the page's settings).
  overlayLayer.innerHTML = `<div class="twentytwenty-before-label" data-content="${escapeAttribute(beforeLabel)}"></div><div class="twentytwenty-after-label" data-content="${escapeAttribute(afterLabel)}"></div>`;
  if (overlay !== 'yes') overlayLayer.style.display = 'none';
  const handle = document.createElement('div');
  handle.className = 'twentytwenty-handle';
  handle.innerHTML = isVertical ? '<span class="twentytwenty-down-arrow"></span><span class="twentytwenty-up-arrow"></span>' : '<span class="twentytwenty-left-arrow"></span><span class="twentytwenty-right-arrow"></span>';
  handle.setAttribute('role', 'slider');
  handle.tabIndex = 0;
  handle.setAttribute('aria-label', `${beforeLabel} and ${afterLabel}`);
  handle.setAttribute('aria-valuemin', '0');
  handle.setAttribute('aria-valuemax', '100');
  if (isVertical) handle.setAttribute('aria-orientation', 'vertical');
  container.append(overlayLayer, handle);
  // A finger dragging the handle moves it, not the page (which may still scroll the other way).
  container.style.touchAction = isVertical ? 'pan-x' : 'pan-y';
  handle.style.touchAction = 'none';

  const draw = (): void => {
    const percent = Math.round(share * 100);
    before.style.clipPath = isVertical ? `inset(0 0 ${100 - share * 100}% 0)` : `inset(0 ${100 - share * 100}% 0 0)`;
    handle.style[isVertical ? 'top' : 'left'] = `${share * 100}%`;
    handle.setAttribute('aria-valuenow', String(percent));
    handle.setAttribute('aria-valuetext', `${percent}% ${beforeLabel}, ${100 - percent}% ${afterLabel}`);
  };
  /** The images' height: the after image's, as laid out (twentytwenty set it on the container). */
  const matchHeight = (): void => {
    if (after.offsetHeight) container.style.height = `${after.offsetHeight}px`;
  };
  const shareAt = (event: PointerEvent | MouseEvent): number => {
    const box = container.getBoundingClientRect();
    return clamp(isVertical ? (event.clientY - box.top) / box.height : (event.clientX - box.left) / box.width);
  };
  const moveTo = (value: number): void => {
    share = clamp(value);
    draw();
  };

  let isDragging = false;
  const onPointerDown = (event: PointerEvent): void => {
    if (!handle.contains(event.target as Node) && clickToMove !== 'yes') return;
    isDragging = true;
    container.setPointerCapture?.(event.pointerId);
    container.classList.add('active');
    moveTo(shareAt(event));
    event.preventDefault();
  };
  const onPointerMove = (event: PointerEvent): void => {
    if (isDragging || moveOnHover === 'yes') moveTo(shareAt(event));
  };
  const onPointerUp = (): void => {
    isDragging = false;
    container.classList.remove('active');
  };
  const onKey = (event: KeyboardEvent): void => {
    // The slider pattern: Right and Up (and Page Up) raise the value, whatever the orientation.
    const step = { ArrowRight: 0.01, ArrowUp: 0.01, ArrowLeft: -0.01, ArrowDown: -0.01, PageUp: 0.1, PageDown: -0.1 }[event.key];
    if (step !== undefined) moveTo(share + step);
    else if (event.key === 'Home') moveTo(0);
    else if (event.key === 'End') moveTo(1);
    else return;
    event.preventDefault();
  };
  container.addEventListener('pointerdown', onPointerDown);
  container.addEventListener('pointermove', onPointerMove);
  container.addEventListener('pointerup', onPointerUp);
  container.addEventListener('pointercancel', onPointerUp);
  handle.addEventListener('keydown', onKey);
  const resize = typeof ResizeObserver === 'function' ? new ResizeObserver(matchHeight) : undefined;
  resize?.observe(after);
  after.addEventListener('load', matchHeight);
  matchHeight();
  draw();

  return () => {
    resize?.disconnect();
    container.removeEventListener('pointerdown', onPointerDown);
    container.removeEventListener('pointermove', onPointerMove);
    container.removeEventListener('pointerup', onPointerUp);
    container.removeEventListener('pointercancel', onPointerUp);
    after.removeEventListener('load', matchHeight);
    overlayLayer.remove();
    handle.remove();
    before.style.clipPath = '';
    container.style.height = '';
    container.style.touchAction = '';
    container.classList.remove('twentytwenty-container');
    before.classList.remove('twentytwenty-before');
    after.classList.remove('twentytwenty-after');
    wrapper.replaceWith(container);
  };
}
