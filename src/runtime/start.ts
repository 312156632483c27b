// The bootstrap: finds mount points, waits for each one's trigger, loads its widget and mounts it.
//
// Every mount point goes pending → loading → mounted | failed in `data-island-state`, exactly once
// per element (a WeakMap remembers it). A MutationObserver scans inserted markup and tears down
// islands whose mount point left the page. Nothing here imports React, zod, ky or the store: the
// React renderer (`src/island`) is a lazy chunk loaded alongside the first island's widget.
import { preloadWidgetsWhenIdle, preloadWidget } from './chunk-map';
import { reportIslandError, warn } from './errors';
import { passPresses, replayIntent, undoShownChoices, whenPressEnds } from './intent';
import { inNewTask, whenIdle } from './schedule';
import { triggerOf, waitForTrigger } from './triggers';
import type * as MountChunkModule from '../mount';
import type { IslandErrorDetail, IslandState, MountDescriptor, MountRecord, RenderIsland, WidgetModule } from '../contract';

type MountChunk = typeof MountChunkModule;

interface LiveMount extends MountRecord {
  readonly abort: AbortController;
  cleanup?: () => void;
  error?: IslandErrorDetail;
  times: number[];
}

/** Marks a container React renders into; mount points inside it belong to that island. */
const ROOT_ATTRIBUTE = 'data-island-root';
/**
 * Marks a subtree hidden at scan (a tab panel not chosen): its mount points are registered only once it is
 * shown, since nobody can see or reach them before. On a product page the hidden reviews tab holds most of them.
 */
const DEFER_ATTRIBUTE = 'data-island-defer';

export interface Runtime {
  /** Finds and schedules every mount point in `root` (and `root` itself). Already known ones are skipped. */
  scan(root?: ParentNode): void;
  /** Unmounts every island in `root` (and `root` itself) and forgets them, so a later scan mounts them anew. */
  unmount(root?: ParentNode): void;
  /** Stops watching the page for inserted and removed markup and cancels the idle preload (tests; a page never needs it). */
  stop(): void;
  /** What it knows of a mount point: widget, trigger, times, failure (the debug overlay); undefined for one it does not know. */
  inspect(mountPoint: Element): MountRecord | undefined;
}

/**
 * How near the viewport a waiting mount point must come for its widget's files to be preloaded: within half
 * a screen. What the shopper can press soon is compiled ahead; the related products' buttons at the foot of
 * a long product page wait until the shopper scrolls towards them. A hidden one (a closed tab panel, a
 * popup) never intersects, so it waits until it is shown.
 */
const NEAR_MARGIN = '50% 0px';
function setState(mountPoint: Element, state: IslandState): void {
  mountPoint.setAttribute('data-island-state', state);
}

/** Retries a failed dynamic import once: a flaky connection should not cost the shopper the widget. */
async function importOnce<T>(load: () => Promise<T>): Promise<T> {
  try {
    return await load();
  } catch {
    return load();
  }
}

function loadRenderer(): Promise<RenderIsland> {
  return import('../island').then((module) => module.renderIsland);
}

/**
 * The registry without the legacy selectors it must not scan: those this browser cannot parse (an older one
 * may not know `:has()`; one such selector would make the joined scan throw and no island would start), and
 * those whose legacy script is still on the page (it runs that markup). Those widgets still mount on
 * explicit `data-island`.
 */
function scannedRegistry(registry: readonly MountDescriptor[]): readonly MountDescriptor[] {
  // Parsed against an empty fragment: the same SyntaxError, without walking the page.
  const probe = document.createDocumentFragment();
  return registry.map((descriptor) => {
    try {
      if (descriptor.selector) probe.querySelector(descriptor.selector);
    } catch {
      warn(`${descriptor.name}: this browser cannot read the selector "${descriptor.selector}"; only data-island mounts it`);
      return { ...descriptor, selector: undefined };
    }
    if (descriptor.legacy && document.querySelector(`script[id="${descriptor.legacy}-js"]`)) {
      console.info(`[shop-islands] ${descriptor.name}: left to ${descriptor.legacy}, which the page still loads`);
      return { ...descriptor, selector: undefined };
    }
    return descriptor;
  });
}

export function createRuntime(allRegistered: readonly MountDescriptor[]): Runtime {
  const registry = scannedRegistry(allRegistered);
  const live = new WeakMap<Element, LiveMount>();
  const singletons = new Set<string>();
  const byName = new Map(registry.map((descriptor) => [descriptor.name, descriptor]));
  // Every explicit mount answers to `[data-island]` (descriptorFor reads its name): the list repeats no name. One selector
  // fewer per registry entry for each element of the page to be matched against: the scan's query took ×1.6 as long with them.
  const allSelectors = [...registry.flatMap((descriptor) => descriptor.selector ?? []), '[data-island]'].join(', ');
  let preloadScheduled = false;
  /** Mount points near the viewport, waiting for the shopper, whose widget's files are not preloaded yet; the widgets preloaded. */
  let waiting: [HTMLElement, MountDescriptor][] = [];
  const preloaded = new Set<string>();
  const near = new WeakMap<Element, [HTMLElement, MountDescriptor]>();
  let nearby: IntersectionObserver | undefined;

  function descriptorFor(element: Element): MountDescriptor | undefined {
    const explicit = element.getAttribute('data-island');
    if (explicit !== null) {
      const descriptor = byName.get(explicit);
      if (!descriptor) warn(`unknown widget "${explicit}"`, element);
      return descriptor;
    }
    return registry.find((descriptor) => descriptor.selector && element.matches(descriptor.selector));
  }

  function fail(mountPoint: HTMLElement, detail: IslandErrorDetail): void {
    const mount = live.get(mountPoint);
    if (mount) mount.error = detail;
    setState(mountPoint, 'failed');
    reportIslandError(mountPoint, detail);
  }

  async function activate(mountPoint: HTMLElement, mount: LiveMount): Promise<void> {
    const { descriptor, abort, times } = mount;
    times.push(performance.now());
    setState(mountPoint, 'loading');
    const isIsland = descriptor.kind === 'island';
    preloadWidget(descriptor.name, isIsland);
    let loaded: [WidgetModule<unknown>, MountChunk, RenderIsland | undefined];
    try {
      loaded = await Promise.all([
        importOnce(descriptor.load as unknown as () => Promise<WidgetModule<unknown>>),
        importOnce(() => import('../mount')),
        isIsland ? importOnce(loadRenderer) : undefined,
      ]);
    } catch (error) {
      if (!abort.signal.aborted) fail(mountPoint, { widget: descriptor.name, reason: 'import-failed', error });
      return;
    }
    if (abort.signal.aborted) return;
    times.push(performance.now());
    await whenPressEnds(mountPoint);
    if (abort.signal.aborted) return;
    const [module, { mountWidget }, renderIsland] = loaded;
    undoShownChoices(mountPoint);
    mount.cleanup = await mountWidget({ mountPoint, descriptor, module, renderIsland, signal: abort.signal, fail: (detail) => fail(mountPoint, detail) });
    times.push(performance.now());
    if (!mount.cleanup) return;
    // Left the page while a behaviour loaded its library.
    if (abort.signal.aborted) return mount.cleanup();
    setState(mountPoint, 'mounted');
    mountPoint.dispatchEvent(new CustomEvent('island:mounted', { bubbles: true, detail: { widget: descriptor.name } }));
  }

  function schedule(mountPoint: HTMLElement, descriptor: MountDescriptor): void {
    if (descriptor.singleton) {
      if (singletons.has(descriptor.name)) {
        // Legacy markup may repeat legitimately (the header cart and a sidebar Cart widget); only a
        // second explicit mount is a mistake worth a warning.
        if (mountPoint.hasAttribute('data-island')) warn(`${descriptor.name}: extra singleton mount point ignored`, mountPoint);
        return;
      }
      singletons.add(descriptor.name);
    }
    const trigger = triggerOf(mountPoint, descriptor.trigger);
    const mount: LiveMount = { descriptor, abort: new AbortController(), trigger, times: [] };
    live.set(mountPoint, mount);
    setState(mountPoint, 'pending');
    descriptor.prepare?.(mountPoint);
    if (descriptor.passesPresses) passPresses(mountPoint);
    // Whatever waits for the shopper has its files preloaded at idle once it comes near the viewport, so the first press is answered at once.
    const waitsForIntent = (): void => {
      if (preloaded.has(descriptor.name)) return;
      // Every browser the build targets (ES2022) has IntersectionObserver.
      nearby ??= new IntersectionObserver(onNear, { rootMargin: NEAR_MARGIN });
      near.set(mountPoint, [mountPoint, descriptor]);
      nearby.observe(mountPoint);
      // Left the page before it came near: no longer watched, nor the first child standing in for it.
      mount.abort.signal.addEventListener('abort', () => {
        const child = mountPoint.firstElementChild;
        nearby?.unobserve(mountPoint);
        if (child && near.get(child)?.[0] == mountPoint) nearby?.unobserve(child);
      });
    };
    void waitForTrigger(mountPoint, trigger, mount.abort.signal, { feedback: descriptor.feedback, waitsForIntent }).then(() => {
      if (mount.abort.signal.aborted) return;
      inNewTask(() => {
        if (mount.abort.signal.aborted) return;
        void activate(mountPoint, mount).finally(() => replayIntent(mountPoint));
      });
    });
  }

  function onNear(entries: IntersectionObserverEntry[]): void {
    for (const { isIntersecting, target } of entries) {
      const entry = near.get(target);
      if (!entry) continue;
      const [mountPoint, descriptor] = entry;
      if (isIntersecting) {
        near.delete(target);
        nearby?.unobserve(target);
        if (!preloaded.has(descriptor.name)) waiting.push(entry);
      } else if (target === mountPoint && mountPoint.firstElementChild && !near.has(mountPoint.firstElementChild) && getComputedStyle(mountPoint).display === 'contents') {
        // A `display: contents` box never intersects: its first child stands in for it (unless it waits itself).
        near.set(mountPoint.firstElementChild, entry);
        nearby?.observe(mountPoint.firstElementChild);
      }
    }
    schedulePreload();
  }

  let cancelPreload: (() => void) | undefined;
  function schedulePreload(): void {
    if (preloadScheduled || !waiting.length) return;
    preloadScheduled = true;
    cancelPreload = whenIdle(() => {
      preloadScheduled = false;
      const widgets: [string, boolean][] = [];
      for (const [, { name, kind }] of waiting) {
        if (preloaded.has(name)) continue;
        preloaded.add(name);
        widgets.push([name, kind === 'island']);
      }
      waiting = [];
      preloadWidgetsWhenIdle(widgets);
    });
  }

  // A deferred subtree is watched, not scanned: once it renders — its own attributes change, or a box
  // appears for any other reason (an ancestor drawer opens, a theme rule shows it anyway) — or loses the
  // attribute, it is scanned.
  const watched = new WeakSet<Element>();
  const reveal = (targets: Node[]): void => {
    for (const target of targets) {
      if (!(target instanceof HTMLElement) || !watched.has(target)) continue;
      if (target.hasAttribute(DEFER_ATTRIBUTE) && !(target.checkVisibility?.() ?? true)) continue;
      watched.delete(target);
      boxes?.unobserve(target);
      target.removeAttribute(DEFER_ATTRIBUTE);
      scan(target);
    }
  };
  const attributes = new MutationObserver((records) => reveal(records.map((record) => record.target)));
  const boxes = typeof ResizeObserver === 'function' ? new ResizeObserver((entries) => reveal(entries.map((entry) => entry.target))) : undefined;

  function scan(root: ParentNode = document): void {
    const found: Element[] = [];
    if (root instanceof Element && root.matches(allSelectors)) found.push(root);
    found.push(...root.querySelectorAll(allSelectors));
    for (const element of found) {
      if (!(element instanceof HTMLElement) || live.has(element)) continue;
      // Inside a running island (it owns that markup), or inside a subtree that waits to be shown.
      const container = element.parentElement?.closest(`[${ROOT_ATTRIBUTE}], [${DEFER_ATTRIBUTE}]`);
      if (container?.hasAttribute(DEFER_ATTRIBUTE) && !watched.has(container)) {
        watched.add(container);
        attributes.observe(container, { attributes: true, attributeFilter: ['style', 'class', 'hidden', DEFER_ATTRIBUTE] });
        boxes?.observe(container);
      }
      const descriptor = container ? undefined : descriptorFor(element);
      if (descriptor) schedule(element, descriptor);
    }
  }

  function teardown(mountPoint: Element): void {
    const mount = live.get(mountPoint);
    if (!mount) return;
    live.delete(mountPoint);
    mount.abort.abort();
    mount.cleanup?.();
    if (mount.descriptor.singleton) singletons.delete(mount.descriptor.name);
    mountPoint.removeAttribute('data-island-state');
  }

  function unmount(root: ParentNode = document): void {
    if (root instanceof Element) teardown(root);
    for (const element of root.querySelectorAll('[data-island-state]')) teardown(element);
  }

  const observer = new MutationObserver((records) => {
    for (const record of records) {
      for (const node of record.removedNodes) {
        // A node that was moved is connected again by now: keep its island.
        if (node instanceof Element && !node.isConnected) unmount(node);
      }
    }
    for (const record of records) {
      for (const node of record.addedNodes) {
        if (node instanceof Element && node.isConnected) scan(node);
      }
    }
  });
  observer.observe(document.documentElement, { childList: true, subtree: true });

  return {
    scan,
    unmount,
    inspect: (mountPoint) => live.get(mountPoint),
    stop: () => {
      observer.disconnect();
      attributes.disconnect();
      boxes?.disconnect();
      cancelPreload?.();
      nearby?.disconnect();
    },
  };
}
