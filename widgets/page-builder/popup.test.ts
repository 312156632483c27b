// page-builder popups (P1): a popup document taken out of the page and shown as Pro's dialog — a native modal
// dialog named by its heading, its close button (delayed), Escape and the overlay as set, auto close, the page's
// scroll held and given back, the focus moved in after 250 ms and back after, the shows counted on open or close,
// "do not show again", Pro's events and `elementorProFrontend.modules.popup`.
import { screen } from '@testing-library/dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadMarkup } from '../../fixtures/test-utils';
import { POPUP_FOCUS_DELAY_MS, POPUP_REMOVAL_DELAY_MS } from './popup';
import { publishPopupApi } from './link-actions';
import { closePopup, registerPopup, resetPopups, showPopup } from './popups';
import { attach } from './page-builder';

const popupElement = (id: number): HTMLElement => document.querySelector(`[data-elementor-id="${id}"]`)!;

/** The fixture's popups, the newsletter one (301) with `settings`. */
function loadPopups(settings: object = { a11y_navigation: 'yes', timing: [] }): void {
  loadMarkup('page-builder/popups.html');
  popupElement(301).setAttribute('data-elementor-settings', JSON.stringify(settings));
  document.body.insertAdjacentHTML('afterbegin', '<button type="button" id="opener">Open</button>');
}

/** happy-dom has no top layer: a dialog opened modally is marked so, for the tests. */
beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  document.documentElement.removeAttribute('style');
  vi.useFakeTimers();
  HTMLDialogElement.prototype.showModal = function (this: HTMLDialogElement) {
    this.setAttribute('open', '');
    this.dataset.modal = 'true';
    // The dialog's focusing steps: it has autofocus, so it takes the focus itself.
    if (this.autofocus) this.focus();
  };
  HTMLDialogElement.prototype.show = function (this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function (this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
});
afterEach(() => {
  resetPopups();
  vi.useRealTimers();
  vi.restoreAllMocks();
  delete (window as { elementorProFrontend?: unknown }).elementorProFrontend;
});

describe('a popup document', () => {
  it('leaves the page as Pro took it out, and shows as a copy in the dialog Pro built, named by its heading', () => {
    loadPopups();
    registerPopup(popupElement(301));
    expect(popupElement(301)).toBeNull();
    showPopup({ id: '301' });
    const dialog = screen.getByRole('dialog', { name: '10 % off your first order' });
    expect(dialog).toHaveAttribute('id', 'elementor-popup-modal-301');
    expect(dialog).toHaveClass('elementor-popup-modal', 'dialog-type-lightbox');
    expect(dialog.dataset.modal).toBe('true');
    const copy = dialog.querySelector<HTMLElement>('.dialog-widget-content > .dialog-message > .elementor-301')!;
    expect(copy.style.display).toBe('block');
    expect(copy).not.toHaveAttribute('data-island-state');
    expect(screen.getByRole('button', { name: 'Close' }).parentElement).toHaveClass('dialog-widget-content');
  });

  it('the close button waits its delay; Escape and the overlay close it unless the settings say not', () => {
    loadPopups({ close_button_delay: 2, prevent_close_on_esc_key: 'yes', a11y_navigation: 'yes', timing: [] });
    registerPopup(popupElement(301));
    showPopup({ id: 301 });
    const close = document.querySelector<HTMLButtonElement>('.dialog-close-button')!;
    expect(close).not.toBeVisible();
    vi.advanceTimersByTime(2000);
    expect(close).toBeVisible();
    const dialog = screen.getByRole('dialog');
    dialog.dispatchEvent(new Event('cancel', { cancelable: true }));
    expect(dialog).toHaveAttribute('open');
    dialog.click();
    expect(dialog).not.toHaveAttribute('open');
  });

  it('closes by itself after close_automatically seconds; the copy is removed 160 ms after it closes', () => {
    loadPopups({ close_automatically: 3, timing: [] });
    registerPopup(popupElement(301));
    showPopup({ id: 301 });
    const dialog = screen.getByRole('dialog');
    vi.advanceTimersByTime(2999);
    expect(dialog).toHaveAttribute('open');
    vi.advanceTimersByTime(1);
    expect(dialog).not.toHaveAttribute('open');
    expect(dialog.isConnected).toBe(true);
    vi.advanceTimersByTime(POPUP_REMOVAL_DELAY_MS);
    expect(dialog.isConnected).toBe(false);
  });

  it("holds the page's scroll while open and gives back exactly the styles there were", () => {
    loadPopups();
    document.documentElement.style.overflow = 'clip';
    registerPopup(popupElement(302));
    showPopup({ id: 302 });
    expect(document.documentElement.style.overflow).toBe('hidden');
    expect(document.body).toHaveClass('dialog-prevent-scroll');
    closePopup({});
    expect(document.documentElement.style.overflow).toBe('clip');
    expect(document.body).not.toHaveClass('dialog-prevent-scroll');
  });

  it('moves the focus to its first control after 250 ms, and back to what had it once closed', () => {
    loadPopups();
    registerPopup(popupElement(301));
    const opener = document.getElementById('opener')!;
    opener.focus();
    showPopup({ id: 301 });
    vi.advanceTimersByTime(POPUP_FOCUS_DELAY_MS - 1);
    expect(document.activeElement).not.toBe(screen.getByRole('link', { name: 'Shop now' }));
    vi.advanceTimersByTime(1);
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Shop now' }));
    closePopup({});
    expect(document.activeElement).toBe(opener);
  });

  it('with an exit animation, stays until it has played (the entrance duration), then closes and is removed', () => {
    vi.spyOn(window, 'matchMedia').mockReturnValue({ matches: false } as MediaQueryList);
    loadPopups({ entrance_animation: 'zoomIn', exit_animation: 'fadeIn', entrance_animation_duration: { unit: 'px', size: 0.5, sizes: [] }, timing: [] });
    registerPopup(popupElement(301));
    showPopup({ id: 301 });
    const box = document.querySelector('.dialog-widget-content')!;
    expect(box).toHaveClass('animated', 'zoomIn');
    vi.advanceTimersByTime(500);
    expect(box).not.toHaveClass('zoomIn');
    closePopup({});
    expect(box).toHaveClass('fadeIn', 'reverse');
    expect(box.closest('dialog')).toHaveAttribute('open');
    vi.advanceTimersByTime(500);
    expect(document.querySelector('dialog')).toBeNull();
  });

  it('no animation when the visitor asks for reduced motion', () => {
    vi.spyOn(window, 'matchMedia').mockReturnValue({ matches: true } as MediaQueryList);
    loadPopups({ entrance_animation: 'zoomIn', exit_animation: 'fadeIn', timing: [] });
    registerPopup(popupElement(301));
    showPopup({ id: 301 });
    expect(document.querySelector('.dialog-widget-content')).not.toHaveClass('zoomIn');
    closePopup({});
    expect(document.querySelector('dialog')).not.toHaveAttribute('open');
  });
});

describe('counting, "do not show again", events and API', () => {
  it('counts a show on open in popup_<id>_times, or on close when set so', () => {
    loadPopups({ timing: { times: 'yes', times_times: 5, times_count: 'close' } });
    registerPopup(popupElement(301));
    showPopup({ id: 301 });
    const times = (): unknown => (JSON.parse(localStorage.getItem('elementor') ?? '{}') as Record<string, unknown>).popup_301_times;
    expect(times()).toBeUndefined();
    closePopup({});
    expect(times()).toBe(1);
    loadPopups();
    registerPopup(popupElement(302));
    showPopup({ id: 302 });
    expect((JSON.parse(localStorage.getItem('elementor')!) as Record<string, unknown>).popup_302_times).toBe(1);
  });

  it('a close link in the popup closes that popup; "do not show again" keeps it closed for good', () => {
    loadPopups();
    registerPopup(popupElement(301));
    showPopup({ id: 301 });
    const never = screen.getByRole('link', { name: /don’t show this again/ });
    never.addEventListener('click', (event) => closePopup({ do_not_show_again: 'yes' }, event));
    never.click();
    expect(never.closest('dialog')).not.toHaveAttribute('open');
    showPopup({ id: 301 });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(JSON.parse(localStorage.getItem('elementor')!)).toMatchObject({ popup_301_disable: true });
  });

  it("fires Pro's show and hide events on window (detail { id, instance }) and through jQuery on document ([id, instance])", () => {
    loadPopups();
    const triggered: unknown[][] = [];
    vi.stubGlobal('jQuery', (target: unknown) => ({ trigger: (name: string, parameters: unknown[]) => triggered.push([target, name, ...parameters]) }));
    const shown = vi.fn();
    window.addEventListener('elementor/popup/show', (event) => shown((event as CustomEvent).detail));
    registerPopup(popupElement(302));
    showPopup({ id: 302 });
    expect(shown).toHaveBeenCalledWith(expect.objectContaining({ id: 302 }));
    closePopup({});
    expect(triggered.map(([target, name, id]) => [target, name, id])).toEqual([
      [document, 'elementor/popup/show', 302],
      [document, 'elementor/popup/hide', 302],
    ]);
    vi.unstubAllGlobals();
  });

  it('publishes elementorProFrontend.modules.popup: showPopup with toggle, closePopup, popupPopped', async () => {
    loadPopups();
    // The page builder publishes it as it starts (with the link actions), before any popup registers.
    publishPopupApi();
    registerPopup(popupElement(302));
    const api = (window as unknown as { elementorProFrontend: { modules: { popup: { showPopup: typeof showPopup; popupPopped: boolean } } } }).elementorProFrontend.modules.popup;
    expect(api.popupPopped).toBe(false);
    api.showPopup({ id: '302', toggle: true });
    await vi.dynamicImportSettled();
    expect(screen.getByRole('dialog', { name: 'Size guide' })).toBeInTheDocument();
    expect(api.popupPopped).toBe(true);
    api.showPopup({ id: '302', toggle: true });
    await vi.dynamicImportSettled();
    // Its exit animation plays (0.4 s), then it closes.
    vi.advanceTimersByTime(400);
    expect(document.getElementById('elementor-popup-modal-302')).toBeNull();
  });

  it('opens on a click on its open selector, whatever its conditions', () => {
    loadPopups();
    document.body.insertAdjacentHTML('beforeend', '<a href="#" class="demo-open-bar"><span>Offer</span></a>');
    registerPopup(popupElement(303));
    document.querySelector('.demo-open-bar span')!.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    const bar = document.getElementById('elementor-popup-modal-303')!;
    expect(bar).toHaveAttribute('open');
    expect(bar).toHaveClass('demo-promo-bar');
  });

  it('a click on its open selector made as the page builder starts, before the popups\' code has come, opens it once that code is here', async () => {
    loadPopups();
    // A selector of its own: an earlier test's popup still listens for the fixture's.
    popupElement(303).setAttribute('data-elementor-settings', JSON.stringify({ open_selector: '.early-open', timing: [] }));
    document.body.insertAdjacentHTML('beforeend', '<div class="elementor elementor-90" data-elementor-type="wp-page" data-elementor-id="90"><a href="#" class="early-open"><span>Offer</span></a></div>');
    // The page's own document starts first; the popup documents' turns have not come when the shopper clicks.
    attach(document.querySelector<HTMLElement>('[data-elementor-id="90"]')!);
    document.querySelector('.early-open span')!.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    expect(document.getElementById('elementor-popup-modal-303')).toBeNull();
    await vi.dynamicImportSettled();
    expect(document.getElementById('elementor-popup-modal-303')).toHaveAttribute('open');
    // Every popup document was taken over as the code came; the early click opened only the one it was for.
    expect([...document.querySelectorAll('[data-elementor-type="popup"]')].filter((popup) => !popup.closest('dialog'))).toEqual([]);
    expect(document.querySelectorAll('dialog')).toHaveLength(1);
    // Opened once: that early click is not kept for later.
    closePopup({});
    vi.advanceTimersByTime(POPUP_REMOVAL_DELAY_MS);
    document.body.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    expect(document.getElementById('elementor-popup-modal-303')).toBeNull();
  });

  it('settings that are not JSON: said in the console; the popup still opens by a link', () => {
    loadPopups();
    popupElement(302).setAttribute('data-elementor-settings', '{"prevent_scroll":');
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    registerPopup(popupElement(302));
    expect(error).toHaveBeenCalledWith(expect.stringContaining('popup 302: its data-elementor-settings is not a JSON object'));
    showPopup({ id: 302 });
    expect(screen.getByRole('dialog', { name: 'Size guide' })).toBeInTheDocument();
  });

  it('a trigger opens it when its conditions pass, once: shown by a link first, its triggers are disarmed', () => {
    loadPopups({ triggers: { page_load: 'yes', page_load_delay: 1, exit_intent: 'yes' }, timing: { sources: 'yes', sources_sources: ['external'] } });
    registerPopup(popupElement(301));
    vi.advanceTimersByTime(1000);
    expect(screen.getByRole('dialog', { name: '10 % off your first order' })).toBeInTheDocument();
    closePopup({});
    vi.advanceTimersByTime(POPUP_REMOVAL_DELAY_MS);
    document.dispatchEvent(new MouseEvent('mouseout', { clientY: -1 }));
    expect(document.getElementById('elementor-popup-modal-301')).toBeNull();

    resetPopups();
    loadPopups({ triggers: { exit_intent: 'yes' }, timing: [] });
    registerPopup(popupElement(301));
    showPopup({ id: 301 });
    closePopup({});
    vi.advanceTimersByTime(POPUP_REMOVAL_DELAY_MS);
    document.dispatchEvent(new MouseEvent('mouseout', { clientY: -1 }));
    expect(document.getElementById('elementor-popup-modal-301')).toBeNull();
  });

  it('a close link outside any popup closes nothing (and disables nothing); inside one, only that one', () => {
    loadPopups();
    registerPopup(popupElement(301));
    registerPopup(popupElement(302));
    showPopup({ id: 301 });
    showPopup({ id: 302 });
    const outside = document.getElementById('opener')!;
    outside.addEventListener('click', (event) => closePopup({ do_not_show_again: 'yes' }, event));
    outside.click();
    expect(document.getElementById('elementor-popup-modal-301')).toHaveAttribute('open');
    expect(document.getElementById('elementor-popup-modal-302')).toHaveAttribute('open');
    const later = screen.getByRole('link', { name: 'Maybe later' });
    later.addEventListener('click', (event) => closePopup({}, event));
    later.click();
    expect(document.getElementById('elementor-popup-modal-301')).not.toHaveAttribute('open');
    expect(document.getElementById('elementor-popup-modal-302')).toHaveAttribute('open');
    expect(localStorage.getItem('elementor') ?? '').not.toContain('disable');
  });

  it('Escape with prevent_close_on_esc_key is refused at the key; a dialog the browser closes anyway is hidden properly (events, scroll)', () => {
    loadPopups({ prevent_close_on_esc_key: 'yes', prevent_scroll: 'yes', timing: [] });
    registerPopup(popupElement(301));
    const hidden = vi.fn();
    window.addEventListener('elementor/popup/hide', hidden);
    showPopup({ id: 301 });
    const dialog = screen.getByRole('dialog') as HTMLDialogElement;
    const escape = new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true });
    dialog.dispatchEvent(escape);
    expect(escape.defaultPrevented).toBe(true);
    expect(dialog).toHaveAttribute('open');
    dialog.close();
    dialog.dispatchEvent(new Event('close'));
    expect(hidden).toHaveBeenCalledTimes(1);
    expect(document.documentElement.style.overflow).toBe('');
    showPopup({ id: 301 });
    expect(document.querySelectorAll('#elementor-popup-modal-301[open]')).toHaveLength(1);
  });

  it('two popups holding the scroll, closed in either order: the page gets its scroll back only when both have closed', () => {
    loadPopups({ prevent_scroll: 'yes', timing: [] });
    registerPopup(popupElement(301));
    registerPopup(popupElement(302));
    showPopup({ id: 301 });
    showPopup({ id: 302 });
    screen.getByRole('link', { name: 'Maybe later' }).addEventListener('click', (event) => closePopup({}, event));
    screen.getByRole('link', { name: 'Maybe later' }).click();
    expect(document.documentElement.style.overflow).toBe('hidden');
    expect(document.body).toHaveClass('dialog-prevent-scroll');
    closePopup({});
    expect(document.documentElement.style.overflow).toBe('');
    expect(document.body).not.toHaveClass('dialog-prevent-scroll');
  });

  it('a trigger opens it only when its conditions pass, and "avoid multiple popups" keeps it shut once another showed', () => {
    loadPopups({ avoid_multiple_popups: 'yes', triggers: { page_load: 'yes', page_load_delay: 1 }, timing: [] });
    registerPopup(popupElement(302));
    registerPopup(popupElement(301));
    showPopup({ id: 302 });
    closePopup({});
    vi.advanceTimersByTime(1000);
    expect(document.getElementById('elementor-popup-modal-301')).toBeNull();

    resetPopups();
    loadPopups({ triggers: { page_load: 'yes', page_load_delay: 1 }, timing: { devices: 'yes', devices_devices: ['mobile'] } });
    registerPopup(popupElement(301));
    vi.advanceTimersByTime(1000);
    expect(document.getElementById('elementor-popup-modal-301')).toBeNull();
  });
});
