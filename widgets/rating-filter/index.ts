// rating-filter: the behaviour's public surface (lazy chunk, no React).
export { noProps as propsSchema, readNoProps as readProps } from '@/mount';
export { attach } from './rating-filter';
