// The grid's server markup as GridController reads and changes it: the inner box, the summary and its
// rows, the show-more box, its button and spinner, and how a request running looks.
import { histogramRows } from '@/reviews';

/** What a request of the grid does: show more cards, or filter them by a rating. */
export type GridRequestKind = 'more' | 'filter';

export class GridMarkup {
  readonly grid: HTMLElement;

  constructor(grid: HTMLElement) {
    this.grid = grid;
  }

  find<T extends Element = HTMLElement>(selector: string): T | null {
    return this.grid.querySelector<T>(selector);
  }
  inner(): HTMLElement | null {
    return this.find('.cr-reviews-grid-inner');
  }
  summary(): HTMLElement | null {
    return this.find('.cr-summaryBox-wrap .ivole-summaryBox');
  }
  rows(): HTMLElement[] {
    return histogramRows(this.summary());
  }
  button(): HTMLButtonElement | null {
    return this.find<HTMLButtonElement>('.cr-show-more .cr-show-more-button');
  }
  spinner(): HTMLElement | null {
    return this.find('.cr-show-more .cr-show-more-spinner');
  }
  isShown(element: HTMLElement | null): element is HTMLElement {
    return element !== null && element.style.display !== 'none';
  }

  /** Puts a part the grid was printed without where the plugin prints it: after the summary and the cards. */
  placeAfterSummary(part: HTMLElement): void {
    const anchor = this.find('.cr-show-more') ?? this.find('.cr-reviews-grid-empty');
    if (anchor) anchor.before(part);
    else if (this.find('.cr-summaryBox-wrap')) this.find('.cr-summaryBox-wrap')!.after(part);
    else this.grid.prepend(part);
  }

  /** `div.cr-show-more` with its spinner (and button, when wanted). */
  ensureShowMore(): HTMLElement {
    let box = this.find('.cr-show-more');
    if (!box) {
      box = document.createElement('div');
      box.className = 'cr-show-more';
      box.innerHTML = '<span class="cr-show-more-spinner" style="display:none;"></span>';
      const empty = this.find('.cr-reviews-grid-empty');
      if (empty) empty.after(box);
      else this.placeAfterSummary(box);
    }
    return box;
  }

  /** The look of a request running (`kind`) or none: greyed rows, stale cards under a filter, the spinner. */
  setBusy(kind: GridRequestKind | null): void {
    const summary = this.summary();
    summary?.classList.toggle('cr-summaryBar-updating', kind !== null);
    // Greyed rows are out of the keyboard's and assistive tech's reach too while the grid loads.
    summary?.toggleAttribute('inert', kind !== null);
    this.inner()?.classList.toggle('island-reviews-grid__stale', kind === 'filter');
    if (kind) this.grid.setAttribute('aria-busy', 'true');
    else this.grid.removeAttribute('aria-busy');
    const spinner = this.spinner();
    if (spinner) {
      spinner.style.display = 'none';
      if (kind) {
        spinner.style.removeProperty('display');
        if (getComputedStyle(spinner).display === 'none') spinner.style.display = 'inline-block';
      }
    }
  }

  /** Shows "Show more reviews" with this label (creating it when the grid was printed without), or hides it (null). */
  showButton(label: string | null): void {
    const button = label === null ? this.button() : (this.button() ?? this.createButton());
    if (!button) return;
    if (label === null) {
      button.style.display = 'none';
      return;
    }
    button.textContent = label;
    button.style.removeProperty('display');
  }

  createButton(): HTMLButtonElement {
    const button = document.createElement('button');
    button.type = 'button';
    button.className = 'cr-show-more-button';
    this.ensureShowMore().prepend(button);
    return button;
  }
}
