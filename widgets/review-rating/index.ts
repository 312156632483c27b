// review-rating: the behaviour's public surface (lazy chunk, no React).
export { propsSchema, readProps } from './schema';
export { attach } from './review-rating';
