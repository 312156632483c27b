// The server markup of Customer Reviews' list blocks, as ReviewListController reads and changes it: the
// controls (histogram, sort, search, tag chips, show more, pages) and the list, the busy look while a
// request runs, and an answer put in as frontend.js did.
import type { FormValue } from '../lib';
import type { ReviewListAction } from './api';
import { selectedRating } from './histogram';
import type { ReviewList } from './schemas';

export type ReviewListVariant = 'product' | 'all';

/** A request of the list: its action and fields, where its answer goes, and what started it. */
export interface Request {
  readonly action: ReviewListAction;
  readonly fields: { readonly [key: string]: FormValue };
  readonly placement: 'replace' | 'append';
  /** What started it: a page link keeps focus with the list. */
  readonly source: 'filter' | 'more' | 'page';
}

export class ReviewListMarkup {
  /** The part holding the list and its controls (the product block's `#comments`; the all-reviews root). */
  readonly scope: HTMLElement;
  private readonly variant: ReviewListVariant;

  constructor(root: HTMLElement, variant: ReviewListVariant) {
    this.variant = variant;
    this.scope = variant === 'product' ? (root.querySelector<HTMLElement>('.cr-reviews-ajax-comments') ?? root) : root;
  }

  find<T extends Element = HTMLElement>(selector: string): T | null {
    return this.scope.querySelector<T>(selector);
  }
  summary(): HTMLElement | null {
    return this.find('.ivole-summaryBox');
  }
  sortSelect(): HTMLSelectElement | null {
    return this.find<HTMLSelectElement>('select.cr-ajax-reviews-sort');
  }
  searchInput(): HTMLInputElement | null {
    return this.find<HTMLInputElement>('.cr-ajax-search input');
  }
  tagsBox(): HTMLElement | null {
    return this.find('.cr-review-tags-filter');
  }
  chips(): HTMLElement[] {
    return [...(this.tagsBox()?.querySelectorAll<HTMLElement>('.cr-tags-filter') ?? [])];
  }
  list(): HTMLOListElement | null {
    return this.find<HTMLOListElement>(this.variant === 'product' ? 'ol.cr-ajax-reviews-list' : 'ol.commentlist');
  }
  moreButton(): HTMLButtonElement | null {
    return this.find<HTMLButtonElement>(this.variant === 'product' ? '.cr-show-more-reviews-prd' : '.cr-show-more-button');
  }
  spinner(): HTMLElement | null {
    return this.find('.cr-show-more-review-spinner');
  }
  pagination(): HTMLElement | null {
    return this.find('.cr-all-reviews-pagination');
  }

  /** The chosen rating: the selected histogram row's, 0 for all. */
  rating(): number {
    return selectedRating(this.summary());
  }
  selectedTags(): string[] {
    return this.chips().filter((chip) => chip.classList.contains('cr-tag-selected')).map((chip) => chip.getAttribute('data-crtagid') ?? '').filter(Boolean);
  }
  sort(): string {
    return this.sortSelect()?.value ?? 'recent';
  }

  /** Greys the controls (the plugin's classes), marks the list busy, and shows the spinner of what is loading. */
  setBusy(isBusy: boolean, request: Request): void {
    const summary = this.summary();
    summary?.classList.toggle('cr-summaryBar-updating', isBusy);
    this.sortSelect()?.classList.toggle('cr-sort-updating', isBusy);
    const tags = this.tagsBox();
    tags?.classList.toggle(this.variant === 'product' ? 'cr-review-tags-filter-disabled' : 'cr-tags-updating', isBusy);
    // Greyed controls are also out of reach of the keyboard and assistive tech while the list loads.
    for (const element of [summary, tags]) element?.toggleAttribute('inert', isBusy);
    const list = this.list();
    list?.setAttribute('aria-busy', String(isBusy));
    if (request.source === 'page') {
      list?.classList.toggle('cr-pagination-load', isBusy);
      this.pagination()?.classList.toggle('cr-pagination-load', isBusy);
    }
    const spinner = this.spinner();
    if (spinner) spinner.style.display = isBusy && request.source !== 'page' ? 'inline-block' : 'none';
    const more = this.moreButton();
    if (more && isBusy) more.hidden = true;
  }

  /** Puts the answer's reviews, count, empty note, show-more button and pages in; returns what to announce. */
  showAnswer(answer: ReviewList, request: Request): string {
    const list = this.list();
    const html = answer.html ?? '';
    if (list) {
      // All reviews keeps its pagination spinner item last.
      const spinnerItem = list.querySelector('.cr-pagination-review-spinner-li');
      if (request.placement === 'replace') list.replaceChildren();
      list.insertAdjacentHTML('beforeend', html);
      if (spinnerItem) list.append(spinnerItem);
    }
    if (this.variant === 'product') this.scope.setAttribute('data-page', String(answer.page));
    const count = this.find('.cr-count-row-count');
    if (count && answer.count_row) count.innerHTML = answer.count_row;
    const isEmpty = !html.trim() && (request.placement === 'replace' || answer.page === 1);
    const noReviews = this.find('.cr-search-no-reviews');
    if (noReviews) noReviews.style.display = isEmpty ? 'block' : 'none';
    this.applyMoreButton(answer);
    const pagination = this.pagination();
    if (pagination && answer.pagination !== undefined && request.source !== 'more') pagination.innerHTML = answer.pagination;
    return isEmpty ? (noReviews?.textContent?.trim() ?? 'No reviews match.') : (count?.textContent?.trim() ?? '');
  }

  /** After a numbered page: focus on the count, the list scrolled to its top. */
  revealPage(): void {
    this.find('.cr-count-row-count')?.focus({ preventScroll: true });
    this.scope.scrollIntoView({ block: 'start', behavior: 'smooth' });
  }

  /** The show-more button: the answer's label, its next page, shown while pages remain (created if the page had none). */
  applyMoreButton(answer: ReviewList): void {
    const shouldShow = !answer.last_page && Boolean(answer.html?.trim());
    let more = this.moreButton();
    if (!more && shouldShow && this.variant === 'product') {
      more = document.createElement('button');
      more.type = 'button';
      more.className = 'cr-show-more-reviews-prd';
      const box = document.createElement('div');
      box.className = 'cr-show-more-review-spinner-cnt';
      box.append(more);
      const spinner = this.spinner();
      if (spinner?.parentElement === this.scope) box.append(spinner);
      this.list()?.after(box);
    }
    if (!more) return;
    if (answer.show_more_label) more.textContent = answer.show_more_label;
    more.setAttribute('data-page', String(answer.page));
    more.hidden = !shouldShow;
    more.style.display = shouldShow ? '' : 'none';
  }
}
