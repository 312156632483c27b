// The jQuery plugins WooCommerce's replaced scripts defined for markup inserted later: quick views,
// page-builder grids and theme scripts insert a product's form and gallery, then call
// `$form.wc_variation_form()` and `$gallery.wc_product_gallery()` on it, often without checking that
// they exist (a TypeError there stops the rest of their code: the popup never opens). Here each is a
// call that returns its set: the runtime's observer already finds that markup, shows the gallery and
// starts each island as it would anywhere. Given at start, before jQuery's ready handlers run, and again
// at DOMContentLoaded for a jQuery printed after the bundle; never over a plugin a legacy script defined.
const PLUGINS = ['wc_variation_form', 'wc_product_gallery'];

export function provideJQueryPlugins(): void {
  const fn = (window as { jQuery?: { fn?: Record<string, unknown> } }).jQuery?.fn;
  if (fn)
    for (const name of PLUGINS)
      fn[name] ??= function (this: unknown) {
        return this;
      };
}
