// Elementor Pro's loop grid with "load more" pagination (`loop-grid`, W19; `data-settings.pagination_type`
// `load_more_on_click` or `load_more_infinite_scroll`): the grid's footer prints `.e-load-more-anchor[data-page]
// [data-max-page][data-next-page]` and a Load More button (`.e-load-more-container .elementor-button`). A press
// (or, for infinite scroll, the anchor coming into view) GETs `data-next-page` (the same page with the grid's next
// page) and moves that page's items (`[data-id=<grid>] .elementor-loop-container > .e-loop-item`, and their
// `style[id^="loop-dynamic"]`) into the grid; their islands and builder elements start as any inserted markup does.
// The anchor takes the new page's numbers; on the last page the widget is `e-load-more-pagination-end` (Pro's CSS
// hides the button and shows `.e-load-more-message`). `e-load-more-pagination-loading` while it loads (the spinner).
// Better than the script it replaces: one request at a time, the focus moves to the first new item (the button it
// was on may go away), the number of new items is read out, and a failure says so under the button (which stays
// for another try) and in the console (Pro showed nothing).
import { announce } from '@/dom';
import { BuilderRequestError, getBuilderText } from '@/builder';
import { listeners } from './listeners';
import { statusNote } from './status-note';

export const END_CLASS = 'e-load-more-pagination-end';
export const LOADING_CLASS = 'e-load-more-pagination-loading';

export function attachLoadMore(widget: HTMLElement, _type: string, settings: Record<string, unknown>): () => void {
  const type = typeof settings.pagination_type == 'string' ? settings.pagination_type : '';
  if (!type.startsWith('load_more')) return () => {};
  const gridId = widget.dataset.id ?? '';
  const anchor = (): HTMLElement | null => widget.querySelector('.e-load-more-anchor');
  const isAtEnd = (): boolean => {
    const at = anchor();
    return !at || !Number(at.dataset.page) || Number(at.dataset.page) >= Number(at.dataset.maxPage);
  };
  widget.classList.toggle(END_CLASS, isAtEnd());
  const { listen, stop, onStop } = listeners();
  let isLoading = false;

  const status = (): HTMLElement => statusNote(widget, 'shop-islands-load-more-status', () => widget.querySelector('.e-load-more-container') ?? anchor());

  const loadNext = async (moveFocus: boolean): Promise<void> => {
    const at = anchor();
    const container = widget.querySelector('.elementor-loop-container');
    if (isLoading || !at?.dataset.nextPage || !container || isAtEnd()) return;
    isLoading = true;
    widget.classList.add(LOADING_CLASS);
    widget.setAttribute('aria-busy', 'true');
    try {
      const html = await getBuilderText(new URL(at.dataset.nextPage, location.href), `the loop grid's next page (${at.dataset.nextPage})`);
      const page = new DOMParser().parseFromString(html, 'text/html');
      const source = page.querySelector(`[data-id="${CSS.escape(gridId)}"]`);
      const items = [...(source?.querySelectorAll('.elementor-loop-container > .e-loop-item') ?? [])];
      if (!source || !items.length) throw new BuilderRequestError('invalid-response', `the loop grid's next page has no items for the grid ${gridId}`);
      const added = items.map((item) => document.adoptNode(item));
      container.append(...added);
      for (const style of source.querySelectorAll('style[id^="loop-dynamic"]')) if (!document.getElementById(style.id)) widget.append(document.adoptNode(style));
      const next = source.querySelector<HTMLElement>('.e-load-more-anchor');
      at.dataset.page = next?.dataset.page ?? String(Number(at.dataset.page) + 1);
      at.dataset.nextPage = next?.dataset.nextPage ?? '';
      if (next?.dataset.maxPage) at.dataset.maxPage = next.dataset.maxPage;
      widget.classList.toggle(END_CLASS, isAtEnd());
      widget.querySelector('.shop-islands-load-more-status')?.remove();
      if (moveFocus) added[0]?.querySelector<HTMLElement>('a[href]:not([tabindex="-1"]), button:not([tabindex="-1"])')?.focus();
      announce(`${added.length} more ${added.length == 1 ? 'result' : 'results'}`);
    } catch (failure) {
      const error = failure instanceof BuilderRequestError ? failure : new BuilderRequestError('http', String(failure));
      console.error(`[shop-islands] loop-grid: more results did not load — ${error.detail}`);
      status().textContent = error.message;
    } finally {
      isLoading = false;
      widget.classList.remove(LOADING_CLASS);
      widget.removeAttribute('aria-busy');
    }
  };

  listen(widget, 'click', (event) => {
    const button = (event.target as Element).closest('.e-load-more-container .elementor-button');
    if (!button || (event as MouseEvent).button !== 0) return;
    event.preventDefault();
    void loadNext(true);
  });
  if (type == 'load_more_infinite_scroll') {
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && void loadNext(false), { rootMargin: '200px 0px' });
    const watch = (): void => {
      observer.disconnect();
      const at = anchor();
      if (at) observer.observe(at);
    };
    watch();
    // The taxonomy filter replaces the grid's content, anchor included.
    const mutations = new MutationObserver(watch);
    mutations.observe(widget, { childList: true });
    onStop(() => {
      observer.disconnect();
      mutations.disconnect();
    });
  }
  return stop;
}
