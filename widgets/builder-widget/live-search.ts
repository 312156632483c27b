// Elementor Pro's search widget (`search`, Pro 3.2x's successor of the search form, W20): a `<search class="e-search">`
// form whose field is a combobox (`input.e-search-input[role=combobox][aria-controls=results-<id>]`) over an
// `output.e-search-results-container` holding `.e-search-results`. Its load-time work (shown, icon room measured) is
// the page builder's (widgets/page-builder/pro-widgets.ts); started on the shopper's intent, as Pro's two handlers:
// - the clear icon (`.e-search-input-wrapper > svg|i`) shows while the field has text, and a press on it empties
//   the field and the results; the widget is `e-focus` while the field has the focus;
// - live results (`live_results` with a loop `template_id`): 300 ms after typing stops, with at least
//   `minimum_search_characters` (3), POST `elementor-pro/v1/refresh-search` {post_id, widget_id, search_term,
//   page_number}; the answer's `data` (loop items, or `.e-search-nothing-found-message`) and `pagination` go into the
//   results (`div.e-search-results-list`, `nav.elementor-pagination`), where their islands start; a page link there
//   asks for its `e-search-page`; the field's `aria-expanded` says whether there are results; other search
//   widgets' results close;
// - keyboard: ↓ and ↑ move through the results' links and buttons (and back to the field), Escape closes them and
//   puts the focus back in the field, Enter submits the form (the results close); a press outside closes them.
// Better than the script it replaces: the newest request wins (an older answer never replaces it), the number of
// results is read out once rather than the whole list (Pro's output was a live region), and a failed request says
// so in the console (Pro stayed silent; so do the results, as in Pro).
import { announce } from '@/dom';
import { BuilderRequestError, postBuilderJson, readProConfig, SEARCH_CLEAR_ICON, showSearchClearIcon } from '@/builder';
import { listeners } from './listeners';

export const DEBOUNCE_MS = 300;
const HIDDEN = 'hidden';

export function attachLiveSearch(widget: HTMLElement, _type: string, settings: Record<string, unknown>): () => void {
  const field = widget.querySelector<HTMLInputElement>('.e-search-input');
  const container = widget.querySelector<HTMLElement>('.e-search-results-container');
  const results = widget.querySelector<HTMLElement>('.e-search-results');
  if (!field || !container || !results) {
    console.error(`[shop-islands] search: widget ${widget.dataset.id ?? ''} has no .e-search-input or .e-search-results-container; it stays a plain search form`);
    return () => {};
  }
  const clearIcon = widget.querySelector<HTMLElement>(SEARCH_CLEAR_ICON);
  const isLive = !!settings.live_results && settings.live_results != 'no' && !!settings.template_id;
  const minimum = Number(settings.minimum_search_characters) || 3;
  const { listen, stop, onStop } = listeners();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let request: AbortController | undefined;
  onStop(() => (clearTimeout(timer), request?.abort()));
  // The results are read out by count (announce) rather than whole, as the live region Pro printed read them (an
  // <output> is a live region of its own: turned off, not only unmarked).
  container.setAttribute('aria-live', 'off');
  container.removeAttribute('aria-atomic');

  const focusables = (): HTMLElement[] => [...results.querySelectorAll<HTMLElement>('a[href], button, input, select, textarea, [tabindex]')].filter((element) => element.tabIndex >= 0 && !(element as HTMLButtonElement).disabled && !element.closest('[inert]'));
  const hasItems = (): boolean => !!results.querySelector('.e-loop-item');
  const setExpanded = (isExpanded: boolean): void => field.setAttribute('aria-expanded', String(isExpanded));
  const showClear = (): void => showSearchClearIcon(widget);
  const close = (): void => {
    container.classList.add(HIDDEN);
    setExpanded(false);
  };
  const empty = (): void => {
    request?.abort();
    results.replaceChildren();
    results.classList.remove('no-results');
    setExpanded(false);
  };
  /** Pro closed every other search widget's results when this one showed some. */
  const closeOthers = (): void => {
    for (const other of document.querySelectorAll('.e-search-results-container:not(.hidden)')) if (!widget.contains(other)) other.classList.add(HIDDEN);
  };

  const search = async (page: number): Promise<void> => {
    const { restUrl } = readProConfig('search', ['restUrl']);
    if (!field.value || !restUrl) return empty();
    request?.abort();
    const controller = (request = new AbortController());
    container.classList.remove('hide-loader', HIDDEN);
    const postId = widget.closest<HTMLElement>('[data-elementor-id]')?.dataset.elementorId ?? '0';
    try {
      const answer = (await postBuilderJson(new URL('elementor-pro/v1/refresh-search', new URL(restUrl, location.href)), { post_id: postId, widget_id: widget.dataset.id ?? '', search_term: field.value, page_number: page }, 'elementor-pro/v1/refresh-search', { signal: controller.signal })) as { data?: unknown; pagination?: unknown } | null;
      if (typeof answer?.data != 'string') throw new BuilderRequestError('invalid-response', `expected {data: "<markup>"}, got ${JSON.stringify(answer)?.slice(0, 80)}`);
      const list = Object.assign(document.createElement('div'), { className: 'e-search-results-list', innerHTML: answer.data });
      const nav = Object.assign(document.createElement('nav'), { className: 'elementor-pagination', innerHTML: typeof answer.pagination == 'string' ? answer.pagination : '' });
      nav.setAttribute('aria-label', 'Pagination');
      results.replaceChildren(list, nav);
      const isNothing = !!list.querySelector('.e-search-nothing-found-message');
      results.classList.toggle('no-results', isNothing);
      if (!isNothing) closeOthers();
      const count = list.querySelectorAll('.e-loop-item').length;
      // Closed meanwhile (a press outside): they wait for the field's next focus.
      setExpanded(count > 0 && !container.classList.contains(HIDDEN));
      announce(isNothing ? (list.textContent ?? '').trim() : `${count} ${count == 1 ? 'result' : 'results'}${nav.querySelector('.page-numbers') ? `, page ${page}` : ''}`);
    } catch (failure) {
      if (controller.signal.aborted) return;
      const error = failure instanceof BuilderRequestError ? failure : new BuilderRequestError('http', String(failure));
      console.error(`[shop-islands] search: no live results for "${field.value}" — ${error.detail}`);
      // The last term's results are not this one's: they go, and the list is closed (as Pro left it).
      results.replaceChildren();
      close();
    } finally {
      if (request == controller) {
        container.classList.add('hide-loader');
        request = undefined;
      }
    }
  };

  const onType = (): void => {
    if (field.value) container.setAttribute('aria-label', `Results for ${field.value}`);
    else container.removeAttribute('aria-label');
    // Below the minimum (letters taken back) the last results are not this text's: they go too.
    if (isLive && field.value.length >= minimum) void search(1);
    else empty();
  };

  showClear();
  listen(field, 'input', () => {
    showClear();
    clearTimeout(timer);
    timer = setTimeout(onType, DEBOUNCE_MS);
  });
  listen(field, 'focusin', () => {
    widget.classList.add('e-focus');
    if (hasItems() && container.classList.contains(HIDDEN)) {
      container.classList.remove(HIDDEN);
      setExpanded(true);
    }
  });
  listen(field, 'focusout', () => widget.classList.remove('e-focus'));
  listen(widget, 'keydown', (event) => {
    const key = (event as KeyboardEvent).key;
    const active = document.activeElement as HTMLElement | null;
    const inResults = !!active && container.contains(active);
    if (key == 'Escape' && (inResults || active == field)) {
      // Open results close (and the text stays: Escape in a search field would empty it); closed, the field's own Escape.
      if (!inResults && (container.classList.contains(HIDDEN) || !results.childElementCount)) return;
      event.preventDefault();
      if (inResults) field.focus();
      close();
      return;
    }
    if (key == 'Enter' && active == field) {
      // The form submits (the browser's); the results go.
      clearTimeout(timer);
      empty();
      return;
    }
    if ((key != 'ArrowDown' && key != 'ArrowUp') || (!inResults && active != field)) return;
    const items = focusables();
    if (!items.length || container.classList.contains(HIDDEN)) return;
    event.preventDefault();
    // The field is the stop before the first result and after the last.
    const stops = [field, ...items];
    const at = stops.indexOf(active!);
    const next = stops[(at + (key == 'ArrowDown' ? 1 : -1) + stops.length) % stops.length]!;
    next.focus();
    if (next == field) field.setSelectionRange(field.value.length, field.value.length);
  });
  if (clearIcon) {
    listen(clearIcon, 'click', (event) => {
      event.preventDefault();
      field.value = '';
      empty();
      showClear();
      field.focus();
    });
  }
  listen(results, 'click', (event) => {
    const link = (event.target as Element).closest<HTMLAnchorElement>('.elementor-pagination a.page-numbers[href]');
    if (!link) return;
    event.preventDefault();
    void search(Number(new URL(link.href, location.href).searchParams.get('e-search-page')) || 1);
  });
  listen(document, 'click', (event) => {
    if (!widget.contains(event.target as Node)) close();
  });
  // Typed before the widget started (the field takes text from the first key): searched now. The focus that
  // started it came before its listener.
  if (document.activeElement == field) widget.classList.add('e-focus');
  if (field.value) onType();
  return stop;
}
