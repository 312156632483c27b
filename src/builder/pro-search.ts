// Elementor Pro's search widget (`search`): the parts both its load-time work (widgets/page-builder) and its live
// results (widgets/builder-widget) touch.

/** Its clear icon, inside the field's wrapper after the field (an svg, or an icon font's `<i>`). */
export const SEARCH_CLEAR_ICON = '.e-search-input-wrapper > svg, .e-search-input-wrapper > i';

/** The clear icon shows while the field has text (Pro's `hidden`: invisible, its room kept). */
export function showSearchClearIcon(widget: Element): void {
  const field = widget.querySelector<HTMLInputElement>('.e-search-input');
  widget.querySelector(SEARCH_CLEAR_ICON)?.classList.toggle('hidden', !field?.value);
}
