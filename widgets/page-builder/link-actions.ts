// Elementor's link actions (P4): a link whose address is `#elementor-action:action=<name>&settings=<base64 JSON>`
// (URI-encoded as WordPress prints it) runs the action instead of going anywhere — the lightbox, a popup opened or
// closed, an off-canvas panel, a reload. An address that carries one when the page loads runs it only when the page
// has an element for it (`data-e-action-hash` naming that hash): a link someone crafted cannot open anything. A
// tampered or undecodable settings part does nothing and says so in the console.
import { oncePerPage } from '@/builder';
import { runLightboxAction } from './lightbox-links';
import type * as PopupsModule from './popups';

export type ActionSettings = Record<string, unknown> & { previousEvent?: Event };

const LINKS = 'a[href^="#elementor-action"], a[href^="%23elementor-action"]';

/** Pro's off-canvas widgets listen for this `window` event, with the action's settings as detail. */
const OFF_CANVAS_EVENT = 'elementor-pro/off-canvas/toggle-display-mode';

/**
 * Sends the off-canvas event; a panel whose widget is still starting (its file on the way) gets it once it has
 * started, so a press made meanwhile is not lost.
 */
const offCanvas = (displayMode: string) => (settings: ActionSettings): void => {
  const send = (): boolean => window.dispatchEvent(new CustomEvent(OFF_CANVAS_EVENT, { detail: { ...settings, displayMode } }));
  const widget = document.getElementById(`off-canvas-${String(settings.id)}`)?.closest('[data-island-state]');
  if (!widget || !/^(pending|loading)$/.test(widget.getAttribute('data-island-state') ?? '')) return void send();
  // Its own start (an island inside it also says it has mounted, and bubbles); a widget that fails hears nothing.
  const controller = new AbortController();
  const settle = (event: Event): void => {
    if (event.target !== widget) return;
    controller.abort();
    if (event.type === 'island:mounted') send();
    else console.error(`[shop-islands] link action: the off-canvas panel ${String(settings.id)} did not start; it cannot ${displayMode}`);
  };
  for (const type of ['island:mounted', 'island:error']) widget.addEventListener(type, settle, { signal: controller.signal });
};

/** The popup chunk, fetched on the first popup action (a page with a popup has it already); a failure is said. */
const popups = (): Promise<typeof PopupsModule> =>
  import('./popups').catch((error: unknown) => {
    console.error(`[shop-islands] popup: the popups' code did not load (${String(error)}); the popup cannot open`);
    throw error;
  });

interface PopupApi {
  showPopup(settings: Readonly<Record<string, unknown>>, event?: Event): void;
  closePopup(settings: Readonly<Record<string, unknown>>, event?: Event): void;
  popupPopped: boolean;
}
type ProFrontendGlobal = { elementorProFrontend?: { config?: unknown; modules?: Record<string, unknown> }; ElementorProFrontendConfig?: unknown };

/**
 * `window.elementorProFrontend.modules.popup` (showPopup, closePopup, popupPopped), published as the page builder starts,
 * so other code may call it at any time: the popups' code is fetched on the first call.
 */
export function publishPopupApi(): void {
  const global = window as ProFrontendGlobal;
  const frontend = (global.elementorProFrontend ??= { config: global.ElementorProFrontendConfig });
  frontend.modules ??= {};
  const api: PopupApi = {
    showPopup: (settings) => void popups().then((module) => module.showPopup(settings), () => {}),
    closePopup: (settings, event) => void popups().then((module) => module.closePopup(settings, event), () => {}),
    popupPopped: false,
  };
  frontend.modules.popup ??= api;
}

const ACTIONS: Readonly<Record<string, (settings: ActionSettings) => void>> = {
  lightbox: runLightboxAction,
  'popup:open': (settings) => void popups().then((module) => module.showPopup(settings), () => {}),
  'popup:close': (settings) => void popups().then((module) => module.closePopup(settings, settings.previousEvent), () => {}),
  'off_canvas:open': offCanvas('open'),
  'off_canvas:close': offCanvas('close'),
  'off_canvas:toggle': offCanvas('toggle'),
  'reload-page': () => location.reload(),
};

export interface LinkAction {
  readonly name: string;
  readonly settings: ActionSettings;
}

/** Reads an action address (`#elementor-action:…`, encoded or not); null with a console error when it cannot be read. */
export function readLinkAction(address: string): LinkAction | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(decodeURI(address));
  } catch {
    console.error(`[shop-islands] link action: "${address}" is not a valid encoded address; nothing was done`);
    return null;
  }
  const name = /action=(.+?)&/.exec(decoded)?.[1];
  if (!name) return null;
  const encoded = /settings=(.+)/.exec(decoded)?.[1];
  if (!encoded) return { name, settings: {} };
  try {
    const settings: unknown = JSON.parse(atob(encoded));
    if (settings && typeof settings === 'object' && !Array.isArray(settings)) return { name, settings: settings as ActionSettings };
  } catch {
    // reported below
  }
  console.error(`[shop-islands] link action "${name}": its settings are not base64-encoded JSON (the link was changed or cut); nothing was done`);
  return null;
}

/** Runs an action address; `event` is what started it (a close link's click tells which popup it is in). */
export function runLinkAction(address: string, event?: Event): void {
  const action = readLinkAction(address);
  if (!action) return;
  const run = ACTIONS[action.name];
  if (!run) return console.warn(`[shop-islands] link action "${action.name}" is not one the bundle knows (${Object.keys(ACTIONS).join(', ')}); nothing was done`);
  run({ ...action.settings, previousEvent: event });
}

function onClick(event: MouseEvent): void {
  const link = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>(LINKS) : null;
  if (!link || event.defaultPrevented) return;
  event.preventDefault();
  runLinkAction(link.getAttribute('href') ?? '', event);
}

/** The action the address carries at load, when an element of the page names it (`data-e-action-hash`). */
function runHashAction(): void {
  const hash = location.hash;
  if (!hash.includes('elementor-action')) return;
  const named = [...document.querySelectorAll('[data-e-action-hash]')].find((element) => element.getAttribute('data-e-action-hash') === hash);
  if (named) runLinkAction(hash);
  else console.warn('[shop-islands] link action: the address carries an action that no element of this page offers; it is not run');
}

/** Starts the link actions once per page (each builder document asks; the last to stop ends them). */
export const startLinkActions = oncePerPage(() => {
  publishPopupApi();
  document.addEventListener('click', onClick);
  runHashAction();
  return () => document.removeEventListener('click', onClick);
});
