// `window.elementorFrontend`, the object third-party Elementor addons are written against (B1): the config,
// the hooks, the storage, the devices, and `elementsHandler.runReadyTrigger`, which runs the
// `frontend/element_ready/…` actions for an element. The page-builder runtime publishes it and fires
// `elementor/frontend/init` on `window` once per page, as Elementor's frontend.js did at DOM ready, so an
// addon that still loads (its own widgets) registers its handlers and they run on its elements.
import type { ElementorFrontendApi } from '../public-api';
import { readBuilderConfig } from './config';
import { currentDevice, currentDeviceSetting, deviceSetting } from './devices';
import { createHooks, type BuilderHooks } from './hooks';
import { builderStorage, type BuilderStorage } from './storage';
import { createTemplateRegistry, type TemplateRegistry } from './templates';

type JQueryLike = ((element: Element) => unknown) & { fn?: unknown };

/** An element, or a jQuery object holding one (what addons pass to runReadyTrigger). */
type Scope = Element | { readonly 0?: Element } | null | undefined;

/** The published object: the public shape (src/public-api.ts), with the bundle's own types for its parts. */
export interface BuilderFrontend extends ElementorFrontendApi {
  readonly hooks: BuilderHooks;
  readonly storage: BuilderStorage;
  /** Section and template types (RT11). Not part of Elementor's front end: the bundle's own, for addons that register types. */
  readonly templates: TemplateRegistry;
  /** Marks the object as the bundle's (not Elementor's own frontend.js). */
  readonly isShopIslands: true;
}

const jQueryOf = (): JQueryLike | undefined => {
  const candidate = (window as { jQuery?: unknown }).jQuery as JQueryLike | undefined;
  return typeof candidate === 'function' && candidate.fn ? candidate : undefined;
};

/**
 * Runs the element's ready actions, as Elementor's elements-handlers-manager.js did: `frontend/element_ready/global`,
 * `…/<element type>` (section, column, container, widget) and for a widget `…/<widget type>` (`accordion.default`),
 * each with the element as a jQuery `$scope` (the element itself on a page without jQuery) and jQuery.
 * Skipped on a static export and inside an element that delays its children (`data-delay-child-handlers`).
 */
function runReadyTrigger(hooks: BuilderHooks, scope: Scope): void {
  const element = scope instanceof Element ? scope : scope?.[0];
  const type = element?.getAttribute('data-element_type');
  if (!element || !type || readBuilderConfig().isStatic || element.closest('[data-delay-child-handlers="true"]')) return;
  const names = ['frontend/element_ready/global', `frontend/element_ready/${type}`];
  if (type === 'widget') names.push(`frontend/element_ready/${element.getAttribute('data-widget_type') ?? ''}`);
  if (!names.some((name) => hooks.hasAction(name))) return;
  const $ = jQueryOf();
  const $scope = $ ? $(element) : element;
  for (const name of names) hooks.doAction(name, $scope, $);
}

let frontend: BuilderFrontend | undefined;
let isStarted = false;
const readied = new WeakSet<Element>();

/** The bundle's frontend object (made once; `startFrontend` publishes it). */
export function builderFrontend(): BuilderFrontend {
  if (frontend) return frontend;
  const config = readBuilderConfig();
  const hooks = createHooks();
  frontend = {
    config: config.raw,
    hooks,
    storage: builderStorage,
    templates: createTemplateRegistry(),
    elementsHandler: {
      // Run for an addon's own markup: its element is then done (the runtime, seeing it inserted, does not run it again).
      runReadyTrigger: (scope) => {
        const element = scope instanceof Element ? scope : scope?.[0];
        if (element) readied.add(element);
        runReadyTrigger(hooks, scope);
      },
    },
    getCurrentDeviceMode: () => currentDevice(),
    getCurrentDeviceSetting: currentDeviceSetting,
    getDeviceSetting: (device, settings, key) => deviceSetting(settings, key, device),
    getKitSettings: (key) => (key ? config.kit[key] : config.kit),
    isEditMode: () => config.isEditMode,
    isWPPreviewMode: () => config.isPreviewMode,
    isShopIslands: true,
  };
  return frontend;
}

/**
 * Elementor's own front end is on the page (a plugin kept it, or the editor's preview): its handlers run the
 * builder's widgets, so the bundle must leave them alone.
 */
export function isLegacyFrontendPresent(): boolean {
  const present = window.elementorFrontend;
  return present !== undefined && present !== frontend && !present.isShopIslands;
}

/**
 * Publishes `window.elementorFrontend` and fires `elementor/frontend/init` on `window` (a native event:
 * `jQuery(window).on(…)` listeners get it too), once per page.
 */
export function startFrontend(): BuilderFrontend {
  const published = builderFrontend();
  if (isStarted) return published;
  isStarted = true;
  window.elementorFrontend = published;
  window.dispatchEvent(new CustomEvent('elementor/frontend/init'));
  return published;
}

/** Whether `elementor/frontend/init` has been fired (before it, nobody has registered a handler yet). */
export const isFrontendStarted = (): boolean => isStarted;

/** Runs an element's ready actions once (the runtime calls it when the element's widget starts, or at once for an element without one). */
export function markElementReady(element: Element): void {
  if (readied.has(element) || !isStarted || !element.isConnected) return;
  builderFrontend().elementsHandler.runReadyTrigger(element);
}

/** Forgets the published object (tests). */
export function resetFrontend(): void {
  if (window.elementorFrontend === frontend) delete window.elementorFrontend;
  frontend = undefined;
  isStarted = false;
}
