// review-votes: the widget's public surface (lazy chunk).
import css from './review-votes.css?inline';
export { readProps } from './read-props';
export { propsSchema } from './schema';
export { ReviewVotes as Component } from './review-votes';
/** Added to the page once, before the island's first render. */
export const styles = { 'review-votes': css };
