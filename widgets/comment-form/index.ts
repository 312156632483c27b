// comment-form: the widget's public surface (lazy chunk).
import css from './comment-form.css?inline';
export { readProps } from './read-props';
export { propsSchema } from './schema';
export { CommentForm as Component } from './comment-form';
/** Added to the page once, before the island's first render. */
export const styles = { 'comment-form': css };
