// A widget's own parts: what matches inside it, leaving out what belongs to a builder widget nested in it
// (a tabs widget inside an accordion's panel has the same class names).

export function ownParts<T extends Element = HTMLElement>(widget: Element, selector: string): T[] {
  return [...widget.querySelectorAll<T>(selector)].filter((part) => part.parentElement?.closest('[data-widget_type]') === widget);
}
