// qna-block: the widget's public surface (lazy chunk).
import css from './qna-block.css?inline';
export { readProps } from './read-props';
export { propsSchema } from './schema';
export { QnaBlock as Component } from './qna-block';
/** Added to the page once, before the island's first render. */
export const styles = { 'qna-block': css };
