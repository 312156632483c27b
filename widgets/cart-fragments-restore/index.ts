// cart-fragments-restore: the behaviour's public surface (lazy chunk, no React, no zod, no store).
export { noProps as propsSchema, readNoProps as readProps } from '@/mount';
export { attach } from './cart-fragments-restore';
