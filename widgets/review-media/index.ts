// review-media: the widget's public surface (lazy chunk).
import css from './review-media.css?inline';
export { readProps } from './read-props';
export { propsSchema } from './schema';
export { ReviewMedia as Component } from './review-media';
/** Added to the page once, before the island's first render. */
export const styles = { 'review-media': css };
