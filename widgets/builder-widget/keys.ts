// The arrow-key moves shared by the tab lists and accordion headers (WAI-ARIA tabs and accordion patterns).

/**
 * Which of `items` a key moves to from `current`: the next or previous one (wrapping), Home the first, End the
 * last; undefined for other keys. `vertical`: Up/Down move; otherwise Left/Right (mirrored right to left).
 */
export function moveByKey<T>(items: readonly T[], current: T, key: string, { vertical = false, both = false } = {}): T | undefined {
  const index = items.indexOf(current);
  if (index < 0 || !items.length) return undefined;
  const isRtl = document.dir === 'rtl' || document.documentElement.dir === 'rtl';
  const forward = [...(vertical || both ? ['ArrowDown'] : []), ...(!vertical || both ? [isRtl ? 'ArrowLeft' : 'ArrowRight'] : [])];
  const backward = [...(vertical || both ? ['ArrowUp'] : []), ...(!vertical || both ? [isRtl ? 'ArrowRight' : 'ArrowLeft'] : [])];
  if (forward.includes(key)) return items[(index + 1) % items.length];
  if (backward.includes(key)) return items[(index - 1 + items.length) % items.length];
  if (key === 'Home') return items[0];
  if (key === 'End') return items.at(-1);
  return undefined;
}
