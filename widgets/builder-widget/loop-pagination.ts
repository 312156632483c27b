// Elementor Pro's loop grid with page links loaded in place (`loop-grid`, W20; `data-settings.pagination_type`
// `numbers`, `prev_next` or `numbers_and_prev_next` with `pagination_load_type` `ajax`): the grid's footer prints
// `nav.elementor-pagination` of `a.page-numbers` (the current page a `span.page-numbers.current`), each linking the
// same page with the grid's page in the address (`?e-page-<grid>=<n>`). As Pro's ajax-pagination handler: a press
// on a link puts the link's query into the address (`e-page-<grid>` taken out for page 1), GETs the link, and
// replaces the grid's content with the same grid's from that page, its islands and builder elements started as
// any inserted markup is; `auto_scroll` brings the grid into view; `e-loading-overlay` while it loads.
// Better than the script it replaces: a press with a modifier key (a new tab) is left to the browser, Back and
// Forward show the page the address names, the focus moves to the first item of the new page and the page number
// is read out, and a failure says so under the links (which stay) and in the console, and the address goes back
// (Pro's overlay stayed on for good).
import { announce } from '@/dom';
import { BuilderRequestError, getBuilderText, readProConfig } from '@/builder';
import { prefersReducedMotion } from './in-view';
import { listeners } from './listeners';
import { LOADING_CLASS } from './loop-filter';
import { statusNote } from './status-note';

/** Pro's overlay class while a grid loads, as the taxonomy filter's. */
export { LOADING_CLASS };
/** WooCommerce's actions by address (an add, a removal): the page fetched for the grid must not do them again. */
const ACTIONS = ['add-to-cart', 'remove_item', 'undo_item', 'removed_item', 'quantity'];

/** `address` without WooCommerce's action parameters. */
function withoutActions(address: string): string {
  const url = new URL(address, location.href);
  for (const name of ACTIONS) url.searchParams.delete(name);
  return url.href;
}

/** Whether the settings ask for page links loaded in place. */
export const isAjaxPagination = (settings: Record<string, unknown>): boolean => settings.pagination_load_type == 'ajax' && /^(numbers|prev_next|numbers_and_prev_next)$/.test(String(settings.pagination_type));

export function attachAjaxPagination(widget: HTMLElement, _type: string, settings: Record<string, unknown>): () => void {
  const gridId = widget.dataset.id ?? '';
  const param = `e-page-${gridId}`;
  const { listen, stop } = listeners();
  /** The page the grid shows (`e-page-<grid>`; 1 when the address has none). */
  let shownPage = new URL(location.href).searchParams.get(param) ?? '1';
  let latest = 0;

  const status = (): HTMLElement => statusNote(widget, 'shop-islands-pagination-status', () => widget.querySelector('.elementor-pagination') ?? widget.lastElementChild ?? widget);

  /** The address as it was for the page the grid shows: where a failure puts it back. */
  const addressOfShown = (): string => {
    const address = new URL(location.href);
    if (shownPage == '1') address.searchParams.delete(param);
    else address.searchParams.set(param, shownPage);
    return address.href;
  };

  const load = async (address: string, { restore, moveFocus }: { restore?: boolean; moveFocus: boolean }): Promise<void> => {
    const request = ++latest;
    widget.classList.add(LOADING_CLASS);
    widget.setAttribute('aria-busy', 'true');
    if (settings.auto_scroll == 'yes') widget.scrollIntoView({ behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
    try {
      const html = await getBuilderText(new URL(withoutActions(address)), `the loop grid's page (${address})`);
      if (request != latest) return;
      const page = new DOMParser().parseFromString(html, 'text/html');
      const source = page.querySelector(`[data-id="${CSS.escape(gridId)}"]`);
      if (!source?.querySelector('.e-loop-item, .e-loop-nothing-found-message')) throw new BuilderRequestError('invalid-response', `the page has no loop grid ${gridId} with items`);
      // Pro 3.24+'s optimized markup prints no widget container: then the widget's own children are replaced.
      const fresh = source.querySelector(':scope > .elementor-widget-container');
      const old = widget.querySelector(':scope > .elementor-widget-container');
      if (fresh && old) old.replaceWith(document.adoptNode(fresh));
      else widget.replaceChildren(...[...source.childNodes].map((node) => document.adoptNode(node)));
      shownPage = new URL(address, location.href).searchParams.get(param) ?? '1';
      if (readProConfig('loop-grid').lazyLoadBackgrounds) document.dispatchEvent(new Event('elementor/lazyload/observe'));
      if (moveFocus) widget.querySelector<HTMLElement>('.e-loop-item a[href]:not([tabindex="-1"]), .e-loop-item button:not([tabindex="-1"])')?.focus({ preventScroll: settings.auto_scroll == 'yes' });
      const current = widget.querySelector('.elementor-pagination .page-numbers.current')?.textContent?.replace(/^\s*Page\s*/, '').trim();
      announce(current ? `Page ${current}` : 'New results');
    } catch (failure) {
      if (request != latest) return;
      const error = failure instanceof BuilderRequestError ? failure : new BuilderRequestError('http', String(failure));
      console.error(`[shop-islands] loop-grid: the page did not load — ${error.detail}; the grid keeps its results`);
      status().textContent = error.message;
      if (restore) history.replaceState(history.state, '', addressOfShown());
    } finally {
      if (request == latest) {
        widget.classList.remove(LOADING_CLASS);
        widget.removeAttribute('aria-busy');
      }
    }
  };

  listen(widget, 'click', (event) => {
    const link = (event.target as Element).closest<HTMLAnchorElement>('.elementor-pagination a.page-numbers[href]');
    const click = event as MouseEvent;
    if (!link || click.button !== 0 || click.ctrlKey || click.metaKey || click.shiftKey || click.altKey) return;
    const target = new URL(link.href, location.href);
    // Another site's page is the browser's to open, never markup to put in this one.
    if (target.origin != location.origin) return;
    event.preventDefault();
    // The link's query joins the address's (other grids' pages and filters stay); page 1 is no page at all; an
    // archive's `/page/<n>/` path is the link's.
    const address = new URL(location.href);
    address.pathname = target.pathname;
    target.searchParams.forEach((value, key) => address.searchParams.set(key, value));
    if (!target.searchParams.has(param)) address.searchParams.delete(param);
    history.pushState(history.state, '', address.href);
    widget.querySelector('.shop-islands-pagination-status')?.remove();
    // What the address now says, as Back and Forward load it: one address, one content.
    void load(address.href, { restore: true, moveFocus: true });
  });
  // Back and Forward: the grid shows the page the address names.
  listen(window, 'popstate', () => {
    if ((new URL(location.href).searchParams.get(param) ?? '1') != shownPage) void load(location.href, { moveFocus: false });
  });
  return stop;
}
