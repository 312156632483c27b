// reviews-grid: the widget's public surface (lazy chunk).
import css from './reviews-grid.css?inline';
export { readProps } from './read-props';
export { propsSchema } from './schema';
export { ReviewsGrid as Component } from './reviews-grid';
/** Added to the page once, before the island's first render. */
export const styles = { 'reviews-grid': css };
