// Accordions and toggles as WAI-ARIA accordions (W8), over each plugin's own markup and CSS classes:
// - Elementor's accordion and toggle (`.elementor-tab-title[role=button]` + `.elementor-tab-content`, paired by
//   `data-tab`): the accordion keeps one item open (the first at load, opened by the entry before any chunk),
//   the toggle any number; a title pressed again closes its item. jQuery's slide, 400 ms.
// - Elementor's nested accordion (`details.e-n-accordion-item > summary`): the browser opens and closes it;
//   `max_items_expended: one` closes the others, `n_accordion_animation_duration` animates, Escape closes
//   (also from inside the content, the focus going back to the header).
// - ElementsKit's accordion (`.elementskit-card`, `.ekit-accordion--toggler` → `.collapse`): one open per
//   `data-parent`, Bootstrap's classes (`show`, `collapsed`, the card's `active`), 350 ms.
// Everywhere: Enter and Space press a header, Up/Down move between headers, Home/End go to the first/last.
import { moveByKey } from './keys';
import { slide } from './motion';
import { ownParts } from './own';
import { loadWidgetArea } from './widget-area';

/** jQuery's default slide; Bootstrap's collapse transition. */
const ELEMENTOR_SLIDE_MS = 400;
const EKIT_COLLAPSE_MS = 350;

interface Item {
  readonly header: HTMLElement;
  readonly panel: HTMLElement | undefined;
  isOpen(): boolean;
  setOpen(isOpen: boolean, animate: boolean): void;
}

/** Header keys: arrows and Home/End move focus between headers; Enter/Space press one that is not a native button. */
function listenForKeys(widget: HTMLElement, items: Item[], press: (item: Item) => void): () => void {
  const onKey = (event: KeyboardEvent): void => {
    const item = items.find(({ header }) => header.contains(event.target as Node));
    if (!item) return;
    if ((event.key === 'Enter' || event.key === ' ') && !(item.header instanceof HTMLButtonElement) && item.header.localName !== 'summary') {
      event.preventDefault();
      press(item);
      return;
    }
    const next = moveByKey(items, item, event.key, { both: true });
    if (!next) return;
    event.preventDefault();
    next.header.focus();
  };
  widget.addEventListener('keydown', onKey);
  return () => widget.removeEventListener('keydown', onKey);
}

function elementorItems(widget: HTMLElement): Item[] {
  return ownParts(widget, '.elementor-tab-title').map((header) => {
    const panel = ownParts(widget, `.elementor-tab-content[data-tab="${header.dataset.tab ?? ''}"]`)[0];
    return {
      header,
      panel,
      isOpen: () => header.classList.contains('elementor-active'),
      setOpen(isOpen, animate) {
        header.classList.toggle('elementor-active', isOpen);
        header.setAttribute('aria-expanded', String(isOpen));
        if (!panel) return;
        panel.classList.toggle('elementor-active', isOpen);
        panel.hidden = !isOpen;
        panel.style.display = isOpen ? 'block' : 'none';
        if (animate) slide(panel, isOpen, ELEMENTOR_SLIDE_MS);
      },
    };
  });
}

function elementsKitItems(widget: HTMLElement): Item[] {
  return ownParts(widget, '.ekit-accordion--toggler').map((header) => {
    const target = header.getAttribute('data-target') ?? header.getAttribute('href') ?? '';
    // ElementsKit prints the panel's id with a capital C and the href in lower case: the data-target is exact.
    const panel = (target.startsWith('#') && widget.querySelector<HTMLElement>(`#${CSS.escape(target.slice(1))}`)) || header.closest('.elementskit-card')?.querySelector<HTMLElement>('.collapse') || undefined;
    return {
      header,
      panel,
      isOpen: () => panel?.classList.contains('show') ?? false,
      setOpen(isOpen, animate) {
        header.classList.toggle('collapsed', !isOpen);
        header.setAttribute('aria-expanded', String(isOpen));
        header.closest('.elementskit-card')?.classList.toggle('active', isOpen);
        panel?.classList.toggle('show', isOpen);
        if (panel && animate) slide(panel, isOpen, EKIT_COLLAPSE_MS);
      },
    };
  });
}

/** Elementor's accordion and toggle, and ElementsKit's accordion: a click or key on a header toggles its item. */
function attachHeaders(widget: HTMLElement, items: Item[], { onlyOne }: { onlyOne: boolean }): () => void {
  for (const { header, panel } of items) {
    // The header is the button: its inner link (Elementor prints `<a tabindex=0>` inside the role=button) is not a second stop.
    if (header.localName === 'a') header.setAttribute('role', 'button');
    else header.tabIndex = 0;
    header.querySelector('a[tabindex]')?.removeAttribute('tabindex');
    if (panel?.id) header.setAttribute('aria-controls', panel.id);
  }
  // The printed state as the source of truth, written consistently (ElementsKit prints the open card's toggler `collapsed`).
  for (const item of items) {
    item.setOpen(item.isOpen(), false);
    if (item.isOpen()) void loadWidgetArea(widget, item.panel);
  }

  const press = (item: Item): void => {
    const isOpening = !item.isOpen();
    if (isOpening && onlyOne) for (const other of items) if (other !== item && other.isOpen()) other.setOpen(false, true);
    item.setOpen(isOpening, true);
    if (isOpening) void loadWidgetArea(widget, item.panel);
  };
  const onClick = (event: MouseEvent): void => {
    const item = items.find(({ header }) => header.contains(event.target as Node));
    if (!item) return;
    event.preventDefault(); // ElementsKit's header is a link to `#collapse-…`: the address stays
    press(item);
  };
  widget.addEventListener('click', onClick);
  const stopKeys = listenForKeys(widget, items, press);
  return () => {
    widget.removeEventListener('click', onClick);
    stopKeys();
  };
}

/** Elementor's nested accordion: native `<details>`; this adds one-open, the animation, the headers' keys and state. */
function attachNested(widget: HTMLElement, settings: Record<string, unknown>): () => void {
  const details = ownParts<HTMLDetailsElement>(widget, 'details.e-n-accordion-item');
  const onlyOne = settings.max_items_expended !== 'multiple';
  const { size = 400, unit = 'ms' } = (settings.n_accordion_animation_duration ?? {}) as { size?: unknown; unit?: unknown };
  const duration = Number(size) * (unit === 's' ? 1000 : 1) || 0;
  const items: Item[] = details.map((item) => {
    const header = item.querySelector<HTMLElement>(':scope > summary') ?? item;
    const panel = item.querySelector<HTMLElement>(':scope > [role="region"]') ?? undefined;
    return {
      header,
      panel,
      isOpen: () => item.open,
      setOpen(isOpen, animate) {
        item.open = isOpen;
        header.setAttribute('aria-expanded', String(isOpen));
        if (panel && animate) slide(panel, isOpen, duration);
      },
    };
  });
  // Every header is a tab stop: Elementor's roving tabindex leaves the others unreachable by Tab.
  for (const { header } of items) header.tabIndex = 0;

  const onToggle = (event: Event): void => {
    const item = items.find(({ header }) => header.parentElement === event.target);
    if (!item) return;
    item.header.setAttribute('aria-expanded', String(item.isOpen()));
    if (item.isOpen() && onlyOne) for (const other of items) if (other !== item && other.isOpen()) other.setOpen(false, true);
  };
  const onClick = (event: MouseEvent): void => {
    const item = items.find(({ header }) => header === (event.target as Element).closest?.('summary'));
    if (item?.panel && !item.isOpen()) requestAnimationFrame(() => slide(item.panel!, true, duration));
  };
  // Escape on a header, or anywhere in an open item's content, closes the item and puts the focus on its header.
  const onEscape = (event: KeyboardEvent): void => {
    const item = items.find(({ header }) => header.parentElement?.contains(event.target as Node));
    // An accordion inside this one's content handled it: only the innermost open item closes.
    if (event.key !== 'Escape' || event.defaultPrevented || !item?.isOpen()) return;
    event.preventDefault();
    item.setOpen(false, true);
    item.header.focus();
  };
  // `toggle` does not bubble: listened to in the capture phase.
  widget.addEventListener('toggle', onToggle, true);
  widget.addEventListener('click', onClick);
  widget.addEventListener('keydown', onEscape);
  const stopKeys = listenForKeys(widget, items, (item) => item.setOpen(!item.isOpen(), true));
  return () => {
    widget.removeEventListener('toggle', onToggle, true);
    widget.removeEventListener('click', onClick);
    widget.removeEventListener('keydown', onEscape);
    stopKeys();
  };
}

export function attachAccordion(widget: HTMLElement, type: string, settings: Record<string, unknown>): () => void {
  if (type === 'nested-accordion') return attachNested(widget, settings);
  if (type === 'elementskit-accordion') return attachHeaders(widget, elementsKitItems(widget), { onlyOne: true });
  return attachHeaders(widget, elementorItems(widget), { onlyOne: type === 'accordion' });
}
