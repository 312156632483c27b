// ElementsKit's image accordion (W5): `.elementskit-image-accordion-wraper` of `label.ekit-image-accordion-item`s,
// each for a radio its CSS opens the item of (`:checked + label`; the hovered one with the hover behaviour).
// ElementsKit printed the radios `hidden`, so a keyboard could not reach them: the entry keeps them off the
// screen instead (at scan), a native radio group named by the labels — arrows move between the items and open
// them. With the click behaviour a click opens an item (`item-opened`, its radio checked) and closes the others;
// a click on the open one — or any click with the hover behaviour — and Enter on the open one's radio follow
// the item's link (`data-link`: url, is_external), only when it is an http(s), mailto or tel address (never
// `javascript:` or anything else; a relative address is resolved against the page; a new tab opens without
// `window.opener`). The focused radio's label shows the focus.
import { adoptStyles } from '@/dom';

/** The addresses an item may follow: the web (a relative address too, resolved against the page), e-mail and phone. */
const ALLOWED = ['http:', 'https:', 'mailto:', 'tel:'];
const FOCUS_CSS = '.elementskit-single-image-accordion--input:focus-visible + .ekit-image-accordion-item { outline: 3px solid #1e1e1e; outline-offset: 2px; }';

interface ItemLink {
  readonly url?: unknown;
  readonly is_external?: unknown;
}

function linkOf(item: HTMLElement): ItemLink | undefined {
  try {
    return JSON.parse(item.dataset.link ?? 'null') as ItemLink | undefined;
  } catch {
    console.error('[shop-islands] builder-widget: an image accordion item has data-link that is not valid JSON; it links nowhere', item);
    return undefined;
  }
}

export function attachImageAccordion(widget: HTMLElement): () => void {
  adoptStyles('builder-image-accordion', FOCUS_CSS);
  const items = [...widget.querySelectorAll<HTMLElement>('.ekit-image-accordion-item')];
  const radioOf = (item: HTMLElement): HTMLInputElement | null => {
    const id = item.getAttribute('for');
    return id ? (document.getElementById(id) as HTMLInputElement | null) : null;
  };
  const itemOf = (radio: EventTarget | null): HTMLElement | undefined => items.find((item) => radioOf(item) === radio);
  let opened = items.find((item) => radioOf(item)?.checked) ?? items.find((item) => item.dataset.active === 'yes');
  const show = (): void => {
    for (const item of items) {
      item.classList.toggle('item-opened', item === opened);
      const radio = radioOf(item);
      if (radio) radio.checked = item === opened;
    }
  };
  show();

  const follow = (item: HTMLElement): void => {
    const link = linkOf(item);
    const printed = typeof link?.url === 'string' ? link.url.trim() : '';
    let url: URL | undefined;
    try {
      url = printed ? new URL(printed, location.href) : undefined;
    } catch {
      // not an address
    }
    if (!url || !ALLOWED.includes(url.protocol)) return;
    // A new tab gets no hold on this page (no window.opener).
    if (link?.is_external) window.open(url.href, '_blank', 'noopener');
    else window.open(url.href, '_self');
  };
  const onClick = (event: MouseEvent): void => {
    const item = items.find((each) => each.contains(event.target as Node));
    // Its own links (the popup and project buttons) do what they do.
    if (!item || (event.target as Element).closest('a')) return;
    if (item.dataset.behavior === 'hover' || item === opened) {
      event.preventDefault();
      follow(item);
      return;
    }
    opened = item;
    show();
  };
  const onChange = (event: Event): void => {
    const item = itemOf(event.target);
    if (!item) return;
    opened = item;
    show();
  };
  const onKey = (event: KeyboardEvent): void => {
    const item = itemOf(event.target);
    if (item && event.key === 'Enter' && item === opened) follow(item);
  };
  widget.addEventListener('click', onClick);
  widget.addEventListener('change', onChange);
  widget.addEventListener('keydown', onKey);
  return () => {
    widget.removeEventListener('click', onClick);
    widget.removeEventListener('change', onChange);
    widget.removeEventListener('keydown', onKey);
  };
}
