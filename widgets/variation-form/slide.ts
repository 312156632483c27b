// jQuery's slideDown / slideUp for the variation block and the no-match notice, without jQuery.

/** The latest slide asked of each element: an older slide's end must not undo a newer one. */
const latest = new WeakMap<HTMLElement, number>();
let count = 0;

function prefersReducedMotion(): boolean {
  return typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
}

function animateHeight(element: HTMLElement, from: number, to: number, ms: number): Promise<void> {
  if (ms <= 0 || prefersReducedMotion() || typeof element.animate !== 'function') return Promise.resolve();
  const animation = element.animate([{ height: `${from}px`, overflow: 'hidden' }, { height: `${to}px`, overflow: 'hidden' }], { duration: ms, easing: 'ease' });
  return animation.finished.then(
    () => undefined,
    () => undefined,
  );
}

export function slideDown(element: HTMLElement, ms: number): Promise<void> {
  const token = ++count;
  latest.set(element, token);
  const wasHidden = element.style.display === 'none';
  if (!wasHidden) return Promise.resolve();
  element.style.removeProperty('display');
  return animateHeight(element, 0, element.scrollHeight, ms);
}

export function slideUp(element: HTMLElement, ms: number): Promise<void> {
  const token = ++count;
  latest.set(element, token);
  if (element.style.display === 'none') return Promise.resolve();
  return animateHeight(element, element.offsetHeight, 0, ms).then(() => {
    if (latest.get(element) === token) element.style.display = 'none';
  });
}
