// qna-block: the widget's public surface (lazy chunk).
export { readProps } from './read-props';
export { propsSchema } from './schema';
export { QnaBlock as Component } from './qna-block';
