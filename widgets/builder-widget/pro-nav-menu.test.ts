// builder-widget: Elementor Pro's nav menu (SmartMenus replaced) — sub-menus by pointer, keyboard and tap, the burger's dropdown.
import userEvent from '@testing-library/user-event';
import { screen, waitFor, within } from '@testing-library/dom';
import { describe, expect, it, vi } from 'vitest';
import { loadMarkup, startMounts } from '../../fixtures/test-utils';
import { BAD_OPTIONS, HIDE_DELAY_MS, SHOW_DELAY_MS } from './pro-nav-menu';

const widget = (): HTMLElement => document.querySelector('[data-id="9a7b6c5"]')!;
const main = () => widget().querySelector<HTMLElement>('nav.elementor-nav-menu--main')!;
const dropdown = () => widget().querySelector<HTMLElement>('nav.elementor-nav-menu--dropdown')!;
const mounted = () => waitFor(() => expect(widget()).toHaveAttribute('data-island-state', 'mounted'));
const subOf = (link: HTMLElement) => link.nextElementSibling as HTMLElement;

function open(): void {
  loadMarkup('builder-widget/pro-nav-menu.html');
  startMounts();
}

describe("Elementor Pro's nav menu", () => {
  it("gives each parent link its arrow as the document starts, from the settings' submenu icon", async () => {
    open();
    await waitFor(() => expect(widget().closest('.elementor')).toHaveAttribute('data-island-state', 'mounted'));
    const clothing = within(main()).getByRole('link', { name: 'Clothing' });
    expect(clothing.querySelector('.sub-arrow svg.e-fas-caret-down')).not.toBeNull();
    expect(within(dropdown()).getByRole('link', { name: 'Hoodies', hidden: true }).querySelectorAll('.sub-arrow')).toHaveLength(1);
  });

  it('the pointer: a sub-menu opens 250 ms after it comes over its parent and closes 500 ms after it leaves the menu', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    open();
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const clothing = within(main()).getByRole('link', { name: 'Clothing' });
    widget().dispatchEvent(new PointerEvent('pointerover', { bubbles: true }));
    await mounted();
    await user.hover(clothing);
    await vi.advanceTimersByTimeAsync(SHOW_DELAY_MS - 50);
    expect(subOf(clothing).style.display).toBe('');
    await vi.advanceTimersByTimeAsync(60);
    expect(subOf(clothing).style.display).toBe('block');
    expect(clothing).toHaveClass('highlighted', 'has-submenu');
    expect(clothing).toHaveAttribute('aria-expanded', 'true');
    expect(clothing).toHaveAttribute('aria-controls', subOf(clothing).id);
    await user.unhover(main().querySelector('ul')!);
    await vi.advanceTimersByTimeAsync(HIDE_DELAY_MS - 50);
    expect(subOf(clothing).style.display).toBe('block');
    await vi.advanceTimersByTimeAsync(60);
    expect(subOf(clothing).style.display).toBe('');
    expect(clothing).toHaveAttribute('aria-expanded', 'false');
    vi.useRealTimers();
  });

  // A tap (first press opens, the next follows) and a press outside: in the e2e test (a real browser's focus-visible).
  it('Escape in a sub-menu closes it back on its parent link', async () => {
    open();
    const user = userEvent.setup();
    const clothing = within(main()).getByRole('link', { name: 'Clothing' });
    await user.click(clothing);
    await mounted();
    await waitFor(() => expect(subOf(clothing).style.display).toBe('block'));
    within(subOf(clothing)).getByRole('link', { name: 'Tees' }).focus();
    await user.keyboard('{Escape}');
    expect(subOf(clothing).style.display).toBe('');
    expect(clothing).toHaveFocus();
  });

  it('the burger: Enter opens the dropdown (its links in the tab order), a parent opens on the first press, Escape closes back on the toggle', async () => {
    open();
    const user = userEvent.setup();
    const toggle = screen.getByRole('button', { name: 'Menu Toggle' });
    toggle.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(toggle).toHaveAttribute('aria-expanded', 'true'));
    expect(toggle).toHaveClass('elementor-active');
    expect(dropdown()).toHaveAttribute('aria-hidden', 'false');
    const clothing = within(dropdown()).getByRole('link', { name: 'Clothing' });
    expect(clothing.tabIndex).toBe(0);
    await user.click(clothing);
    expect(subOf(clothing).style.display).toBe('block');
    await user.click(clothing.querySelector('.sub-arrow')!);
    expect(subOf(clothing).style.display).toBe('');
    clothing.focus();
    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(dropdown()).toHaveAttribute('aria-hidden', 'true');
    expect(clothing.tabIndex).toBe(-1);
    expect(toggle).toHaveFocus();
  });

  it("a data-sm-options that is not JSON: SmartMenus' message once, the defaults used, the menu works", async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    loadMarkup('builder-widget/pro-nav-menu.html');
    main().querySelector('ul')!.setAttribute('data-sm-options', '{showTimeout: 100');
    startMounts();
    const clothing = within(main()).getByRole('link', { name: 'Clothing' });
    await userEvent.click(clothing);
    await mounted();
    await waitFor(() => expect(subOf(clothing).style.display).toBe('block'));
    expect(logged.mock.calls.map((call) => call[0])).toEqual([`[shop-islands] nav-menu: ${BAD_OPTIONS}`]);
  });
});
