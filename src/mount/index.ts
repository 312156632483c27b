// The lazy mounting chunk (no React): loaded with the first widget of a page.
export { mountWidget, type MountRequest } from './mount-widget';
export { noProps, readNoProps } from './no-props';
export { readRawProps } from './props';
