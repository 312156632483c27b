// The variation form's attribute selects, as add-to-cart-variation.js reads them (the form island and
// the swatch lists both do).

/** The select's attribute: its `data-attribute_name`, else its `name` (`attribute_<slug>`). */
export function attributeNameOf(select: HTMLSelectElement): string {
  return select.dataset.attribute_name || select.name;
}

/** The form's attribute selects (`.variations select`). */
export function attributeSelectsOf(form: ParentNode): HTMLSelectElement[] {
  return [...form.querySelectorAll<HTMLSelectElement>('.variations select')];
}

/** Every attribute's current choice ('' when not chosen). */
export function chosenAttributesOf(form: ParentNode): Record<string, string> {
  return Object.fromEntries(attributeSelectsOf(form).map((select) => [attributeNameOf(select), select.value]));
}

const shownVariations = new WeakMap<Element, unknown>();

/**
 * Remembers the variation the form shows (on show_variation), or none (on hide_variation), so an island that
 * starts after the event — the variation gallery, started by the same press as the form — still follows it.
 */
export function rememberShownVariation(form: Element, variation: unknown): void {
  shownVariations.set(form, variation);
}

/** The variation the form shows now, if any. */
export function shownVariationOf(form: Element): unknown {
  return shownVariations.get(form);
}
