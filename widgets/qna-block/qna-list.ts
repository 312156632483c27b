// The Q&A list over the plugin's markup: search (500 ms after typing stops, at once on Enter, the
// clear button), show more (`#cr-show-more-q-id[data-page]`, the spinner, hidden on the last page),
// "Sorry, no questions were found". Both post cr_show_more_qna as frontend.js did: a new search asks
// for page -1 (the shop answers page 0) and replaces the list; show more appends the next page.
//
// Beyond the legacy script: the newest request wins (an older one is aborted); the list stays until
// the answer replaces it; a failure restores the controls and says why, with a retry; the results are
// announced; keyboard focus goes on from the show-more button to the first question it added.
import { describeFailure, shopperMessage } from '@/api';
import { announce, makeButton, pressOnKey } from '@/dom';
import { latestRequest, type FormValue } from '@/lib';
import { fetchQuestions, type ListStatus, type QuestionList } from '@/reviews';

/** Questions search: sent this long after typing stops (spec §7). */
export const QNA_SEARCH_DEBOUNCE_MS = 500;

export interface QnaListOptions {
  readonly productId: string;
  readonly permalink: string;
  readonly attributes: '' | { readonly [key: string]: FormValue };
  readonly onStatus: (status: ListStatus) => void;
  /** Questions were added or replaced (their answer forms and votes are new markup). */
  readonly onChange: () => void;
}

interface Request {
  readonly page: number;
  readonly search: string;
  readonly placement: 'replace' | 'append';
  /** Show more was clicked from the keyboard: focus goes on to what it added. */
  readonly keepsFocus: boolean;
}

export class QnaListController {
  private readonly block: HTMLElement;
  private readonly options: QnaListOptions;
  private readonly stops: (() => void)[] = [];
  private readonly requests = latestRequest();
  private lastRequest: Request | undefined;
  private timer: ReturnType<typeof setTimeout> | undefined;
  /** The search the list shows (what show more pages through). */
  private shownSearch = '';

  constructor(block: HTMLElement, options: QnaListOptions) {
    this.block = block;
    this.options = options;
  }

  // ---- the server markup -------------------------------------------------------------------------

  private find<T extends HTMLElement = HTMLElement>(selector: string): T | null {
    return this.block.querySelector<T>(selector);
  }
  private input(): HTMLInputElement | null {
    return this.find<HTMLInputElement>('.cr-ajax-qna-search input');
  }
  private clearButton(): HTMLElement | null {
    return this.find('.cr-ajax-qna-search .cr-clear-input');
  }
  private inner(): HTMLElement | null {
    return this.find('.cr-qna-list-block-inner');
  }
  private more(): HTMLButtonElement | null {
    // (5.64 and before: the id alone.)
    return this.find<HTMLButtonElement>('.cr-show-more-que, #cr-show-more-q-id');
  }
  private spinner(): HTMLElement | null {
    return this.find('#cr-show-more-q-spinner');
  }
  private noResults(): HTMLElement | null {
    return this.find('.cr-search-no-qna');
  }

  // ---- start and stop ------------------------------------------------------------------------------

  start(): () => void {
    this.shownSearch = this.input()?.value.trim() ?? '';
    this.enhance();
    const listen = <K extends keyof HTMLElementEventMap>(type: K, handler: (event: HTMLElementEventMap[K]) => void): void => {
      this.block.addEventListener(type, handler);
      this.stops.push(() => this.block.removeEventListener(type, handler));
    };
    listen('click', (event) => this.onClick(event));
    listen('keydown', (event) => this.onKeyDown(event));
    listen('input', (event) => {
      if (event.target === this.input()) this.onType();
    });
    return () => {
      this.requests.abort();
      clearTimeout(this.timer);
      for (const stop of this.stops.splice(0)) stop();
    };
  }

  /** Names and keyboard access for the search box and its clear button. */
  private enhance(): void {
    const input = this.input();
    if (input && !input.hasAttribute('aria-label') && !input.labels?.length) input.setAttribute('aria-label', input.placeholder || 'Search questions and answers');
    const clear = this.clearButton();
    if (clear) {
      makeButton(clear, 'Clear search');
      this.showClear();
    }
    this.more()?.setAttribute('aria-controls', this.inner()?.id || this.ensureListId());
    this.spinner()?.setAttribute('aria-hidden', 'true');
  }

  private ensureListId(): string {
    const inner = this.inner();
    if (!inner) return '';
    inner.id = 'cr-qna-list-block-inner';
    return inner.id;
  }

  private showClear(): void {
    const clear = this.clearButton();
    if (clear) clear.style.display = this.input()?.value ? 'inline-block' : 'none';
  }

  // ---- the shopper's actions -----------------------------------------------------------------------

  private onClick(event: MouseEvent): void {
    const target = event.target instanceof Element ? event.target : null;
    if (!target) return;
    if (this.clearButton()?.contains(target)) {
      event.preventDefault();
      this.clearSearch();
      return;
    }
    const more = this.more();
    if (more && more.contains(target)) {
      event.preventDefault();
      this.showMore(event.detail === 0 || document.activeElement === more);
    }
  }

  private onKeyDown(event: KeyboardEvent): void {
    const target = event.target;
    if (target === this.input() && event.key === 'Enter') {
      event.preventDefault();
      this.searchNow();
      return;
    }
    if (target === this.clearButton()) pressOnKey(event, () => this.clearSearch());
  }

  /** Typing (arrow keys change nothing, so they never restart the wait). */
  private onType(): void {
    this.showClear();
    clearTimeout(this.timer);
    this.timer = setTimeout(() => this.searchNow(), QNA_SEARCH_DEBOUNCE_MS);
  }

  private clearSearch(): void {
    const input = this.input();
    if (input) input.value = '';
    this.showClear();
    this.searchNow();
    input?.focus();
  }

  private searchNow(): void {
    clearTimeout(this.timer);
    const search = this.input()?.value.trim() ?? '';
    // The same search again (Enter after the wait) has nothing new to show, unless it failed.
    if (search === this.shownSearch && !this.requests.isRunning && !this.lastFailed) return;
    void this.send({ page: -1, search, placement: 'replace', keepsFocus: false });
  }

  private showMore(keepsFocus: boolean): void {
    const page = Number(this.more()?.getAttribute('data-page')) || 0;
    void this.send({ page, search: this.shownSearch, placement: 'append', keepsFocus });
  }

  // ---- requests and answers ------------------------------------------------------------------------

  private lastFailed = false;

  /** Re-sends the request that failed. */
  retry(): void {
    if (this.lastRequest) void this.send(this.lastRequest);
  }

  private setBusy(isBusy: boolean): void {
    const spinner = this.spinner();
    if (spinner) spinner.style.display = isBusy ? 'inline-block' : 'none';
    this.inner()?.setAttribute('aria-busy', String(isBusy));
    const more = this.more();
    if (more && isBusy) more.style.display = 'none';
  }

  private async send(request: Request): Promise<void> {
    // A block without questions has no list to fill: nothing to search (the legacy script clicked a
    // show-more button that was not there).
    if (!this.inner()) return;
    const signal = this.requests.next();
    this.lastRequest = request;
    const noResults = this.noResults();
    if (noResults) noResults.style.display = 'none';
    this.setBusy(true);
    this.options.onStatus({ isLoading: true, error: null });
    const { productId, permalink, attributes } = this.options;
    let answer: QuestionList;
    try {
      answer = await fetchQuestions({ productID: productId, page: request.page, permalink, search: request.search, cr_attributes: attributes }, signal);
    } catch (error) {
      if (!this.requests.finish(signal)) return;
      this.lastFailed = true;
      this.setBusy(false);
      // The show-more button comes back so the shopper can go on from where they were.
      const more = this.more();
      if (more && request.placement === 'append') more.style.display = '';
      console.error(`[shop-islands] qna-block: ${describeFailure(error)}`);
      this.options.onStatus({ isLoading: false, error: shopperMessage(error) });
      return;
    }
    if (!this.requests.finish(signal)) return;
    this.lastFailed = false;
    this.setBusy(false);
    this.apply(answer, request);
    this.options.onStatus({ isLoading: false, error: null });
  }

  private apply(answer: QuestionList, request: Request): void {
    const inner = this.inner();
    const more = this.more();
    const html = answer.html ?? '';
    let added: Element[] = [];
    if (inner && answer.page >= 0) {
      if (request.placement === 'replace') inner.replaceChildren();
      const before = inner.children.length;
      inner.insertAdjacentHTML('beforeend', html);
      added = [...inner.children].slice(before);
      this.shownSearch = request.search;
    }
    if (more) {
      more.setAttribute('data-page', String(answer.page));
      more.style.display = answer.last_page || !html.trim() ? 'none' : '';
    }
    const isEmpty = !html.trim() && answer.page === 0;
    const noResults = this.noResults();
    if (noResults) noResults.style.display = isEmpty ? 'block' : 'none';
    this.options.onChange();
    const count = added.filter((item) => item.matches('.cr-qna-list-q-cont')).length;
    if (isEmpty) announce(noResults?.textContent?.trim() || 'No questions were found.', 0);
    else if (request.placement === 'replace') announce(`${count} question${count === 1 ? '' : 's'} shown${answer.last_page ? '' : ', more below'}.`, 0);
    else announce(`${count} more question${count === 1 ? '' : 's'} shown.`, 0);
    // Show more from the keyboard: reading goes on at the first question it added.
    const first = added.find((item): item is HTMLElement => item instanceof HTMLElement && item.matches('.cr-qna-list-q-cont'));
    if (request.keepsFocus && first) {
      first.tabIndex = -1;
      first.focus();
    }
  }
}
