// builder-widget: Elementor Pro's off-canvas, opened, closed and toggled by the link actions' window event, as a
// modal dialog (the focus moved in, kept inside by Tab, given back), Escape and the overlay by its settings.
import userEvent from '@testing-library/user-event';
import { screen, waitFor, within } from '@testing-library/dom';
import { describe, expect, it, vi } from 'vitest';
import { flushIslands, loadMarkup, startMounts } from '../../fixtures/test-utils';
import { markElementReady, startFrontend } from '@/builder';
import { CLOSING_CLASS, CLOSING_PANEL_CLASS, NO_ANIMATION_CLASS, NO_SCROLL_CLASS, TOGGLE_EVENT } from './off-canvas';

const ID = '5e1f0c7';
const widget = (id = ID): HTMLElement => document.querySelector(`[data-id="${id}"]`)!;
const panel = (id = ID): HTMLElement => widget(id).querySelector('.e-off-canvas')!;
const main = (id = ID): HTMLElement => widget(id).querySelector('.e-off-canvas__main')!;
const trigger = (): HTMLAnchorElement => screen.getByRole('link', { name: 'Browse the shop' });
const closeLink = (): HTMLAnchorElement => within(panel()).getByRole('link', { name: 'Close', hidden: true });

/** What Pro's link actions (and the page builder's) do for `off_canvas:<mode>`. */
const act = (displayMode: string, id: unknown = ID): void => void window.dispatchEvent(new CustomEvent(TOGGLE_EVENT, { detail: { id, displayMode } }));

/** The fixture, its settings changed by `edit`, started as on a page (nobody touches it). */
async function start(edit: (settings: Record<string, unknown>) => void = () => {}, setUp: () => void = () => {}): Promise<void> {
  loadMarkup('builder-widget/off-canvas.html');
  const settings = JSON.parse(widget().dataset.settings!) as Record<string, unknown>;
  edit(settings);
  widget().dataset.settings = JSON.stringify(settings);
  setUp();
  // happy-dom lays nothing out: every control counts as shown.
  vi.spyOn(HTMLElement.prototype, 'getClientRects').mockReturnValue([{}] as unknown as DOMRectList);
  startMounts();
  await flushIslands();
  await waitFor(() => expect(widget()).toHaveAttribute('data-island-state', 'mounted'));
}

const expectClosed = (id = ID): void => {
  expect(panel(id)).toHaveAttribute('aria-hidden', 'true');
  expect(panel(id)).toHaveAttribute('inert');
};

describe('off-canvas', () => {
  it('starts with the page (before any link is pressed): its toggle link controls it and says it is closed; a Close link inside says nothing', async () => {
    await start();
    expect(trigger()).toHaveAttribute('aria-controls', `off-canvas-${ID}`);
    expect(trigger()).toHaveAttribute('aria-expanded', 'false');
    expect(closeLink()).not.toHaveAttribute('aria-expanded');
    expectClosed();
    expect(panel()).toHaveAttribute('data-delay-child-handlers', 'true');
  });

  it('opens for an action naming it, as a modal dialog named by its setting, the focus on its first control; not for another id', async () => {
    await start();
    trigger().focus();
    act('open', 'a0b1c2d');
    act('toggle', 'a0b1c2d');
    expectClosed();
    act('open');
    expect(panel()).toHaveAttribute('aria-hidden', 'false');
    expect(panel()).not.toHaveAttribute('inert');
    expect(panel()).not.toHaveAttribute('data-delay-child-handlers');
    expect(screen.getByRole('dialog', { name: 'Shop menu' })).toBe(panel());
    expect(panel()).toHaveAttribute('aria-modal', 'true');
    expect(trigger()).toHaveAttribute('aria-expanded', 'true');
    expect(main()).toHaveClass('animated', 'slideInLeft');
    expect(panel()).not.toHaveClass(NO_ANIMATION_CLASS);
    await waitFor(() => expect(screen.getByRole('link', { name: 'All products' })).toHaveFocus());
    // Opening an open panel changes nothing; another id's close leaves it open.
    act('open');
    act('close', 'a0b1c2d');
    expect(panel()).toHaveAttribute('aria-hidden', 'false');
    // Its entrance animation's classes come off as it ends.
    main().dispatchEvent(new Event('animationend', { bubbles: true }));
    expect(main()).not.toHaveClass('animated');
  });

  it('closes with its exit animation, the focus back where it was; the classes come off as the animation ends', async () => {
    await start();
    trigger().focus();
    act('open');
    await waitFor(() => expect(screen.getByRole('link', { name: 'All products' })).toHaveFocus());
    act('close');
    expectClosed();
    expect(trigger()).toHaveAttribute('aria-expanded', 'false');
    expect(trigger()).toHaveFocus();
    expect(main()).toHaveClass('animated', 'reverse', 'slideInLeft');
    expect(panel()).toHaveClass(CLOSING_PANEL_CLASS);
    expect(document.body).toHaveClass(CLOSING_CLASS);
    expect(document.body).not.toHaveClass(NO_SCROLL_CLASS);
    // An animation ending inside (a child's) is not its own.
    main().querySelector('.elementor-element')!.dispatchEvent(new Event('animationend', { bubbles: true }));
    expect(main()).toHaveClass('reverse');
    main().dispatchEvent(new Event('animationend', { bubbles: true }));
    expect(main()).not.toHaveClass('animated');
    expect(main()).not.toHaveClass('reverse');
    expect(panel()).not.toHaveClass(CLOSING_PANEL_CLASS);
    expect(document.body).not.toHaveClass(CLOSING_CLASS);
    expect(document.documentElement.style.overflow).toBe('');
  });

  it('an exit animation that never runs (its CSS missing) still gives the page its scroll back', async () => {
    await start();
    act('open');
    act('close');
    expect(document.body).toHaveClass(CLOSING_CLASS);
    await waitFor(() => expect(document.body).not.toHaveClass(CLOSING_CLASS));
    expect(main()).not.toHaveClass('animated');
    expect(document.documentElement.style.overflow).toBe('');
  });

  it('toggles by the aria-hidden it has; an unknown display mode does nothing', async () => {
    await start();
    act('toggle');
    expect(panel()).toHaveAttribute('aria-hidden', 'false');
    act('explode');
    expect(panel()).toHaveAttribute('aria-hidden', 'false');
    act('toggle');
    expectClosed();
    act('toggle');
    expect(panel()).toHaveAttribute('aria-hidden', 'false');
  });

  it('prevent_scroll holds the page still while open (Pro\'s body class, the scroll locked); without it the page scrolls', async () => {
    await start();
    act('open');
    expect(document.body).toHaveClass(NO_SCROLL_CLASS);
    expect(document.documentElement.style.overflow).toBe('hidden');
    act('close');
    expect(document.body).not.toHaveClass(NO_SCROLL_CLASS);
    main().dispatchEvent(new Event('animationend'));
    expect(document.documentElement.style.overflow).toBe('');
  });

  it('without prevent_scroll the page is not held while open', async () => {
    await start((settings) => delete settings.prevent_scroll);
    act('open');
    expect(document.body).not.toHaveClass(NO_SCROLL_CLASS);
    expect(document.documentElement.style.overflow).toBe('');
  });

  it('Tab and Shift+Tab stay inside while it is open', async () => {
    await start();
    const user = userEvent.setup();
    trigger().focus();
    act('open');
    const first = screen.getByRole('link', { name: 'All products' });
    await waitFor(() => expect(first).toHaveFocus());
    closeLink().focus();
    await user.tab();
    expect(first).toHaveFocus();
    await user.tab({ shift: true });
    expect(closeLink()).toHaveFocus();
  });

  it('Escape closes it, the focus back on the link; a press on the overlay closes it', async () => {
    await start();
    const user = userEvent.setup();
    trigger().focus();
    act('open');
    await waitFor(() => expect(screen.getByRole('link', { name: 'All products' })).toHaveFocus());
    await user.keyboard('{Escape}');
    expectClosed();
    expect(trigger()).toHaveFocus();
    act('open');
    await user.click(panel().querySelector<HTMLElement>('.e-off-canvas__overlay')!);
    expectClosed();
    // Escape on a closed panel does nothing.
    await user.keyboard('{Escape}');
    expectClosed();
  });

  it('is_not_close_on_esc_overlay and is_not_close_on_overlay keep it open; its links still close it', async () => {
    await start((settings) => Object.assign(settings, { is_not_close_on_esc_overlay: 'yes', is_not_close_on_overlay: 'yes' }));
    const user = userEvent.setup();
    act('open');
    await user.keyboard('{Escape}');
    await user.click(panel().querySelector<HTMLElement>('.e-off-canvas__overlay')!);
    expect(panel()).toHaveAttribute('aria-hidden', 'false');
    act('close');
    expectClosed();
  });

  it('with no control inside, the focus goes to the panel itself, and Tab stays there', async () => {
    await start(undefined, () => widget().querySelector('.e-off-canvas__content > .elementor-element')!.remove());
    const user = userEvent.setup();
    act('open');
    const content = panel().querySelector<HTMLElement>('.e-off-canvas__content')!;
    await waitFor(() => expect(content).toHaveFocus());
    await user.tab();
    expect(content).toHaveFocus();
  });

  it('under reduced motion nothing animates: opened and closed at once', async () => {
    await start(undefined, () => vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => ({ matches: query === '(prefers-reduced-motion: reduce)', media: query }) as MediaQueryList));
    act('open');
    expect(main()).not.toHaveClass('animated');
    expect(panel()).toHaveClass(NO_ANIMATION_CLASS);
    act('close');
    expectClosed();
    expect(main()).not.toHaveClass('animated');
    expect(panel()).not.toHaveClass(CLOSING_PANEL_CLASS);
    expect(document.body).not.toHaveClass(CLOSING_CLASS);
    expect(document.documentElement.style.overflow).toBe('');
  });

  it("runs its children's ready actions the first time it opens, not before, and once", async () => {
    const ready: string[] = [];
    // The page builder's runtime publishes the front end; an addon hooks into the list inside.
    startFrontend().hooks.addAction('frontend/element_ready/icon-list.default', (scope: Element) => ready.push(scope.getAttribute('data-id')!));
    await start();
    // The page's own start of its elements left those inside alone.
    markElementReady(widget().querySelector('[data-id="l150a5"]')!);
    expect(ready).toEqual([]);
    act('open');
    expect(ready).toEqual(['l150a5']);
    act('close');
    act('open');
    expect(ready).toEqual(['l150a5']);
  });

  it("inside a carousel's slides it does not open (a loop carousel's copy)", async () => {
    await start(undefined, () => widget().parentElement!.classList.add('swiper-wrapper'));
    act('open');
    expectClosed();
  });

  it("inside a loop item it answers to its panel's id (Pro's off-canvas id filter)", async () => {
    await start(undefined, () => {
      widget().parentElement!.classList.add('e-loop-item');
      panel().id = `off-canvas-${ID}-42`;
    });
    act('open');
    expectClosed();
    act('open', `${ID}-42`);
    expect(panel()).toHaveAttribute('aria-hidden', 'false');
  });

  it('a panel opened from another is the one Escape closes, the focus back in the first', async () => {
    await start(undefined, () => {
      const copy = widget().cloneNode(true) as HTMLElement;
      copy.dataset.id = 'b2c3d4e';
      copy.querySelector('.e-off-canvas')!.id = 'off-canvas-b2c3d4e';
      widget().after(copy);
    });
    await waitFor(() => expect(widget('b2c3d4e')).toHaveAttribute('data-island-state', 'mounted'));
    const user = userEvent.setup();
    act('open');
    const first = within(panel()).getByRole('link', { name: 'Decor' });
    first.focus();
    act('open', 'b2c3d4e');
    await waitFor(() => expect(within(panel('b2c3d4e')).getByRole('link', { name: 'All products' })).toHaveFocus());
    // Tab stays in the second.
    within(panel('b2c3d4e')).getByRole('link', { name: 'Close' }).focus();
    await user.tab();
    expect(within(panel('b2c3d4e')).getByRole('link', { name: 'All products' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expectClosed('b2c3d4e');
    expect(panel()).toHaveAttribute('aria-hidden', 'false');
    expect(first).toHaveFocus();
    await user.keyboard('{Escape}');
    expectClosed();
    // The page's scroll, held by both, given back once both exit animations are over, whatever order they end in.
    await waitFor(() => expect(document.body).not.toHaveClass(CLOSING_CLASS));
    expect(document.documentElement.style.overflow).toBe('');
  });

  it('stopped, it closes and gives back what it changed', async () => {
    await start();
    act('open');
    const { stopMounts } = await import('../../fixtures/test-utils');
    stopMounts();
    expectClosed();
    expect(trigger()).not.toHaveAttribute('aria-expanded');
    expect(trigger()).not.toHaveAttribute('aria-controls');
    expect(document.body).not.toHaveClass(NO_SCROLL_CLASS);
    expect(document.body).not.toHaveClass(CLOSING_CLASS);
    expect(document.documentElement.style.overflow).toBe('');
    act('open');
    expectClosed();
  });
});
