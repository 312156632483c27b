// `div.cr-reviews-grid[data-attributes]` (templates/reviews-grid.php) → raw props.

/**
 * The shortcode attributes. Unreadable ones do not stop the grid (the plugin's own script would have
 * laid it out too): they are reported once and the requests go without them, so the shop's defaults apply.
 */
export function readProps(grid: HTMLElement): unknown {
  const text = grid.getAttribute('data-attributes');
  if (text === null) return { attributes: {}, attributesProblem: 'data-attributes is missing' };
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    return { attributes: {}, attributesProblem: `data-attributes is not valid JSON (${(error as Error).message})` };
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return { attributes: {}, attributesProblem: 'data-attributes must hold a JSON object' };
  return { attributes: parsed };
}
