// Elementor Pro's sticky elements (W16): a section, container or widget whose `data-settings` say `sticky: "top"`
// (or `"bottom"`) stays in the viewport once the page scrolls it there, as Pro's jquery.sticky did, with its
// classes (the theme's and Elementor's CSS key on them):
// - stuck: `position: fixed` at its offset (`sticky_offset`, per device; plus the admin bar when that is fixed),
//   `elementor-sticky--active elementor-section--handles-inside`; an empty `.elementor-sticky__spacer` of its size
//   keeps its place, so nothing below moves;
// - `elementor-sticky--effects` once the page has scrolled `sticky_effects_offset` px past where it stuck;
// - with `sticky_parent`, it goes no lower than its parent's bottom (it scrolls away with the parent);
// - only on the devices in `sticky_on`; a resize re-reads the device's settings 300 ms after it stops, and a stuck
//   element follows the new width at once.
// `sticky:stick` / `sticky:unstick` bubble from the element (to the window, where ElementsKit's menu listens).
// An in-page link's target lands below them (./anchor-margin).
import { currentDevice, deviceSetting, elementSettings } from '@/builder';
import { refreshAnchorMargins, startAnchorMargin, type StickyPlace } from './anchor-margin';

export const ACTIVE_CLASSES = ['elementor-sticky--active', 'elementor-section--handles-inside'];
export const EFFECTS_CLASS = 'elementor-sticky--effects';
export const SPACER_CLASS = 'elementor-sticky__spacer';
/** Pro's delay before a resize re-reads the settings. */
export const RESIZE_RECHECK_MS = 300;

interface StickyConfig {
  readonly side: 'top' | 'bottom';
  readonly isActive: boolean;
  readonly offset: number;
  readonly effectsOffset: number;
  readonly parent: Element | null;
}

/** A number setting for the current device: a plain number, or Elementor's slider object (`{size, unit}`). */
function numberSetting(settings: Record<string, unknown>, key: string, device: string): number {
  const value = deviceSetting(settings, key, device);
  const size = typeof value === 'object' && value !== null ? (value as { size?: unknown }).size : value;
  const number = Number(size);
  return Number.isFinite(number) ? number : 0;
}

/** The admin bar's height when it stays at the top (WordPress fixes it from 601 px). */
function adminBarHeight(): number {
  const bar = document.getElementById('wpadminbar');
  return bar && getComputedStyle(bar).position === 'fixed' ? bar.offsetHeight : 0;
}

function configOf(element: Element, settings: Record<string, unknown>): StickyConfig {
  const device = currentDevice();
  const devices = Array.isArray(settings.sticky_on) ? settings.sticky_on : ['desktop', 'tablet', 'mobile'];
  const side = settings.sticky === 'bottom' ? 'bottom' : 'top';
  return {
    side,
    isActive: devices.includes(device),
    offset: numberSetting(settings, 'sticky_offset', device) + (side === 'top' ? adminBarHeight() : 0),
    effectsOffset: numberSetting(settings, 'sticky_effects_offset', device),
    parent: settings.sticky_parent === 'yes' ? (element.parentElement?.closest('.e-con, .e-con-inner, .elementor-widget-wrap') ?? null) : null,
  };
}

const sameConfig = (a: StickyConfig, b: StickyConfig): boolean => a.side === b.side && a.isActive === b.isActive && a.offset === b.offset && a.effectsOffset === b.effectsOffset && a.parent === b.parent;

interface StickyElement {
  readonly update: (isResize?: boolean) => void;
  readonly recheck: () => void;
  /** Where it is and what it covers, for its anchor offset; null where it does not stick. */
  readonly anchorPlace: () => StickyPlace | null;
  readonly stop: () => void;
}

/** One sticky element; returns its update (on scroll and resize) and its cleanup. */
function stickyElement(element: HTMLElement, settings: Record<string, unknown>): StickyElement {
  let config = configOf(element, settings);
  let spacer: HTMLElement | undefined;
  const printedStyle = element.getAttribute('style');

  const place = (): void => {
    const box = spacer!.getBoundingClientRect();
    element.style.width = `${box.width}px`;
    element.style.left = `${box.left}px`;
  };
  const stick = (): void => {
    const box = element.getBoundingClientRect();
    const style = getComputedStyle(element);
    spacer = document.createElement('div');
    spacer.className = SPACER_CLASS;
    spacer.setAttribute('aria-hidden', 'true');
    spacer.style.cssText = `height:${box.height}px;width:${box.width}px;flex:none;margin:${style.marginTop} ${style.marginRight} ${style.marginBottom} ${style.marginLeft};visibility:hidden;`;
    element.after(spacer);
    element.style.position = 'fixed';
    element.style.margin = '0';
    if (style.zIndex === 'auto') element.style.zIndex = '99';
    element.style[config.side] = `${config.offset}px`;
    place();
    element.classList.add(...ACTIVE_CLASSES);
    element.dispatchEvent(new CustomEvent('sticky:stick', { bubbles: true }));
  };
  const unstick = (): void => {
    if (printedStyle === null) element.removeAttribute('style');
    else element.setAttribute('style', printedStyle);
    spacer?.remove();
    spacer = undefined;
    element.classList.remove(...ACTIVE_CLASSES, EFFECTS_CLASS);
    element.dispatchEvent(new CustomEvent('sticky:unstick', { bubbles: true }));
  };

  const update = (isResize = false): void => {
    if (!config.isActive) {
      if (spacer) unstick();
      return;
    }
    // Where the element sits in the page's flow (its spacer's place while stuck), against the viewport.
    const flow = (spacer ?? element).getBoundingClientRect();
    const passed = config.side === 'top' ? config.offset - flow.top : flow.bottom - (window.innerHeight - config.offset);
    const shouldStick = passed >= 0;
    if (shouldStick && !spacer) stick();
    else if (!shouldStick && spacer) unstick();
    if (!spacer) return;
    if (isResize) place();
    if (config.parent && config.side === 'top') {
      // No lower than the parent's bottom: it leaves with its parent.
      const room = config.parent.getBoundingClientRect().bottom - config.offset - element.offsetHeight;
      element.style.top = `${config.offset + Math.min(0, room)}px`;
    }
    element.classList.toggle(EFFECTS_CLASS, passed >= config.effectsOffset);
  };
  const recheck = (): void => {
    const next = configOf(element, settings);
    if (sameConfig(next, config)) return;
    if (spacer) unstick();
    config = next;
    update();
  };
  const anchorPlace = (): StickyPlace | null => {
    if (!config.isActive) return null;
    const flow = (spacer ?? element).getBoundingClientRect();
    return {
      element,
      top: flow.top + scrollY,
      left: flow.left,
      right: flow.right,
      until: config.parent ? config.parent.getBoundingClientRect().bottom + scrollY : Infinity,
      covers: config.side === 'top' ? config.offset + element.offsetHeight : 0,
      anchorOffset: numberSetting(settings, 'sticky_anchor_link_offset', currentDevice()),
    };
  };
  return { update, recheck, anchorPlace, stop: () => spacer && unstick() };
}

let hasReportedSettings = false;

/** Starts the sticky elements; returns the cleanup. */
export function startSticky(elements: readonly HTMLElement[]): () => void {
  const stickies = elements.flatMap((element) => {
    try {
      return [stickyElement(element, elementSettings(element))];
    } catch (error) {
      if (!hasReportedSettings) console.error(`[shop-islands] page-builder: a sticky element's ${(error as Error).message}; it scrolls with the page`, element);
      hasReportedSettings = true;
      return [];
    }
  });
  let frame = 0;
  const onScroll = (): void => {
    if (frame) return;
    frame = requestAnimationFrame(() => {
      frame = 0;
      stickies.forEach((sticky) => sticky.update());
    });
  };
  let recheckTimer: ReturnType<typeof setTimeout> | undefined;
  const onResize = (): void => {
    stickies.forEach((sticky) => sticky.update(true));
    clearTimeout(recheckTimer);
    recheckTimer = setTimeout(() => {
      stickies.forEach((sticky) => sticky.recheck());
      refreshAnchorMargins();
    }, RESIZE_RECHECK_MS);
  };
  addEventListener('scroll', onScroll, { passive: true });
  addEventListener('resize', onResize);
  stickies.forEach((sticky) => sticky.update());
  const stopAnchorMargin = startAnchorMargin(() => stickies.flatMap((sticky) => sticky.anchorPlace() ?? []));
  return () => {
    stopAnchorMargin();
    removeEventListener('scroll', onScroll);
    removeEventListener('resize', onResize);
    cancelAnimationFrame(frame);
    clearTimeout(recheckTimer);
    stickies.forEach((sticky) => sticky.stop());
  };
}
