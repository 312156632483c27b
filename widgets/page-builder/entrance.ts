// Entrance animations (W17), as Elementor's global handler ran them: an element whose settings name an
// animation (`_animation` on widgets, `animation` on sections and containers, per device) is printed
// `elementor-invisible`; once it enters the view it waits its delay (`_animation_delay` / `animation_delay`,
// ms), then loses that class and gets `animated <name>` (the keyframes are Elementor's CSS, which stays on the
// page). Once only. Under reduced motion, and for `none`, it appears at once: it is never left invisible.
import { currentDeviceSetting, elementSettings } from '@/builder';

const INVISIBLE = 'elementor-invisible';

function animationOf(settings: Record<string, unknown>): { name: string; delayMs: number } {
  const name = currentDeviceSetting(settings, 'animation') || currentDeviceSetting(settings, '_animation');
  const delay = Number(settings._animation_delay ?? settings.animation_delay ?? 0);
  return { name: typeof name === 'string' ? name : '', delayMs: Number.isFinite(delay) && delay > 0 ? delay : 0 };
}

const show = (element: Element): void => element.classList.remove(INVISIBLE);

/** Watches the animated elements in `root` (itself included) that belong to `documentRoot` (not to a document nested in it); returns the cleanup. */
export function startEntranceAnimations(root: Element, documentRoot: Element, isReducedMotion = matchMedia('(prefers-reduced-motion: reduce)').matches): () => void {
  const timers = new Map<ReturnType<typeof setTimeout>, Element>();
  const animations = new Map<Element, { name: string; delayMs: number }>();
  const observer = new IntersectionObserver((entries) => {
    for (const { target, isIntersecting } of entries) {
      const animation = animations.get(target);
      if (!isIntersecting || !animation) continue;
      observer.unobserve(target);
      animations.delete(target);
      const timer = setTimeout(() => {
        timers.delete(timer);
        target.classList.remove(INVISIBLE);
        target.classList.add('animated', animation.name);
      }, animation.delayMs);
      timers.set(timer, target);
    }
  });

  const elements = [...(root.matches(`.${INVISIBLE}`) ? [root] : []), ...root.querySelectorAll(`.${INVISIBLE}`)].filter((element) => element.closest('.elementor') === documentRoot);
  for (const element of elements) {
    let animation;
    try {
      animation = animationOf(elementSettings(element));
    } catch (error) {
      // Broken settings must not leave the element invisible.
      console.error(`[shop-islands] page-builder: element ${element.getAttribute('data-id') ?? ''} has ${(error as Error).message}; it is shown without its animation`, element);
    }
    if (!animation?.name || animation.name === 'none' || isReducedMotion) show(element);
    else {
      animations.set(element, animation);
      observer.observe(element);
    }
  }

  return () => {
    observer.disconnect();
    // Left unplayed (the element leaves the page or the runtime stops, during its delay too): shown, never left invisible.
    for (const [timer, element] of timers) {
      clearTimeout(timer);
      show(element);
    }
    for (const element of animations.keys()) show(element);
  };
}
