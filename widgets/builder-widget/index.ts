// builder-widget: the behaviour's public surface (lazy chunk, no React).
export { attach, propsSchema, readProps, type BuilderWidgetProps } from './builder-widget';
