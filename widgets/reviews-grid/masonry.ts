// The grid's columns, as Colcade kept them: every card goes to the shortest visible column, in reading
// order, so each column reads top to bottom in that order. Cards are moved only when their place changes
// (a moved node keeps its listeners, a playing video and, here, the focus).

/** The third column is hidden while the grid is narrower than this (spec §9). */
export const THIRD_COLUMN_MIN_WIDTH = 800;
/** The second column is hidden while the grid is narrower than this (spec §9). */
export const SECOND_COLUMN_MIN_WIDTH = 550;
/** Colcade's resize debounce (spec §9). */
export const RESIZE_DEBOUNCE_MS = 100;

const HIDDEN_COLUMN = 'cr-reviews-grid-col-none';

/** How many columns a grid of `width` pixels shows. */
export function columnCountFor(width: number): number {
  if (width < SECOND_COLUMN_MIN_WIDTH) return 1;
  return width < THIRD_COLUMN_MIN_WIDTH ? 2 : 3;
}

function outerHeight(card: HTMLElement): number {
  const style = getComputedStyle(card);
  return card.getBoundingClientRect().height + (parseFloat(style.marginTop) || 0) + (parseFloat(style.marginBottom) || 0);
}

export class Masonry {
  private readonly inner: HTMLElement;
  /** The cards in reading order. */
  private order: HTMLElement[] = [];

  constructor(inner: HTMLElement) {
    this.inner = inner;
  }

  get cards(): readonly HTMLElement[] {
    return this.order;
  }

  private columns(): HTMLElement[] {
    return [...this.inner.querySelectorAll<HTMLElement>(':scope > .cr-reviews-grid-col')];
  }

  /** Columns the shopper sees: not hidden by us nor by the theme's media queries. */
  visibleColumns(): HTMLElement[] {
    const columns = this.columns();
    const visible = columns.filter((column) => !column.classList.contains(HIDDEN_COLUMN) && getComputedStyle(column).display !== 'none');
    return visible.length ? visible : columns.slice(0, 1);
  }

  /** Shows the first `count` columns and hides the others (the plugin's class). */
  showColumns(count: number): void {
    this.columns().forEach((column, index) => column.classList.toggle(HIDDEN_COLUMN, index >= count));
  }

  /**
   * Takes over the server's cards. Cards the server already placed in visible columns stay where they
   * are (so nothing the shopper sees moves); any other arrangement is laid out anew. Reading order: the
   * columns' cards row by row (col1, col2, col3, col1 …, how a server places them round-robin), then the
   * cards printed after the columns (the plugin's markup).
   */
  adopt(): void {
    const columns = this.columns();
    const stacks = columns.map((column) => [...column.querySelectorAll<HTMLElement>(':scope > .cr-review-card')]);
    const rows = Math.max(0, ...stacks.map((stack) => stack.length));
    const placed: HTMLElement[] = [];
    for (let row = 0; row < rows; row += 1) for (const stack of stacks) if (stack[row]) placed.push(stack[row]!);
    const loose = [...this.inner.querySelectorAll<HTMLElement>(':scope > .cr-review-card')];
    this.order = [...placed, ...loose];
    const visible = new Set(this.visibleColumns());
    if (loose.length || placed.some((card) => !visible.has(card.parentElement as HTMLElement))) this.layout(0);
  }

  /**
   * Places the cards from `from` on (in reading order) into the shortest visible column; the earlier
   * ones stay. After a card changed height, laying out from the next card keeps that card in place.
   */
  layout(from = 0): void {
    const columns = this.visibleColumns();
    const first = columns[0];
    if (!first) return;
    const kept = this.order.slice(0, from);
    const placing = this.order.slice(from);
    // Cards are measured at the visible columns' width.
    for (const card of placing) if (!columns.includes(card.parentElement as HTMLElement)) first.append(card);
    const plan = columns.map((column) => kept.filter((card) => card.parentElement === column));
    const heights = plan.map((stack) => stack.reduce((sum, card) => sum + outerHeight(card), 0));
    for (const card of placing) {
      // The shortest column; on a tie (an empty grid, or no layout at all) the one with fewer cards.
      let target = 0;
      for (let index = 1; index < columns.length; index += 1) {
        if (heights[index]! < heights[target]! || (heights[index] === heights[target] && plan[index]!.length < plan[target]!.length)) target = index;
      }
      plan[target]!.push(card);
      heights[target]! += outerHeight(card);
    }
    const focused = document.activeElement;
    columns.forEach((column, index) => {
      plan[index]!.forEach((card, position) => {
        const current = column.children[position];
        if (current !== card) column.insertBefore(card, current ?? null);
      });
    });
    // A card moved between columns loses the focus it held (the move is a removal and an insertion).
    if (focused instanceof HTMLElement && focused !== document.activeElement && this.inner.contains(focused)) focused.focus({ preventScroll: true });
  }

  /** New cards after the others, each into the shortest column. */
  append(cards: readonly HTMLElement[]): void {
    const from = this.order.length;
    this.order = [...this.order, ...cards];
    this.layout(from);
  }

  /** Another set of cards instead of these. */
  replace(cards: readonly HTMLElement[]): void {
    for (const card of this.order) card.remove();
    this.order = [...cards];
    this.layout(0);
  }

  /** Lays out again after `card` changed height: it and every card before it stay. */
  relayoutAfter(card: HTMLElement): void {
    const index = this.order.indexOf(card);
    if (index >= 0) this.layout(index + 1);
  }
}
