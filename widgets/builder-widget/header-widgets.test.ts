// builder-widget: ElementsKit's header — nav menu (off-canvas, sub-menus, click mode, mega menu content),
// search popup and off-canvas sidebar — and its MailChimp form, against the mock shop's REST routes.
import userEvent from '@testing-library/user-event';
import { screen, waitFor, within } from '@testing-library/dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { flushIslands, loadMarkup, startMounts } from '../../fixtures/test-utils';
import { mockShop } from '../../fixtures/msw-server';
import { EKIT_NONCE } from '../../fixtures/handlers/mega-menus';
import { PAGE_REST_NONCE } from '../../fixtures/handlers/rest';
import { MEGA_MENU_FAILED } from './nav-menu';

const widget = (id: string): HTMLElement => document.querySelector(`[data-id="${id}"]`)!;
const REST_URL = `${location.origin}/wp-json/elementskit/v1/`;

/** The layout width ElementsKit compares with its breakpoint (jsdom lays nothing out: 0 unless set). */
function setPageWidth(width: number): void {
  Object.defineProperty(document.documentElement, 'clientWidth', { configurable: true, get: () => width });
}
afterEach(() => setPageWidth(0));

/** The demo's `shop_faults` for the mock's routes (the DOM's fetch sends no cookies: a test header instead). */
let faults = '';
beforeEach(() => {
  faults = '';
  const original = globalThis.fetch;
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init: RequestInit = {}) => {
    const headers = new Headers(init.headers ?? (input instanceof Request ? input.headers : undefined));
    if (faults) headers.set('x-shop-fault', faults);
    return original(input, { ...init, headers });
  });
});

function open(fixture: 'header' | 'forms'): void {
  vi.stubGlobal('elementskit', { resturl: REST_URL });
  vi.stubGlobal('ekit_config', { ajaxurl: `${location.origin}/wp-admin/admin-ajax.php`, nonce: EKIT_NONCE });
  loadMarkup(`builder-widget/${fixture}.html`);
  for (const form of document.querySelectorAll<HTMLElement>('[data-nonce]')) form.dataset.nonce = PAGE_REST_NONCE;
  startMounts();
}

const hamburger = (id: string) => within(widget(id)).getByRole('button', { name: 'hamburger-icon' });
const menuPanel = (id: string) => widget(id).querySelector<HTMLElement>('.elementskit-menu-container')!;
const mounted = (id: string) => waitFor(() => expect(widget(id)).toHaveAttribute('data-island-state', 'mounted'));

describe('nav menu at scan', () => {
  it.each([
    ['header', '4dd2638', 'Holdout builder menu'],
    ['forms', '7c1e0b2', 'Holdout help menu'],
  ] as const)('names its unnamed <nav> by its WordPress menu, so two menus on a page are told apart (%s)', (fixture, id, name) => {
    open(fixture);
    expect(screen.getByRole('navigation', { name })).toBe(widget(id).querySelector('nav'));
  });
});

describe('nav menu: the off-canvas menu at or below its breakpoint', () => {
  it('the hamburger opens the panel and its overlay (its first press answered), the focus goes in; X closes it back on the hamburger', async () => {
    open('header');
    const user = userEvent.setup();
    await user.click(hamburger('4dd2638'));
    await waitFor(() => expect(menuPanel('4dd2638')).toHaveClass('active'));
    expect(widget('4dd2638').querySelector('.elementskit-menu-overlay')).toHaveClass('active');
    expect(hamburger('4dd2638')).toHaveAttribute('aria-expanded', 'true');
    expect(hamburger('4dd2638')).toHaveAttribute('aria-controls', 'ekit-megamenu-holdout-builder-menu');
    expect(menuPanel('4dd2638').contains(document.activeElement)).toBe(true);
    await user.click(within(widget('4dd2638')).getByRole('button', { name: 'X' }));
    expect(menuPanel('4dd2638')).not.toHaveClass('active');
    expect(hamburger('4dd2638')).toHaveAttribute('aria-expanded', 'false');
    expect(hamburger('4dd2638')).toHaveFocus();
  });

  it('the overlay closes it; Escape closes it back on the hamburger; widening past the breakpoint closes it', async () => {
    open('header');
    const user = userEvent.setup();
    await user.click(hamburger('4dd2638'));
    await mounted('4dd2638');
    await user.click(widget('4dd2638').querySelector('.elementskit-menu-overlay')!);
    expect(menuPanel('4dd2638')).not.toHaveClass('active');
    await user.click(hamburger('4dd2638'));
    await user.keyboard('{Escape}');
    expect(menuPanel('4dd2638')).not.toHaveClass('active');
    expect(hamburger('4dd2638')).toHaveFocus();
    await user.click(hamburger('4dd2638'));
    setPageWidth(1280);
    window.dispatchEvent(new Event('resize'));
    expect(menuPanel('4dd2638')).not.toHaveClass('active');
  });

  it('"submenu-click-on-icon": the indicator opens the sub-menu; the link text is followed; from the keyboard the first Enter opens, the second follows', async () => {
    open('header');
    const user = userEvent.setup();
    await user.click(hamburger('4dd2638'));
    await mounted('4dd2638');
    const shop = within(menuPanel('4dd2638')).getByRole('link', { name: 'Shop' });
    const dropdown = shop.nextElementSibling!;
    expect(shop).toHaveAttribute('aria-expanded', 'false');
    const followed: boolean[] = [];
    document.addEventListener('click', (event) => followed.push(!event.defaultPrevented));
    await user.click(shop.querySelector('.elementskit-submenu-indicator')!);
    expect(dropdown).toHaveClass('elementskit-dropdown-open');
    expect(shop).toHaveAttribute('aria-expanded', 'true');
    await user.click(shop.querySelector('.elementskit-submenu-indicator')!);
    expect(dropdown).not.toHaveClass('elementskit-dropdown-open');
    shop.focus();
    await user.keyboard('{Enter}');
    expect(dropdown).toHaveClass('elementskit-dropdown-open');
    await user.keyboard('{Enter}');
    expect(followed.slice(-2)).toEqual([false, true]);
    // Escape in the open sub-menu closes it back on its link.
    within(dropdown as HTMLElement).getByRole('link', { name: 'Holdout Simple Tee' }).focus();
    await user.keyboard('{Escape}');
    expect(dropdown).not.toHaveClass('elementskit-dropdown-open');
    expect(shop).toHaveFocus();
    expect(menuPanel('4dd2638')).toHaveClass('active');
  });

  it('Tab goes round inside the open panel', async () => {
    open('header');
    const user = userEvent.setup();
    await user.click(hamburger('4dd2638'));
    await mounted('4dd2638');
    // jsdom lays nothing out, so every control counts as shown.
    vi.spyOn(HTMLElement.prototype, 'getClientRects').mockReturnValue([{}] as unknown as DOMRectList);
    within(widget('4dd2638')).getByRole('button', { name: 'X' }).focus();
    await user.tab();
    expect(within(menuPanel('4dd2638')).getByRole('link', { name: 'Home' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(within(widget('4dd2638')).getByRole('button', { name: 'X' })).toHaveFocus();
  });

  it('"submenu-click-on-" (text): the whole parent link opens its sub-menu; an anchor link closes the panel 300 ms later', async () => {
    open('forms');
    setPageWidth(375);
    const user = userEvent.setup();
    await user.click(hamburger('7c1e0b2'));
    await mounted('7c1e0b2');
    const guides = within(menuPanel('7c1e0b2')).getByRole('link', { name: 'Guides' });
    await user.click(guides);
    expect(guides.nextElementSibling).toHaveClass('elementskit-dropdown-open');
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await user.click(within(menuPanel('7c1e0b2')).getByRole('link', { name: 'Sizing' }));
    expect(menuPanel('7c1e0b2')).toHaveClass('active');
    vi.advanceTimersByTime(300);
    expect(menuPanel('7c1e0b2')).not.toHaveClass('active');
    vi.useRealTimers();
  });
});

describe('nav menu: click mode above the breakpoint', () => {
  it('a parent link opens its dropdown (never followed), one at a time; a press elsewhere, Escape or a narrower window closes it', async () => {
    open('forms');
    setPageWidth(1280);
    const user = userEvent.setup();
    const guides = within(menuPanel('7c1e0b2')).getByRole('link', { name: 'Guides' });
    const orders = within(menuPanel('7c1e0b2')).getByRole('link', { name: 'Orders' });
    const followed: boolean[] = [];
    document.addEventListener('click', (event) => event.target instanceof Element && event.target.closest('.elementskit-dropdown-has > a') && followed.push(!event.defaultPrevented));
    await user.click(guides);
    await mounted('7c1e0b2');
    await waitFor(() => expect(guides.nextElementSibling).toHaveClass('ekit-dropdown-open-onclick'));
    expect(guides).toHaveAttribute('aria-expanded', 'true');
    expect(followed).not.toContain(true);
    await user.click(orders);
    expect(guides.nextElementSibling).not.toHaveClass('ekit-dropdown-open-onclick');
    expect(orders.nextElementSibling).toHaveClass('ekit-dropdown-open-onclick');
    await user.click(document.body);
    expect(orders.nextElementSibling).not.toHaveClass('ekit-dropdown-open-onclick');
    expect(orders).toHaveAttribute('aria-expanded', 'false');
    await user.click(orders);
    within(orders.nextElementSibling as HTMLElement).getByRole('link', { name: 'Returns' }).focus();
    await user.keyboard('{Escape}');
    expect(orders.nextElementSibling).not.toHaveClass('ekit-dropdown-open-onclick');
    expect(orders).toHaveFocus();
    await user.click(orders);
    setPageWidth(600);
    window.dispatchEvent(new Event('resize'));
    expect(orders.nextElementSibling).not.toHaveClass('ekit-dropdown-open-onclick');
  });

  it("a sticky header that sticks or comes loose closes the open dropdown only when the menu moved with it (a header at the top sticks where it stands as its code starts)", async () => {
    open('forms');
    setPageWidth(1280);
    const user = userEvent.setup();
    const guides = within(menuPanel('7c1e0b2')).getByRole('link', { name: 'Guides' });
    await user.click(guides);
    await mounted('7c1e0b2');
    await waitFor(() => expect(guides).toHaveAttribute('aria-expanded', 'true'));
    // The sticky code starts at idle time and the header sticks in place: the shopper's dropdown stays open.
    window.dispatchEvent(new CustomEvent('sticky:stick'));
    expect(guides.nextElementSibling).toHaveClass('ekit-dropdown-open-onclick');
    expect(guides).toHaveAttribute('aria-expanded', 'true');
    // The page scrolled and the header came loose: the menu is elsewhere, the dropdown closes, as ElementsKit's did.
    const menu = menuPanel('7c1e0b2').querySelector('.elementskit-navbar-nav')!;
    vi.spyOn(menu, 'getBoundingClientRect').mockReturnValue(DOMRect.fromRect({ x: 0, y: 140, width: 900, height: 60 }));
    window.dispatchEvent(new CustomEvent('sticky:unstick'));
    expect(guides.nextElementSibling).not.toHaveClass('ekit-dropdown-open-onclick');
    expect(guides).toHaveAttribute('aria-expanded', 'false');
  });

  it('hover mode above the breakpoint: the parent links stay plain links (no aria-expanded), as their dropdowns open on hover', async () => {
    open('header');
    setPageWidth(1280);
    widget('4dd2638').dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    await flushIslands();
    expect(within(menuPanel('4dd2638')).getByRole('link', { name: 'Shop' })).not.toHaveAttribute('aria-expanded');
  });
});

describe('nav menu: mega menu content (W12)', () => {
  // The pointer passing over the menu starts the widget (jsdom has no :hover for the hover that did): started first here.
  async function startWidget(): Promise<void> {
    widget('4dd2638').dispatchEvent(new PointerEvent('pointerover', { bubbles: true }));
    await mounted('4dd2638');
  }

  it('loads once on the first hover, with a spinner meanwhile; the content starts: its builder widget runs and its add-to-cart button is an island', async () => {
    open('header');
    setPageWidth(1280);
    const requests: string[] = [];
    mockShop.events.on('request:start', ({ request }) => void (request.url.includes('megamenu') && requests.push(request.url)));
    faults = 'megamenu=slow:300';
    const item = widget('4dd2638').querySelector<HTMLElement>('.elementskit-megamenu-has')!;
    const user = userEvent.setup();
    await startWidget();
    await user.hover(item);
    await waitFor(() => expect(item.querySelector('.ekit-spinner')).not.toBeNull());
    expect(item).toHaveClass('ekit-ajax-loading');
    await waitFor(() => expect(within(item).getByRole('heading', { name: 'New this week' })).toBeInTheDocument());
    expect(item.querySelector('.ekit-spinner')).toBeNull();
    expect(item.querySelector('.elementskit-submenu-indicator.icon-down-arrow1')).not.toBeNull();
    expect(item).not.toHaveClass('ekit-ajax-loading');
    await user.unhover(item);
    await user.hover(item);
    expect(requests).toEqual([`${REST_URL}megamenu/megamenu_content?id=130`]);
    // The inserted content's widgets are found like any markup's.
    await waitFor(() => expect(item.querySelector('[data-widget_type="alert.default"]')).toHaveAttribute('data-island-state'));
    expect(item.querySelector('a.add_to_cart_button')).toHaveAttribute('data-island-state');
  });

  it('a failure says so in the panel, keeps the link, and the next hover tries again', async () => {
    open('header');
    setPageWidth(1280);
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    faults = 'megamenu=500';
    const item = widget('4dd2638').querySelector<HTMLElement>('.elementskit-megamenu-has')!;
    const user = userEvent.setup();
    await startWidget();
    await user.hover(item);
    await waitFor(() => expect(within(item).getByRole('alert')).toHaveTextContent(MEGA_MENU_FAILED));
    expect(logged.mock.calls[0]?.[0]).toMatch(/^\[shop-islands\] ekit-nav-menu: the mega menu content 130 could not be loaded — megamenu_content/);
    expect(within(item).getByRole('link', { name: 'Collections' })).toHaveAttribute('href', '{{origin}}/shop/');
    expect(item.querySelector('.ekit-spinner')).toBeNull();
    faults = '';
    await user.unhover(item);
    await user.hover(item);
    await waitFor(() => expect(within(item).getByRole('heading', { name: 'New this week' })).toBeInTheDocument());
    expect(within(item).queryByRole('alert', { name: /could not/ })).toBeNull();
  });

  it('without window.elementskit: one console error naming it, and no request', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    loadMarkup('builder-widget/header.html');
    startMounts();
    setPageWidth(1280);
    const item = widget('4dd2638').querySelector<HTMLElement>('.elementskit-megamenu-has')!;
    await startWidget();
    await userEvent.hover(item);
    await waitFor(() => expect(logged).toHaveBeenCalledWith('[shop-islands] ekit-nav-menu: window.elementskit.resturl is missing; its REST calls cannot be made'));
    expect(item.querySelector('.megamenu-ajax-load')).not.toBeNull();
  });
});

describe('header search', () => {
  it("opens the search panel in Magnific Popup's markup, focus in the field and the page held still; Escape puts it all back", async () => {
    open('header');
    const user = userEvent.setup();
    const opener = widget('11dc7cc').querySelector<HTMLAnchorElement>('.ekit_navsearch-button')!;
    const panel = document.getElementById('ekit_modal-popup-11dc7cc')!;
    await user.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Search...' });
    expect(dialog).toHaveClass('mfp-wrap', 'my-mfp-slide-bottom', 'ekit-promo-popup', 'ekit-popup-11dc7cc');
    expect(document.body.firstElementChild).toHaveClass('mfp-bg', 'ekit-popup-11dc7cc');
    expect(dialog.querySelector('.mfp-content')!.firstElementChild).toBe(panel);
    expect(panel).not.toHaveClass('mfp-hide');
    expect(within(dialog).getByRole('searchbox')).toHaveFocus();
    expect(document.documentElement.style.overflow).toBe('hidden');
    expect(opener).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(dialog).toHaveClass('mfp-ready'));
    await user.keyboard('linen');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.querySelector('.mfp-bg')).toBeNull();
    expect(panel.parentElement).toBe(widget('11dc7cc').querySelector('.ekit-wid-con'));
    expect(panel).toHaveClass('mfp-hide');
    expect(document.documentElement.style.overflow).toBe('');
    expect(opener).toHaveFocus();
    expect(opener).toHaveAttribute('aria-expanded', 'false');
    expect(panel.querySelector('input')).toHaveValue('linen');
  });

  it('the close button and a press on the dimmed page close it; a press in the panel does not', async () => {
    open('header');
    const user = userEvent.setup();
    const opener = widget('11dc7cc').querySelector<HTMLAnchorElement>('.ekit_navsearch-button')!;
    await user.click(opener);
    let dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('searchbox'));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Close (Esc)' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(opener);
    dialog = await screen.findByRole('dialog');
    await user.click(dialog.querySelector('.mfp-container')!);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('off-canvas sidebar', () => {
  it('opens as a modal dialog (focus in, page held still, Tab kept inside); Escape, the close link and the overlay close it, back on its button', async () => {
    open('header');
    const user = userEvent.setup();
    const opener = widget('a5d0a09').querySelector<HTMLAnchorElement>('.ekit_offcanvas-sidebar')!;
    const group = widget('a5d0a09').querySelector('.ekit-sidebar-group')!;
    document.documentElement.style.overflow = 'clip';
    await user.click(opener);
    await waitFor(() => expect(group).toHaveClass('ekit_isActive'));
    const dialog = screen.getByRole('dialog', { name: 'offcanvas-menu' });
    expect(opener).toHaveAttribute('aria-expanded', 'true');
    expect(opener).toHaveAttribute('aria-controls', dialog.id);
    expect(within(dialog).getByRole('link', { name: 'close-icon' })).toHaveFocus();
    expect(document.documentElement.style.overflow).toBe('hidden');
    vi.spyOn(HTMLElement.prototype, 'getClientRects').mockReturnValue([{}] as unknown as DOMRectList);
    within(dialog).getByRole('link', { name: 'What customers say' }).focus();
    await user.tab();
    expect(within(dialog).getByRole('link', { name: 'close-icon' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(group).not.toHaveClass('ekit_isActive');
    expect(opener).toHaveFocus();
    // Given back exactly as it was.
    expect(document.documentElement.style.overflow).toBe('clip');
    await user.click(opener);
    await user.click(within(dialog).getByRole('link', { name: 'close-icon' }));
    expect(group).not.toHaveClass('ekit_isActive');
    await user.click(opener);
    await user.click(group.querySelector('.ekit-overlay')!);
    expect(group).not.toHaveClass('ekit_isActive');
    document.documentElement.style.overflow = '';
  });
});

describe('MailChimp newsletter (W14)', () => {
  async function subscribe(email: string): Promise<HTMLElement> {
    open('forms');
    const user = userEvent.setup();
    const field = screen.getByPlaceholderText('Your email address');
    await user.click(field);
    await user.type(field, email);
    await user.click(screen.getByRole('button', { name: 'submit' }));
    return widget('5e0c9a1').querySelector<HTMLElement>('.ekit-mail-message')!;
  }

  it('sends the form as ElementsKit did (GET, list id, fields, the form nonce) and shows the success message', async () => {
    const requests: Request[] = [];
    mockShop.events.on('request:start', ({ request }) => void (request.url.includes('mailchimp') && requests.push(request.clone())));
    const message = await subscribe('ana@example.com');
    await waitFor(() => expect(message).toHaveTextContent('Thank you, you are subscribed!'));
    expect(message).toHaveClass('success');
    expect(message).toHaveAttribute('role', 'status');
    expect(message.style.display).toBe('block');
    expect(requests).toHaveLength(1);
    const url = new URL(requests[0]!.url);
    expect(requests[0]!.method).toBe('GET');
    expect(url.pathname).toBe('/wp-json/elementskit/v1/widget/mailchimp/sendmail/');
    expect([...url.searchParams]).toEqual([['listed', 'd4e5f6a7b8'], ['double_opt_in', 'no'], ['email', 'ana@example.com']]);
    expect(requests[0]!.headers.get('x-wp-nonce')).toBe(PAGE_REST_NONCE);
  });

  it.each([
    ['pending@example.com', 'Almost there: please confirm the address in the email we sent you.', 'success'],
    ['taken@example.com', 'Found error : taken@example.com is already a list member. Use PUT to insert or update list members.', 'error'],
    ['former@example.com', 'This address unsubscribed before; it can only join again through the signup form Mailchimp sends.', 'error'],
  ])('%s: %s', async (email, text, style) => {
    const message = await subscribe(email);
    await waitFor(() => expect(message).toHaveTextContent(text));
    expect(message).toHaveClass(style);
    expect(screen.getByPlaceholderText('Your email address')).toHaveValue(email);
  });

  it('offline: says so, keeps what was typed; a second submit while one is on its way sends nothing more', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    faults = 'mailchimp=slow:300';
    const requests: string[] = [];
    mockShop.events.on('request:start', ({ request }) => void (request.url.includes('mailchimp') && requests.push(request.url)));
    const message = await subscribe('bo@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'submit' }));
    await waitFor(() => expect(message).toHaveTextContent('Thank you, you are subscribed!'));
    expect(requests).toHaveLength(1);
    faults = 'mailchimp=offline';
    await userEvent.click(screen.getByRole('button', { name: 'submit' }));
    await waitFor(() => expect(message).toHaveTextContent('You are probably offline.'));
    expect(message).toHaveClass('error');
    expect(message).not.toHaveClass('success');
    expect(logged.mock.calls[0]?.[0]).toMatch(/^\[shop-islands\] elementskit-mail-chimp: the subscription was not sent — /);
    expect(screen.getByPlaceholderText('Your email address')).toHaveValue('bo@example.com');
  });
});

describe('widget areas loaded by ajax (W22)', () => {
  const tab = (name: string) => within(widget('t3c')).getByRole('tab', { name });

  it("the open tab's template loads as the widget comes into view, another's when it is first shown, each once", async () => {
    const sent: URLSearchParams[] = [];
    mockShop.events.on('request:start', async ({ request }) => void (request.url.includes('admin-ajax') && sent.push(new URLSearchParams(await request.clone().text()))));
    open('forms');
    widget('t3c').dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    await waitFor(() => expect(within(widget('t3c')).getByRole('heading', { name: 'Fabric care' })).toBeInTheDocument());
    expect(widget('t3c').querySelector('[data-ajax-post-id="140"]')).toHaveClass('is--loaded');
    const user = userEvent.setup();
    await user.click(tab('Returns'));
    await waitFor(() => expect(widget('t3c')).toHaveTextContent('Send it back within 30 days'));
    await user.click(tab('Care'));
    await user.click(tab('Returns'));
    await flushIslands();
    expect(sent.map((fields) => [...fields])).toEqual([
      [['action', 'ekit_widgetarea_content'], ['nonce', EKIT_NONCE], ['post_id', '140']],
      [['action', 'ekit_widgetarea_content'], ['nonce', EKIT_NONCE], ['post_id', '141']],
    ]);
  });

  it('a failure is not shown: one console error, the panel stays empty, and the next showing tries again', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    faults = 'ekit_widgetarea_content=500';
    open('forms');
    widget('t3c').dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    await waitFor(() => expect(logged).toHaveBeenCalledWith('[shop-islands] builder-widget: the widget area 140 could not be loaded — ekit_widgetarea_content: HTTP 500'));
    expect(widget('t3c').querySelector('[data-ajax-post-id="140"]')).toBeEmptyDOMElement();
    faults = '';
    const user = userEvent.setup();
    await user.click(tab('Returns'));
    await user.click(tab('Care'));
    await waitFor(() => expect(within(widget('t3c')).getByRole('heading', { name: 'Fabric care' })).toBeInTheDocument());
  });

  it('without ekit_config: one console error naming it, nothing sent', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    open('forms');
    vi.stubGlobal('ekit_config', undefined);
    widget('t3c').dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    await waitFor(() => expect(logged).toHaveBeenCalledWith('[shop-islands] builder-widget: window.ekit_config is missing; widget areas loaded by ajax stay empty'));
    expect(widget('t3c').querySelector('[data-ajax-post-id="140"]')).toBeEmptyDOMElement();
  });
});

