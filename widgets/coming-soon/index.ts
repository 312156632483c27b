// coming-soon: the behaviour's public surface (lazy chunk, no React; the REST client loads on dismiss).
export { attach } from './coming-soon';
export { propsSchema, readProps } from './schema';
