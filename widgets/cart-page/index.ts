// cart-page: the behaviour's public surface (lazy chunk, no React, zod or ky).
export { noProps as propsSchema, readNoProps as readProps } from '@/mount';
export { attach } from './cart-page';
