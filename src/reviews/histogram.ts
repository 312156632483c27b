// Customer Reviews' rating histogram (`.ivole-summaryBox .ivole-histogramRow`), shared by every reviews
// block: the rows with reviews become toggle buttons named with their share, one is selected at a time.

/** Rows that filter (a row without reviews prints no `.cr-histogram-a` and is not a control). */
export function histogramRows(summary: ParentNode | null): HTMLElement[] {
  return [...(summary?.querySelectorAll<HTMLElement>('.ivole-histogramRow') ?? [])].filter((row) => row.querySelector('.cr-histogram-a[data-rating]'));
}

/** The rating a row filters by. */
export function ratingOfRow(row: Element): number {
  return Number(row.querySelector('.cr-histogram-a[data-rating]')?.getAttribute('data-rating')) || 0;
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
  for (const row of histogramRows(summary)) {
    const rating = ratingOfRow(row);
    const percent = row.querySelector('.ivole-histogramCell3')?.textContent?.trim() ?? '';
    if (!row.hasAttribute('role')) row.setAttribute('role', 'button');
    if (!row.hasAttribute('tabindex')) row.tabIndex = 0;
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
