// store-notice: the behaviour's public surface (lazy chunk, no React).
export { propsSchema, readProps } from './schema';
export { attach } from './store-notice';
