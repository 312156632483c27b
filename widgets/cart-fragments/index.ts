// cart-fragments: the behaviour's public surface (lazy chunk, no React).
export { attach } from './cart-fragments';
export { propsSchema, readProps } from './schema';
