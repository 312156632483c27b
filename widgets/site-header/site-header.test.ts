// site-header: the theme's menu toggle, its handheld sub-menus and the keyboard's dropdowns, from the shopper's first touch of the header.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectInvalidProps, flushIslands, loadMarkup, startMounts as start, stopMounts } from '../../fixtures/test-utils';

const LABELS = { expand: 'Expand child menu', collapse: 'Collapse child menu' };
const header = () => document.querySelector<HTMLElement>('.site-header, [data-island="site-header"]')!;
const nav = () => document.querySelector<HTMLElement>('.main-navigation')!;
const toggle = () => screen.getByRole('button', { name: 'Menu' });
const primaryItem = (name: string) => screen.getAllByRole('link', { name })[0]!.parentElement!;

async function mounted(): Promise<void> {
  await waitFor(() => expect(header()).toHaveAttribute('data-island-state', 'mounted'));
}

/** Presses the menu toggle and waits for its widget, which answers that first press. */
async function pressToggle(): Promise<void> {
  await userEvent.click(toggle());
  await mounted();
}

/** The body classes of a Storefront page: WooCommerce's and WordPress's names of the parent theme. */
const STOREFRONT = 'wp-theme-storefront theme-storefront';

/** A theme's own handler on the menu toggle, bound before the bundle starts (its script ran first): it opens and closes the menu itself. */
function themeToggle(): { presses: number } {
  const theme = { presses: 0 };
  toggle().addEventListener('click', () => {
    theme.presses += 1;
    nav().classList.toggle('toggled');
  });
  return theme;
}

/**
 * Starts the bundle beside a theme's own toggle handler, presses the toggle once: the theme answered the press as it
 * was made (not held for a chunk) and its menu stays open (no second handler closed it); the bundle never took the header.
 */
async function expectLeftToTheTheme(): Promise<void> {
  const theme = themeToggle();
  start();
  await userEvent.click(toggle());
  expect(theme.presses).toBe(1);
  await flushIslands();
  expect(nav()).toHaveClass('toggled');
  expect(header()).not.toHaveAttribute('data-island-state');
}

/** The header on the page; Storefront prints `storefrontScreenReaderText` only with a handheld menu. */
function open(fixture = 'site-header/ok.html', { hasLabels = true } = {}): void {
  if (hasLabels) vi.stubGlobal('storefrontScreenReaderText', LABELS);
  document.body.className ||= STOREFRONT;
  loadMarkup(fixture);
  start();
}

describe('site-header', () => {
  it('changes nothing before the shopper reaches the header', async () => {
    open();
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(document.querySelectorAll('.dropdown-toggle')).toHaveLength(0);
    expect(header()).toHaveAttribute('data-island-state', 'pending');
  });

  it('the menu toggle opens and closes the small-screen menu; its first press is answered', async () => {
    open();
    await pressToggle();
    expect(nav()).toHaveClass('toggled');
    expect(toggle()).toHaveAttribute('aria-expanded', 'true');
    expect(toggle()).toHaveAttribute('aria-controls', 'site-navigation');
    await userEvent.click(toggle());
    expect(nav()).not.toHaveClass('toggled');
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
  });

  it('Escape closes the open menu and puts the focus back on its toggle', async () => {
    open();
    await pressToggle();
    screen.getAllByRole('link', { name: 'Cart' })[1]!.focus();
    await userEvent.keyboard('{Escape}');
    expect(nav()).not.toHaveClass('toggled');
    expect(toggle()).toHaveFocus();
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
  });

  it('a window resized to another width closes it; a height-only resize does not', async () => {
    open();
    await pressToggle();
    window.dispatchEvent(new Event('resize'));
    expect(nav()).toHaveClass('toggled');
    vi.stubGlobal('innerWidth', window.innerWidth + 200);
    window.dispatchEvent(new Event('resize'));
    expect(nav()).not.toHaveClass('toggled');
  });

  it("gives the handheld menu's parents a sub-menu button each: named, linked to its sub-menu, open under the current page", async () => {
    open();
    await pressToggle();
    const handheld = document.querySelector<HTMLElement>('.handheld-navigation')!;
    const shop = screen.getByRole('button', { name: `${LABELS.collapse} Shop` });
    const reviews = screen.getByRole('button', { name: `${LABELS.expand} Reviews` });
    expect(handheld.querySelectorAll('.dropdown-toggle')).toHaveLength(2);
    expect(document.querySelectorAll('.primary-navigation .dropdown-toggle')).toHaveLength(0);
    expect(shop).toHaveAttribute('aria-expanded', 'true');
    expect(shop.nextElementSibling).toHaveClass('sub-menu', 'toggled-on');
    expect(reviews).toHaveAttribute('aria-controls', reviews.nextElementSibling!.id);
    expect(reviews.previousElementSibling).toHaveTextContent('Reviews');

    await userEvent.click(reviews);
    expect(reviews).toHaveAttribute('aria-expanded', 'true');
    expect(reviews).toHaveAccessibleName(`${LABELS.collapse} Reviews`);
    expect(reviews.nextElementSibling).toHaveClass('toggled-on');
    await userEvent.click(reviews);
    expect(reviews).toHaveAttribute('aria-expanded', 'false');
    expect(reviews.nextElementSibling).not.toHaveClass('toggled-on');
  });

  it('a Tab onto a menu link opens its dropdown (li.focus), the others close, and focus leaving the header closes them all', async () => {
    open();
    screen.getAllByRole('link', { name: 'Holdout Woo Shop' })[0]!.focus();
    await userEvent.tab();
    await userEvent.tab(); // Home
    await userEvent.tab(); // Shop
    await mounted();
    await waitFor(() => expect(primaryItem('Shop')).toHaveClass('focus'));
    await userEvent.tab(); // Holdout Simple Tee, inside Shop's dropdown
    expect(document.activeElement).toHaveTextContent('Holdout Simple Tee');
    expect(primaryItem('Shop')).toHaveClass('focus');
    expect(document.activeElement!.parentElement).toHaveClass('focus');
    await userEvent.tab(); // Accessories
    await userEvent.tab(); // Holdout Reviewed Mug (third level)
    expect(primaryItem('Accessories')).toHaveClass('focus');
    await userEvent.tab(); // Reviews
    expect(primaryItem('Shop')).not.toHaveClass('focus');
    expect(primaryItem('Accessories')).not.toHaveClass('focus');
    expect(primaryItem('Reviews')).toHaveClass('focus');
    screen.getByRole('link', { name: 'A link in the content' }).focus();
    expect(header().querySelectorAll('.focus')).toHaveLength(0);
  });

  it("Escape in a dropdown closes it and puts the focus back on its parent link, which stays closed until left and reached again", async () => {
    open();
    screen.getAllByRole('link', { name: 'Shop' })[0]!.focus();
    await mounted();
    await userEvent.tab();
    expect(primaryItem('Shop')).toHaveClass('focus');
    await userEvent.keyboard('{Escape}');
    expect(document.activeElement).toBe(screen.getAllByRole('link', { name: 'Shop' })[0]);
    expect(primaryItem('Shop')).not.toHaveClass('focus');
    await userEvent.tab({ shift: true });
    await userEvent.tab();
    expect(primaryItem('Shop')).toHaveClass('focus');
    await userEvent.keyboard('{Escape}');
    expect(primaryItem('Shop')).not.toHaveClass('focus');
  });

  it('a press outside the header closes an open dropdown', async () => {
    open();
    screen.getAllByRole('link', { name: 'Reviews' })[0]!.focus();
    await mounted();
    await waitFor(() => expect(primaryItem('Reviews')).toHaveClass('focus'));
    await userEvent.pointer({ keys: '[MouseLeft]', target: document.querySelector('#content')! });
    expect(primaryItem('Reviews')).not.toHaveClass('focus');
  });

  it('on a touch screen wider than a phone, a first tap on a parent link opens its dropdown, the second follows it', async () => {
    vi.stubGlobal('ontouchstart', null);
    vi.stubGlobal('innerWidth', 1024);
    open();
    const reviews = screen.getAllByRole('link', { name: 'Reviews' })[0]!;
    reviews.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    await mounted();
    expect(document.querySelector('.primary-navigation ul ul')).toHaveClass('sub-menu--is-touch-device');
    const followed: boolean[] = [];
    document.addEventListener('click', (event) => followed.push(!event.defaultPrevented));
    await userEvent.pointer([{ keys: '[TouchA]', target: reviews }]);
    expect(reviews).toHaveClass('blocked');
    expect(primaryItem('Reviews')).toHaveClass('focus');
    await userEvent.pointer([{ keys: '[TouchA]', target: reviews }]);
    expect(followed).toEqual([false, true]);
  });

  it("the captured page menu (no menu assigned): the toggle opens it as Storefront's CSS expects", async () => {
    open('site-header/page-menu.html', { hasLabels: false });
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await pressToggle();
    expect(nav()).toHaveClass('toggled');
    expect(toggle()).toHaveAttribute('aria-expanded', 'true');
    // No handheld menu, so no labels needed and none missed.
    expect(logged).not.toHaveBeenCalled();
  });

  it("falls back to Storefront's English labels with one console error when storefrontScreenReaderText is missing", async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    open('site-header/ok.html', { hasLabels: false });
    await pressToggle();
    expect(screen.getByRole('button', { name: `${LABELS.expand} Reviews` })).toBeInTheDocument();
    expect(logged).toHaveBeenCalledTimes(1);
    expect(logged.mock.calls[0]?.[0]).toBe('[shop-islands] site-header: window.storefrontScreenReaderText is missing; using "Expand child menu"');
  });

  it("leaves the header to the theme's navigation.js when the page still loads it: nothing starts, and the press reaches the theme's handler at once", async () => {
    vi.stubGlobal('storefrontScreenReaderText', LABELS);
    document.body.className = STOREFRONT;
    loadMarkup('site-header/ok.html');
    document.body.insertAdjacentHTML('beforeend', '<script src="/wp-content/themes/storefront/assets/js/navigation.min.js?ver=4.6.2" id="storefront-navigation-js" type="text/plain"></script>');
    vi.spyOn(console, 'info').mockImplementation(() => undefined);
    await expectLeftToTheTheme();
    expect(document.querySelectorAll('.dropdown-toggle')).toHaveLength(0);
  });

  it('leaves the header of another theme to that theme (GeneratePress, Underscores: the same toggle, their own script)', async () => {
    document.body.className = 'wp-theme-generatepress theme-generatepress';
    loadMarkup('site-header/ok.html');
    await expectLeftToTheTheme();
    await userEvent.click(toggle());
    expect(nav()).not.toHaveClass('toggled');
  });

  it("takes the header of a Storefront child theme (the body names the parent), with WordPress's class alone too", async () => {
    for (const bodyClass of ['wp-theme-storefront wp-child-theme-deli theme-storefront', 'wp-theme-storefront']) {
      document.body.className = bodyClass;
      open();
      await pressToggle();
      expect(nav()).toHaveClass('toggled');
      stopMounts();
    }
  });

  it("an explicit mount on a theme's own header: the toggle works without a handheld menu", async () => {
    open('site-header/props-missing.html', { hasLabels: false });
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await pressToggle();
    expect(nav()).toHaveClass('toggled');
    expect(toggle()).toHaveAttribute('aria-controls', 'theme-nav');
    expect(logged).not.toHaveBeenCalled();
  });

  it.each(['props-corrupted', 'props-invalid'])('%s: one console error naming the widget', async (fixture) => {
    await expectInvalidProps('site-header', fixture);
  });
});
