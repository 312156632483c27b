// Customer Reviews' histogram in its non-ajax reviews template (cr-single-product-reviews.php): the summary
// `.ivole-summaryBox.cr-noAjax` (5.63 and later) whose rows filter by rating. frontend.js sent a pressed row's rating
// to the server as a page address: this page with `?<rating_filter>=<n>` (`ivrating` unless the shop renamed it) and
// the reviews tab's hash (`reviews_tab`, `#tab-reviews`), where the plugin prints that rating's reviews and
// "Showing … See all reviews". Its cells are spans, not links, so without this nothing filters.
import { pressOnKey, readReviewsSettings } from '@/dom';
import { histogramRows, ratingOfRow, selectHistogramRow } from '@/reviews';

/** The address of this page filtered by `rating`. */
export function filteredAddress(rating: number, href = location.href): string {
  const { ratingFilter, reviewsTab } = readReviewsSettings();
  const address = new URL(href);
  address.searchParams.set(ratingFilter, String(rating));
  address.hash = reviewsTab;
  return address.href;
}

export function attach(summary: HTMLElement): () => void {
  const rowOf = (target: EventTarget | null): HTMLElement | undefined => histogramRows(summary).find((row) => target instanceof Node && row.contains(target));
  // The row shows chosen while the page of its rating loads (the bootstrap did the same for a press before this ran).
  const open = (row: HTMLElement): void => {
    const rating = ratingOfRow(row);
    selectHistogramRow(summary, rating);
    location.assign(filteredAddress(rating));
  };
  const onClick = (event: MouseEvent): void => {
    const row = rowOf(event.target);
    if (!row) return;
    event.preventDefault();
    open(row);
  };
  const onKeyDown = (event: KeyboardEvent): void => {
    const row = rowOf(event.target);
    // A held key repeats: one page load.
    if (row && !event.repeat) pressOnKey(event, () => open(row));
  };
  summary.addEventListener('click', onClick);
  summary.addEventListener('keydown', onKeyDown);
  return () => {
    summary.removeEventListener('click', onClick);
    summary.removeEventListener('keydown', onKeyDown);
  };
}
