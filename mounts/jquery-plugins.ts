// The jQuery plugins WooCommerce's replaced scripts defined for markup inserted later: quick views,
// page-builder grids and theme scripts insert a product's form and gallery, then call
// `$form.wc_variation_form()` and `$gallery.wc_product_gallery()` on it, often without checking that
// they exist (a TypeError there stops the rest of their code: the popup never opens). Here each is a
// call that returns its set: the runtime's observer already finds that markup, shows the gallery and
// starts each island as it would anywhere. Never over a plugin a legacy script defined.
const PLUGINS = ['wc_variation_form', 'wc_product_gallery'];

type JQueryFns = Record<string, unknown>;
/** What the bootstrap uses of the page's jQuery: its plugins, and handlers on an element. */
export type JQueryLike = { fn: JQueryFns } & ((target: EventTarget) => { on(types: string, handler: (event: Event, ...args: unknown[]) => void): void;
  on(types: string, selector: string, handler: (this: HTMLElement, event: { originalEvent?: Event }) => void): void; off(types: string, handler: () => void): void; trigger(type: string, args: unknown[]): void });
const pageJQuery = (): JQueryLike | undefined => {
  const $ = (window as { jQuery?: Partial<JQueryLike> }).jQuery;
  return $?.fn ? ($ as JQueryLike) : undefined;
};

/**
 * Runs `run` with the page's jQuery: at once when it came first (WordPress prints it before the bundle,
 * so before jQuery's ready handlers run); else when it arrives — loaded `async`, or held until the
 * shopper's first move by an optimiser (WP Rocket's, Perfmatters' or LiteSpeed's delay) — from its
 * script's load event, heard while capturing on the document: before the script's own listeners, through
 * which those optimisers start the next script, so before any code that needs it runs. The page services have
 * their own `whenJQuery` (src/dom/theme-events.ts): a chunk and the bootstrap may not share a module.
 */
export function whenJQuery(run: ($: JQueryLike) => void): void {
  const $ = pageJQuery();
  if ($) return run($);
  const onLoad = (event: Event): void => {
    const arrived = event.target instanceof HTMLScriptElement && pageJQuery();
    if (!arrived) return;
    document.removeEventListener('load', onLoad, true);
    run(arrived);
  };
  document.addEventListener('load', onLoad, true);
}

export function provideJQueryPlugins(): void {
  whenJQuery(({ fn }) => {
    for (const name of PLUGINS)
      fn[name] ??= function (this: unknown) {
        return this;
      };
  });
}
