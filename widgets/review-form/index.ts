// review-form: the widget's public surface (lazy chunk).
export { readProps } from './read-props';
export { propsSchema } from './schema';
export { ReviewForm as Component } from './review-form';
