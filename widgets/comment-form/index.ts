// comment-form: the widget's public surface (lazy chunk).
export { readProps } from './read-props';
export { propsSchema } from './schema';
export { CommentForm as Component } from './comment-form';
