// Which tab the address names, by WooCommerce's rule (the same as mounts/product-tabs.ts, which applies it
// before this chunk loads; the chunk may not import the entry, so the rule is written twice and a test
// checks the two agree).

/** The panel a tab shows: the element its link points to. */
export const panelOf = (tab: HTMLAnchorElement): HTMLElement | null => document.getElementById(tab.hash.slice(1));

/**
 * The tab whose panel holds the element the hash names (`#tab-reviews`, `#reviews`, `#comment-12`, anything
 * in a panel, a shared customer photo's review: `#&gid=12&pid=2`); a comment link or a comment page names
 * the reviews even when that comment is not printed.
 * The hash is not decoded: WordPress prints a non-Latin tab key percent-encoded in both the id and the link.
 */
export function namedTab(tabs: readonly HTMLAnchorElement[], { hash, href }: Pick<Location, 'hash' | 'href'> = location): HTMLAnchorElement | undefined {
  const photo = /[#&]gid=(\d+)/.exec(hash)?.[1];
  const named = document.getElementById(hash.slice(1)) ?? (photo && document.getElementById(`li-comment-${photo}`)) ?? (/#comment-|comment-page-|cpage=/i.test(href) ? tabs.find((tab) => tab.closest('.reviews_tab')) : null);
  return tabs.find((tab) => tab === named || (named && panelOf(tab)?.contains(named)));
}
