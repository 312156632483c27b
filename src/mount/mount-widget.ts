// The mounting step, after a widget's chunk arrived: read its props, parse them, render or attach.
// A lazy chunk of its own (no React), so the bootstrap stays small.
import type { IslandErrorDetail, MountDescriptor, RenderIsland, WidgetModule } from '../contract';
import { readRawProps } from './props';

export interface MountRequest {
  readonly mountPoint: HTMLElement;
  readonly descriptor: MountDescriptor;
  readonly module: WidgetModule<unknown>;
  /** The React renderer, for islands. */
  readonly renderIsland?: RenderIsland;
  /** Reports a failure (the runtime marks the mount point failed and dispatches island:error). */
  readonly fail: (detail: IslandErrorDetail) => void;
  /** Aborted when the mount point left the page or the runtime was unmounted: an island waiting for its `beforeRender` then never renders. */
  readonly signal?: AbortSignal;
}

/** How long an island's first render waits for its `beforeRender` at most; then it renders, and loads that code on use. */
const BEFORE_RENDER_LIMIT_MS = 1000;

/**
 * Mounts the widget; returns its cleanup — or its promise, for a behaviour that loads first or an island that waits
 * for its `beforeRender` — or undefined when it failed (already reported) or left the page while waiting.
 */
export function mountWidget({ mountPoint, descriptor, module, renderIsland, fail, signal }: MountRequest): (() => void) | Promise<(() => void) | undefined> | undefined {
  const widget = descriptor.name;
  const crashed = (error: unknown): undefined => void fail({ widget, reason: 'render-crashed', error });
  let raw: unknown;
  try {
    // Explicit mounts carry their props in data attributes; legacy markup needs the widget's adapter.
    raw = mountPoint.hasAttribute('data-island') || !module.readProps ? readRawProps(mountPoint) : module.readProps(mountPoint);
  } catch (error) {
    fail({ widget, reason: 'invalid-props', error });
    return undefined;
  }
  const parsed = module.propsSchema.safeParse(raw);
  if (!parsed.success) {
    fail({ widget, reason: 'invalid-props', error: new TypeError('invalid props'), issues: parsed.error.issues });
    return undefined;
  }
  try {
    if ('attach' in module) {
      const attached = module.attach(mountPoint, parsed.data);
      return attached instanceof Promise
        ? attached.catch((error: unknown) => {
            fail({ widget, reason: 'import-failed', error });
            return undefined;
          })
        : attached;
    }
    if (!renderIsland) throw new Error('the React renderer did not load');
    const render = (): (() => void) => {
      let cleanup: (() => void) | undefined;
      cleanup = renderIsland(mountPoint, {
        name: widget,
        takeover: descriptor.kind === 'island' ? descriptor.takeover : 'after',
        Component: module.Component,
        styles: module.styles,
        props: parsed.data,
        onCrash: (error) => {
          cleanup?.();
          cleanup = undefined;
          crashed(error);
        },
      });
      return () => cleanup?.();
    };
    // What a held press needs at once comes first, for a second at most (a failure to come, or a slow connection, is
    // the island's to handle on use).
    const needed = module.beforeRender?.(mountPoint);
    if (!needed) return render();
    const waited = (): (() => void) | undefined => (signal?.aborted ? undefined : render());
    return Promise.race([needed, new Promise((resolve) => setTimeout(resolve, BEFORE_RENDER_LIMIT_MS))])
      .then(waited, waited)
      .catch(crashed);
  } catch (error) {
    return crashed(error);
  }
}
