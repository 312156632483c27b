// Elementor Pro's taxonomy filter (`taxonomy-filter`, W19): a bar of term buttons (`.e-filter-item[data-filter]`,
// `aria-pressed`; "All" is `__all`) that filters a loop grid (`data-settings.selected_element`, the grid's id) by
// one taxonomy. A press sets the bar's terms, writes them in the address (`e-filter-<grid>-<taxonomy>=<terms>`,
// joined by `+` for AND or `~` for OR; `e-page-<grid>` dropped; a new history entry), and POSTs
// `<ElementorProFrontendConfig.urls.rest>elementor-pro/v1/refresh-loop` with JSON {post_id, widget_id,
// widget_filters, pagination_base_url}; the answer's `data` (the grid's `.elementor-widget-container`) replaces the
// grid's, and its islands and builder elements start as any inserted markup does. The grid pulses
// (`e-loading-overlay`, Pro's CSS) meanwhile.
// - Several terms: only with `multiple_selection` and `logical_combination` AND or OR (otherwise one term at a time).
// - Several bars may filter one grid (one per taxonomy): the filters are kept per grid, for all its bars.
// - A failure leaves the grid as it was and, unlike Pro's script, the bar and the address too (Pro left them saying
//   a filter the grid did not show); a console error says why. Nothing is shown to the shopper (the spec: silent).
// Better than the script it replaces: one request per grid at a time (a newer press calls the older off, so the
// grid never ends on an older answer), the grid says it is busy, the number of results is read out, and Back /
// Forward filter the grid to the address they go to (Pro changed the address only).
import { announce } from '@/dom';
import { postBuilderJson, readBuilderConfig, readProConfig } from '@/builder';
import { listeners } from './listeners';

/** The "All" button's `data-filter`. */
export const ALL = '__all';
/** On the grid while its new results load (Pro's CSS pulses it). */
export const LOADING_CLASS = 'e-loading-overlay';
/** The address's separators between terms (Pro's query-constants): AND `+`, OR `~` (NOT `!`, which no bar writes). */
export const SEPARATORS = { AND: '+', OR: '~', NOT: '!' } as const;

type Join = 'AND' | 'OR' | 'DISABLED';

interface BarFilter {
  readonly taxonomy: string;
  readonly terms: readonly string[];
  readonly join: Join;
}

/** Per grid id, its bars' filters by bar id. */
const filtersByGrid = new Map<string, Map<string, BarFilter>>();
const requests = new Map<string, AbortController>();

const joinOf = (settings: Record<string, unknown>): Join =>
  settings.multiple_selection === 'yes' && (settings.logical_combination === 'AND' || settings.logical_combination === 'OR') ? settings.logical_combination : 'DISABLED';

/** Pro's consolidated filters for a grid: `{taxonomy: {<name>: {terms, logicalJoin?}}}` (a bar without terms left out). */
function widgetFilters(gridId: string): Record<string, unknown> {
  const taxonomy: Record<string, { terms: readonly string[]; logicalJoin?: Join }> = {};
  for (const { taxonomy: name, terms, join } of filtersByGrid.get(gridId)?.values() ?? []) {
    if (terms.length) taxonomy[name] = join == 'DISABLED' ? { terms } : { terms, logicalJoin: join };
  }
  return Object.keys(taxonomy).length ? { taxonomy } : {};
}

/** The address for the filters of every grid, as Pro wrote it. */
function addressFor(gridId: string, bar: HTMLElement): string {
  const params = new URLSearchParams(location.search);
  for (const key of [...params.keys()]) if (key.startsWith('e-filter') || key.startsWith(`e-page-${gridId}`)) params.delete(key);
  for (const [grid, bars] of filtersByGrid) {
    for (const { taxonomy, terms, join } of bars.values()) if (terms.length) params.set(`e-filter-${grid}-${taxonomy}`, terms.join(join == 'OR' ? SEPARATORS.OR : SEPARATORS.AND));
  }
  const query = params.toString().replaceAll('%2B', '+').replaceAll('%7E', '~');
  const baseUrl = bar.dataset.baseUrl;
  if (Number(bar.dataset.pageNum) > 1 && baseUrl) {
    const url = new URL(baseUrl, location.href);
    for (const [key, value] of new URLSearchParams(query)) if (!url.searchParams.has(key)) url.searchParams.set(key, value);
    url.searchParams.delete('page');
    url.searchParams.delete('paged');
    return url.href.replaceAll('%2B', '+').replaceAll('%7E', '~');
  }
  return query ? `?${query}` : location.pathname;
}

/** The terms the address gives a grid's taxonomy (`+` arrives as a space). */
function termsInAddress(gridId: string, taxonomy: string): string[] {
  const value = new URLSearchParams(location.search).get(`e-filter-${gridId}-${taxonomy}`);
  if (!value) return [];
  return value.split(value.includes(SEPARATORS.OR) ? SEPARATORS.OR : ' ').filter(Boolean);
}

const gridElement = (gridId: string): HTMLElement | null => document.querySelector(`.elementor-element-${CSS.escape(gridId)}, [data-id="${CSS.escape(gridId)}"][data-widget_type^="loop-grid."]`);

/** What is read out once the grid shows its new results. */
function resultsText(grid: HTMLElement): string {
  const count = grid.querySelectorAll('.e-loop-item').length;
  if (count) return `${count} ${count == 1 ? 'result' : 'results'}`;
  return grid.querySelector('.e-loop-nothing-found-message')?.textContent?.trim() || 'No results';
}

export function attachLoopFilter(widget: HTMLElement, _type: string, settings: Record<string, unknown>): () => void {
  const gridId = typeof settings.selected_element === 'string' ? settings.selected_element : '';
  const taxonomy = typeof settings.taxonomy === 'string' ? settings.taxonomy : '';
  const bar = widget.querySelector<HTMLElement>('.e-filter');
  if (!gridId || !taxonomy || !bar) {
    console.error(`[shop-islands] taxonomy-filter: its data-settings need selected_element (the loop grid's id) and taxonomy, and its markup an .e-filter bar; the bar ${widget.dataset.id ?? ''} does nothing`);
    return () => {};
  }
  const barId = widget.dataset.id ?? gridId;
  const join = joinOf(settings);
  const buttons = (): HTMLButtonElement[] => [...bar.querySelectorAll<HTMLButtonElement>('.e-filter-item')];
  const grid = (): Map<string, BarFilter> => filtersByGrid.get(gridId) ?? filtersByGrid.set(gridId, new Map()).get(gridId)!;
  const termsNow = (): readonly string[] => grid().get(barId)?.terms ?? [];

  /** The buttons pressed for `terms` ("All" when none). */
  const showPressed = (terms: readonly string[]): void => {
    for (const button of buttons()) button.setAttribute('aria-pressed', String(button.dataset.filter == ALL ? !terms.length : terms.includes(button.dataset.filter ?? '')));
  };
  const setTerms = (terms: readonly string[]): void => void grid().set(barId, { taxonomy, terms, join });

  setTerms(termsInAddress(gridId, taxonomy));

  const refresh = async (before: { terms: readonly string[]; address: string }): Promise<void> => {
    const target = gridElement(gridId);
    const { restUrl } = readProConfig('taxonomy-filter', ['restUrl']);
    if (!target || !restUrl) {
      if (!target) console.error(`[shop-islands] taxonomy-filter: no loop grid with the id ${gridId} on this page`);
      return;
    }
    requests.get(gridId)?.abort();
    const controller = new AbortController();
    requests.set(gridId, controller);
    target.classList.add(LOADING_CLASS);
    target.setAttribute('aria-busy', 'true');
    const postId = target.closest<HTMLElement>('[data-elementor-id]')?.dataset.elementorId ?? String((readBuilderConfig().raw.post as { id?: unknown } | undefined)?.id ?? '');
    try {
      const answer = await postBuilderJson(new URL('elementor-pro/v1/refresh-loop', new URL(restUrl, location.href)), { post_id: postId, widget_id: gridId, widget_filters: widgetFilters(gridId), pagination_base_url: bar.dataset.baseUrl ?? '' }, 'elementor-pro/v1/refresh-loop', { signal: controller.signal });
      const data = (answer as { data?: unknown } | null)?.data;
      if (typeof data != 'string') throw new Error(`refresh-loop: expected {data: "<markup>"}, got ${JSON.stringify(answer)?.slice(0, 80)}`);
      const template = document.createElement('template');
      template.innerHTML = data;
      const fresh = template.content.firstElementChild ?? Object.assign(document.createElement('div'), { className: 'elementor-widget-container' });
      const old = target.querySelector(':scope > .elementor-widget-container');
      if (old) old.replaceWith(fresh);
      else target.replaceChildren(fresh);
      if (readProConfig('taxonomy-filter').lazyLoadBackgrounds) document.dispatchEvent(new Event('elementor/lazyload/observe'));
      announce(resultsText(target));
    } catch (error) {
      if (controller.signal.aborted) return;
      console.error(`[shop-islands] taxonomy-filter: the loop grid ${gridId} was not filtered (${(error as Error & { detail?: string }).detail ?? (error as Error).message}); it keeps its results`);
      // The bar and the address say again what the grid shows.
      setTerms(before.terms);
      showPressed(before.terms);
      history.replaceState(history.state, '', before.address);
    } finally {
      if (requests.get(gridId) == controller) {
        requests.delete(gridId);
        target.classList.remove(LOADING_CLASS);
        target.removeAttribute('aria-busy');
      }
    }
  };

  const choose = (value: string): void => {
    const terms = termsNow();
    const isPressed = value == ALL ? !terms.length : terms.includes(value);
    if (value == ALL && isPressed) return;
    let next: readonly string[];
    if (value == ALL) next = [];
    else if (isPressed) next = join == 'DISABLED' ? [] : terms.filter((term) => term != value);
    else next = join == 'DISABLED' ? [value] : [...terms, value];
    const before = { terms, address: location.href };
    gridElement(gridId)?.classList.remove('e-load-more-pagination-end');
    setTerms(next);
    showPressed(next);
    history.pushState(history.state, '', addressFor(gridId, bar));
    void refresh(before);
  };

  const { listen, stop } = listeners();
  listen(bar, 'click', (event) => {
    const button = (event.target as Element).closest<HTMLButtonElement>('.e-filter-item');
    if (button?.dataset.filter) choose(button.dataset.filter);
  });
  // Back and Forward: the grid follows the address.
  listen(window, 'popstate', () => {
    const terms = termsInAddress(gridId, taxonomy);
    if (terms.join() == termsNow().join()) return;
    const before = { terms: termsNow(), address: location.href };
    setTerms(terms);
    showPressed(terms);
    void refresh(before);
  });
  return () => {
    stop();
    grid().delete(barId);
  };
}
