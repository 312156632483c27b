// Elementor's alert: its dismiss button (`button.elementor-alert-dismiss`, printed as a real button) fades the
// whole widget out, as Elementor's alert handler did with jQuery's fadeOut (400 ms; at once under reduced motion).
// Focus, which was on the button, moves to the page rather than being lost with it.

import { prefersReducedMotion } from './in-view';

const FADE_MS = 400;

export function attachAlert(widget: HTMLElement): () => void {
  const onClick = (event: MouseEvent): void => {
    if (!(event.target as Element).closest?.('.elementor-alert-dismiss')) return;
    const hadFocus = widget.contains(document.activeElement);
    const hide = (): void => {
      widget.style.display = 'none';
      if (!hadFocus) return;
      // The focus goes to what follows the alert (made focusable for it), not back to the top of the page.
      const next = widget.nextElementSibling instanceof HTMLElement ? widget.nextElementSibling : widget.parentElement;
      if (next && next.tabIndex < 0 && !next.hasAttribute('tabindex')) next.tabIndex = -1;
      next?.focus();
    };
    if (prefersReducedMotion() || typeof widget.animate !== 'function') hide();
    else widget.animate([{ opacity: 1 }, { opacity: 0 }], { duration: FADE_MS }).finished.then(hide, hide);
  };
  widget.addEventListener('click', onClick);
  return () => widget.removeEventListener('click', onClick);
}
