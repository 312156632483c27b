// Customer Reviews prints some of its controls as spans and images: histogram rows, tag chips, page
// numbers, helpful votes, grid pictures and video icons. Its script made them clickable; to a keyboard
// they were nothing. Their islands wait for the shopper's first touch, so the bootstrap makes them
// reachable at scan: a focus on one starts its island, Enter or Space on it is held and replayed like a
// click. The island then adds pressed states and fuller names. Kept short on purpose: it is in the entry.

/** Focusable, and a button to assistive technology (unless the markup already says what it is). */
export function makeReachable(elements: Iterable<HTMLElement>, name?: (element: HTMLElement) => string): void {
  for (const element of elements) {
    if (!element.hasAttribute('role')) element.setAttribute('role', 'button');
    if (!element.hasAttribute('tabindex')) element.tabIndex = 0;
    if (name && !element.hasAttribute('aria-label')) element.setAttribute('aria-label', name(element));
  }
}

/** Histogram rows that filter: those printing a rating link (a row without reviews has none). */
const filterRows = (root: ParentNode): HTMLElement[] => [...root.querySelectorAll<HTMLElement>('.ivole-histogramRow')].filter((row) => row.querySelector('[data-rating]'));

/**
 * A reviews list block (the product's ajax block, all reviews) or a summary alone: the histogram becomes a named group of
 * buttons (the layout tables of 5.60–5.114 stepping aside for screen readers), chips, page numbers and
 * customer photo tiles buttons. (The island does the same again after each answer, in src/reviews.)
 */
export function reachReviewList(root: HTMLElement): void {
  const summary = root.closest('.ivole-summaryBox') ?? root.querySelector('.ivole-summaryBox');
  if (summary && !summary.hasAttribute('role')) {
    summary.setAttribute('role', 'group');
    summary.setAttribute('aria-label', 'Filter reviews by rating');
  }
  for (const part of root.querySelectorAll(':is(table.cr-histogramTable, table#ivole-histogramTable), :is(table.cr-histogramTable, table#ivole-histogramTable) > tbody')) part.setAttribute('role', 'presentation');
  const rows = filterRows(root);
  makeReachable(rows);
  // 5.60–5.62 print each cell as a link (the no-script fallback): the row is the one stop.
  for (const row of rows) for (const link of row.querySelectorAll<HTMLElement>('a[href]')) link.tabIndex = -1;
  makeReachable(root.querySelectorAll<HTMLElement>('.cr-tags-filter, .cr-page-numbers-a'));
  // The customer photos strip: each tile (not the img or video in it, which cannot take the role) opens the viewer.
  const tiles = [...root.querySelectorAll<HTMLElement>('.cr-comment-image-top')].filter((tile) => tile.querySelector('.cr-comment-image-top-item'));
  makeReachable(tiles, (tile) => {
    const item = tile.querySelector('.cr-comment-image-top-item');
    return `View ${item?.getAttribute('alt') || item?.getAttribute('aria-label') || 'customer media'}`;
  });
}

/** A pressed histogram row shows as the chosen filter at once (the island then sends it). */
export function showRatingChosen(target: HTMLElement): void {
  const row = target.closest('.ivole-histogramRow');
  if (!row?.parentElement || !row.querySelector('[data-rating]')) return;
  for (const other of filterRows(row.parentElement)) {
    other.classList.toggle('ivole-histogramRow-s', other === row);
    other.setAttribute('aria-pressed', String(other === row));
  }
}
