// Customer Reviews' rating histogram (`.ivole-summaryBox .ivole-histogramRow`), shared by every reviews
// block: the rows with reviews become toggle buttons named with their share, one is selected at a time.
// Three generations are in the wild: 5.60–5.62 print `table#ivole-histogramTable` rows whose cells are
// links `a.ivole-histogram-a[data-rating]` to `?ivrating=<n>`; 5.63–5.114 `table.cr-histogramTable` rows
// whose cells hold `span`/`div.ivole-histogram-a[data-rating]`; 5.115 and later `div` rows with
// `.cr-histogram-a[data-rating]`.
import { makeButton } from '../dom';

/** The filtering link inside a row, in either generation's markup. */
const RATING_LINK = '.cr-histogram-a[data-rating], .ivole-histogram-a[data-rating]';

/** True for a row that filters (a row without reviews prints no rating link and is not a control). */
export function isFilterRow(row: Element): boolean {
  return row.querySelector(RATING_LINK) !== null;
}

/** Rows that filter. */
export function histogramRows(summary: ParentNode | null): HTMLElement[] {
  return [...(summary?.querySelectorAll<HTMLElement>('.ivole-histogramRow') ?? [])].filter(isFilterRow);
}

/** The rating a row filters by. */
export function ratingOfRow(row: Element): number {
  return Number(row.querySelector(RATING_LINK)?.getAttribute('data-rating')) || 0;
}

/** The selected row's rating, 0 for all. */
export function selectedRating(summary: ParentNode | null): number {
  const selected = histogramRows(summary).find((row) => row.classList.contains('ivole-histogramRow-s'));
  return selected ? ratingOfRow(selected) : 0;
}

/** The summary as a named group, each row a keyboard toggle button ("5 stars: 40% of reviews"). */
export function enhanceHistogram(summary: HTMLElement | null): void {
  if (!summary) return;
  if (!summary.hasAttribute('role')) {
    summary.setAttribute('role', 'group');
    summary.setAttribute('aria-label', 'Filter reviews by rating');
  }
  // The tables are layout, not data: their rows become buttons, so the table and its body step aside
  // (a row group of buttons is no table to a screen reader).
  for (const part of summary.querySelectorAll('table.cr-histogramTable, table.cr-histogramTable > tbody, table#ivole-histogramTable, table#ivole-histogramTable > tbody')) {
    if (!part.hasAttribute('role')) part.setAttribute('role', 'presentation');
  }
  for (const row of histogramRows(summary)) {
    const rating = ratingOfRow(row);
    const percent = row.querySelector('.ivole-histogramCell3')?.textContent?.trim() ?? '';
    makeButton(row);
    // 5.60–5.62's cell links (the no-script fallback) stay, but the row is the one stop.
    for (const link of row.querySelectorAll<HTMLElement>('a[href]')) link.tabIndex = -1;
    row.setAttribute('aria-label', `${rating} star${rating === 1 ? '' : 's'}: ${percent} of reviews`);
    row.setAttribute('aria-pressed', String(row.classList.contains('ivole-histogramRow-s')));
  }
}

/** Marks the row of `rating` selected (`ivole-histogramRow-s`, pressed); 0 selects none. */
export function selectHistogramRow(summary: ParentNode | null, rating: number): void {
  for (const row of histogramRows(summary)) {
    const isSelected = rating > 0 && ratingOfRow(row) === rating;
    row.classList.toggle('ivole-histogramRow-s', isSelected);
    row.setAttribute('aria-pressed', String(isSelected));
  }
}
