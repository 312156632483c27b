// `.cr-all-reviews-shortcode[data-attributes]` → raw props. The attribute is JSON the plugin prints.
export function readProps(block: HTMLElement): unknown {
  const raw = block.getAttribute('data-attributes');
  if (raw === null) return { attributes: undefined };
  try {
    return { attributes: JSON.parse(raw) as unknown };
  } catch (error) {
    throw new SyntaxError(`data-attributes is not valid JSON (${(error as Error).message})`);
  }
}
