// JSON the shop prints in `data-*` attributes (shortcode attributes, slick settings, colours, variations),
// parsed with one wording for the console error that names the broken attribute.

/**
 * `text`, the value of the data attribute `attribute`, parsed as JSON; with `expected` 'object', it must
 * be a JSON object. Throws a SyntaxError naming the attribute when it is not.
 * @example parseDataJson('{"per_page":5', 'data-attributes') // SyntaxError: data-attributes is not valid JSON (…)
 */
export function parseDataJson(text: string, attribute: string, expected?: 'object'): unknown {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new SyntaxError(`${attribute} is not valid JSON (${(error as Error).message})`);
  }
  if (expected && (typeof json !== 'object' || json === null || Array.isArray(json))) throw new SyntaxError(`${attribute} must hold a JSON object`);
  return json;
}

/** The JSON in `element`'s `attribute`, or undefined when the attribute is absent; throws like parseDataJson. */
export function readDataJson(element: Element, attribute: string, expected?: 'object'): unknown {
  const text = element.getAttribute(attribute);
  return text === null ? undefined : parseDataJson(text, attribute, expected);
}
