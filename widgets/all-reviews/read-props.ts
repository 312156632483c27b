// `.cr-all-reviews-shortcode[data-attributes]` → raw props. The attribute is JSON the plugin prints.
import { readDataJson } from '@/dom';

export function readProps(block: HTMLElement): unknown {
  return { attributes: readDataJson(block, 'data-attributes') };
}
