// Tabs as WAI-ARIA tabs (W9), over each plugin's own markup and CSS classes:
// - Elementor's tabs (`.elementor-tab-desktop-title` / `.elementor-tab-mobile-title` + `.elementor-tab-content`,
//   paired by `data-tab`, `elementor-active`; the first opened by the entry at load, before any chunk);
// - Elementor's nested tabs (`button.e-n-tab-title[role=tab]` + `[role=tabpanel]`, paired by
//   `data-tab-index`, the panel's `e-active`);
// - ElementsKit's simple tab (`a.elementkit-nav-link[data-target]` + `.tab-pane`, Bootstrap's `active show`;
//   `data-ekit-toggle-trigger="mouseenter"` (the "Hover" setting) shows on hover too; no ARIA printed, so roles
//   are added; with "Enable URL Hash" (`ekit_hash_change` in data-settings) a shown tab puts its handler id in
//   the address, as ElementsKit's setURLHash did (`location.hash`, a history entry).
// A click or Enter/Space shows a tab; the arrow keys (mirrored right to left; Up/Down on a vertical list),
// Home and End move the focus between tabs, which Enter or Space then shows (manual activation, as Elementor's
// keyboard handlers do and its nested tabs' label announces). An address whose hash is an ElementsKit tab's
// handler id shows that tab, at load and on every hash change (ElementsKit's rememberTab); Elementor's tabs
// have no hash rule (a hash naming a tab's id only scrolls, as the browser does).
import { moveByKey } from './keys';
import { ownParts } from './own';
import { loadWidgetArea } from './widget-area';

interface Tab {
  /** Every title of the tab (Elementor's classic tabs print one for desktop and one for mobile). */
  readonly titles: HTMLElement[];
  readonly panel: HTMLElement | undefined;
  /** ElementsKit's handler id: the address's hash naming it shows the tab. */
  readonly handlerId?: string;
}

interface TabsMarkup {
  readonly tabs: Tab[];
  /** Shows or hides a tab's titles and panel in the plugin's classes. */
  readonly mark: (tab: Tab, isShown: boolean) => void;
  readonly isShown: (tab: Tab) => boolean;
  /** Up/Down move (a vertical list), Left/Right (a horizontal one), or both. */
  readonly vertical: boolean | 'both';
}

function elementorTabs(widget: HTMLElement): TabsMarkup {
  const panels = ownParts(widget, '.elementor-tab-content');
  const tabs = panels.map((panel) => ({ titles: ownParts(widget, `.elementor-tab-title[data-tab="${panel.dataset.tab ?? ''}"]`), panel }));
  return {
    tabs,
    vertical: widget.classList.contains('elementor-tabs-view-vertical'),
    isShown: (tab) => tab.panel?.classList.contains('elementor-active') ?? false,
    mark(tab, isShown) {
      for (const title of tab.titles) title.classList.toggle('elementor-active', isShown);
      if (!tab.panel) return;
      tab.panel.classList.toggle('elementor-active', isShown);
      tab.panel.hidden = !isShown;
      tab.panel.style.display = isShown ? 'block' : 'none';
    },
  };
}

function nestedTabs(widget: HTMLElement): TabsMarkup {
  const titles = ownParts(widget, '.e-n-tab-title');
  const tabs = titles.map((title) => {
    // Looked up in this widget: the same template printed twice on a page repeats its ids.
    const id = title.getAttribute('aria-controls');
    const panel = (id && widget.querySelector<HTMLElement>(`#${CSS.escape(id)}`)) || undefined;
    return { titles: [title], panel };
  });
  // Before this, Elementor's CSS shows the first panel whatever is marked (`.e-n-tabs:not(.e-activated)`).
  widget.querySelector('.e-n-tabs')?.classList.add('e-activated');
  return {
    tabs,
    // Elementor's nested tabs take Up/Down as well as Left/Right, whatever their layout.
    vertical: 'both',
    isShown: (tab) => tab.titles[0]?.getAttribute('aria-selected') === 'true',
    mark(tab, isShown) {
      const wasShown = tab.panel?.classList.contains('e-active');
      tab.panel?.classList.toggle('e-active', isShown);
      // What Elementor's nested tabs fire for the widgets inside a shown panel (a carousel measures itself again).
      if (isShown && !wasShown && tab.panel) dispatchEvent(new CustomEvent('elementor/nested-tabs/activate', { detail: tab.panel }));
    },
  };
}

function elementsKitTabs(widget: HTMLElement): TabsMarkup {
  const links = ownParts<HTMLAnchorElement>(widget, '.elementkit-nav-link');
  const list = links[0]?.closest('ul');
  list?.setAttribute('role', 'tablist');
  const tabs = links.map((link) => {
    link.closest('li')?.setAttribute('role', 'presentation');
    const target = link.getAttribute('data-target') ?? '';
    const panel = (target.startsWith('#') && widget.querySelector<HTMLElement>(`#${CSS.escape(target.slice(1))}`)) || undefined;
    // The link's aria-describedby points at an id that does not exist (capital C): the panel is its own.
    link.removeAttribute('aria-describedby');
    return { titles: [link as HTMLElement], panel, handlerId: link.getAttribute('data-ekit-handler-id') ?? undefined };
  });
  return {
    tabs,
    vertical: widget.querySelector('.elementkit-tab-wraper')?.classList.contains('vertical') ?? false,
    isShown: (tab) => tab.titles[0]?.classList.contains('active') ?? false,
    mark(tab, isShown) {
      tab.titles[0]?.classList.toggle('active', isShown);
      tab.titles[0]?.classList.toggle('show', isShown);
      tab.panel?.classList.toggle('active', isShown);
      tab.panel?.classList.toggle('show', isShown);
    },
  };
}

/** The tab whose ElementsKit handler id the address's hash is (compared as printed, as ElementsKit did; a `?` ends it). */
function namedTab(tabs: Tab[]): Tab | undefined {
  const name = location.hash.split('?')[0]!.slice(1);
  return name ? tabs.find((tab) => tab.handlerId === name) : undefined;
}

export function attachTabs(widget: HTMLElement, type: string, settings: Record<string, unknown>): () => void {
  const markup = type === 'nested-tabs' ? nestedTabs(widget) : type === 'elementskit-simple-tab' ? elementsKitTabs(widget) : elementorTabs(widget);
  const { tabs, mark, isShown, vertical } = markup;
  if (!tabs.length) return () => {};

  const show = (chosen: Tab): void => {
    void loadWidgetArea(widget, chosen.panel);
    for (const tab of tabs) {
      const isChosen = tab === chosen;
      mark(tab, isChosen);
      for (const title of tab.titles) {
        if (title.classList.contains('elementor-tab-mobile-title')) {
          // Elementor's mobile titles sit between the panels, in a "tablist" that holds the panels too: below its
          // breakpoint the widget is an accordion, so they are its buttons (the entry made them so at scan).
          title.setAttribute('aria-expanded', String(isChosen));
        } else {
          title.setAttribute('role', 'tab');
          title.setAttribute('aria-selected', String(isChosen));
          title.tabIndex = isChosen ? 0 : -1;
          // Elementor prints aria-expanded on its tabs, always false: a tab says selected, not expanded.
          title.removeAttribute('aria-expanded');
        }
        if (tab.panel?.id) title.setAttribute('aria-controls', tab.panel.id);
      }
      if (tab.panel) {
        tab.panel.setAttribute('role', 'tabpanel');
        if (tab.titles[0]?.id) tab.panel.setAttribute('aria-labelledby', tab.titles[0].id);
        if (!tab.panel.hasAttribute('tabindex') && !tab.panel.querySelector('a[href], button, input, select, textarea, [tabindex]')) tab.panel.tabIndex = 0;
      }
    }
  };
  show(namedTab(tabs) ?? tabs.find(isShown) ?? tabs[0]!);
  // ElementsKit tests the key's presence, not its value.
  const setsHash = type === 'elementskit-simple-tab' && 'ekit_hash_change' in settings;
  /** A tab the shopper chose; with "Enable URL Hash", the address names it (its hashchange then finds it shown). */
  const choose = (tab: Tab): void => {
    show(tab);
    const handlerId = tab.titles[0]?.getAttribute('data-ekit-handler-id');
    if (setsHash && handlerId && location.hash.slice(1) !== handlerId) location.hash = `#${handlerId}`;
  };

  const tabOf = (target: EventTarget | null): Tab | undefined => tabs.find((tab) => tab.titles.some((title) => title.contains(target as Node)));
  const onClick = (event: MouseEvent): void => {
    const tab = tabOf(event.target);
    if (!tab) return;
    event.preventDefault(); // ElementsKit's tab is a link to `#Content-…`, an id that does not exist
    choose(tab);
  };
  const onKey = (event: KeyboardEvent): void => {
    const tab = tabOf(event.target);
    if (!tab) return;
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      choose(tab);
      return;
    }
    const next = moveByKey(tabs, tab, event.key, vertical === 'both' ? { both: true } : { vertical });
    if (!next) return;
    event.preventDefault();
    // The title the shopper can see (the desktop one, or the mobile one below Elementor's breakpoint).
    (next.titles.find((title) => title.offsetParent !== null) ?? next.titles[0])?.focus();
  };
  const onHover = (event: MouseEvent): void => {
    const tab = tabOf(event.target);
    if (tab && !isShown(tab) && tab.titles[0]?.getAttribute('data-ekit-toggle-trigger') === 'mouseenter') choose(tab);
  };
  const onHashChange = (): void => {
    const tab = namedTab(tabs);
    if (tab) show(tab);
  };
  widget.addEventListener('click', onClick);
  widget.addEventListener('keydown', onKey);
  widget.addEventListener('mouseover', onHover);
  addEventListener('hashchange', onHashChange);
  return () => {
    widget.removeEventListener('click', onClick);
    widget.removeEventListener('keydown', onKey);
    widget.removeEventListener('mouseover', onHover);
    removeEventListener('hashchange', onHashChange);
  };
}
