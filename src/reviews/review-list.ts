// The behaviour of Customer Reviews' two list blocks over their server markup: the product page's
// ajax block (`#reviews.cr-reviews-ajax-reviews`) and the all-reviews block
// (`.cr-all-reviews-shortcode`). Histogram rows filter by rating, the sort select, the search box
// (1000 ms after typing stops, at once on Enter), tag chips, show more and (all reviews) numbered
// pages, each posting the plugin's action and applying its answer as frontend.js did.
//
// Beyond the legacy script: the newest request wins (older ones are aborted, so a stale answer is
// never shown); a failure restores the controls and says why, with a retry; the filters of a request
// are the ones the shopper sees (the legacy show-more dropped the chosen rating, sort kept chips it did
// not apply); the server's spans become keyboard controls with names and pressed states.
import { describeFailure, shopperMessage } from '../api';
import { announce, makeButton, pressOnKey } from '../dom';
import { latestRequest, type FormValue } from '../lib';
import { fetchReviewList } from './api';
import { enhanceHistogram, isFilterRow, ratingOfRow, selectHistogramRow } from './histogram';
import { IDLE_LIST_STATUS, type ListStatus } from './list-status';
import { ReviewListMarkup, type ReviewListVariant, type Request } from './review-list-markup';
import type { ReviewList } from './schemas';

export type { ReviewListVariant };

/** Reviews search: sent this long after typing stops (at once on Enter). */
export const REVIEW_SEARCH_DEBOUNCE_MS = 1000;

export interface ReviewListOptions {
  readonly variant: ReviewListVariant;
  /** Product block: the product id and the list and filter nonces (`security`). */
  readonly productId?: string;
  readonly listNonce?: string;
  readonly filterNonce?: string;
  /** All-reviews block: its shortcode attributes, posted back with every request. */
  readonly attributes?: { readonly [key: string]: FormValue };
  readonly onStatus: (status: ListStatus) => void;
}

/** The server's spans this controller turns into buttons. */
const OWN_BUTTONS = '.ivole-histogramRow, .cr-tags-filter, .cr-clear-input, .cr-page-numbers-a';

export class ReviewListController {
  private readonly root: HTMLElement;
  private readonly options: ReviewListOptions;
  private readonly markup: ReviewListMarkup;
  private readonly stops: (() => void)[] = [];
  private readonly requests = latestRequest();
  private lastRequest: Request | undefined;
  private searchTimer: ReturnType<typeof setTimeout> | undefined;
  private sentSearch: string;
  private status = IDLE_LIST_STATUS;

  constructor(root: HTMLElement, options: ReviewListOptions) {
    this.root = root;
    this.options = options;
    this.markup = new ReviewListMarkup(root, options.variant);
    this.sentSearch = this.markup.searchInput()?.value ?? '';
  }

  // ---- start and stop ------------------------------------------------------------------------------

  start(): () => void {
    this.enhance();
    const listen = <K extends keyof HTMLElementEventMap>(target: HTMLElement, type: K, handler: (event: HTMLElementEventMap[K]) => void): void => {
      target.addEventListener(type, handler);
      this.stops.push(() => target.removeEventListener(type, handler));
    };
    listen(this.root, 'click', (event) => this.onClick(event));
    listen(this.root, 'keydown', (event) => this.onKeyDown(event));
    listen(this.root, 'input', (event) => this.onInput(event));
    listen(this.root, 'change', (event) => {
      if (event.target === this.markup.sortSelect()) this.onSortChange();
    });
    return () => {
      this.requests.abort();
      clearTimeout(this.searchTimer);
      for (const stop of this.stops.splice(0)) stop();
    };
  }

  /** Names and keyboard access for the server's clickable spans (again after each answer). */
  private enhance(): void {
    enhanceHistogram(this.markup.summary());
    for (const chip of this.markup.chips()) {
      makeButton(chip);
      chip.setAttribute('aria-pressed', String(chip.classList.contains('cr-tag-selected')));
    }
    const tags = this.markup.tagsBox();
    if (tags && !tags.hasAttribute('role')) {
      tags.setAttribute('role', 'group');
      tags.setAttribute('aria-label', 'Filter reviews by tag');
    }
    const clear = this.markup.find('.cr-clear-input');
    if (clear) {
      makeButton(clear, 'Clear search');
      clear.style.display = this.markup.searchInput()?.value ? 'inline-block' : 'none';
    }
    for (const link of this.markup.pagination()?.querySelectorAll<HTMLElement>('.cr-page-numbers-a') ?? []) {
      const target = Number(link.getAttribute('data-page')) + 1;
      makeButton(link, link.classList.contains('prev') ? `Previous page, page ${target}` : link.classList.contains('next') ? `Next page, page ${target}` : `Page ${target}`);
    }
    this.markup.pagination()?.querySelector('.current')?.setAttribute('aria-current', 'page');
    const count = this.markup.find('.cr-count-row-count');
    count?.setAttribute('tabindex', '-1');
  }

  // ---- the shopper's actions -----------------------------------------------------------------------

  private onClick(event: MouseEvent): void {
    const target = event.target instanceof Element ? event.target : null;
    if (!target || !this.markup.scope.contains(target)) return;
    const row = target.closest<HTMLElement>('.ivole-histogramRow');
    if (row && this.markup.summary()?.contains(row) && isFilterRow(row)) {
      event.preventDefault();
      this.filterByRating(ratingOfRow(row));
      return;
    }
    const seeAll = target.closest<HTMLElement>('.cr-seeAllReviews');
    if (seeAll) {
      event.preventDefault();
      this.filterByRating(0);
      return;
    }
    const chip = target.closest<HTMLElement>('.cr-tags-filter');
    if (chip && this.markup.tagsBox()?.contains(chip)) {
      event.preventDefault();
      chip.classList.toggle('cr-tag-selected');
      chip.setAttribute('aria-pressed', String(chip.classList.contains('cr-tag-selected')));
      this.refresh();
      return;
    }
    if (target.closest('.cr-clear-input')) {
      event.preventDefault();
      const input = this.markup.searchInput();
      if (input) input.value = '';
      this.searchNow();
      input?.focus();
      return;
    }
    if (target.closest('.cr-button-search')) {
      event.preventDefault();
      this.searchNow();
      return;
    }
    const more = target.closest<HTMLButtonElement>('.cr-show-more-reviews-prd, .cr-show-more-button');
    if (more && more === this.markup.moreButton()) {
      event.preventDefault();
      this.showMore();
      return;
    }
    const pageLink = target.closest<HTMLElement>('.cr-page-numbers-a');
    if (pageLink && this.markup.pagination()?.contains(pageLink)) {
      event.preventDefault();
      this.goToPage(Number(pageLink.getAttribute('data-page')) || 0);
    }
  }

  private onKeyDown(event: KeyboardEvent): void {
    const target = event.target instanceof HTMLElement ? event.target : null;
    if (!target) return;
    if (target === this.markup.searchInput() && event.key === 'Enter') {
      event.preventDefault();
      this.searchNow();
      return;
    }
    // Enter and Space on the spans this controller made buttons act as a click, as on a real button.
    if (target.matches(OWN_BUTTONS) && this.markup.scope.contains(target)) pressOnKey(event, () => target.click());
  }

  private onInput(event: Event): void {
    const input = this.markup.searchInput();
    if (event.target !== input || !input) return;
    const clear = this.markup.find('.cr-clear-input');
    if (clear) clear.style.display = input.value ? 'inline-block' : 'none';
    // The all-reviews block searches on its button (or Enter); the product block as one types.
    if (this.options.variant !== 'product') return;
    clearTimeout(this.searchTimer);
    this.searchTimer = setTimeout(() => this.searchNow(), REVIEW_SEARCH_DEBOUNCE_MS);
  }

  private searchNow(): void {
    clearTimeout(this.searchTimer);
    const clear = this.markup.find('.cr-clear-input');
    if (clear) clear.style.display = this.markup.searchInput()?.value ? 'inline-block' : 'none';
    this.refresh();
  }

  private onSortChange(): void {
    if (this.options.variant === 'product') {
      // cr_sort_reviews knows rating and sort only: the search and the chips are cleared so the list
      // shows what the controls say.
      this.clearSearchAndTags();
      this.send({ action: 'cr_sort_reviews', fields: { productID: this.options.productId, sort: this.markup.sort(), rating: this.markup.rating() }, placement: 'replace', source: 'filter' });
    } else this.refresh();
  }

  private filterByRating(rating: number): void {
    selectHistogramRow(this.markup.summary(), rating);
    if (this.options.variant === 'product') {
      this.clearSearchAndTags();
      this.send({ action: 'cr_filter_reviews', fields: { productID: this.options.productId, rating, sort: this.markup.sort(), security: this.options.filterNonce }, placement: 'replace', source: 'filter' });
    } else {
      // The all-reviews block clears the chips on a rating click, as the plugin did.
      for (const chip of this.markup.chips()) {
        chip.classList.remove('cr-tag-selected');
        chip.setAttribute('aria-pressed', 'false');
      }
      this.refresh();
    }
  }

  private clearSearchAndTags(): void {
    clearTimeout(this.searchTimer);
    const input = this.markup.searchInput();
    if (input) input.value = '';
    const clear = this.markup.find('.cr-clear-input');
    if (clear) clear.style.display = 'none';
    for (const chip of this.markup.chips()) {
      chip.classList.remove('cr-tag-selected');
      chip.setAttribute('aria-pressed', 'false');
    }
  }

  /** A new query from page 1 with every filter the controls show. */
  private refresh(): void {
    this.send({ ...this.listRequest(0), placement: 'replace', source: 'filter' });
  }

  private showMore(): void {
    const page = this.options.variant === 'product' ? Number(this.markup.scope.getAttribute('data-page')) || 1 : Number(this.markup.moreButton()?.getAttribute('data-page')) || 1;
    this.send({ ...this.listRequest(page), placement: 'append', source: 'more' });
  }

  private goToPage(zeroBased: number): void {
    this.send({ ...this.listRequest(zeroBased), placement: 'replace', source: 'page' });
  }

  /** cr_show_more_reviews or cr_show_more_all_reviews for `page` (the server answers page + 1). */
  private listRequest(page: number): Pick<Request, 'action' | 'fields'> {
    const search = this.markup.searchInput()?.value ?? '';
    const tags = this.markup.selectedTags();
    if (this.options.variant === 'product') {
      return {
        action: 'cr_show_more_reviews',
        fields: { productID: this.options.productId, page, sort: this.markup.sort(), rating: this.markup.rating(), search, tags, security: this.options.listNonce },
      };
    }
    return { action: 'cr_show_more_all_reviews', fields: { attributes: this.options.attributes ?? {}, rating: this.markup.rating(), page, search, sort: this.markup.sort(), tags } };
  }

  // ---- requests and answers ------------------------------------------------------------------------

  /** Re-sends the request that failed. */
  retry(): void {
    if (this.lastRequest) this.send(this.lastRequest);
  }

  private setStatus(patch: Partial<ListStatus>): void {
    this.status = { ...this.status, ...patch };
    this.options.onStatus(this.status);
  }

  private async send(request: Request): Promise<void> {
    const signal = this.requests.next();
    this.lastRequest = request;
    const noReviews = this.markup.find('.cr-search-no-reviews');
    if (noReviews) noReviews.style.display = 'none';
    this.markup.setBusy(true, request);
    this.setStatus({ isLoading: true, error: null });
    let answer: ReviewList;
    try {
      answer = await fetchReviewList(request.action, request.fields, signal);
    } catch (error) {
      if (!this.requests.finish(signal)) return;
      this.markup.setBusy(false, request);
      // The show-more button comes back so the shopper can try again from where they were.
      const more = this.markup.moreButton();
      if (more && request.source === 'more') more.hidden = false;
      const message = shopperMessage(error);
      console.error(`[shop-islands] reviews: ${describeFailure(error)}`);
      this.setStatus({ isLoading: false, error: message });
      return;
    }
    if (!this.requests.finish(signal)) return;
    this.markup.setBusy(false, request);
    this.apply(answer, request);
    this.setStatus({ isLoading: false, error: null });
  }

  private apply(answer: ReviewList, request: Request): void {
    const said = this.markup.showAnswer(answer, request);
    this.enhance();
    announce(said, 0);
    if (request.source === 'page') this.markup.revealPage();
  }

}
