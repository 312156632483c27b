// omnisend-identify: what is sent when the shopper types an e-mail at the checkout, and when nothing is.
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { OMNISEND_CHECKOUT_NONCE, OMNISEND_FRONT_NONCE } from '../../fixtures/handlers/marketing';
import { mockShop } from '../../fixtures/msw-server';
import { resetSentState } from './omnisend-identify';
import { expectInvalidProps, flushIslands, loadMarkup, startMounts } from '../../fixtures/test-utils';

const AJAX = '/wp-admin/admin-ajax.php';
/** Every request to admin-ajax, as method and address (path and query). */
function recordRequests(): string[] {
  const sent: string[] = [];
  mockShop.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (url.pathname === AJAX) sent.push(`${request.method} ${url.pathname}${url.search}${request.body ? ' (with a body)' : ''}`);
  });
  return sent;
}
const identify = (email: string, contact = '') =>
  `POST ${AJAX}?action=omnisend_identify&email=${encodeURIComponent(email)}&_wpnonce=${OMNISEND_FRONT_NONCE}${contact ? `&contact_id=${contact}` : ''}`;
const field = (): HTMLInputElement => document.querySelector<HTMLInputElement>('#billing_email, #email')!;

async function open(fixture: string, { checkout = false } = {}): Promise<string[]> {
  vi.stubGlobal('omnisend_woo_data', { ajax_url: `${location.origin}${AJAX}`, nonce: OMNISEND_FRONT_NONCE });
  if (checkout) vi.stubGlobal('omnisend_checkout_vars', { ajax_url: `${location.origin}${AJAX}`, nonce: OMNISEND_CHECKOUT_NONCE });
  const sent = recordRequests();
  loadMarkup(`omnisend-identify/${fixture}.html`);
  startMounts();
  await flushIslands();
  return sent;
}
/** The checkout page with its island's code not in yet: what the shopper does next comes before it starts. */
function openCheckoutBeforeIsland(): string[] {
  vi.stubGlobal('omnisend_woo_data', { ajax_url: `${location.origin}${AJAX}`, nonce: OMNISEND_FRONT_NONCE });
  vi.stubGlobal('omnisend_checkout_vars', { ajax_url: `${location.origin}${AJAX}`, nonce: OMNISEND_CHECKOUT_NONCE });
  const sent = recordRequests();
  loadMarkup('omnisend-identify/ok.html');
  startMounts();
  return sent;
}
const startedCheckout = (email: string) => `GET ${AJAX}?action=omnisend_track_started_checkout_event&email=${encodeURIComponent(email)}&_wpnonce=${OMNISEND_CHECKOUT_NONCE}`;
async function typeEmail(email: string): Promise<void> {
  await userEvent.clear(field());
  await userEvent.type(field(), email);
  await userEvent.click(document.body); // the change event
  await flushIslands();
}

beforeEach(() => {
  document.cookie = 'omnisendContactID=; path=/; max-age=-1';
  resetSentState();
});
afterEach(() => {
  mockShop.events.removeAllListeners();
  vi.unstubAllGlobals();
});

describe('omnisend-identify', () => {
  it('nothing is loaded or sent until the shopper turns to the e-mail field', async () => {
    const sent = await open('ok');
    expect(field()).toHaveAttribute('data-island-state', 'pending');
    expect(sent).toEqual([]);
  });

  it('identifies each distinct valid e-mail once, with the contact id cookie when there is one', async () => {
    const sent = await open('ok');
    await typeEmail('ada@example');
    await typeEmail('ada@example.com');
    await vi.waitFor(() => expect(sent).toEqual([identify('ada@example'), identify('ada@example.com')]));
    await userEvent.click(field());
    await userEvent.click(document.body);
    await typeEmail('not an e-mail');
    document.cookie = 'omnisendContactID=64f0c2a1b3; path=/';
    await typeEmail('grace@example.com');
    await vi.waitFor(() => expect(sent).toEqual([identify('ada@example'), identify('ada@example.com'), identify('grace@example.com', '64f0c2a1b3')]));
  });

  it('a failed identify is silent and tried again for the same e-mail', async () => {
    const error = vi.spyOn(console, 'error');
    mockShop.use(http.post(`*${AJAX}`, () => new HttpResponse('', { status: 500 }), { once: true }));
    const sent = await open('ok');
    await typeEmail('ada@example.com');
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    await userEvent.click(field()); // a focus sends it again
    await vi.waitFor(() => expect(sent).toEqual([identify('ada@example.com'), identify('ada@example.com')]));
    expect(error).not.toHaveBeenCalled();
  });

  it('the block checkout\'s e-mail field identifies too', async () => {
    const sent = await open('block-checkout');
    await typeEmail('lin@example.org');
    await vi.waitFor(() => expect(sent).toEqual([identify('lin@example.org')]));
  });

  it('a field rendered again (the checkout block re-renders) neither identifies the same e-mail again nor reports the checkout twice', async () => {
    document.cookie = 'omnisendContactID=64f0c2a1b3; path=/';
    const sent = await open('block-checkout', { checkout: true });
    await typeEmail('lin@example.org');
    await vi.waitFor(() => expect(sent).toHaveLength(3));
    const wrapper = document.querySelector('.wc-block-components-text-input')!;
    wrapper.innerHTML = '<input type="email" id="email" autocomplete="email" aria-label="Email address" value="lin@example.org">';
    await flushIslands();
    await userEvent.click(field());
    await userEvent.click(document.body);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(sent).toHaveLength(3);
  });

  it('on the checkout page, a started checkout is reported at load when the contact is known, then for a new e-mail', async () => {
    document.cookie = 'omnisendContactID=64f0c2a1b3; path=/';
    const sent = await open('ok', { checkout: true });
    await vi.waitFor(() => expect(sent).toEqual([startedCheckout('')]));
    await typeEmail('ada@example.com');
    await vi.waitFor(() => expect(sent).toEqual([startedCheckout(''), identify('ada@example.com', '64f0c2a1b3'), startedCheckout('ada@example.com')]));
  });

  it('the started checkout of a changed e-mail leaves once the identify sent on the same change is answered (never before it)', async () => {
    let isIdentifyAnswered = false;
    mockShop.use(
      http.post(`*${AJAX}`, async () => {
        await delay(200);
        isIdentifyAnswered = true;
        return undefined;
      }),
    );
    await open('ok', { checkout: true });
    const startedWhenAnswered: boolean[] = [];
    mockShop.events.on('request:start', ({ request }) => {
      if (request.url.includes('omnisend_track_started_checkout_event')) startedWhenAnswered.push(isIdentifyAnswered);
    });
    await typeEmail('ada@example.com');
    await vi.waitFor(() => expect(startedWhenAnswered).toEqual([true]));
  });

  it('an e-mail typed at the checkout before the island starts is identified first, then reported as a started checkout', async () => {
    const sent = openCheckoutBeforeIsland();
    // Typed and left while the island's code is still on its way (a slow phone, a busy page).
    field().focus();
    field().value = 'ada@example.com';
    field().dispatchEvent(new Event('change', { bubbles: true }));
    field().blur();
    await flushIslands();
    await vi.waitFor(() => expect(sent).toEqual([identify('ada@example.com'), startedCheckout('ada@example.com')]));
  });

  it('an e-mail still being typed when the island starts is identified on its change, then reported (not reported at load first)', async () => {
    const sent = openCheckoutBeforeIsland();
    // The field has the focus and the address typed, not yet left, when the island's code comes in.
    field().focus();
    field().value = 'ada@example.com';
    await flushIslands();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(sent).toEqual([]);
    field().dispatchEvent(new Event('change', { bubbles: true }));
    await vi.waitFor(() => expect(sent).toEqual([identify('ada@example.com'), startedCheckout('ada@example.com')]));
  });

  it('with the WP Consent API saying no to marketing, nothing is sent (not at load with a known contact, not on typing)', async () => {
    vi.stubGlobal('wp_has_consent', (category: string) => category !== 'marketing');
    document.cookie = 'omnisendContactID=64f0c2a1b3; path=/';
    const sent = await open('ok', { checkout: true });
    await vi.waitFor(() => expect(field()).toHaveAttribute('data-island-state', 'mounted'));
    await typeEmail('ada@example.com');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(sent).toEqual([]);
  });

  it('an explicit mount on a theme\'s own e-mail field identifies too (props-missing: none are needed)', async () => {
    vi.stubGlobal('omnisend_woo_data', { ajax_url: AJAX, nonce: OMNISEND_FRONT_NONCE });
    const sent = recordRequests();
    loadMarkup('omnisend-identify/props-missing.html');
    startMounts();
    await userEvent.type(document.querySelector('#newsletter_email')!, 'ada@example.com');
    await userEvent.click(document.body);
    await vi.waitFor(() => expect(sent).toEqual([identify('ada@example.com')]));
  });

  it.each(['props-corrupted', 'props-invalid'])('%s: one console error naming the widget', async (fixture) => {
    vi.stubGlobal('omnisend_woo_data', { ajax_url: AJAX, nonce: OMNISEND_FRONT_NONCE });
    await expectInvalidProps('omnisend-identify', fixture);
  });

  it.each([{ ajax_url: AJAX }, { ajax_url: 'http://', nonce: OMNISEND_FRONT_NONCE }])('a settings global without its nonce or with no address (%o) is a console error; the field keeps working', async (global) => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const sent = recordRequests();
    vi.stubGlobal('omnisend_woo_data', global);
    loadMarkup('omnisend-identify/ok.html');
    startMounts();
    await typeEmail('ada@example.com');
    expect(error).toHaveBeenCalledWith(expect.stringContaining('window.omnisend_woo_data must be {ajax_url, nonce} with ajax_url an address'));
    expect(field()).toHaveValue('ada@example.com');
    expect(sent).toEqual([]);
  });
});
