// The types of the contract (see index.ts): triggers, descriptors, widget modules, island errors.
import type { ComponentType } from 'react';

/** When a mount point's widget chunk is loaded. Markup may override it with `data-island-trigger`. */
export type Trigger =
  | { readonly on: 'ready' }
  | { readonly on: 'idle'; readonly timeoutMs?: number }
  | { readonly on: 'visible'; readonly rootMargin?: string }
  | { readonly on: 'intent' }
  | { readonly on: 'media'; readonly query: string }
  | { readonly on: 'custom'; readonly when: (mountPoint: HTMLElement, tools: TriggerTools) => Promise<void> };

/** What a custom trigger may wait on besides its own conditions. */
export interface TriggerTools {
  /** Aborts when the mount point leaves the page. */
  readonly signal: AbortSignal;
  /** Resolves on the first interaction with the mount point (the `intent` trigger, click replay included). */
  readonly intent: () => Promise<void>;
  /** Resolves once the page is idle (the `idle` trigger). */
  readonly idle: (timeoutMs?: number) => Promise<void>;
  /** Resolves when the mount point comes within `rootMargin` (default 200 px) of the viewport, or on a click in it (held and replayed), as the `visible` trigger does. */
  readonly visible: (rootMargin?: string) => Promise<void>;
}

/**
 * How an island claims its mount point.
 * - `replace`: React owns the mount point; the server children are the no-JS fallback, restored on failure.
 * - `append`: the server markup stays; React renders into a `display: contents` box appended inside it.
 * - `after`: the server markup stays; React renders into a `display: contents` box right after the
 *   mount point (for elements that cannot hold extra content, like a link).
 */
export type Takeover = 'replace' | 'append' | 'after';

/** The result of a props schema's `safeParse` (zod's shape, without importing zod into the bootstrap). */
export type PropsParseResult<Props> =
  | { readonly success: true; readonly data: Props }
  | {
      readonly success: false;
      readonly error: { readonly issues: readonly PropsIssue[] };
    };

export interface PropsIssue {
  readonly path: readonly PropertyKey[];
  readonly message: string;
}

/** Anything with zod's `safeParse`. */
export interface PropsSchema<Props> {
  safeParse(raw: unknown): PropsParseResult<Props>;
}

/** What every widget module exports. */
interface WidgetModuleBase<Props> {
  /** Legacy markup and globals → raw props. Explicit `data-island` mounts skip it and read data attributes. */
  readonly readProps?: (element: HTMLElement) => unknown;
  readonly propsSchema: PropsSchema<Props>;
}

/** Props every island component receives besides its own. */
export interface IslandContext {
  /** The mount point in the theme's markup. */
  readonly mountPoint: HTMLElement;
}

/** A React island: `widgets/<name>/index.ts` exports `Component`. */
export interface IslandModule<Props> extends WidgetModuleBase<Props> {
  readonly Component: ComponentType<Props & IslandContext>;
  /**
   * The island's own CSS (imported `?inline`), by style id: the runtime adds each to the page once, before
   * the island's first render (a style id shared by two widgets, like `swiper`, is added once for both).
   */
  readonly styles?: Readonly<Record<string, string>>;
  /**
   * What the island must have before its first render, for a press held for it that needs more code at once:
   * the gallery's viewer when a photo was pressed. The runtime replays the held press right after the render,
   * in the same task, so the island can answer it there instead of waiting for an `import()` to resolve behind
   * the page's rendering (~140 ms at 4× CPU slowdown on the demo tee). Returns undefined when nothing is
   * needed. The first render waits for it 1 s at most (`BEFORE_RENDER_LIMIT_MS`), and renders all the same when it
   * rejects: the island then loads that code on use, with its own failure handling. A synchronous throw fails the
   * island (`render-crashed`). The wait comes after the runtime's check that no press is under way, so an island
   * that replaces the server's markup should not use it (a press begun meanwhile would lose its element).
   */
  readonly beforeRender?: (mountPoint: HTMLElement) => Promise<unknown> | undefined;
}

/** A page behaviour: a plain function that enhances markup and returns its cleanup. Never imports React. */
export interface BehaviourModule<Props> extends WidgetModuleBase<Props> {
  /**
   * Returns its cleanup, or a promise of it for a behaviour that loads a library first (a carousel's Swiper):
   * the runtime marks the mount point mounted, and replays the presses it held, once the promise resolves; a
   * rejection fails the mount point (`import-failed`).
   */
  readonly attach: (mountPoint: HTMLElement, props: Props) => (() => void) | Promise<() => void>;
}

export type WidgetModule<Props = unknown> = IslandModule<Props> | BehaviourModule<Props>;

interface MountDescriptorBase {
  /** kebab-case; equals the widget folder name and the `data-island` value. */
  readonly name: string;
  /** CSS selector of the legacy plugins' markup; `[data-island="<name>"]` is always matched too. */
  readonly selector?: string;
  /** Default load condition; markup may override it with `data-island-trigger`. */
  readonly trigger: Trigger;
  /**
   * The WordPress handle of the legacy script the widget replaces (`wc-add-to-cart`). While that script is on the
   * page (`script#<handle>-js`, which WordPress prints only for a file; the WordPress plugin keeps a legacy script
   * whole when a script left on the page depends on it; an optimiser that delays it keeps its id), it runs its
   * markup: the selector is not scanned, so the two never handle the same press (an add sent twice). An explicit
   * `data-island` still mounts the widget.
   */
  readonly legacy?: string;
  /** At most one live instance per page; further mount points are ignored with a console warning. */
  readonly singleton?: boolean;
  /**
   * Runs in the bootstrap when the mount point is found, whatever its trigger: for server markup that
   * must change at once, before any chunk (a photo printed invisible). Keep it a few lines.
   */
  readonly prepare?: (mountPoint: HTMLElement) => void;
  /**
   * Runs in the bootstrap on each press held while the widget loads, to show at once what the press
   * will do (a chosen swatch, a busy button) — the widget then takes over that state.
   */
  readonly feedback?: (target: HTMLElement) => void;
  /**
   * The behaviour acts on no click inside its mount point (it adds keys, focus or text only): once it
   * runs, a press there still belongs to the island around it, which holds it while it loads (a
   * `role="button"` remove link inside the cart page, the Undo link in the notices wrapper).
   */
  readonly passesPresses?: boolean;
}

/** A registry entry for a React island. `load` must be a dynamic import. */
export interface IslandMountDescriptor<Props = unknown> extends MountDescriptorBase {
  readonly kind: 'island';
  readonly takeover: Takeover;
  readonly load: () => Promise<IslandModule<Props>>;
}

/** A registry entry for a page behaviour. `load` must be a dynamic import. */
export interface BehaviourMountDescriptor<Props = unknown> extends MountDescriptorBase {
  readonly kind: 'behaviour';
  readonly load: () => Promise<BehaviourModule<Props>>;
}

export type MountDescriptor = IslandMountDescriptor<never> | BehaviourMountDescriptor<never>;

/** Why an island failed. */
export type IslandErrorReason = 'import-failed' | 'invalid-props' | 'render-crashed';

/** `detail` of the bubbling, cancelable `island:error` event dispatched on the mount point. */
export interface IslandErrorDetail {
  readonly widget: string;
  readonly reason: IslandErrorReason;
  readonly error: unknown;
  readonly issues?: readonly PropsIssue[];
}

/** What the runtime knows of a mount point (`Runtime.inspect`, read by the debug overlay). */
export interface MountRecord {
  readonly descriptor: MountDescriptor;
  /** The trigger it waits for (the descriptor's, or the markup's `data-island-trigger`). */
  readonly trigger: Trigger;
  /** `performance.now()` when the trigger fired, when its files were evaluated, when it mounted (or failed to). */
  readonly times: readonly number[];
  readonly error?: IslandErrorDetail;
}

/** The lifecycle written to `data-island-state`. */
export type IslandState = 'pending' | 'loading' | 'mounted' | 'failed';

/** What the React renderer chunk gives back to the runtime. */
export type RenderIsland = (
  mountPoint: HTMLElement,
  options: {
    readonly name: string;
    readonly takeover: Takeover;
    readonly Component: IslandModule<unknown>['Component'];
    readonly styles?: IslandModule<unknown>['styles'];
    readonly props: unknown;
    readonly onCrash: (error: unknown) => void;
  },
) => () => void;
