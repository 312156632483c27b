// Elementor Pro's off-canvas (`off-canvas`, issue 17): a panel printed closed (`.e-off-canvas`, a modal dialog,
// `aria-hidden`, `inert`, `data-delay-child-handlers`) that Pro's link actions open, close or toggle
// (`#elementor-action:action=off_canvas:open|close|toggle&settings=<base64 {id, displayMode}>`): the page builder's
// link actions only fire `elementor-pro/off-canvas/toggle-display-mode` on `window` with those settings, and the
// widget whose id they name answers, as Pro's handler (assets/js/off-canvas.*.bundle.js) did:
// - open: shown (`aria-hidden=false`, not inert, its children's ready actions run the first time), its links
//   `aria-expanded`, `.e-off-canvas__main` `animated <entrance_animation>` (`no-animation` on the panel for none),
//   the page held still with `prevent_scroll` (`e-off-canvas__no-scroll` on the body); nothing inside a carousel's
//   slides (a loop carousel's copies);
// - close: `animated reverse <exit_animation>`, `animated-reverse-wrapper` on the panel and
//   `e-off-canvas__no-scroll-animation` on the body while it plays, then hidden and inert;
// - Escape closes it unless `is_not_close_on_esc_overlay`, a press on the overlay unless `is_not_close_on_overlay`.
// Better than Pro's: the focus goes into the panel as it opens (its first control, else the panel) whatever opened
// it (Pro: only after a keyboard press), Tab stays inside while it is open, and the focus returns where it was when
// it closes, at once (Pro: after the exit animation); under reduced motion nothing animates; an animation that never
// ends (its CSS missing) cannot leave the page unscrollable; the page's scrollbar is made up for while it is held.
import { builderFrontend, currentDeviceSetting, focusWhenShown, isFrontendStarted, lockPageScroll } from '@/builder';
import { focusablesIn, keepTabInside } from '@/dom';
import { prefersReducedMotion } from './in-view';
import { listeners } from './listeners';

/** The window event Pro's link actions fire (detail: the action's settings, `{ id, displayMode }`). */
export const TOGGLE_EVENT = 'elementor-pro/off-canvas/toggle-display-mode';
/** On the body while an open panel holds the page still (`prevent_scroll`). */
export const NO_SCROLL_CLASS = 'e-off-canvas__no-scroll';
/** On the body while a panel's exit animation plays. */
export const CLOSING_CLASS = 'e-off-canvas__no-scroll-animation';
/** On the panel while its exit animation plays (Pro's CSS keeps it visible, then hides it). */
export const CLOSING_PANEL_CLASS = 'animated-reverse-wrapper';
/** On the panel when the animation about to play is none. */
export const NO_ANIMATION_CLASS = 'no-animation';
/** Put on the element before the widget in an Elementor section (Pro's CSS takes its bottom spacing off). */
const BEFORE_CLASS = 'e-element-before-off-canvas';

/** How much longer than its CSS duration an animation may take before its classes are taken off anyway. */
const ANIMATION_SLACK_MS = 100;

/** The open panels, the last opened last: only that one answers Tab and Escape (a panel opened from another). */
const openPanels: Element[] = [];

/** The panels holding the page still: open with prevent_scroll, or playing their exit animation. */
/** A modal dialog is open over everything (a popup in the top layer). */
function isModalDialogOpen(): boolean {
  try {
    return !!document.querySelector('dialog:modal');
  } catch {
    return false; // a browser without `:modal` has no top layer either
  }
}

const holders = new Map<Element, 'open' | 'closing'>();
let unlockPage: (() => void) | undefined;

/**
 * Counts `panel` among the page's holders as `state` (none: no longer); the body's classes and the page's lock then
 * follow them all, so panels closing in any order give the page back as it was once the last lets go.
 */
function holdPage(panel: Element, state?: 'open' | 'closing'): void {
  if (state) holders.set(panel, state);
  else holders.delete(panel);
  const states = [...holders.values()];
  document.body.classList.toggle(NO_SCROLL_CLASS, states.includes('open'));
  document.body.classList.toggle(CLOSING_CLASS, states.includes('closing'));
  if (holders.size) unlockPage ??= lockPageScroll();
  else {
    unlockPage?.();
    unlockPage = undefined;
  }
}

interface OffCanvasAction {
  readonly name: string;
  readonly id: unknown;
}

/** The off-canvas action a link's address carries (`#elementor-action:action=off_canvas:…&settings=…`), as Pro read it. */
function actionOf(href: string): OffCanvasAction | undefined {
  try {
    const address = decodeURIComponent(href);
    const name = /action=off_canvas:(\w+)&/.exec(address)?.[1];
    const settings = /settings=(.+)/.exec(address)?.[1];
    return name && settings ? { name, id: (JSON.parse(atob(settings)) as { id?: unknown } | null)?.id } : undefined;
  } catch {
    // A tampered address names no panel (the link actions report it when it is pressed).
    return undefined;
  }
}

export function attachOffCanvas(widget: HTMLElement, _type: string, settings: Record<string, unknown>): () => void {
  const panel = widget.querySelector<HTMLElement>('.e-off-canvas');
  const main = panel?.querySelector<HTMLElement>('.e-off-canvas__main');
  const content = main?.querySelector<HTMLElement>('.e-off-canvas__content');
  if (!panel || !main || !content) return () => {};
  const { listen, stop, onStop } = listeners();
  // The id the actions name: the widget's, or inside a loop item the panel's (Pro's `elementor-pro/off-canvas/id`
  // filter makes it unique per item).
  const id = (widget.closest('.e-loop-item') && panel.id.replace('off-canvas-', '')) || widget.dataset.id || '';
  panel.id ||= `off-canvas-${id}`;
  const isOpen = (): boolean => panel.getAttribute('aria-hidden') == 'false';
  const { body } = document;

  // The links that open or toggle it (a Close link inside does not say "expanded"): they control it, and say whether it is open.
  const triggers = (): HTMLAnchorElement[] =>
    [...document.querySelectorAll<HTMLAnchorElement>('a[href*="elementor-action"]')].filter((link) => {
      const action = actionOf(link.getAttribute('href')!);
      return action?.name != 'close' && action?.id === id;
    });
  const marked = new Set<Element>();
  const markTriggers = (): void => {
    for (const link of triggers()) {
      link.setAttribute('aria-controls', panel.id);
      link.setAttribute('aria-expanded', String(isOpen()));
      marked.add(link);
    }
  };
  markTriggers();
  // Pro's CSS takes the spacing off the element before it in a section (the widget takes no room there).
  const before = widget.closest('.elementor-section') ? widget.previousElementSibling : null;
  before?.classList.add(BEFORE_CLASS);

  /** The animation classes on `.e-off-canvas__main` and what ends them (their end, or a timer if they never run). */
  let playing: string[] = [];
  let settleTimer = 0;
  let returnTo: Element | null = null;
  let hasReadied = false;
  /** Takes the animation's classes off (it ended, or another replaces it). */
  const settle = (): void => {
    clearTimeout(settleTimer);
    if (!playing.length) return;
    main.classList.remove(...playing);
    playing = [];
    if (panel.classList.contains(CLOSING_PANEL_CLASS)) {
      panel.classList.remove(CLOSING_PANEL_CLASS);
      if (!isOpen()) holdPage(panel);
    }
  };
  /** Plays the entrance or the exit animation set for the current device (none under reduced motion). */
  const animate = (isClosing: boolean): void => {
    const reduced = prefersReducedMotion();
    const name = (!reduced && String(currentDeviceSetting(settings, isClosing ? 'exit_animation' : 'entrance_animation') ?? '')) || 'none';
    panel.classList.toggle(NO_ANIMATION_CLASS, name == 'none');
    // Nothing at all under reduced motion (Pro's `none` still ran a 1 ms animation).
    if (reduced) return;
    playing = isClosing ? ['animated', 'reverse', name] : ['animated', name];
    main.classList.add(...playing);
    if (isClosing) {
      panel.classList.add(CLOSING_PANEL_CLASS);
      holdPage(panel, 'closing');
    }
    // Its CSS may be missing (no animation, no end event): the classes come off after its duration anyway.
    const duration = parseFloat(getComputedStyle(main).animationDuration) || 0;
    settleTimer = window.setTimeout(settle, duration * 1000 + ANIMATION_SLACK_MS);
  };

  const open = (): void => {
    if (isOpen() || widget.closest('.swiper-wrapper')) return;
    // An exit animation still playing ends now (and gives the scroll back).
    settle();
    returnTo = document.activeElement;
    panel.setAttribute('aria-hidden', 'false');
    panel.removeAttribute('inert');
    panel.removeAttribute('data-delay-child-handlers');
    markTriggers();
    animate(false);
    if (settings.prevent_scroll == 'yes') holdPage(panel, 'open');
    openPanels.push(panel);
    // Its children's ready actions, held back while it was closed, run the first time it opens.
    if (!hasReadied && isFrontendStarted()) for (const element of content.querySelectorAll('.elementor-element')) builderFrontend().elementsHandler.runReadyTrigger(element);
    hasReadied = true;
    let target: HTMLElement | undefined = focusablesIn(content)[0];
    if (!target) {
      content.tabIndex = -1;
      target = content;
    }
    focusWhenShown(target, isOpen);
  };

  const close = (): void => {
    if (!isOpen()) return;
    settle();
    animate(true);
    panel.setAttribute('aria-hidden', 'true');
    panel.setAttribute('inert', '');
    markTriggers();
    if (!panel.classList.contains(CLOSING_PANEL_CLASS)) holdPage(panel);
    if (openPanels.includes(panel)) openPanels.splice(openPanels.indexOf(panel), 1);
    // The focus was inside (now inert) or lost: back where it was before it opened.
    const active = document.activeElement;
    if ((!active || active == body || panel.contains(active)) && returnTo instanceof HTMLElement && returnTo.isConnected && returnTo != body) returnTo.focus({ preventScroll: true });
    returnTo = null;
  };

  window.addEventListener(TOGGLE_EVENT, onToggle);
  onStop(() => window.removeEventListener(TOGGLE_EVENT, onToggle));
  function onToggle(event: Event): void {
    const detail = (event as CustomEvent<{ id?: unknown; displayMode?: unknown } | null>).detail;
    if (detail?.id === undefined || String(detail.id) != id) return;
    const mode = detail.displayMode;
    if (mode == 'open' || (mode == 'toggle' && !isOpen())) open();
    else if (mode == 'close' || mode == 'toggle') close();
  }

  listen(main, 'animationend', (event) => event.target == main && settle());
  listen(main, 'animationcancel', (event) => event.target == main && settle());
  const overlay = panel.querySelector('.e-off-canvas__overlay');
  if (overlay) {
    listen(overlay, 'click', (event) => {
      event.preventDefault();
      if (settings.is_not_close_on_overlay != 'yes') close();
    });
  }
  listen(window, 'keydown', (event) => {
    // Keys meant for something over the panel (a popup opened from its menu, in the top layer) are not the panel's.
    if (!isOpen() || openPanels.at(-1) != panel || isModalDialogOpen()) return;
    if (event.key == 'Escape') {
      // A control inside that used Escape itself (a dropdown closing) keeps the panel open.
      if (settings.is_not_close_on_esc_overlay == 'yes' || event.defaultPrevented) return;
      event.preventDefault();
      close();
    } else keepTabInside(content, event);
  });

  onStop(() => {
    close();
    settle();
    holdPage(panel);
    for (const link of marked) {
      link.removeAttribute('aria-controls');
      link.removeAttribute('aria-expanded');
    }
    before?.classList.remove(BEFORE_CLASS);
  });
  return stop;
}
