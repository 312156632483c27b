// The anchor offset of Elementor Pro's sticky elements: an in-page `#id` link's target gets the `scroll-margin-top`
// that lands it below the elements stuck over it: the Anchor Offset set for this device (`sticky_anchor_link_offset`,
// as Elementor 3.33's utils/anchor-scroll-margin.js), else their offset plus height (Elementor gave nothing for Pro's
// default of 0, and the target went under a stuck header). Only a hash that is a simple id selector counts
// (Elementor's test). Set at start, after a resize and as such a link is pressed; one set of targets for every
// document's sticky elements. The rules: README, "Sticky elements".

/** A started sticky element, as its anchor offset sees it (page coordinates). */
export interface StickyPlace {
  readonly element: Element;
  /** The top of its place in the page's flow (its spacer's while stuck). */
  readonly top: number;
  readonly left: number;
  readonly right: number;
  /** Where it stops following the page (its parent's bottom with `sticky_parent`), else Infinity. */
  readonly until: number;
  /** What it covers at the top once stuck (its offset plus its height); 0 for a bottom one. */
  readonly covers: number;
  /** `sticky_anchor_link_offset` for this device; 0 when not set. */
  readonly anchorOffset: number;
}

/** Elementor's test of an anchor's hash: one id, no selector syntax. */
export const isSimpleIdHash = (hash: string): boolean => /^#[A-Za-z_][\w-]*$/.test(hash);

const sources = new Set<() => StickyPlace[]>();
/** The targets given a margin: their printed inline margin, and the theme's (read before the first change). */
const printed = new Map<HTMLElement, readonly [style: string, own: number]>();

const pxOf = (value: string): number => parseFloat(value) || 0;
const printedOf = (target: HTMLElement): readonly [style: string, own: number] =>
  printed.get(target) ?? printed.set(target, [target.style.scrollMarginTop, pxOf(getComputedStyle(target).scrollMarginTop)]).get(target)!;

function targetOf(link: Element | null): HTMLElement | null {
  const isHere = link instanceof HTMLAnchorElement && link.href.split('#')[0] === location.href.split('#')[0];
  return isHere && isSimpleIdHash(link.hash) ? document.getElementById(link.hash.slice(1)) : null;
}

/** The margin the target needs now, or 0. */
function marginFor(target: HTMLElement, places: readonly StickyPlace[], scrollPadding: number): number {
  const box = target.getBoundingClientRect();
  if (!target.getClientRects().length || places.some((place) => place.element.contains(target))) return 0;
  const top = box.top + scrollY;
  const set = places.filter((place) => place.anchorOffset > 0 && place.top < top).at(-1);
  if (set) return set.anchorOffset;
  const over = places.filter((place) => place.top < top && top < place.until && box.left < place.right && box.right > place.left);
  const need = Math.max(0, ...over.map((place) => place.covers)) - scrollPadding;
  return need > 0 ? Math.max(need, printedOf(target)[1]) : 0;
}

function apply(targets: Iterable<HTMLElement>): void {
  const places = [...sources].flatMap((source) => source()).sort((a, b) => a.top - b.top);
  const scrollPadding = pxOf(getComputedStyle(document.documentElement).scrollPaddingTop);
  // Every box read before any margin is written.
  const margins = [...new Set(targets)].map((target) => {
    const margin = marginFor(target, places, scrollPadding);
    if (margin > 0) printedOf(target);
    return [target, margin] as const;
  });
  for (const [target, margin] of margins) {
    const before = printed.get(target);
    if (before) target.style.scrollMarginTop = margin > 0 ? `${margin}px` : before[0];
  }
}

const linkedTargets = (): HTMLElement[] => [...document.querySelectorAll('a[href*="#"]')].flatMap((link) => targetOf(link) ?? []);

/** Sets the margins again (after a resize has changed the sticky elements). */
export function refreshAnchorMargins(): void {
  if (sources.size) apply([...linkedTargets(), ...printed.keys()]);
}

function onPress(event: MouseEvent): void {
  const target = targetOf(event.target instanceof Element ? event.target.closest('a') : null);
  if (target) apply([target]);
}

/** Gives anchor targets their margin under the sticky elements `places` describes; returns the stop. */
export function startAnchorMargin(places: () => StickyPlace[]): () => void {
  if (!sources.size) document.addEventListener('click', onPress, true);
  sources.add(places);
  refreshAnchorMargins();
  // The browser scrolled to the address's target before the elements stuck over it.
  const addressed = isSimpleIdHash(location.hash) ? document.getElementById(location.hash.slice(1)) : null;
  if (addressed && printed.has(addressed)) {
    const top = addressed.getBoundingClientRect().top;
    if (top > -2 && top < parseFloat(addressed.style.scrollMarginTop)) addressed.scrollIntoView();
  }
  return () => {
    if (!sources.delete(places)) return;
    if (sources.size) return refreshAnchorMargins();
    document.removeEventListener('click', onPress, true);
    printed.forEach(([style], target) => (target.style.scrollMarginTop = style));
    printed.clear();
  };
}
