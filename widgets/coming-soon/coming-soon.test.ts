// coming-soon: the dismiss link becomes a named button; dismissing saves through the REST API and hides
// the banner; a failure keeps it and says why.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import type { IslandErrorDetail } from '../../src/runtime';
import { mockShop } from '../../fixtures/msw-server';
import { collectEvents, flushIslands, loadMarkup, startMounts as start, stubShopGlobals } from '../../fixtures/test-utils';

const banner = (): HTMLElement => document.querySelector<HTMLElement>('#coming-soon-footer-banner, [data-island="coming-soon"]')!;

/** The banner starts when the browser is idle: waits until it mounted or failed. */
async function settled(): Promise<void> {
  await vi.waitFor(() => expect(banner().getAttribute('data-island-state')).toMatch(/^(mounted|failed)$/));
  await flushIslands();
}

/** Records the REST requests the banner sends. */
function recordUsersCalls(): { method: string; nonce: string | null; body: unknown; url: string }[] {
  const calls: { method: string; nonce: string | null; body: unknown; url: string }[] = [];
  mockShop.events.on('request:start', ({ request }) => {
    if (!new URL(request.url).pathname.startsWith('/wp-json/')) return;
    void request.clone().text().then((text) => calls.push({ method: request.method, nonce: request.headers.get('x-wp-nonce'), body: text ? JSON.parse(text) : null, url: request.url }));
  });
  return calls;
}

function mountBanner(): void {
  stubShopGlobals();
  vi.stubGlobal('wpApiSettings', { root: `${location.origin}/wp-json/`, nonce: '009c1224ff', versionString: 'wp/v2/' });
  loadMarkup('coming-soon/ok.html');
  banner().querySelector('a.coming-soon-footer-banner-dismiss')!.setAttribute('data-rest-url', `${location.origin}/wp-json/wp/v2/users/1`);
  start();
}

describe('coming-soon', () => {
  it('makes the dismiss link a named, focusable button', async () => {
    mountBanner();
    await settled();
    const button = screen.getByRole('button', { name: 'Dismiss the coming soon banner' });
    expect(button).toHaveAttribute('tabindex', '0');
    expect(screen.getByRole('region', { name: 'Coming soon mode' })).toBe(banner());
  });

  it('dismissing by keyboard saves woocommerce_meta through the REST API with the nonce, then hides the banner', async () => {
    const calls = recordUsersCalls();
    mountBanner();
    await settled();
    screen.getByRole('button', { name: 'Dismiss the coming soon banner' }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(banner()).not.toBeVisible());
    expect(calls).toEqual([
      { method: 'POST', nonce: '009c1224ff', body: { woocommerce_meta: { coming_soon_banner_dismissed: 'yes' } }, url: `${location.origin}/wp-json/wp/v2/users/1?_locale=user` },
    ]);
    expect(document.querySelector('.island-growl')).toHaveTextContent('The coming soon banner is dismissed.');
  });

  it('a failure keeps the banner, says why in a growl message and names the route in the console', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    mockShop.use(http.post('*/wp-json/wp/v2/users/:id', () => HttpResponse.error()));
    mountBanner();
    await settled();
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss the coming soon banner' }));
    await waitFor(() => expect(document.querySelector('.island-growl')).toHaveTextContent('The banner could not be dismissed. You are probably offline.'));
    expect(banner()).toBeVisible();
    expect(banner()).not.toHaveAttribute('aria-busy');
    expect(logged).toHaveBeenCalledWith(expect.stringMatching(/^\[shop-islands\] coming-soon: .*users\/1.*fetch_error/));
  });

  it('props-missing: a dismiss link without its REST attributes is reported and the banner stays', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    loadMarkup('coming-soon/props-missing.html');
    const errors = collectEvents<IslandErrorDetail>('island:error');
    start();
    await settled();
    expect(errors).toEqual([expect.objectContaining({ widget: 'coming-soon', reason: 'invalid-props', issues: [expect.objectContaining({ path: ['restUrl'] }), expect.objectContaining({ path: ['restNonce'] })] })]);
    expect(banner()).toBeVisible();
  });

  it.each([
    ['props-corrupted', /data-island-props is not valid JSON/],
    ['props-invalid', /restUrl: data-rest-url must be on this site \(https:\/\/attacker\.example is not/],
  ])('%s: reported, nothing sent, the banner stays', async (fixture, message) => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const calls = recordUsersCalls();
    loadMarkup(`coming-soon/${fixture}.html`);
    start();
    await settled();
    expect(logged.mock.calls[0]?.[0]).toMatch(message);
    await userEvent.click(banner().querySelector('a.coming-soon-footer-banner-dismiss')!);
    expect(calls).toEqual([]);
    expect(banner()).toBeVisible();
  });
});
