// "Once it is in view": the moment Elementor's waypoints and ElementsKit's observeElement started a widget's
// animation (a counter counting, a bar filling), once.

/** Calls `start` once, when `element` is in view (`threshold` of it visible); returns the cancel. */
export function onceInView(element: Element, start: () => void, threshold = 0): () => void {
  const observer = new IntersectionObserver(
    (entries) => {
      // An observer reports the first pixel too: the share asked for must be in view (a hair less counts: subpixels).
      if (!entries.some((entry) => entry.isIntersecting && (entry.intersectionRatio ?? 1) >= threshold - 0.01)) return;
      observer.disconnect();
      start();
    },
    { threshold },
  );
  observer.observe(element);
  return () => observer.disconnect();
}

export const prefersReducedMotion = (): boolean => matchMedia('(prefers-reduced-motion: reduce)').matches;
