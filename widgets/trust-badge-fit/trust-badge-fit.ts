// A static trust badge (`div.cr-trustbadgef > div.cr-badge`, printed hidden by the plugin's CSS): scaled
// down with a transform when its container is narrower than the badge, never up, then shown. The
// plugin fitted once on DOM ready; this follows the container as it resizes (rotation, sidebars, fonts).

/** The container's content width (jQuery's `width()`, which the plugin measured). */
function contentWidthOf(container: HTMLElement): number {
  const style = getComputedStyle(container);
  return container.clientWidth - (Number.parseFloat(style.paddingLeft) || 0) - (Number.parseFloat(style.paddingRight) || 0);
}

export function attach(container: HTMLElement): () => void {
  const badge = container.querySelector<HTMLElement>('.cr-badge');
  if (!badge) return () => undefined;
  const fitToContainer = (): void => {
    // A transform leaves offsetWidth alone: this is the badge's own width, scaled or not.
    const [available, width] = [contentWidthOf(container), badge.offsetWidth];
    // Nothing laid out yet (a hidden tab or column): show it as printed, and fit when it gets a size.
    const scale = available > 0 && width > 0 ? available / width : 1;
    if (scale < 1) {
      badge.style.transform = `scale(${scale})`;
      badge.style.transformOrigin = 'left';
    } else {
      badge.style.removeProperty('transform');
      badge.style.removeProperty('transform-origin');
    }
    badge.style.visibility = 'visible';
  };
  fitToContainer();
  if (typeof ResizeObserver === 'undefined') return () => undefined;
  const observer = new ResizeObserver(fitToContainer);
  observer.observe(container);
  observer.observe(badge);
  return () => observer.disconnect();
}
