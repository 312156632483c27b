// trust-badge: the widget's public surface (lazy chunk).
import css from './trust-badge.css?inline';
export { readProps } from './read-props';
export { propsSchema } from './schema';
export { TrustBadge as Component } from './trust-badge';
/** Added to the page once, before the island's first render. */
export const styles = { 'trust-badge': css };
