// review-votes: the widget's public surface (lazy chunk).
export { readProps } from './read-props';
export { propsSchema } from './schema';
export { ReviewVotes as Component } from './review-votes';
