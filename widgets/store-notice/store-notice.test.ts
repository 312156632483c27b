// store-notice: shown unless dismissed; dismissing sets the per-notice cookie and hides it.
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { IslandErrorDetail } from '../../src/runtime';
import { collectEvents, flushIslands, loadMarkup, startMounts as start, stopMounts } from '../../fixtures/test-utils';

const ID = '1b2d5e8e0d7c0f9a4b3c2d1e0f9a8b7c';
const notice = (): HTMLElement => document.querySelector<HTMLElement>('.woocommerce-store-notice')!;

describe('store-notice', () => {
  it('shows the notice printed hidden', async () => {
    loadMarkup('store-notice/ok.html');
    expect(notice()).not.toBeVisible();
    start();
    await flushIslands();
    expect(notice()).toBeVisible();
  });

  it('dismiss hides it and sets store_notice<id>=hidden on path /', async () => {
    const set = vi.spyOn(document, 'cookie', 'set');
    loadMarkup('store-notice/ok.html');
    start();
    await flushIslands();
    // The dismiss link is a pending link-button too: its click is held back and replayed once that loaded.
    await userEvent.click(document.querySelector('.woocommerce-store-notice__dismiss-link')!);
    await flushIslands();
    expect(notice()).not.toBeVisible();
    expect(document.cookie).toContain(`store_notice${ID}=hidden`);
    expect(set).toHaveBeenCalledWith(expect.stringMatching(new RegExp(`^store_notice${ID}=hidden; path=/; sameSite=Lax$`, 'i')));
    expect(location.hash).toBe('');
  });

  it('Enter and Space on the dismiss link dismiss it too (link-button)', async () => {
    loadMarkup('store-notice/ok.html');
    start();
    await flushIslands();
    document.querySelector<HTMLElement>('.woocommerce-store-notice__dismiss-link')!.focus();
    await userEvent.keyboard(' ');
    await flushIslands();
    expect(notice()).not.toBeVisible();
    expect(document.cookie).toContain(`store_notice${ID}=hidden`);
  });

  it('stays hidden when its cookie says so, while another notice text shows', async () => {
    document.cookie = `store_notice${ID}=hidden; path=/`;
    loadMarkup('store-notice/ok.html');
    start();
    await flushIslands();
    expect(notice()).not.toBeVisible();
    stopMounts();
    document.cookie = `store_notice${ID}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
    document.cookie = 'store_noticedifferent=hidden; path=/';
    loadMarkup('store-notice/ok.html');
    start();
    await flushIslands();
    expect(notice()).toBeVisible();
  });

  it('props-missing: a notice without an id uses the cookie store_notice, as woocommerce.js did', async () => {
    loadMarkup('store-notice/props-missing.html');
    start();
    await flushIslands();
    expect(notice()).toBeVisible();
    await userEvent.click(document.querySelector('.woocommerce-store-notice__dismiss-link')!);
    await flushIslands();
    expect(document.cookie).toMatch(/(^|; )store_notice=hidden/);
  });

  it.each([
    ['props-corrupted', /data-island-props is not valid JSON/],
    ['props-invalid', /noticeId: data-notice-id must be letters, digits/],
  ])('%s: reports it and leaves the notice as printed (hidden)', async (fixture, message) => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    loadMarkup(`store-notice/${fixture}.html`);
    const errors = collectEvents<IslandErrorDetail>('island:error');
    start();
    await flushIslands();
    expect(errors).toEqual([expect.objectContaining({ widget: 'store-notice', reason: 'invalid-props' })]);
    expect(logged.mock.calls[0]?.[0]).toMatch(message);
    expect(notice()).not.toBeVisible();
    expect(document.cookie).not.toContain('store_notice');
  });
});
