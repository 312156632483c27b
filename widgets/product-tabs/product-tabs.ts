// WooCommerce's product tabs as WAI-ARIA tabs (replaces the tabs part of single-product.js): the server's
// `ul.tabs[role=tablist] > li > a[role=tab]` (before WooCommerce 9.9 the `li` carried other roles) get
// aria-selected and a roving tabindex; a click, the arrow keys (mirrored right to left), Home and End show
// a tab's panel and mark its `li` active (the theme styles `li.active`); the address's hash opens its tab
// (on a hash change, and a link into a panel: "n customer reviews", "n answered questions").
import { namedTab, panelOf as panelOfTab } from './named-tab';

const FOCUSABLE = 'a[href], button, input, select, textarea, iframe, [tabindex]';

export function attach(wrapper: HTMLElement): () => void {
  const tablist = wrapper.querySelector<HTMLElement>('.tabs');
  const tabs = [...(tablist?.querySelectorAll('a') ?? [])];
  // Panels are what the tabs point to (inside the wrapper: a link to elsewhere is not a tab's panel).
  const panelOf = (tab: HTMLAnchorElement): HTMLElement | undefined => {
    const panel = panelOfTab(tab);
    return panel && wrapper.contains(panel) ? panel : undefined;
  };
  const panels = tabs.map(panelOf).filter((panel) => panel !== undefined);
  // Set while the address picks the tab: that click must not rewrite the address it came from.
  let isFollowingAddress = false;

  const show = (chosen: HTMLAnchorElement): void => {
    for (const tab of tabs) {
      const isChosen = tab === chosen;
      tab.closest('li')?.classList.toggle('active', isChosen);
      tab.setAttribute('aria-selected', String(isChosen));
      tab.tabIndex = isChosen ? 0 : -1;
    }
    for (const panel of panels) {
      if (panel !== panelOf(chosen)) {
        panel.style.display = 'none';
        continue;
      }
      panel.style.removeProperty('display');
      // Like jQuery's show(): a theme rule may hide panels too.
      if (getComputedStyle(panel).display === 'none') panel.style.display = 'block';
    }
  };

  /** Every way of choosing a tab goes through its click, as single-product.js did: other plugins' click handlers still run. */
  const choose = (tab: HTMLAnchorElement, { isFromAddress = false } = {}): void => {
    isFollowingAddress = isFromAddress;
    tab.click();
    isFollowingAddress = false;
  };

  for (const tab of tabs) {
    tab.setAttribute('role', 'tab');
    // WooCommerce before 9.6 printed role="tab" and aria-controls on the `li` (a tab in a tab), 9.6–9.8 left
    // the `li` a list item inside the tablist: the `li` is presentational, as 9.9 prints it.
    const item = tab.closest('li');
    if (item && tablist?.contains(item)) {
      item.setAttribute('role', 'presentation');
      item.removeAttribute('aria-controls');
    }
    const panel = panelOf(tab);
    if (!panel) continue;
    if (!tab.hasAttribute('aria-controls')) tab.setAttribute('aria-controls', panel.id);
    // A panel of plain text is reached with Tab as the pattern recommends; one with links or fields is not an extra stop.
    if (!panel.querySelector(FOCUSABLE)) panel.tabIndex = 0;
  }
  // The entry already showed the tab the address named (or the first) and marked its `li`.
  const current = tabs.find((tab) => tab.closest('li')?.classList.contains('active')) ?? tabs[0];
  if (current) show(current);

  /**
   * Shows the tab the address names and scrolls to its target (the browser could not while it was hidden).
   * `isAttaching`: shown directly, not by a click, because until this behaviour is mounted the runtime
   * holds clicks inside the tabs to replay them.
   */
  const followAddress = (isAttaching = false): void => {
    // A comment page's address names the reviews when the page opens, not at each later hash change (a link to #top).
    const tab = namedTab(tabs, isAttaching ? location : { hash: location.hash, href: location.hash });
    if (!tab || tab.getAttribute('aria-selected') === 'true') return;
    if (isAttaching) show(tab);
    else choose(tab, { isFromAddress: true });
    document.getElementById(location.hash.slice(1))?.scrollIntoView();
  };
  const onClick = (event: MouseEvent): void => {
    const tab = tabs.find((candidate) => candidate.contains(event.target as Node));
    if (!tab) return;
    event.preventDefault();
    show(tab);
    // Tabs remember the address (spec: a tab may set the hash on show) without the jump a new hash makes.
    if (!isFollowingAddress && location.hash !== tab.hash) history.replaceState(history.state, '', tab.hash);
  };
  const onKeyDown = (event: KeyboardEvent): void => {
    const index = tabs.indexOf(event.target as HTMLAnchorElement);
    if (index < 0 || event.altKey || event.ctrlKey || event.metaKey) return;
    const step = tablist && getComputedStyle(tablist).direction === 'rtl' ? -1 : 1;
    const moves: Record<string, number> = { ArrowRight: index + step, ArrowLeft: index - step, Home: 0, End: tabs.length - 1 };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const tab = tabs[(next + tabs.length) % tabs.length];
    if (!tab) return;
    tab.focus();
    choose(tab);
  };
  const onHashChange = (): void => followAddress();
  // A link on the page into a panel — "(n customer reviews)" under the title (single-product.js, whatever its href),
  // Customer Reviews' "n answered questions" and its rating shortcode's "n reviews" (frontend.js), written `#…` or as
  // this page's full address — opens that tab first, then the link's own jump finds its target shown; also when the
  // address already names it (no hash change). A click that opens another browser tab or window changes nothing here.
  const onPanelLink = (event: MouseEvent): void => {
    const link = (event.target as Element).closest?.<HTMLAnchorElement>('a[href]');
    if (!link || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey || tablist?.contains(link)) return;
    const isThisPage = link.origin === location.origin && link.pathname === location.pathname && link.search === location.search;
    // (Only the link's own hash: on a comment page's address every link would name the reviews.)
    const tab = link.matches('.woocommerce-review-link') ? tabs.find((candidate) => candidate.closest('li.reviews_tab')) : isThisPage && link.hash.length > 1 ? namedTab(tabs, { hash: link.hash, href: link.hash }) : undefined;
    if (tab && tab.getAttribute('aria-selected') !== 'true') choose(tab, { isFromAddress: true });
  };

  wrapper.addEventListener('click', onClick);
  tablist?.addEventListener('keydown', onKeyDown);
  addEventListener('hashchange', onHashChange);
  document.addEventListener('click', onPanelLink);
  // The address may have changed while the chunk loaded (the hash change that loaded it).
  followAddress(true);
  return () => {
    wrapper.removeEventListener('click', onClick);
    tablist?.removeEventListener('keydown', onKeyDown);
    removeEventListener('hashchange', onHashChange);
    document.removeEventListener('click', onPanelLink);
  };
}
