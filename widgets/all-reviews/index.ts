// all-reviews: the widget's public surface (lazy chunk).
export { readProps } from './read-props';
export { propsSchema } from './schema';
export { AllReviews as Component } from './all-reviews';
