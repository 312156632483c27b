// Reading Customer Reviews' and WordPress's form markup: what the adapters of the review forms share.

/** The text of a label without its required mark (`span.required "*"`), whitespace collapsed; undefined without a label. */
export function labelText(element: Element | null | undefined): string | undefined {
  if (!element) return undefined;
  const copy = element.cloneNode(true) as Element;
  copy.querySelectorAll('.required').forEach((mark) => mark.remove());
  return copy.textContent?.replace(/\s+/g, ' ').trim();
}
