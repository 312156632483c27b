// Elementor Pro's portfolio filter (`portfolio`, W20): its bar (`li.elementor-portfolio__filter[data-filter]`,
// printed with tabindex 0; "All" is `__all`) shows the items of one term (`.elementor-portfolio-item` with class
// `elementor-filter-<term id>`): the chosen filter is `elementor-active`, the items of other terms hidden, and a
// masonry grid laid out again (by the page builder's layout of the grid, widgets/page-builder/pro-widgets.ts, asked
// with the event `shop-islands:relayout` on its container).
// Better than the script it replaces: the bar is a radio group (one filter at a time; the page builder's load-time
// work made it so): a press, Space or Enter chooses; the arrow keys move to the next or previous filter and choose
// it, Home and End to the first and last; only the chosen one is a tab stop. The items left out are hidden at once
// (Pro scaled them away over 450 ms while they stayed tab stops); the items that stay glide to their new places and
// the ones that come in grow into theirs, over the 0.4 s of Pro's isotope layout (not under reduced motion).
import { prefersReducedMotion } from './in-view';
import { listeners } from './listeners';

export const ACTIVE_CLASS = 'elementor-active';
/** Pro's isotope transition. */
export const REARRANGE_MS = 400;

/** Moves each item of `shown` from where it was (`before`) to where it is now, and grows the ones that were not shown. */
function rearrange(shown: HTMLElement[], before: Map<HTMLElement, DOMRect>): void {
  for (const item of shown) {
    const was = before.get(item);
    const now = item.getBoundingClientRect();
    if (!was) item.animate([{ opacity: 0, transform: 'scale(0.001)' }, { opacity: 1, transform: 'none' }], { duration: REARRANGE_MS, easing: 'ease-out' });
    else if (was.left != now.left || was.top != now.top) item.animate([{ transform: `translate(${was.left - now.left}px, ${was.top - now.top}px)` }, { transform: 'none' }], { duration: REARRANGE_MS, easing: 'ease-in-out' });
  }
}

export function attachPortfolio(widget: HTMLElement): () => void {
  const bar = widget.querySelector<HTMLElement>('ul.elementor-portfolio__filters');
  const filters = [...widget.querySelectorAll<HTMLElement>('.elementor-portfolio__filter')];
  const container = widget.querySelector<HTMLElement>('.elementor-posts-container');
  if (!bar || !filters.length || !container) return () => {};
  const items = [...container.querySelectorAll<HTMLElement>('.elementor-portfolio-item:not(.elementor-portfolio-ghost-item)')];

  const choose = (chosen: HTMLElement, moveFocus: boolean): void => {
    const term = chosen.dataset.filter ?? '__all';
    for (const filter of filters) {
      const isChosen = filter == chosen;
      filter.classList.toggle(ACTIVE_CLASS, isChosen);
      filter.setAttribute('role', 'radio');
      filter.setAttribute('aria-checked', String(isChosen));
      filter.tabIndex = isChosen ? 0 : -1;
    }
    if (moveFocus) chosen.focus();
    const animates = isStarted && !prefersReducedMotion() && typeof widget.animate == 'function';
    const before = new Map(animates ? items.filter((item) => !item.hidden).map((item) => [item, item.getBoundingClientRect()]) : []);
    for (const item of items) {
      const isShown = term == '__all' || item.classList.contains(`elementor-filter-${term}`);
      item.classList.toggle(ACTIVE_CLASS, isShown);
      item.hidden = !isShown;
    }
    // The page builder's layout of the grid (widgets/page-builder/pro-widgets.ts) lays it out again.
    container.dispatchEvent(new Event('shop-islands:relayout'));
    if (animates) rearrange(items.filter((item) => !item.hidden), before);
  };
  let isStarted = false;
  bar.setAttribute('role', 'radiogroup');
  if (!bar.hasAttribute('aria-label')) bar.setAttribute('aria-label', 'Filter');
  choose(filters.find((filter) => filter.classList.contains(ACTIVE_CLASS)) ?? filters[0]!, false);
  isStarted = true;

  const { listen, stop } = listeners();
  listen(bar, 'click', (event) => {
    const filter = (event.target as Element).closest<HTMLElement>('.elementor-portfolio__filter');
    if (filter) choose(filter, false);
  });
  listen(bar, 'keydown', (event) => {
    const at = filters.indexOf(event.target as HTMLElement);
    if (at < 0) return;
    const last = filters.length - 1;
    const next = { ArrowRight: at + 1, ArrowDown: at + 1, ArrowLeft: at - 1, ArrowUp: at - 1, Home: 0, End: last, ' ': at, Enter: at }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    choose(filters[next > last ? 0 : next < 0 ? last : next]!, true);
  });
  return stop;
}
