// trust-badge: the widget's public surface (lazy chunk).
export { readProps } from './read-props';
export { propsSchema } from './schema';
export { TrustBadge as Component } from './trust-badge';
