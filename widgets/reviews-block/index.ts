// reviews-block: the widget's public surface (lazy chunk).
import mediaCss from './customer-media.css?inline';
export { readProps } from './read-props';
export { propsSchema } from './schema';
export { ReviewsBlock as Component } from './reviews-block';
/** Added to the page once, before the island's first render. */
export const styles = { 'customer-media': mediaCss };
