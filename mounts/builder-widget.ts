// The page builder's widgets (Elementor's and ElementsKit's), one registry line for the family: a widget is
// `[data-widget_type="<name>.<skin>"]`, and these are the names the bundle runs (widgets/builder-widget/kinds.ts
// holds the same list). Their server markup is complete, so they wait for the shopper, except:
// - Elementor's accordion and tabs print every panel closed and relied on their script to open the first:
//   the entry opens it at scan, before any chunk, so the page never shows an empty widget;
// - an ElementsKit tab whose handler id is the address's hash starts its widget at once (a hash change too).
import { defineBehaviour, type TriggerTools } from '../src/runtime';

const WIDGETS = ['accordion', 'toggle', 'nested-accordion', 'elementskit-accordion', 'tabs', 'nested-tabs', 'elementskit-simple-tab', 'alert'];

const typeOf = (widget: Element): string => widget.getAttribute('data-widget_type')?.split('.')[0] ?? '';

/**
 * Elementor's accordion and tabs: the first item opened, as their script did at load. Their markup made
 * accessible before anyone reaches it: the accordion's and toggle's headers are the tab stops in place of
 * the links inside them, and the tabs' mobile titles (printed as tabs in a "tablist" that holds the panels)
 * are the buttons of the accordion the widget is below Elementor's breakpoint.
 */
function openFirst(widget: HTMLElement): void {
  const type = typeOf(widget);
  const isTabs = type == 'tabs';
  if (!isTabs && type != 'accordion' && type != 'toggle') return;
  for (const part of widget.querySelectorAll<HTMLElement>('.elementor-tab-title,.elementor-tab-content,.elementor-tabs-content-wrapper')) {
    if (part.parentElement!.closest('[data-widget_type]') != widget) continue;
    const { classList } = part;
    if (classList.contains('elementor-tabs-content-wrapper')) {
      part.removeAttribute('role');
      part.removeAttribute('aria-orientation');
      continue;
    }
    const isTitle = classList.contains('elementor-tab-title');
    // The accordion's and toggle's headers, and the tabs' mobile titles: buttons, each a tab stop (not the link inside).
    const isButton = isTitle && (!isTabs || classList.contains('elementor-tab-mobile-title'));
    if (isButton) {
      part.role = 'button';
      part.removeAttribute('aria-selected');
      part.tabIndex = 0;
      part.querySelector('a')?.removeAttribute('tabindex');
    }
    if (part.dataset.tab != '1' || type == 'toggle') continue;
    classList.add('elementor-active');
    if (isTitle) part.setAttribute(isButton ? 'aria-expanded' : 'aria-selected', 'true');
    else {
      part.hidden = false;
      part.style.display = 'block';
    }
  }
}

/** Whether the address's hash (up to a `?`, as ElementsKit read it) is the handler id of one of the widget's ElementsKit tabs. */
const isNamed = (widget: Element): boolean => !!location.hash && !!widget.querySelector(`[data-ekit-handler-id="${CSS.escape(location.hash.slice(1).split('?')[0]!)}"]`);

function whenNeeded(widget: HTMLElement, { intent, signal }: TriggerTools): Promise<void> {
  return isNamed(widget) ? Promise.resolve() : Promise.race([intent(), new Promise<void>((resolve) => addEventListener('hashchange', () => isNamed(widget) && resolve(), { signal }))]);
}

export const builderWidget = defineBehaviour({
  name: 'builder-widget',
  selector: WIDGETS.map((name) => `[data-widget_type^="${name}."]`).join(),
  prepare: openFirst,
  trigger: { on: 'custom', when: whenNeeded },
  load: () => import('../widgets/builder-widget'),
});

/** The names, for the test that holds them equal to the family's. */
export const BUILDER_WIDGETS: readonly string[] = WIDGETS;
