// WooCommerce's product tabs (templates/single-product/tabs/tabs.php). The tab the address names, or the
// first, is shown right at scan, before any chunk loads, so the page never paints every panel at once
// (single-product.js did it at init); the behaviour (ARIA, keys, clicks) loads on intent or a hash change.
import { defineBehaviour, type TriggerTools } from '../src/runtime';

/** The panels, as single-product.js found them (`.wc-tab, .panel:not(.panel .panel)`): a description's own `.panel` boxes are not tabs. */
function panelsOf(wrapper: Element): HTMLElement[] {
  return [...wrapper.querySelectorAll<HTMLElement>('.wc-tab, .panel')].filter((panel) => !panel.parentElement?.closest('.panel'));
}

/**
 * WooCommerce's rule for the tab to open: the panel holding the element the hash names (`#tab-reviews`,
 * `#reviews`, anything inside a panel); a comment link or comment page opens the reviews even when that
 * comment is not printed. A copy lives in widgets/product-tabs/named-panel.ts: the widget's chunk may not
 * import the entry, and this one must run before any chunk (a test checks the two agree).
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

function whenTouched(wrapper: HTMLElement, { intent, signal }: TriggerTools): Promise<void> {
  const panels = panelsOf(wrapper);
  const shown = namedPanel(wrapper) ?? panels[0];
  for (const panel of panels) if (panel !== shown) panel.style.display = 'none';
  for (const tab of wrapper.querySelectorAll<HTMLAnchorElement>('.wc-tabs li a, ul.tabs li a')) tab.closest('li')?.classList.toggle('active', tab.hash === `#${shown?.id}`);
  return new Promise((resolve) => {
    addEventListener('hashchange', () => resolve(), { signal });
    void intent().then(resolve);
  });
}

export const productTabs = defineBehaviour({
  name: 'product-tabs',
  selector: '.wc-tabs-wrapper, .woocommerce-tabs',
  trigger: { on: 'custom', when: whenTouched },
  load: () => import('../widgets/product-tabs'),
});
