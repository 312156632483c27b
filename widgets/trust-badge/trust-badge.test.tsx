// trust-badge: compact → big → compact → hidden for a day, by mouse and keyboard, in the plugin's colours;
// a broken data-crcolors is reported once and the badge still works in the light colours.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { IslandErrorDetail } from '../../src/runtime';
import { collectEvents, flushIslands, loadMarkup, startMounts as start } from '../../fixtures/test-utils';

const badge = (): HTMLElement => document.querySelector<HTMLElement>('#cr_floatingtrustbadge')!;
const layer = (name: 'top' | 'middle' | 'bottom'): HTMLElement => badge().querySelector<HTMLElement>(`.cr-floatingbadge-background-${name}`)!;
const compactBadge = (): HTMLElement => badge().querySelector<HTMLElement>('.badge_size_compact')!;
const bigBadge = (): HTMLElement => badge().querySelector<HTMLElement>('.badge--wide-mobile')!;
const expandButton = () => screen.getByRole('button', { name: 'Show store rating details' });

/** The colour as the DOM writes it back (happy-dom and browsers may normalise #hex). */
function normalised(color: string): string {
  const probe = document.createElement('i');
  probe.style.color = color;
  return probe.style.color;
}

function expectColours(palette: { border: string; top: string; middle: string; bottom: string }): void {
  expect(normalised(badge().style.borderColor)).toBe(normalised(palette.border));
  expect(normalised(layer('top').style.backgroundColor)).toBe(normalised(palette.top));
  expect(normalised(layer('middle').style.backgroundColor)).toBe(normalised(palette.middle));
  expect(normalised(layer('bottom').style.backgroundColor)).toBe(normalised(palette.bottom));
}

const LIGHT = {
  small: { border: '#dfdfdf', top: '#FFFFFF', middle: '#F8942D', bottom: '#FFFFFF' },
  big: { border: '#dfdfdf', top: '#F8942D', middle: '#FFFFFF', bottom: '#F2F2F2' },
};

/** The badge starts when the browser is idle: waits until it mounted or failed. */
async function mount(fixture = 'ok'): Promise<void> {
  loadMarkup(`trust-badge/${fixture}.html`);
  start();
  await vi.waitFor(() => expect(badge().getAttribute('data-island-state')).toMatch(/^(mounted|failed)$/));
  await flushIslands();
}

afterEach(() => vi.restoreAllMocks());

describe('trust-badge', () => {
  it('shows the compact badge as printed, now with a button that says what it does', async () => {
    await mount();
    expect(screen.getByRole('region', { name: 'Store rating' })).toBe(badge());
    expect(expandButton()).toHaveAttribute('aria-expanded', 'false');
    expect(expandButton()).toHaveAttribute('aria-controls', bigBadge().id);
    expect(within(compactBadge()).getByText('64 reviews')).toBeVisible();
    expect(within(compactBadge()).getByText('What Our Clients Say')).toBeVisible();
    expect(bigBadge()).not.toBeVisible();
    // The plugin prints the cross hidden until the badge was first opened.
    expect(screen.queryByRole('button', { name: /hide trust badge|close/i })).toBeNull();
    expect(badge()).not.toHaveClass('cr-floatingbadge-big');
    expectColours(LIGHT.small);
  });

  it('a click opens the big badge in the big colours and focuses its close button', async () => {
    await mount();
    await userEvent.click(expandButton());
    expect(badge()).toHaveClass('cr-floatingbadge-big');
    expect(within(bigBadge()).getByText('Holdout Woo Shop')).toBeVisible();
    expect(bigBadge()).toHaveTextContent('Store rating 4.7 / 5');
    expect(bigBadge()).toHaveTextContent('Product rating 3.9 / 5');
    expect(compactBadge()).not.toBeVisible();
    expect(screen.getByRole('link', { name: 'Holdout Woo Shop' })).toHaveAttribute('href', '/reviews/');
    expect(screen.queryByRole('button', { name: 'Show store rating details' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Close store rating details' })).toHaveFocus();
    expectColours(LIGHT.big);
  });

  it('close on the big badge goes back to compact, focus on the badge, the cross staying', async () => {
    await mount();
    await userEvent.click(expandButton());
    await userEvent.click(screen.getByRole('button', { name: 'Close store rating details' }));
    expect(badge()).not.toHaveClass('cr-floatingbadge-big');
    expect(compactBadge()).toBeVisible();
    expect(bigBadge()).not.toBeVisible();
    expect(expandButton()).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Hide trust badge' })).toBeVisible();
    expectColours(LIGHT.small);
    expect(document.cookie).not.toContain('cr_hide_trustbadge');
  });

  it('close on the compact badge hides it and sets cr_hide_trustbadge=true on path / for one day', async () => {
    const written = vi.spyOn(document, 'cookie', 'set');
    await mount();
    await userEvent.click(expandButton());
    await userEvent.click(screen.getByRole('button', { name: 'Close store rating details' }));
    const before = Date.now();
    await userEvent.click(screen.getByRole('button', { name: 'Hide trust badge' }));
    expect(badge()).not.toBeVisible();
    expect(screen.queryByRole('button')).toBeNull();
    expect(document.cookie).toMatch(/(^|; )cr_hide_trustbadge=true(;|$)/);
    const cookie = written.mock.calls.map(([value]) => String(value)).find((value) => value.startsWith('cr_hide_trustbadge='))!;
    expect(cookie).toMatch(/; path=\//);
    const expires = Date.parse(/; expires=([^;]+)/.exec(cookie)![1]!);
    expect(Math.abs(expires - before - 86_400_000)).toBeLessThan(5_000);
  });

  it('works from the keyboard: Enter opens, Space closes, Enter hides', async () => {
    await mount();
    await userEvent.tab();
    expect(expandButton()).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(badge()).toHaveClass('cr-floatingbadge-big');
    expect(screen.getByRole('button', { name: 'Close store rating details' })).toHaveFocus();
    await userEvent.keyboard(' ');
    expect(badge()).not.toHaveClass('cr-floatingbadge-big');
    expect(expandButton()).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Hide trust badge' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(badge()).not.toBeVisible();
    expect(document.cookie).toContain('cr_hide_trustbadge=true');
  });

  it('takes its colours from data-crcolors (a dark badge stays dark when opened)', async () => {
    const dark = { border: '#373737', top: '#373737', middle: '#242424', bottom: '#373737' };
    loadMarkup('trust-badge/ok.html');
    badge().setAttribute('data-crcolors', JSON.stringify({ small: dark, big: { ...dark, middle: '#1a1a1a' } }));
    start();
    await vi.waitFor(() => expect(badge()).toHaveAttribute('data-island-state', 'mounted'));
    expectColours(dark);
    await userEvent.click(expandButton());
    expectColours({ ...dark, middle: '#1a1a1a' });
    // The cross is drawn white on the dark top, near-black on the plugin's orange one.
    expect(normalised(screen.getByRole('button', { name: 'Close store rating details' }).querySelector('svg')!.style.fill)).toBe(normalised('#ffffff'));
  });

  it('stays hidden on a (cached) page printed with the badge although the cookie is set', async () => {
    document.cookie = 'cr_hide_trustbadge=true; path=/';
    await mount();
    expect(badge()).not.toBeVisible();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('props-missing: a badge without data-crcolors works in the light colours, silently', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await mount('props-missing');
    await userEvent.click(expandButton());
    expectColours(LIGHT.big);
    expect(logged).not.toHaveBeenCalled();
  });

  it.each([
    ['props-corrupted', /^\[shop-islands\] trust-badge: data-crcolors is not valid JSON \(.+\); using the light colours$/],
    ['props-invalid', /^\[shop-islands\] trust-badge: data-crcolors\.small\.border must be a colour like #F8942D; using the light colours$/],
  ])('%s: one console error naming data-crcolors; the badge works in the light colours', async (fixture, message) => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const errors = collectEvents<IslandErrorDetail>('island:error');
    await mount(fixture);
    expect(errors).toEqual([]);
    expect(logged).toHaveBeenCalledTimes(1);
    expect(logged.mock.calls[0]?.[0]).toMatch(message);
    expectColours(LIGHT.small);
    await userEvent.click(expandButton());
    expectColours(LIGHT.big);
    await userEvent.click(screen.getByRole('button', { name: 'Close store rating details' }));
    await userEvent.click(screen.getByRole('button', { name: 'Hide trust badge' }));
    expect(badge()).not.toBeVisible();
    expect(logged).toHaveBeenCalledTimes(1);
  });

  it('a badge without its big part fails alone and keeps the printed badge', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    loadMarkup('trust-badge/ok.html');
    bigBadge().remove();
    const printed = badge().innerHTML;
    const errors = collectEvents<IslandErrorDetail>('island:error');
    start();
    await vi.waitFor(() => expect(badge()).toHaveAttribute('data-island-state', 'failed'));
    expect(errors).toEqual([expect.objectContaining({ widget: 'trust-badge', reason: 'invalid-props' })]);
    expect(logged.mock.calls[0]?.[0]).toMatch(/trust-badge: invalid-props — .*the floating badge has no div\.cr-badge\.badge--wide-mobile/);
    expect(badge().innerHTML).toBe(printed);
    expect(compactBadge()).toBeVisible();
  });
});
