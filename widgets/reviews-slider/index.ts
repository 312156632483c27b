// reviews-slider: the widget's public surface (lazy chunk).
export { readProps } from './read-props';
export { ReviewsSlider as Component } from './reviews-slider';
export { propsSchema } from './schema';
