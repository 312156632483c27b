// Which panel the address names, by WooCommerce's rule (the same as mounts/product-tabs.ts, which applies
// it before this chunk loads; the chunk may not import the entry, so the rule is written twice and a test
// checks the two agree).

/** The panels, as single-product.js found them (`.wc-tab, .panel:not(.panel .panel)`): a description's own `.panel` boxes are not tabs. */
export function panelsOf(wrapper: Element): HTMLElement[] {
  return [...wrapper.querySelectorAll<HTMLElement>('.wc-tab, .panel')].filter((panel) => !panel.parentElement?.closest('.panel'));
}

/**
 * The panel holding the element the hash names (`#tab-reviews`, `#reviews`, anything inside a panel); a
 * comment link or a comment page names the reviews even when that comment is not printed.
 */
export function namedPanel(wrapper: Element, { hash, href }: Pick<Location, 'hash' | 'href'> = location): HTMLElement | undefined {
  let named: Element | null = null;
  try {
    named = document.getElementById(decodeURIComponent(hash.slice(1)));
  } catch {
    // A malformed %-escape names nothing.
  }
  if (!named && /#comment-|comment-page-|cpage=/i.test(href)) named = document.getElementById(wrapper.querySelector<HTMLAnchorElement>('.reviews_tab a')?.hash.slice(1) ?? '');
  return panelsOf(wrapper).find((panel) => named && panel.contains(named));
}
