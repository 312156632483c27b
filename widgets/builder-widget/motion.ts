// Opening and closing a panel with a height transition (jQuery's slideDown / slideUp, Bootstrap's collapse),
// instant under reduced motion. The panel's final state is set at once; only its look is animated.

import { prefersReducedMotion } from './in-view';

/** Animates `panel` from closed to its natural height (or back), over `durationMs`. */
export function slide(panel: HTMLElement, isOpening: boolean, durationMs: number): void {
  if (prefersReducedMotion() || durationMs <= 0 || typeof panel.animate !== 'function') return;
  const height = `${panel.scrollHeight}px`;
  const frames = [
    { height: '0px', overflow: 'hidden' },
    { height, overflow: 'hidden' },
  ];
  panel.animate(isOpening ? frames : frames.reverse(), { duration: durationMs, easing: 'ease' });
}
