// reviews-grid: the widget's public surface (lazy chunk).
export { readProps } from './read-props';
export { propsSchema } from './schema';
export { ReviewsGrid as Component } from './reviews-grid';
