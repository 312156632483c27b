// WooCommerce's product tabs (templates/single-product/tabs/tabs.php). The tab the address names, or the
// first, is shown right at scan, before any chunk loads, so the page never paints every panel at once
// (single-product.js did it at init); the behaviour (ARIA, keys, clicks) loads on intent or a hash change.
import { defineBehaviour, type TriggerTools } from '../src/runtime';

/**
 * WooCommerce's rule for the tab to open: the one whose panel holds the element the hash names
 * (`#tab-reviews`, `#reviews`, `#comment-12`, anything in a panel, a customer photo's review: `#&gid=12&pid=2`);
 * a comment link or comment page opens the reviews even when that comment is not printed; else the first. The hash is not decoded: WordPress prints
 * a non-Latin tab key percent-encoded in both the id and the link. The same rule is in
 * widgets/product-tabs/named-tab.ts (the chunk may not import the entry, and this runs before any chunk;
 * the tests check both on the same addresses). Kept this short on purpose: it is in the entry.
 */
const panelOf = (tab: HTMLAnchorElement): HTMLElement | null => document.getElementById(tab.hash.slice(1));

const tabsOf = (wrapper: Element): HTMLAnchorElement[] => [...(wrapper.querySelector('.tabs')?.querySelectorAll('a') ?? [])];

/** Shows `shown`'s panel alone and marks its `li`, as jQuery's hide() and show() did in single-product.js; what is inside a hidden panel starts once it is shown. */
function showTab(tabs: readonly HTMLAnchorElement[], shown: HTMLAnchorElement | undefined): void {
  for (const tab of tabs) {
    tab.closest('li')?.classList.toggle('active', tab === shown);
    const panel = panelOf(tab);
    if (tab === shown) panel?.style.removeProperty('display');
    else {
      panel?.style.setProperty('display', 'none');
      panel?.setAttribute('data-island-defer', '');
    }
  }
}

function showNamedTab(wrapper: HTMLElement): void {
  const tabs = tabsOf(wrapper);
  // A shared customer photo (`#&gid=<review id>&pid=…`, Customer Reviews' viewer) names its review, so the
  // viewer opens over the tab that holds it.
  const photo = /[#&]gid=(\d+)/.exec(location.hash)?.[1];
  const named = document.getElementById(location.hash.slice(1)) ?? (photo && document.getElementById(`li-comment-${photo}`)) ?? (/#comment-|comment-page-|cpage=/i.test(location.href) ? tabs.find((tab) => tab.closest('.reviews_tab')) : null);
  const shown = tabs.find((tab) => tab === named || (named && panelOf(tab)?.contains(named))) ?? tabs[0];
  // The tabs cannot run (a chunk that did not load): every panel is shown again, as without JavaScript.
  wrapper.addEventListener('island:error', () => tabs.forEach((tab) => panelOf(tab)?.style.removeProperty('display')), { once: true });
  showTab(tabs, shown);
}

/**
 * A tab pressed before the behaviour runs is shown at once (the press is held and replayed once it runs): the
 * shopper sees the answer, and a theme that clicks the Reviews tab with jQuery and then scrolls to `#reviews`
 * finds it laid out, as single-product.js showed it in the same task.
 */
function showPressedTab(target: HTMLElement): void {
  const wrapper = target.closest<HTMLElement>('.wc-tabs-wrapper, .woocommerce-tabs');
  const tabs = wrapper ? tabsOf(wrapper) : [];
  const pressed = tabs.find((tab) => tab.contains(target));
  if (pressed) showTab(tabs, pressed);
}

/** The shopper's first touch of the tabs, or a hash change (a link to another tab). */
function whenTouched(_wrapper: HTMLElement, { intent, signal }: TriggerTools): Promise<void> {
  return Promise.race([intent(), new Promise<void>((resolve) => addEventListener('hashchange', () => resolve(), { signal }))]);
}

export const productTabs = defineBehaviour({
  name: 'product-tabs',
  legacy: 'wc-single-product',
  selector: '.wc-tabs-wrapper, .woocommerce-tabs',
  prepare: showNamedTab,
  trigger: { on: 'custom', when: whenTouched },
  feedback: showPressedTab,
  load: () => import('../widgets/product-tabs'),
});
