// Elementor Pro's table of contents (`table-of-contents`, W20): the server prints its box with a spinner
// (`.elementor-toc__spinner-container`) in its body and the script built the list from the page's headings, so it
// starts as it comes into view. `data-settings`: `headings_by_tags` (h2–h6 by default), `container` (a selector: only
// headings inside it), `exclude_headings_by_selector`, `marker_view` (`numbers`: an `ol`; `bullets`: a `ul` with the
// `icon`), `hierarchical_view` (nested lists by heading level), `collapse_subitems` (nested lists shown only under the
// active item), `no_headings_message`, `minimize_box` with `minimized_on` (the largest device it starts folded on).
// - A heading without an id gets an anchor before it, `span#elementor-toc__heading-anchor-<n>.elementor-menu-anchor`
//   (a heading inside a widget with an id links to that id); the list's links go to them.
// - The link of the heading being read is `elementor-item-active` (and `aria-current`) as the page scrolls.
// - The fold buttons (`.elementor-toc__toggle-button--expand` / `--collapse`, printed as buttons with
//   aria-controls) fold and unfold the body (`elementor-toc--collapsed` on the widget), the focus moving to the
//   other button.
// Better than the script it replaces: the headings' text is the list's text (Pro inserted their markup), and the
// heading being read follows the scroll once a frame (Pro kept one observer per heading, its rules skipping some).
import { activeDevices, currentDevice } from '@/builder';
import { listeners } from './listeners';

export const COLLAPSED_CLASS = 'elementor-toc--collapsed';
export const ACTIVE_CLASS = 'elementor-item-active';
const DEFAULT_TAGS = ['h2', 'h3', 'h4', 'h5', 'h6'];
/** How long a pressed link stays the active one while the page scrolls to its heading. */
const CLICK_HOLD_MS = 2000;
const DEFAULT_NO_HEADINGS = 'No headings were found on this page.';

interface Entry {
  readonly heading: HTMLElement;
  readonly anchor: string;
  readonly level: number;
}

const list = (value: unknown): string[] => (Array.isArray(value) ? value.filter((item): item is string => typeof item == 'string') : typeof value == 'string' && value ? value.split(',') : []).map((item) => item.trim()).filter(Boolean);

/** The elements whose headings are listed: `container`, the popup the box is in, or every document but headers, footers and popups. */
function rootsOf(widget: HTMLElement, container: string): Element[] {
  if (container) {
    try {
      return [...document.querySelectorAll(container)];
    } catch {
      console.error(`[shop-islands] table-of-contents: its container setting ${JSON.stringify(container)} is not a CSS selector; the whole page's headings are listed`);
    }
  }
  const popup = widget.closest('[data-elementor-type="popup"]');
  if (popup) return [popup];
  return [...document.querySelectorAll('.elementor[data-elementor-type]')].filter((root) => !/^(header|footer|popup)$/.test(root.getAttribute('data-elementor-type') ?? ''));
}

function findHeadings(widget: HTMLElement, settings: Record<string, unknown>): HTMLElement[] {
  const tags = list(settings.headings_by_tags);
  const excluded = list(settings.exclude_headings_by_selector);
  const selector = (tags.length ? tags : DEFAULT_TAGS).join();
  const found = new Set<HTMLElement>();
  for (const root of rootsOf(widget, typeof settings.container == 'string' ? settings.container.trim() : '')) {
    for (const heading of root.querySelectorAll<HTMLElement>(selector)) {
      if (heading.closest('.elementor-toc__header') || excluded.some((rule) => { try { return !!heading.closest(rule); } catch { return false; } })) continue;
      found.add(heading);
    }
  }
  return [...found].sort((a, b) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1));
}

/** Each heading's level in the list: one deeper than the nearest earlier heading of a higher rank. */
function entriesOf(headings: HTMLElement[], isHierarchical: boolean): Entry[] {
  const entries: Entry[] = [];
  headings.forEach((heading, index) => {
    const rank = Number(heading.tagName.slice(1));
    let level = 0;
    if (isHierarchical) {
      for (let before = entries.length - 1; before >= 0; before--) {
        const previous = entries[before]!;
        const previousRank = Number(previous.heading.tagName.slice(1));
        if (previousRank <= rank) {
          level = previousRank == rank ? previous.level : previous.level + 1;
          break;
        }
      }
    }
    let anchor = heading.id || heading.closest('.elementor-widget')?.id || '';
    if (!anchor) {
      anchor = `elementor-toc__heading-anchor-${index}`;
      if (!document.getElementById(anchor)) heading.insertAdjacentHTML('beforebegin', `<span id="${anchor}" class="elementor-menu-anchor "></span>`);
    }
    entries.push({ heading, anchor, level });
  });
  return entries;
}

/** The nested lists, as Pro printed them. */
function buildList(entries: Entry[], settings: Record<string, unknown>): HTMLElement {
  const tag = settings.marker_view == 'bullets' ? 'ul' : 'ol';
  const icon = settings.icon as { value?: unknown; rendered_tag?: unknown } | undefined;
  const iconClass = typeof icon?.value == 'string' ? icon.value : 'fas fa-circle';
  const top = document.createElement(tag);
  top.className = 'elementor-toc__list-wrapper';
  const stack: HTMLElement[] = [top];
  let lastItem: HTMLElement | undefined;
  for (const { heading, anchor, level } of entries) {
    while (stack.length - 1 > level) stack.pop();
    while (stack.length - 1 < level && lastItem) {
      const nested = document.createElement(tag);
      nested.className = 'elementor-toc__list-wrapper';
      lastItem.append(nested);
      stack.push(nested);
    }
    const item = document.createElement('li');
    item.className = 'elementor-toc__list-item';
    const wrapper = document.createElement('div');
    wrapper.className = 'elementor-toc__list-item-text-wrapper';
    if (tag == 'ul') {
      const marker = document.createElement('i');
      marker.className = iconClass;
      marker.setAttribute('aria-hidden', 'true');
      wrapper.append(marker);
    }
    const link = document.createElement('a');
    link.href = `#${anchor}`;
    link.className = `elementor-toc__list-item-text${level == 0 && settings.hierarchical_view == 'yes' ? ' elementor-toc__top-level' : ''}`;
    link.textContent = heading.textContent?.trim() ?? '';
    wrapper.append(link);
    item.append(wrapper);
    stack.at(-1)!.append(item);
    lastItem = item;
  }
  return top;
}

export function attachTableOfContents(widget: HTMLElement, _type: string, settings: Record<string, unknown>): () => void {
  const body = widget.querySelector<HTMLElement>('.elementor-toc__body');
  if (!body) return () => {};
  const { listen, stop, onStop } = listeners();
  const entries = entriesOf(findHeadings(widget, settings), settings.hierarchical_view == 'yes');
  if (!entries.length) {
    body.textContent = typeof settings.no_headings_message == 'string' && settings.no_headings_message ? settings.no_headings_message : DEFAULT_NO_HEADINGS;
  } else {
    body.replaceChildren(buildList(entries, settings));
    const links = [...body.querySelectorAll<HTMLAnchorElement>('a.elementor-toc__list-item-text')];
    const isCollapsible = settings.collapse_subitems == 'yes';
    const activate = (index: number): void => {
      links.forEach((link, at) => {
        link.classList.toggle(ACTIVE_CLASS, at == index);
        if (at == index) link.setAttribute('aria-current', 'location');
        else link.removeAttribute('aria-current');
      });
      // Collapsible sub-lists: the active item's branch is open.
      if (isCollapsible) for (const nested of body.querySelectorAll<HTMLElement>('.elementor-toc__list-wrapper .elementor-toc__list-wrapper')) nested.style.display = links[index] && nested.parentElement!.contains(links[index]!) ? 'block' : '';
    };
    // The heading being read: the last one whose top has passed the top fifth of the window.
    const targets = entries.map(({ anchor }) => document.getElementById(anchor)).filter((target): target is HTMLElement => !!target);
    const update = (): void => {
      const line = innerHeight / 5;
      let current = -1;
      targets.forEach((target, index) => target.getBoundingClientRect().top <= line && (current = index));
      activate(Math.max(current, 0));
    };
    // Once a frame at most while the page scrolls; a link pressed is the active one while the page goes to it (2 s, as Pro).
    let frame = 0;
    let pressedAt = -Infinity;
    listen(window, 'scroll', () => void (frame ||= requestAnimationFrame(() => ((frame = 0), performance.now() - pressedAt > CLICK_HOLD_MS && update()))));
    listen(body, 'click', (event) => {
      const index = links.indexOf((event.target as Element).closest('a') as HTMLAnchorElement);
      if (index < 0) return;
      pressedAt = performance.now();
      activate(index);
    });
    onStop(() => cancelAnimationFrame(frame));
    update();
  }

  const expand = widget.querySelector<HTMLElement>('.elementor-toc__toggle-button--expand');
  const collapse = widget.querySelector<HTMLElement>('.elementor-toc__toggle-button--collapse');
  if (settings.minimize_box == 'yes' && expand && collapse) {
    const setCollapsed = (isCollapsed: boolean, moveFocus: boolean): void => {
      widget.classList.toggle(COLLAPSED_CLASS, isCollapsed);
      body.hidden = isCollapsed;
      for (const button of [expand, collapse]) button.setAttribute('aria-expanded', String(!isCollapsed));
      if (moveFocus) (isCollapsed ? expand : collapse).focus();
    };
    // Folded from the start on `minimized_on` and the smaller devices (`desktop`: everywhere).
    const devices = activeDevices();
    const minimizedOn = typeof settings.minimized_on == 'string' ? settings.minimized_on : 'tablet';
    const foldFrom = devices.indexOf(minimizedOn);
    if (minimizedOn == 'desktop' || (foldFrom >= 0 && devices.indexOf(currentDevice()) >= foldFrom)) setCollapsed(true, false);
    const press = (event: Event): void => {
      const button = (event.target as Element).closest('.elementor-toc__toggle-button');
      if (!button) return;
      if (event instanceof KeyboardEvent) {
        if (event.key != 'Enter' && event.key != ' ') return;
        event.preventDefault();
      }
      setCollapsed(button == collapse, true);
    };
    listen(widget, 'click', press);
    listen(widget, 'keydown', press);
  }
  return stop;
}
