// Customer Reviews' histogram in its non-ajax reviews template (cr-single-product-reviews.php): the summary
// `.ivole-summaryBox.cr-noAjax` whose rows filter by rating. frontend.js sent a pressed row's rating to the
// server as a page address: this page with `?<rating_filter>=<n>` (`ivrating` unless the shop renamed it) and
// the reviews tab's hash (`reviews_tab`, `#tab-reviews`), where the plugin prints that rating's reviews and
// "Showing … See all reviews". From 5.63 its cells are spans, not links, so without this nothing filters.
import { pressOnKey, readReviewsSettings } from '@/dom';

/** A row that filters: it prints a rating link (a row without reviews has none). */
const RATING = '.ivole-histogramRow :is(.cr-histogram-a, .ivole-histogram-a)[data-rating]';

/** The address of this page filtered by `rating`. */
export function filteredAddress(rating: string, href = location.href): string {
  const { ratingFilter, reviewsTab } = readReviewsSettings();
  const address = new URL(href);
  address.searchParams.set(ratingFilter, rating);
  address.hash = reviewsTab;
  return address.href;
}

export function attach(summary: HTMLElement): () => void {
  const ratingOf = (target: EventTarget | null): string | undefined => {
    const row = target instanceof Element ? target.closest('.ivole-histogramRow') : null;
    return (row && summary.contains(row) && row.querySelector(RATING)?.getAttribute('data-rating')) || undefined;
  };
  const open = (rating: string): void => location.assign(filteredAddress(rating));
  const onClick = (event: MouseEvent): void => {
    const rating = ratingOf(event.target);
    if (!rating) return;
    // 5.60 – 5.62's cells are links already: one page load, with the reviews tab's hash.
    event.preventDefault();
    open(rating);
  };
  const onKeyDown = (event: KeyboardEvent): void => {
    const rating = ratingOf(event.target);
    if (rating) pressOnKey(event, () => open(rating));
  };
  summary.addEventListener('click', onClick);
  summary.addEventListener('keydown', onKeyDown);
  return () => {
    summary.removeEventListener('click', onClick);
    summary.removeEventListener('keydown', onKeyDown);
  };
}
