// reviews-block: the widget's public surface (lazy chunk).
export { readProps } from './read-props';
export { propsSchema } from './schema';
export { ReviewsBlock as Component } from './reviews-block';
