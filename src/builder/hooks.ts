// `elementorFrontend.hooks`: Elementor's own actions and filters (assets/dev/js/utils/hooks.js), the API
// third-party addons register their widget handlers with (`addAction('frontend/element_ready/<widget>', …)`).
// Written here, not taken from @wordpress/hooks: that library's calls take a namespace as second argument,
// Elementor's take the callback, a priority and a `this`, and addons are written against Elementor's.

type Callback = (...args: never[]) => unknown;

interface Registered {
  readonly callback: Callback;
  readonly priority: number;
  readonly context: unknown;
}

/** Elementor's default priority; lower runs first, equal ones in the order they were added. */
const DEFAULT_PRIORITY = 10;

export interface BuilderHooks {
  addAction(action: string, callback: Callback, priority?: number, context?: unknown): BuilderHooks;
  removeAction(action: string, callback?: Callback): BuilderHooks;
  doAction(action: string, ...args: unknown[]): BuilderHooks;
  addFilter(filter: string, callback: Callback, priority?: number, context?: unknown): BuilderHooks;
  removeFilter(filter: string, callback?: Callback): BuilderHooks;
  applyFilters<T>(filter: string, value: T, ...args: unknown[]): T;
  /** Whether anything listens to `action` (the runtime skips the work for elements nobody hooks into). */
  hasAction(action: string): boolean;
}

export function createHooks(): BuilderHooks {
  const actions = new Map<string, Registered[]>();
  const filters = new Map<string, Registered[]>();

  const add = (store: Map<string, Registered[]>, name: string, callback: Callback, priority = DEFAULT_PRIORITY, context?: unknown): void => {
    if (typeof name !== 'string' || typeof callback !== 'function') {
      console.error('[shop-islands] elementorFrontend.hooks: a hook needs a name and a callback function', name, callback);
      return;
    }
    const list = [...(store.get(name) ?? []), { callback, priority: Number(priority) || DEFAULT_PRIORITY, context }];
    // A stable sort: equal priorities keep their order.
    store.set(name, list.sort((a, b) => a.priority - b.priority));
  };
  const remove = (store: Map<string, Registered[]>, name: string, callback?: Callback): void => {
    if (!callback) store.delete(name);
    else store.set(name, (store.get(name) ?? []).filter((entry) => entry.callback !== callback));
  };

  const hooks: BuilderHooks = {
    addAction: (action, callback, priority, context) => (add(actions, action, callback, priority, context), hooks),
    removeAction: (action, callback) => (remove(actions, action, callback), hooks),
    addFilter: (filter, callback, priority, context) => (add(filters, filter, callback, priority, context), hooks),
    removeFilter: (filter, callback) => (remove(filters, filter, callback), hooks),
    doAction(action, ...args) {
      // A copy: a callback that adds or removes hooks changes the next run, not this one.
      for (const { callback, context } of [...(actions.get(action) ?? [])]) {
        try {
          (callback as (...values: unknown[]) => unknown).apply(context, args);
        } catch (error) {
          // One addon's broken handler must not stop the others (nor the page's widgets).
          console.error(`[shop-islands] a handler of the Elementor action "${action}" threw`, error);
        }
      }
      return hooks;
    },
    applyFilters(filter, value, ...args) {
      let result = value;
      for (const { callback, context } of [...(filters.get(filter) ?? [])]) {
        try {
          result = (callback as (...values: unknown[]) => typeof value).apply(context, [result, ...args]);
        } catch (error) {
          console.error(`[shop-islands] a handler of the Elementor filter "${filter}" threw; its value is skipped`, error);
        }
      }
      return result;
    },
    hasAction: (action) => (actions.get(action)?.length ?? 0) > 0,
  };
  return hooks;
}
