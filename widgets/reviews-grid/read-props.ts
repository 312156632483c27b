// `div.cr-reviews-grid[data-attributes]` (templates/reviews-grid.php) → raw props.
import { readDataJson } from '@/dom';

/**
 * The shortcode attributes. Unreadable ones do not stop the grid (the plugin's own script would have
 * laid it out too): they are reported once and the requests go without them, so the shop's defaults apply.
 */
export function readProps(grid: HTMLElement): unknown {
  try {
    const attributes = readDataJson(grid, 'data-attributes', 'object');
    return attributes === undefined ? { attributes: {}, attributesProblem: 'data-attributes is missing' } : { attributes };
  } catch (error) {
    return { attributes: {}, attributesProblem: (error as Error).message };
  }
}
