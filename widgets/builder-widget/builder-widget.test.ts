// builder-widget: Elementor's and ElementsKit's accordions, tabs and alert over their printed markup.
import userEvent from '@testing-library/user-event';
import { screen, within } from '@testing-library/dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BUILDER_WIDGETS } from '../../mounts/builder-widget';
import { expectInvalidProps, flushIslands, loadMarkup, startMounts, touchMountPoints } from '../../fixtures/test-utils';
import { KINDS } from './kinds';

const widget = (id: string): HTMLElement => document.querySelector(`[data-id="${id}"]`)!;
const state = (id: string): string | null => widget(id).getAttribute('data-island-state');
/** Elementor's panels opened by script (its CSS hides `.elementor-tab-content` unless shown inline). */
const opened = (id: string): string[] => [...widget(id).querySelectorAll<HTMLElement>('.elementor-tab-content.elementor-active')].filter((panel) => panel.style.display === 'block').map((panel) => panel.textContent!.trim());
/** The panels of a widget the shopper can see (not hidden by attribute, style or the plugin's classes). */
const shown = (id: string, selector: string): string[] =>
  [...widget(id).querySelectorAll<HTMLElement>(selector)].filter((panel) => !panel.hidden && panel.style.display !== 'none').map((panel) => panel.textContent!.trim());

async function started(fixture = 'builder-widget/ok.html'): Promise<void> {
  loadMarkup(fixture);
  startMounts();
  touchMountPoints();
  await flushIslands();
}

afterEach(() => {
  history.replaceState(null, '', location.pathname);
  vi.unstubAllGlobals();
});

describe('the registry line and the family', () => {
  it('run the same widget types', () => {
    expect([...BUILDER_WIDGETS].sort()).toEqual(Object.keys(KINDS).sort());
  });

  it('claims the widgets the bundle runs and no other (a heading, a text in a panel)', async () => {
    await started();
    expect([...document.querySelectorAll('[data-widget_type][data-island-state]')].map((element) => element.getAttribute('data-widget_type'))).toEqual([
      'accordion.default',
      'toggle.default',
      'nested-accordion.default',
      'elementskit-accordion.default',
      'tabs.default',
      'nested-tabs.default',
      'elementskit-simple-tab.default',
      'alert.default',
    ]);
    expect([...document.querySelectorAll('[data-widget_type][data-island-state]')].every((element) => element.getAttribute('data-island-state') === 'mounted')).toBe(true);
  });

  it('waits for the shopper: nothing starts at load', () => {
    loadMarkup('builder-widget/ok.html');
    startMounts();
    expect(document.querySelectorAll('[data-widget_type][data-island-state="pending"]')).toHaveLength(8);
    expect(document.querySelectorAll('[data-widget_type][data-island-state]:not([data-island-state="pending"])')).toHaveLength(0);
  });
});

describe("Elementor's accordion", () => {
  it('shows the first item from the scan, before any chunk, with its header the tab stop in place of the inner link', () => {
    loadMarkup('builder-widget/ok.html');
    startMounts();
    expect(state('a1')).toBe('pending');
    expect(opened('a1')).toEqual(['Our tees run true to size.']);
    const header = document.getElementById('elementor-tab-title-3101')!;
    expect(header).toHaveAttribute('aria-expanded', 'true');
    expect(header.tabIndex).toBe(0);
    expect(header.querySelector('a')).not.toHaveAttribute('tabindex');
  });

  it('opens one item at a time; a header pressed again closes its item', async () => {
    await started();
    const user = userEvent.setup();
    const accordion = within(widget('a1'));
    await user.click(accordion.getByRole('button', { name: 'Care' }));
    expect(shown('a1', '.elementor-tab-content')).toEqual(['Wash cold, dry flat.']);
    expect(accordion.getByRole('button', { name: 'Care' })).toHaveAttribute('aria-expanded', 'true');
    expect(accordion.getByRole('button', { name: 'Sizing' })).toHaveAttribute('aria-expanded', 'false');
    await user.click(accordion.getByRole('button', { name: 'Care' }));
    expect(shown('a1', '.elementor-tab-content')).toEqual([]);
  });

  it('works from the keyboard: Down and End move between headers, Enter and Space press one', async () => {
    await started();
    const user = userEvent.setup();
    const accordion = within(widget('a1'));
    accordion.getByRole('button', { name: 'Sizing' }).focus();
    await user.keyboard('{ArrowDown}');
    expect(accordion.getByRole('button', { name: 'Care' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(shown('a1', '.elementor-tab-content')).toEqual(['Wash cold, dry flat.']);
    await user.keyboard('{End}[Space]');
    expect(shown('a1', '.elementor-tab-content')).toEqual(['Add it at checkout.']);
    await user.keyboard('{Home}');
    expect(accordion.getByRole('button', { name: 'Sizing' })).toHaveFocus();
  });
});

describe("Elementor's toggle", () => {
  it('starts all closed and opens any number of items', async () => {
    loadMarkup('builder-widget/ok.html');
    startMounts();
    expect(opened('a2')).toEqual([]);
    touchMountPoints();
    await flushIslands();
    const user = userEvent.setup();
    const toggle = within(widget('a2'));
    await user.click(toggle.getByRole('button', { name: 'Do you ship abroad?' }));
    await user.click(toggle.getByRole('button', { name: 'Can I return a gift?' }));
    expect(shown('a2', '.elementor-tab-content')).toEqual(['To 30 countries.', 'Yes, for store credit.']);
    await user.click(toggle.getByRole('button', { name: 'Do you ship abroad?' }));
    expect(shown('a2', '.elementor-tab-content')).toEqual(['Yes, for store credit.']);
  });
});

describe("Elementor's nested accordion", () => {
  const details = (): HTMLDetailsElement[] => [...widget('a3').querySelectorAll('details')];

  it('makes every header a tab stop at scan, before any chunk (Elementor printed the others tabindex=-1)', () => {
    loadMarkup('builder-widget/ok.html');
    startMounts();
    expect(widget('a3')).toHaveAttribute('data-island-state', 'pending');
    expect(details().map((item) => item.querySelector('summary')!.tabIndex)).toEqual([0, 0]);
  });

  it('keeps one item open (max_items_expended: one) and the headers in step', async () => {
    await started();
    const user = userEvent.setup();
    await user.click(screen.getByText('Origin'));
    expect(details().map((item) => item.open)).toEqual([false, true]);
    expect(details().map((item) => item.querySelector('summary')!.getAttribute('aria-expanded'))).toEqual(['false', 'true']);
  });

  it('lets the arrows move between headers, every header a tab stop, and Escape in the content close its item', async () => {
    await started();
    const user = userEvent.setup();
    const [first, second] = details().map((item) => item.querySelector('summary')!);
    expect(second!.tabIndex).toBe(0);
    first!.focus();
    await user.keyboard('{ArrowDown}');
    expect(second).toHaveFocus();
    details()[0]!.querySelector('p')!.tabIndex = -1;
    details()[0]!.querySelector('p')!.focus();
    await user.keyboard('{Escape}');
    expect(details()[0]!.open).toBe(false);
    expect(first).toHaveFocus();
  });
});

describe("ElementsKit's accordion", () => {
  it('writes the printed state consistently, then opens one card at a time without touching the address', async () => {
    await started();
    const user = userEvent.setup();
    const delivery = within(widget('a4')).getByRole('button', { name: 'Delivery' });
    const returns = within(widget('a4')).getByRole('button', { name: 'Returns' });
    // Printed `collapsed` although open: corrected.
    expect(delivery).not.toHaveClass('collapsed');
    expect(delivery).toHaveAttribute('aria-expanded', 'true');
    await user.click(returns);
    expect(document.getElementById('Collapse-22aa')).toHaveClass('show');
    expect(document.getElementById('Collapse-11aa')).not.toHaveClass('show');
    expect(returns.closest('.elementskit-card')).toHaveClass('active');
    expect(delivery).toHaveClass('collapsed');
    expect(location.hash).toBe('');
  });
});

describe("Elementor's tabs", () => {
  it('shows the first panel from the scan (printed all hidden) and marks both its titles', () => {
    loadMarkup('builder-widget/ok.html');
    startMounts();
    expect(shown('b1', '.elementor-tab-content')).toEqual(['A heavy cotton tee.']);
    expect(widget('b1').querySelectorAll('.elementor-tab-title.elementor-active')).toHaveLength(2);
    expect(document.getElementById('elementor-tab-content-6101')).not.toHaveAttribute('aria-selected');
  });

  it('makes its mobile titles the buttons of the accordion it is on a phone, out of the tablist that holds the panels', () => {
    loadMarkup('builder-widget/ok.html');
    startMounts();
    const wrapper = widget('b1').querySelector('.elementor-tabs-content-wrapper')!;
    expect(wrapper).not.toHaveAttribute('role');
    expect(wrapper).not.toHaveAttribute('aria-orientation');
    const mobile = [...wrapper.querySelectorAll('.elementor-tab-mobile-title')];
    expect(mobile.map((title) => [title.getAttribute('role'), title.getAttribute('aria-expanded'), title.hasAttribute('aria-selected')])).toEqual([
      ['button', 'true', false],
      ['button', 'false', false],
      ['button', 'false', false],
    ]);
  });

  it('shows a clicked tab in both places; the arrows move the focus and Enter shows (manual activation)', async () => {
    await started();
    const user = userEvent.setup();
    const [, sizes, care] = within(widget('b1').querySelector('.elementor-tabs-wrapper')!).getAllByRole('tab');
    await user.click(sizes!);
    expect(shown('b1', '.elementor-tab-content')).toEqual(['XS to XXL.']);
    expect(sizes).toHaveAttribute('aria-selected', 'true');
    expect(sizes!.tabIndex).toBe(0);
    expect(widget('b1').querySelector('.elementor-tab-mobile-title[data-tab="2"]')).toHaveClass('elementor-active');
    sizes!.focus();
    await user.keyboard('{ArrowRight}');
    expect(care).toHaveFocus();
    expect(shown('b1', '.elementor-tab-content')).toEqual(['XS to XXL.']);
    await user.keyboard('{Enter}');
    expect(shown('b1', '.elementor-tab-content')).toEqual(['Wash cold.']);
    expect(care).toHaveAttribute('aria-selected', 'true');
    expect(care).not.toHaveAttribute('aria-expanded');
  });
});

describe("Elementor's nested tabs", () => {
  it('work within their own copy when a template prints the same widget twice (the same ids)', async () => {
    loadMarkup('builder-widget/ok.html');
    const copy = widget('b2').cloneNode(true) as HTMLElement;
    copy.setAttribute('data-id', 'b2-copy');
    widget('b2').after(copy);
    startMounts();
    touchMountPoints();
    await flushIslands();
    await userEvent.setup().click(within(copy).getByRole('tab', { name: 'Makers' }));
    expect(copy.querySelector('#e-n-tab-content-71012')).toHaveClass('e-active');
    expect(widget('b2').querySelector('#e-n-tab-content-71012')).not.toHaveClass('e-active');
  });

  it('marks the shown panel e-active, fires elementor/nested-tabs/activate with it, and frees the first-panel CSS', async () => {
    await started();
    const user = userEvent.setup();
    const activated: unknown[] = [];
    addEventListener('elementor/nested-tabs/activate', (event) => activated.push((event as CustomEvent).detail));
    expect(widget('b2').querySelector('.e-n-tabs')).toHaveClass('e-activated');
    await user.click(screen.getByRole('tab', { name: 'Makers' }));
    expect(document.getElementById('e-n-tab-content-71012')).toHaveClass('e-active');
    expect(document.getElementById('e-n-tab-content-71011')).not.toHaveClass('e-active');
    expect(activated).toEqual([document.getElementById('e-n-tab-content-71012')]);
  });
});

describe("ElementsKit's simple tab", () => {
  it('becomes WAI-ARIA tabs over its Bootstrap classes and puts the handler id in the address (Enable URL Hash)', async () => {
    await started();
    const user = userEvent.setup();
    expect(within(widget('b3')).getByRole('tablist')).toBeInTheDocument();
    const warranty = screen.getByRole('tab', { name: 'Warranty' });
    expect(warranty).toHaveAttribute('aria-controls', 'content-22bb99');
    await user.click(warranty);
    expect(document.getElementById('content-22bb99')).toHaveClass('active', 'show');
    expect(document.getElementById('content-11bb99')).not.toHaveClass('active');
    expect(warranty).toHaveAttribute('aria-selected', 'true');
    expect(location.hash).toBe('#warranty');
  });

  it('starts at load when the address names one of its tabs, and shows it', async () => {
    history.replaceState(null, '', `${location.pathname}#warranty`);
    loadMarkup('builder-widget/ok.html');
    startMounts();
    await flushIslands();
    expect(state('b3')).toBe('mounted');
    expect(state('b1')).toBe('pending');
    expect(document.getElementById('content-22bb99')).toHaveClass('active', 'show');
  });

  it('follows a later hash change', async () => {
    await started();
    history.replaceState(null, '', `${location.pathname}#warranty`);
    dispatchEvent(new HashChangeEvent('hashchange'));
    expect(document.getElementById('content-22bb99')).toHaveClass('active');
  });
});

describe("Elementor's alert", () => {
  it('hides the whole widget when dismissed, and the focus goes on to what follows it', async () => {
    await started();
    const user = userEvent.setup();
    screen.getByRole('button', { name: 'Dismiss this alert.' }).focus();
    await user.keyboard('{Enter}');
    await vi.waitFor(() => expect(widget('c1').style.display).toBe('none'));
    expect(widget('c2')).toHaveFocus();
  });
});

describe('older Elementor markup (widgets inside .elementor-widget-container)', () => {
  it('opens the first accordion item and runs a vertical tabs widget with Up and Down', async () => {
    await started('builder-widget/props-missing.html');
    expect(shown('d1', '.elementor-tab-content')).toEqual(['True to size.']);
    const user = userEvent.setup();
    const [one, two] = within(widget('d2').querySelector('.elementor-tabs-wrapper')!).getAllByRole('tab');
    one!.focus();
    await user.keyboard('{ArrowDown}');
    expect(two).toHaveFocus();
    await user.keyboard('[Space]');
    expect(shown('d2', '.elementor-tab-content')).toEqual(['Second.']);
  });
});

describe('broken input', () => {
  it('names the attribute of settings that are not JSON and leaves the native accordion working', async () => {
    await expectInvalidProps('builder-widget', 'props-corrupted');
    expect(console.error).toHaveBeenCalledWith(expect.stringContaining('data-settings is not valid JSON'), expect.anything(), expect.anything());
    const user = userEvent.setup();
    await user.click(screen.getByText('Origin'));
    expect(document.getElementById('e-n-accordion-item-9202')).toHaveProperty('open', true);
  });

  it('reports an explicit mount without a widget type', async () => {
    await expectInvalidProps('builder-widget', 'props-invalid');
    expect(console.error).toHaveBeenCalledWith(expect.stringContaining('data-widget_type must name a widget the bundle runs'), expect.anything(), expect.anything());
  });

  it("leaves the markup as printed, from the scan on, when Elementor's own frontend.js runs the widgets", async () => {
    vi.stubGlobal('elementorFrontend', { hooks: {} });
    await started();
    // Elementor's script opens the first item itself: marked open already, it would close it again.
    expect(opened('a1')).toEqual([]);
    expect(widget('b1').querySelector('.elementor-tabs-content-wrapper')).toHaveAttribute('role', 'tablist');
  });

  it("stays out of the editor's preview", async () => {
    vi.stubGlobal('elementorFrontendConfig', { environmentMode: { edit: true } });
    await started();
    const user = userEvent.setup();
    await user.click(within(widget('a1')).getByRole('button', { name: 'Care' }));
    expect(document.getElementById('elementor-tab-content-3102')!.style.display).not.toBe('block');
  });
});
