// The jQuery plugins WooCommerce's replaced scripts defined, present from the start where jQuery is:
// - `$form.wc_variation_form()`, `$gallery.wc_product_gallery()`: quick views, page-builder grids and theme
//   scripts insert a product's form and gallery, then call these on it, often without checking that they
//   exist (a TypeError there stops the rest of their code: the popup never opens). Each returns its set: the
//   runtime's observer already finds that markup, shows the gallery and starts each island as anywhere.
// - `$form.wc_variations_image_update(variation)` and `wc_variations_image_reset()`: themes take these when
//   they start, to replace or wrap them (Blocksy's flexy gallery replaces it from a chunk it loads after
//   DOMContentLoaded; others wrap it on jQuery's ready), and the variation form calls whatever is there then.
//   Until a form's code runs they do nothing; then they do what add-to-cart-variation.js's did, from the
//   implementation that code leaves under `Symbol.for('shop-islands:<name>')`
//   (widgets/variation-form/jquery-helpers.ts: the bootstrap and a chunk may not share a module).
// Never over a plugin a legacy script defined.
const PLUGINS = ['wc_variation_form', 'wc_product_gallery', 'wc_variations_image_update', 'wc_variations_image_reset'];

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
      fn[name] ??= function (this: unknown, ...args: unknown[]) {
        (globalThis as { [key: symbol]: ((...args: unknown[]) => void) | undefined })[Symbol.for(`shop-islands:${name}`)]?.apply(this, args);
        return this;
      };
  });
}
