// An Elementor element's front-end settings: the JSON object in its `data-settings` (absent: none).
import { readDataJson } from '@/dom';

/** The element's `data-settings` object; throws a SyntaxError naming the attribute when it is not a JSON object. */
export function elementSettings(element: Element): Record<string, unknown> {
  return (readDataJson(element, 'data-settings', 'object') as Record<string, unknown> | undefined) ?? {};
}
