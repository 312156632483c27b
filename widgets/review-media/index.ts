// review-media: the widget's public surface (lazy chunk).
export { readProps } from './read-props';
export { propsSchema } from './schema';
export { ReviewMedia as Component } from './review-media';
