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
}

/** Mounts the widget; returns its cleanup (or its promise, for a behaviour that loads first), or undefined when it failed (already reported). */
export function mountWidget({ mountPoint, descriptor, module, renderIsland, fail }: MountRequest): (() => void) | Promise<(() => void) | undefined> | undefined {
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
    // What a held press needs at once comes first (a failure to come is the island's to handle on use).
    const needed = module.beforeRender?.(mountPoint);
    return needed ? needed.then(render, render).catch(crashed) : render();
  } catch (error) {
    return crashed(error);
  }
}
