// One attribute's swatches (colour, image, button) in place of its dropdown, as a WAI-ARIA radio group.
// The hidden `<select>` stays the source of truth, as with the legacy plugin: a choice sets it and
// fires `change` (the variation form listens there), and the items' states are read back from its
// options after the form updated them (woocommerce_update_variation_values).
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { createPortal } from 'react-dom';
import { productVariationsOf, type Variation } from '@/api';
import { attributeNameOf, attributeSelectsOf, chosenAttributesOf, emit, emitOn, onElement, readPageConfig, readSwatchesSettings, whenJQuery, type SwatchesSettings } from '@/dom';
import { findMatchingVariations, isAvailable, isMatch } from '@/lib';
import type { IslandContext } from '@/runtime';
import type { SwatchItem, VariationSwatchesProps } from './schema';

/** After any jQuery ajax call the legacy plugin re-initialised forms 1000 ms later (quick views). */
export const REINIT_AFTER_AJAX_MS = 1000;

type ItemState = 'enabled' | 'out-of-stock' | 'disabled';

interface Snapshot {
  readonly value: string;
  readonly states: ReadonlyMap<string, ItemState>;
  /** Every attribute's current choice in the form. */
  readonly chosen: Readonly<Record<string, string>>;
}

/** The form's preloaded variations (false: the form looks them up by ajax, or its attribute is broken). */
function variationsOf(form: Element | null): Variation[] | false {
  if (!form) return false;
  try {
    return productVariationsOf(form);
  } catch {
    // The variation form island reports the broken attribute; the swatches work as in ajax mode.
    return false;
  }
}

function findSelect(list: HTMLElement, attributeName: string): HTMLSelectElement | null {
  const sibling = list.parentElement?.querySelector<HTMLSelectElement>('select.woo-variation-raw-select, select');
  if (sibling && attributeNameOf(sibling) === attributeName) return sibling;
  const scope = list.closest('form') ?? document;
  return scope.querySelector<HTMLSelectElement>(`select[data-attribute_name="${CSS.escape(attributeName)}"], select[name="${CSS.escape(attributeName)}"]`);
}

function readSnapshot(select: HTMLSelectElement | null, form: Element | null, items: readonly SwatchItem[]): Snapshot {
  const isAjax = variationsOf(form) === false;
  const states = new Map<string, ItemState>();
  for (const item of items) {
    const option = select ? [...select.options].find((candidate) => candidate.value === item.value) : undefined;
    if (isAjax) states.set(item.value, 'enabled');
    else if (!option || option.disabled) states.set(item.value, 'disabled');
    else states.set(item.value, option.classList.contains('out-of-stock') ? 'out-of-stock' : 'enabled');
  }
  return { value: select?.value ?? '', states, chosen: form ? chosenAttributesOf(form) : {} };
}

/** "3 left" when choosing `value` settles on one variation with few items left (show_variation_stock). */
function stockLeftOf(variations: Variation[] | false, chosen: Readonly<Record<string, string>>, attributeName: string, value: string, settings: SwatchesSettings): number | undefined {
  if (!settings.showVariationStock || !variations) return undefined;
  const selection = { ...chosen, [attributeName]: value };
  if (Object.values(selection).some((choice) => !choice)) return undefined;
  const variation = findMatchingVariations(variations, selection)[0];
  // A number, or the Pro add-on's text ("3 left").
  const left = Number.parseInt(String(variation?.variation_stock_left ?? ''), 10);
  if (!variation?.is_in_stock || !Number.isFinite(left) || left <= 0 || left > settings.stockLabelThreshold) return undefined;
  return left;
}

function setSelect(select: HTMLSelectElement, value: string): void {
  select.value = value;
  select.dispatchEvent(new Event('change', { bubbles: true }));
}

let isWatchingAjax = false;
/** The legacy re-init after ajax: markup a quick view wrote is scanned again 1000 ms after its request. */
function watchAjaxOnce(): void {
  if (isWatchingAjax) return;
  isWatchingAjax = true;
  // jQuery's own ajax only: a page without it never sends one (a delayed jQuery is watched once it arrives).
  whenJQuery(($) =>
    $(document).on('ajaxComplete', () => {
      window.setTimeout(() => (window as { shopIslands?: { scan?: () => void } }).shopIslands?.scan?.(), REINIT_AFTER_AJAX_MS);
    }),
  );
}

export function VariationSwatches({ mountPoint: list, attributeName, label, items, more }: VariationSwatchesProps & IslandContext) {
  const settings = useMemo(() => readSwatchesSettings(), []);
  const form = useMemo(() => list.closest('.variations_form, .woo_variation_swatches_variations_form, form'), [list]);
  const select = useMemo(() => findSelect(list, attributeName), [list, attributeName]);
  const [snapshot, setSnapshot] = useState(() => readSnapshot(select, form, items));
  const [focusIndex, setFocusIndex] = useState<number | undefined>(undefined);
  const [isExpanded, setIsExpanded] = useState(false);
  const itemRefs = useRef<(HTMLLIElement | null)[]>([]);
  const labelCell = useMemo(() => list.closest('tr')?.querySelector<HTMLElement>('.label') ?? null, [list]);

  useLayoutEffect(() => {
    list.parentElement?.classList.add('woo-variation-items-wrapper');
    if (form && !form.classList.contains('wvs-loaded')) {
      form.classList.add('wvs-loaded');
      emit('woo_variation_swatches_loaded', form);
    }
    watchAjaxOnce();
    if (!select) console.error(`[shop-islands] variation-swatches: no <select> for ${attributeName} next to the swatch list; choices cannot reach the form`);
  }, [list, form, select, attributeName]);

  // Re-read the select whenever the form or anyone else changed it.
  useEffect(() => {
    const refresh = (): void =>
      setSnapshot((previous) => {
        const next = readSnapshot(select, form, items);
        // Cleared (Clear, or another plugin): the first available swatch is the tab stop again.
        if (previous.value && !next.value) setFocusIndex(undefined);
        return next;
      });
    refresh();
    const stops = form
      ? (['woocommerce_variation_has_changed', 'woocommerce_update_variation_values', 'reset_data', 'change'] as const).map((name) => onElement(form, name, refresh))
      : select
        ? [onElement(select, 'change', refresh)]
        : [];
    return () => stops.forEach((stop) => stop());
  }, [select, form, items]);

  const selectedIndex = items.findIndex((item) => item.value === snapshot.value);
  useEffect(() => {
    const element = itemRefs.current[selectedIndex];
    if (element) emitOn(element, 'wvs-item-updated', true, snapshot.value);
  }, [selectedIndex, snapshot.value]);

  const eventArgs = useCallback(
    (value: string): unknown[] => (readPageConfig().swatchesEventArgs === '2.1' ? [value, select, form] : [attributeName, value, select, form]),
    [attributeName, select, form],
  );

  /** deselect_unavailable: other choices that no (in-stock) variation has together with `value` are cleared. */
  const deselectUnavailable = useCallback(
    (value: string): void => {
      const variations = variationsOf(form);
      if (!settings.deselectUnavailable || !variations || !form) return;
      for (const other of attributeSelectsOf(form)) {
        const name = attributeNameOf(other);
        if (name === attributeName || !other.value) continue;
        const pair = { [attributeName]: value, [name]: other.value };
        const stillOffered = variations.some((variation) => isMatch(variation.attributes, pair) && isAvailable(variation, settings.disableOutOfStock));
        // That attribute's own list re-renders from its select's change.
        if (!stillOffered) setSelect(other, '');
      }
    },
    [form, settings, attributeName],
  );

  const isChoosable = (state: ItemState | undefined): boolean => state === 'enabled' || (state === 'out-of-stock' && settings.clickableOutOfStock);

  const choose = (index: number): void => {
    const item = items[index];
    const element = itemRefs.current[index];
    if (!item || !element || !select) return;
    if (!isChoosable(snapshot.states.get(item.value))) return;
    if (item.value === select.value) {
      if (!settings.clearOnReselect) return;
      setSelect(select, '');
      emitOn(element, 'wvs-unselected-item', ...eventArgs(item.value));
      return;
    }
    setSelect(select, item.value);
    emitOn(element, 'wvs-selected-item', ...eventArgs(item.value));
    deselectUnavailable(item.value);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLLIElement>, index: number): void => {
    if (event.key === ' ' || event.key === 'Enter') {
      event.preventDefault();
      choose(index);
      return;
    }
    const step = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 }[event.key];
    let next: number | undefined;
    if (step) next = (index + step + items.length) % items.length;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = items.length - 1;
    if (next === undefined) return;
    event.preventDefault();
    setFocusIndex(next);
    itemRefs.current[next]?.focus();
    // Radio groups select on arrow keys; an unavailable item only takes focus, so it can be heard.
    if (isChoosable(snapshot.states.get(items[next]!.value))) choose(next);
  };

  const firstChoosable = items.findIndex((item) => isChoosable(snapshot.states.get(item.value)));
  const tabStop = focusIndex ?? (selectedIndex >= 0 ? selectedIndex : Math.max(firstChoosable, 0));
  const variations = variationsOf(form);
  const selected = items[selectedIndex];
  const separator = settings.variationLabelSeparator;

  const expand = (): void => {
    setIsExpanded(true);
    list.classList.remove('enabled-display-limit-mode', 'enabled-catalog-display-limit-mode');
    itemRefs.current[0]?.focus();
  };

  return (
    <>
      {items.map((item, index) => {
        const state = snapshot.states.get(item.value) ?? 'disabled';
        const isSelected = index === selectedIndex;
        const left = stockLeftOf(variations, snapshot.chosen, attributeName, item.value, settings);
        const stateText = state === 'out-of-stock' ? settings.outOfStockTooltipText : state === 'disabled' ? settings.unavailableTooltipText : '';
        const leftText = left === undefined ? '' : `${left} left`;
        const name = [item.title, stateText, leftText].filter(Boolean).join(', ');
        const classes = [item.className, isSelected && 'selected', state === 'disabled' && 'disabled', state === 'out-of-stock' && 'no-stock'].filter(Boolean).join(' ');
        return (
          <li
            key={item.value}
            ref={(element) => {
              itemRefs.current[index] = element;
            }}
            className={classes}
            // eslint-disable-next-line jsx-a11y/no-noninteractive-element-to-interactive-role -- the plugin's own markup: li[role=radio] in ul[role=radiogroup]
            role="radio"
            aria-checked={isSelected}
            aria-disabled={isChoosable(state) ? undefined : true}
            aria-label={name}
            tabIndex={index === tabStop ? 0 : -1}
            title={stateText ? `${item.title} (${stateText})` : item.title}
            data-title={item.title}
            data-value={item.value}
            data-attribute_name={attributeName}
            data-wvstooltip={item.tooltip === undefined ? undefined : stateText ? `${item.tooltip} – ${stateText}` : item.tooltip}
            onClick={() => choose(index)}
            onKeyDown={(event) => onKeyDown(event, index)}
            onFocus={() => setFocusIndex(index)}
          >
            <div className="variable-item-contents" dangerouslySetInnerHTML={{ __html: item.contents }} />
            {leftText && (
              <span className="wvs-stock-left-info" data-wvs-stock-info={leftText} aria-hidden="true">
                {leftText}
              </span>
            )}
          </li>
        );
      })}
      {more !== undefined && !isExpanded && (
        <li className="woo-variation-swatches-variable-item-more" role="none">
          <button type="button" className="island-variation-swatches__more" onClick={expand} aria-label={`Show all ${label} options`} dangerouslySetInnerHTML={{ __html: more || 'More' }} />
        </li>
      )}
      {labelCell &&
        settings.showVariationLabel &&
        createPortal(<span className="woo-selected-variation-item-name">{selected ? `${separator} ${selected.title}` : ''}</span>, labelCell)}
    </>
  );
}
