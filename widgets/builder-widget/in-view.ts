// "Once it is in view": the moment Elementor's waypoints and ElementsKit's observeElement started a widget's
// animation (a counter counting, a bar filling), once.

/** Calls `start` once, when `element` is in view (`threshold` of it visible); returns the cancel. */
export function onceInView(element: Element, start: () => void, threshold = 0): () => void {
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      start();
    },
    { threshold },
  );
  observer.observe(element);
  return () => observer.disconnect();
}

export const prefersReducedMotion = (): boolean => matchMedia('(prefers-reduced-motion: reduce)').matches;
