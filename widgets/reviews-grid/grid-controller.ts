// The grid's behaviour over the plugin's markup, as frontend.js + Colcade did: "Show more reviews"
// appends the next cards (ivole_show_more_grid_reviews without the ones shown), a histogram row shows
// one rating (the cards replaced), "Show More"/"Show Less" open a long text, and the columns follow
// the grid's width.
//
// Beyond the legacy script: the posted attributes are a fresh copy each time (the plugin mutated its
// cached object, so a filter changed every later show-more); a filter that finds nothing says so and
// hides the button; the newest request wins; a failure says why and gives the button back; the
// histogram rows and the read-more links work from the keyboard and tell their state.
import { ApiError, describeFailure, shopperMessage } from '@/api';
import { announce, pressOnKey } from '@/dom';
import { latestRequest, type FormValue } from '@/lib';
import { enhanceHistogram, fetchGridReviews, ratingOfRow, selectedRating, selectHistogramRow } from '@/reviews';
import { GridMarkup, type GridRequestKind } from './grid-markup';
import { columnCountFor, Masonry, RESIZE_DEBOUNCE_MS } from './masonry';

export const GRID_EMPTY_TEXT = 'Sorry, no reviews match your current selections';

export type { GridRequestKind };

export interface GridStatus {
  /** What is loading, if anything. */
  readonly loading: GridRequestKind | null;
  /** The last failure, for the shopper, and what failed. */
  readonly error: { readonly kind: GridRequestKind; readonly text: string } | null;
}

export interface GridOptions {
  /** The shortcode attributes (`data-attributes`); never changed. */
  readonly attributes: { readonly [key: string]: FormValue };
  readonly onStatus: (status: GridStatus) => void;
}

const FAILURE_LEAD: Record<GridRequestKind, string> = {
  more: 'Could not load more reviews.',
  filter: 'Could not show the reviews of that rating.',
};

/** "Could not load more reviews. You are probably offline. Please try again." */
export function failureText(kind: GridRequestKind, error: unknown): string {
  const reason = shopperMessage(error);
  return /try again\.?$/i.test(reason) ? `${FAILURE_LEAD[kind]} ${reason}` : `${FAILURE_LEAD[kind]} ${reason} Please try again.`;
}

/** What `{"html":null}` means, for the theme developer. */
const GRID_OFF = 'the shop answered {"html":null}: Customer Reviews before 5.79 needs its Shortcodes setting on';

let gridCount = 0;

export class GridController {
  private readonly grid: HTMLElement;
  private readonly markup: GridMarkup;
  private readonly options: GridOptions;
  private readonly idPrefix: string;
  private masonry: Masonry | undefined;
  /** The rating of the cards on show (the selection goes back to it when a filter fails). */
  private shownRating = 0;
  private detailsCount = 0;
  private visibleKey = '';
  private readonly requests = latestRequest();
  /** The button hidden while a request runs, to give back if the island stops meanwhile. */
  private waitingButton: HTMLElement | null = null;
  private resizeTimer: ReturnType<typeof setTimeout> | undefined;
  private readonly stops: (() => void)[] = [];

  constructor(grid: HTMLElement, options: GridOptions) {
    this.grid = grid;
    this.markup = new GridMarkup(grid);
    this.options = options;
    this.idPrefix = `${grid.id || `island-reviews-grid-${++gridCount}`}-details`;
  }

  /** The inner box and its three columns; a grid printed empty has none until cards arrive. */
  private ensureInner(): HTMLElement {
    const existing = this.markup.inner();
    if (existing) return existing;
    const inner = document.createElement('div');
    inner.className = 'cr-reviews-grid-inner cr-colcade-loaded';
    for (const n of [1, 2, 3]) {
      const column = document.createElement('div');
      column.className = `cr-reviews-grid-col cr-reviews-grid-col${n}`;
      inner.append(column);
    }
    this.markup.placeAfterSummary(inner);
    this.masonry = new Masonry(inner);
    this.fitColumns(true);
    return inner;
  }

  // ---- start and stop --------------------------------------------------------------------------------

  start(): () => void {
    enhanceHistogram(this.markup.summary());
    this.shownRating = selectedRating(this.markup.summary());
    const inner = this.markup.inner();
    if (inner) {
      this.masonry = new Masonry(inner);
      this.fitColumns(false);
      this.masonry.adopt();
      // The plugin's CSS shows the cards once Colcade has placed them.
      inner.classList.add('cr-colcade-loaded');
      for (const card of this.masonry.cards) this.enhanceCard(card);
    }
    const listen = <K extends keyof HTMLElementEventMap>(type: K, handler: (event: HTMLElementEventMap[K]) => void): void => {
      this.grid.addEventListener(type, handler);
      this.stops.push(() => this.grid.removeEventListener(type, handler));
    };
    listen('click', (event) => this.onClick(event));
    listen('keydown', (event) => this.onKeyDown(event));
    const onResize = (): void => {
      clearTimeout(this.resizeTimer);
      this.resizeTimer = setTimeout(() => this.fitColumns(true), RESIZE_DEBOUNCE_MS);
    };
    if (typeof ResizeObserver === 'function') {
      const observer = new ResizeObserver(onResize);
      observer.observe(this.grid);
      this.stops.push(() => observer.disconnect());
    } else {
      addEventListener('resize', onResize);
      this.stops.push(() => removeEventListener('resize', onResize));
    }
    return () => {
      this.requests.abort();
      this.markup.setBusy(null);
      this.waitingButton?.style.removeProperty('display');
      clearTimeout(this.resizeTimer);
      for (const stop of this.stops.splice(0)) stop();
    };
  }

  /** Shows as many columns as the grid's width allows; lays the cards out again when that changed. */
  private fitColumns(isLaidOut: boolean): void {
    const masonry = this.masonry;
    const inner = this.markup.inner();
    if (!masonry || !inner) return;
    const width = inner.getBoundingClientRect().width || this.grid.clientWidth;
    masonry.showColumns(columnCountFor(width));
    const key = masonry
      .visibleColumns()
      .map((column) => column.className)
      .join('|');
    if (key === this.visibleKey) return;
    this.visibleKey = key;
    if (isLaidOut) masonry.layout(0);
  }

  /** Show More / Show Less links: the state they control and which text. */
  private enhanceCard(card: HTMLElement): void {
    for (const details of card.querySelectorAll<HTMLElement>('.cr-grid-details')) {
      const text = details.parentElement;
      const more = text?.querySelector<HTMLElement>(':scope > .cr-grid-read-more a');
      const less = details.querySelector<HTMLElement>('.cr-grid-read-less a');
      if (!details.id) details.id = `${this.idPrefix}-${++this.detailsCount}`;
      for (const [link, isExpanded] of [[more, false], [less, true]] as const) {
        link?.setAttribute('aria-expanded', String(isExpanded));
        link?.setAttribute('aria-controls', details.id);
      }
    }
  }

  private selectRow(rating: number): void {
    selectHistogramRow(this.markup.summary(), rating);
  }

  // ---- the shopper's actions -------------------------------------------------------------------------

  private onClick(event: MouseEvent): void {
    const target = event.target instanceof Element ? event.target : null;
    if (!target || target.closest('.cr-reviews-grid') !== this.grid) return;
    const readMore = target.closest<HTMLElement>('.cr-grid-read-more a, .cr-grid-read-less a');
    if (readMore) {
      event.preventDefault();
      this.toggleText(readMore, readMore.closest('.cr-grid-read-more') !== null);
      return;
    }
    if (target.closest('.cr-show-more-button') && target.closest('.cr-show-more-button') === this.markup.button()) {
      event.preventDefault();
      this.showMore();
      return;
    }
    const row = target.closest<HTMLElement>('.ivole-histogramRow');
    if (row && this.markup.rows().includes(row)) {
      event.preventDefault();
      this.filter(ratingOfRow(row), row);
      return;
    }
    const seeAll = target.closest<HTMLElement>('.cr-summaryBox-wrap .cr-seeAllReviews');
    if (seeAll) {
      event.preventDefault();
      this.filter(0, seeAll);
    }
  }

  private onKeyDown(event: KeyboardEvent): void {
    const target = event.target instanceof HTMLElement ? event.target : null;
    if (target?.getAttribute('role') === 'button' && this.markup.rows().includes(target)) pressOnKey(event, () => target.click());
  }

  /** Opens or closes a long text; the focus goes to the link that closes or opens it again. */
  private toggleText(link: HTMLElement, isOpening: boolean): void {
    const text = link.closest<HTMLElement>('.review-content, .cr-grid-reply-content');
    const details = text?.querySelector<HTMLElement>('.cr-grid-details');
    const more = text?.querySelector<HTMLElement>(':scope > .cr-grid-read-more');
    if (!text || !details || !more) return;
    details.style.display = isOpening ? 'inline' : 'none';
    more.style.display = isOpening ? 'none' : 'inline';
    (isOpening ? details.querySelector<HTMLElement>('.cr-grid-read-less a') : more.querySelector<HTMLElement>('a'))?.focus();
    const card = text.closest<HTMLElement>('.cr-review-card');
    if (card) this.masonry?.relayoutAfter(card);
  }

  /** The attributes to post: a copy of the shortcode's, never the same object twice. */
  private attributes(extra: { readonly [key: string]: FormValue }): { [key: string]: FormValue } {
    const copy = { ...this.options.attributes, ...extra };
    // The ids shown travel only with show more (the plugin's cached object kept them for a filter too).
    if (!('comment__not_in' in extra)) delete copy.comment__not_in;
    return copy;
  }

  private showMore(): void {
    const cards = this.masonry?.cards ?? [];
    const idsOf = (kind: string) => cards.filter((card) => card.classList.contains(kind)).map((card) => card.getAttribute('data-reviewid') ?? '');
    // The product cards first, then the shop's, as the plugin collected them.
    const shown = [...idsOf('cr-card-product'), ...idsOf('cr-card-shop')].filter(Boolean);
    const rating = selectedRating(this.markup.summary());
    void this.send('more', { rating: rating > 0 ? rating : '', attributes: this.attributes({ comment__not_in: shown }) }, this.markup.button());
  }

  private filter(rating: number, source: HTMLElement): void {
    this.selectRow(rating);
    const count = (name: string) => Math.max(0, Math.trunc(Number(this.options.attributes[name])) || 0);
    // As many cards as the grid's first render: its product and shop reviews.
    const showMore = count('count') + count('count_shop_reviews');
    void this.send('filter', { rating, attributes: this.attributes(showMore > 0 ? { show_more: showMore } : {}) }, source, () => this.selectRow(this.shownRating));
  }

  // ---- requests and answers --------------------------------------------------------------------------

  private async send(kind: GridRequestKind, fields: { readonly [key: string]: FormValue }, source: HTMLElement | null, undo?: () => void): Promise<void> {
    const signal = this.requests.next();
    const button = this.markup.button();
    // A button hidden by the request this one replaces counts as shown.
    const wasButtonShown = this.markup.isShown(button) || (button !== null && this.waitingButton === button);
    if (button) button.style.display = 'none';
    this.waitingButton = wasButtonShown ? button : null;
    this.markup.setBusy(kind);
    this.options.onStatus({ loading: kind, error: null });
    let html: string | null;
    try {
      html = await fetchGridReviews(fields, signal);
      // More cards can then never come (the plugin's script hid the button); a filter would show none: it failed.
      if (html === null) {
        console.error(`[shop-islands] reviews-grid: ${GRID_OFF}`);
        if (kind === 'filter') throw new ApiError('rejected', { endpoint: 'ivole_show_more_grid_reviews', detail: 'html: null' });
      }
    } catch (error) {
      if (!this.requests.finish(signal)) return;
      this.waitingButton = null;
      this.markup.setBusy(null);
      undo?.();
      if (button && wasButtonShown) button.style.removeProperty('display');
      console.error(`[shop-islands] reviews-grid: ${describeFailure(error)}`);
      this.options.onStatus({ loading: null, error: { kind, text: failureText(kind, error) } });
      this.restoreFocus(source);
      return;
    }
    if (!this.requests.finish(signal)) return;
    this.waitingButton = null;
    this.markup.setBusy(null);
    if (kind === 'filter') this.shownRating = selectedRating(this.markup.summary());
    this.apply(kind, html ?? '', source);
    this.options.onStatus({ loading: null, error: null });
  }

  /** The control the shopper used lost the focus while it was hidden or inert: give it back. */
  private restoreFocus(source: HTMLElement | null): boolean {
    if (!source?.isConnected || !this.markup.isShown(source)) return false;
    const active = document.activeElement;
    if (active && active !== document.body && active !== source) return true;
    source.focus({ preventScroll: true });
    return true;
  }

  private apply(kind: GridRequestKind, html: string, source: HTMLElement | null): void {
    const answer = document.createElement('template');
    answer.innerHTML = html;
    const label = answer.content.querySelector('.cr-show-more-button')?.textContent?.trim() || null;
    const known = new Set(this.masonry?.cards.map((card) => card.getAttribute('data-reviewid')));
    const cards = [...answer.content.querySelectorAll<HTMLElement>('.cr-review-card')].filter((card) => kind === 'filter' || !known.has(card.getAttribute('data-reviewid')));
    if (kind === 'more') {
      if (cards.length) {
        this.ensureInner();
        for (const card of cards) this.enhanceCard(card);
        this.masonry?.append(cards);
      }
      this.markup.showButton(cards.length ? label : null);
      if (cards.length) announce(`${cards.length} more review${cards.length === 1 ? '' : 's'} shown`);
      const button = this.markup.button();
      if (this.markup.isShown(button)) this.restoreFocus(button);
      else if (cards[0] && (!document.activeElement || document.activeElement === document.body || document.activeElement === source)) {
        // The button is gone: carry on reading from the first new card.
        cards[0].tabIndex = -1;
        cards[0].focus();
      }
      return;
    }
    // A filter: the cards, the button, the count line and the empty message all follow the answer.
    if (cards.length) this.ensureInner();
    for (const card of cards) this.enhanceCard(card);
    this.masonry?.replace(cards);
    this.markup.showButton(cards.length ? label : null);
    const count = this.markup.find('.cr-summaryBox-wrap .cr-count-filtered-reviews');
    if (count) count.innerHTML = answer.content.querySelector('.cr-count-filtered-reviews')?.innerHTML ?? '';
    let empty = this.markup.find('.cr-reviews-grid-empty');
    if (!cards.length && !empty) {
      empty = document.createElement('div');
      empty.className = 'cr-reviews-grid-empty';
      empty.textContent = GRID_EMPTY_TEXT;
      this.markup.placeAfterSummary(empty);
    }
    if (empty) empty.style.display = cards.length ? 'none' : '';
    announce(cards.length ? count?.textContent?.trim() || `${cards.length} review${cards.length === 1 ? '' : 's'} shown` : GRID_EMPTY_TEXT);
    // "See all" is replaced with the count line: the rating rows are the nearest controls.
    if (!this.restoreFocus(source) && document.activeElement === document.body) this.markup.rows()[0]?.focus({ preventScroll: true });
  }
}
