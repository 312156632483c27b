// Elementor Pro's popups on this page (P1–P3): each popup document is taken out of the page as Pro did and kept as
// a template; its display conditions are checked once, then its triggers armed; its open selector works whatever
// the conditions. `elementorProFrontend.modules.popup` (showPopup, closePopup, popupPopped) is published for other
// code, and each show and hide is announced as Pro did: a jQuery event on `document` with `[id, instance]` and a
// `window` CustomEvent with `{ id, instance }`. A chunk of its own, fetched only for a page that has a popup.
import { checkTiming, timingContext } from './popup-timing';
import { armTriggers } from './popup-triggers';
import { createPopup, type Popup, type PopupSettings } from './popup';

const popups = new Map<number, Popup>();
/** Each popup's trigger disarm. */
const disarm = new Map<number, () => void>();
let popupPopped = false;

type JQueryLike = (target: unknown) => { trigger(name: string, parameters?: unknown[]): unknown };

function announce(name: 'elementor/popup/show' | 'elementor/popup/hide', popup: Popup): void {
  (window as { jQuery?: JQueryLike }).jQuery?.(document).trigger(name, [popup.id, popup]);
  window.dispatchEvent(new CustomEvent(name, { detail: { id: popup.id, instance: popup } }));
}

/** The popup a link action or API call names, with a console warning when this page has none by that id. */
function popupById(id: unknown): Popup | undefined {
  // A popup document not taken over yet (a link action run as the page loads, before the popup's own turn).
  const waiting = document.querySelector<HTMLElement>(`.elementor[data-elementor-type="popup"][data-elementor-id="${Number(id)}"]:not(.elementor-popup-modal *)`);
  if (waiting) registerPopup(waiting);
  const popup = popups.get(Number(id));
  if (!popup) console.warn(`[shop-islands] popup: there is no popup ${JSON.stringify(id)} on this page (Pro prints a popup only where its conditions or a link to it put it)`);
  return popup;
}

/** `showPopup({ id, toggle })`: opens it, or with `toggle` closes it when open. */
export function showPopup(settings: Readonly<Record<string, unknown>>): void {
  const popup = popupById(settings.id);
  if (!popup) return;
  if (settings.toggle && popup.isVisible()) popup.hide();
  else popup.show();
}

/**
 * `closePopup({ do_not_show_again }, event)`: closes the popup the event happened in (a close link inside it), or
 * without one every open popup; "do not show again" (`'yes'`) keeps it closed for good.
 */
export function closePopup(settings: Readonly<Record<string, unknown>>, event?: Event): void {
  const inside = event?.target instanceof Element ? event.target.closest('.elementor-popup-modal') : null;
  // A close link outside any popup closes nothing, as in Pro (it must not close, or disable, popups it is not in).
  if (event?.target && !inside) return;
  const closing = [...popups.values()].filter((popup) => popup.isVisible() && (!inside || popup.dialog === inside));
  for (const popup of closing) {
    popup.hide();
    if (settings.do_not_show_again === 'yes' || settings.do_not_show_again === true) popup.disable();
  }
}

function readSettings(element: HTMLElement, id: number): PopupSettings {
  try {
    const settings: unknown = JSON.parse(element.dataset.elementorSettings ?? '{}');
    if (settings && typeof settings === 'object' && !Array.isArray(settings)) return settings as PopupSettings;
  } catch {
    // reported below
  }
  console.error(`[shop-islands] popup ${id}: its data-elementor-settings is not a JSON object; it opens only by a link or the API, with no conditions, triggers or options`);
  return {};
}

/** Listens for clicks on the popup's open selector (anywhere in the page, now or later); returns its test of a target. */
function listenToOpenSelector(popup: Popup): (target: EventTarget | null) => boolean {
  const selector = String(popup.settings.open_selector ?? '').trim();
  if (!selector) return () => false;
  try {
    document.querySelector(selector);
  } catch {
    console.error(`[shop-islands] popup ${popup.id}: its open selector "${selector}" is not valid CSS; clicks do not open it`);
    return () => false;
  }
  const isOpener = (target: EventTarget | null): boolean => target instanceof Element && !!target.closest(selector);
  document.addEventListener('click', (event) => isOpener(event.target) && popup.show());
  return isOpener;
}

/**
 * Takes over a popup document: out of the page, its conditions checked and its triggers armed. Popups live as long as
 * the page (a trigger may fire at any time). `clicked`: what the shopper clicked before this code came.
 */
export function registerPopup(element: HTMLElement, clicked: readonly EventTarget[] = []): void {
  const id = Number(element.dataset.elementorId);
  if (!Number.isInteger(id) || popups.has(id)) return;
  const settings = readSettings(element, id);
  const template = element.cloneNode(true) as HTMLElement;
  element.remove();
  const popup = createPopup(template, id, settings, {
    onShow: (shown) => {
      popupPopped = true;
      // The published API's flag (link-actions.ts publishes it as the page builder starts; not imported from there,
      // which would split that file out of the page builder's).
      const api = (window as { elementorProFrontend?: { modules?: { popup?: { popupPopped?: boolean } } } }).elementorProFrontend?.modules?.popup;
      if (api) api.popupPopped = true;
      disarm.get(shown.id)?.();
      announce('elementor/popup/show', shown);
    },
    onHide: (hidden) => announce('elementor/popup/hide', hidden),
  });
  popups.set(id, popup);
  const isOpener = listenToOpenSelector(popup);
  // Its triggers are disarmed once it shows, however it was opened (a popup closed after a link opened it does not
  // come back by itself on exit intent).
  if (checkTiming(settings.timing, timingContext(id))) {
    disarm.set(id, armTriggers(settings.triggers, () => {
      // "Avoid multiple popups": a trigger does not open this one once another has shown on this page.
      if (settings.avoid_multiple_popups === 'yes' && popupPopped) return;
      popup.show();
    }));
  }
  if (clicked.some(isOpener)) popup.show();
}

/** Forgets every popup (tests). */
export function resetPopups(): void {
  for (const popup of popups.values()) popup.hide();
  disarm.forEach((stop) => stop());
  disarm.clear();
  popups.clear();
  popupPopped = false;
}
