// Raw props of an explicit `data-island` mount: its data attributes and an optional JSON child.
/**
 * Reads `data-*` (minus the runtime's own `data-island*`) and merges
 * `<script type="application/json" data-island-props>` over them (JSON wins).
 * Throws a `SyntaxError` naming the script when the JSON is corrupted; the runtime reports it.
 */
export function readRawProps(mountPoint: HTMLElement): Record<string, unknown> {
  const props: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(mountPoint.dataset)) {
    if (!key.startsWith('island')) props[key] = value;
  }
  const script = mountPoint.querySelector(':scope > script[type="application/json"][data-island-props]');
  if (!script) return props;
  let json: unknown;
  try {
    json = JSON.parse(script.textContent ?? '');
  } catch (error) {
    throw new SyntaxError(`data-island-props is not valid JSON (${(error as Error).message})`);
  }
  if (typeof json !== 'object' || json === null || Array.isArray(json)) {
    throw new SyntaxError('data-island-props must hold a JSON object');
  }
  return { ...props, ...json };
}
