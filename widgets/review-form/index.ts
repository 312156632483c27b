// review-form: the widget's public surface (lazy chunk).
import css from './review-form.css?inline';
export { readProps } from './read-props';
export { propsSchema } from './schema';
export { ReviewForm as Component } from './review-form';
/** Added to the page once, before the island's first render. */
export const styles = { 'review-form': css };
