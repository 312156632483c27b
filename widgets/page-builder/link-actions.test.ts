// page-builder: Elementor's link actions (P4) — the address read as Elementor's PHP writes it, a click running the
// action instead of following the link, a tampered link doing nothing and saying so, an action in the address at
// load run only when an element of the page offers it, popups opened and closed, the off-canvas event.
import { waitFor } from '@testing-library/dom';
import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { actionHash } from '../../fixtures/builder-popups-page';
import { loadMarkup } from '../../fixtures/test-utils';
import { readLinkAction, runLinkAction, startLinkActions } from './link-actions';
import { resetPopups } from './popups';

let stop: () => void = () => {};

beforeEach(() => {
  localStorage.clear();
  HTMLDialogElement.prototype.showModal = function (this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function (this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
});
afterEach(() => {
  stop();
  resetPopups();
  history.replaceState(null, '', location.pathname);
  vi.restoreAllMocks();
});

describe('reading an action address', () => {
  it('reads what Elementor writes (rawurlencoded) and a plain one, settings from base64 JSON', () => {
    expect(readLinkAction(actionHash('popup:open', { id: '302', toggle: true }))).toEqual({ name: 'popup:open', settings: { id: '302', toggle: true } });
    expect(readLinkAction(`#elementor-action:action=lightbox&settings=${btoa('{"id":12,"url":"https://shop.example/a.jpg"}')}`)).toEqual({ name: 'lightbox', settings: { id: 12, url: 'https://shop.example/a.jpg' } });
  });

  it('any settings object survives the round trip through the address', () => {
    fc.assert(fc.property(fc.dictionary(fc.string({ minLength: 1 }).filter((key) => key !== '__proto__'), fc.oneof(fc.string(), fc.integer(), fc.boolean())), (settings) => {
      const ascii = JSON.parse(JSON.stringify(settings).replace(/[\u007f-\uffff]/g, (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`)) as object;
      expect(readLinkAction(actionHash('popup:open', ascii))?.settings).toEqual(ascii);
    }));
  });

  it('a tampered or cut settings part does nothing and says so', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(readLinkAction('#elementor-action%3Aaction%3Dpopup%3Aopen%26settings%3DeyJpZCI6Ij%3D%3D')).toBeNull();
    expect(readLinkAction('#elementor-action:action=lightbox&settings=%%%')).toBeNull();
    expect(error).toHaveBeenCalledTimes(2);
    expect(error.mock.calls[0]![0]).toContain('link action "popup:open": its settings are not base64-encoded JSON');
  });
});

describe('action links', () => {
  it('a click runs the action instead of following the link; an unknown action is said in the console', async () => {
    loadMarkup('page-builder/popups.html');
    document.body.insertAdjacentHTML('afterbegin', `<a id="size" href="${actionHash('popup:open', { id: '302', toggle: false })}">Size guide</a><a id="odd" href="${actionHash('teleport', {})}">Odd</a>`);
    stop = startLinkActions();
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    document.getElementById('size')!.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    await waitFor(() => expect(document.getElementById('elementor-popup-modal-302')).toHaveAttribute('open'));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    document.getElementById('odd')!.click();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('link action "teleport" is not one the bundle knows'));
  });

  it("a close link closes the popup it is in; with do_not_show_again it never opens again", async () => {
    loadMarkup('page-builder/popups.html');
    stop = startLinkActions();
    runLinkAction(actionHash('popup:open', { id: '301' }));
    await waitFor(() => expect(document.getElementById('elementor-popup-modal-301')).toHaveAttribute('open'));
    document.querySelector<HTMLAnchorElement>('.demo-popup-never')!.click();
    await waitFor(() => expect(document.getElementById('elementor-popup-modal-301')).not.toHaveAttribute('open'));
    runLinkAction(actionHash('popup:open', { id: '301' }));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(document.querySelector('#elementor-popup-modal-301[open]')).toBeNull();
  });

  it("off-canvas actions send Pro's off-canvas event with the panel's id and the display mode", () => {
    const seen: unknown[] = [];
    window.addEventListener('elementor-pro/off-canvas/toggle-display-mode', (event) => seen.push((event as CustomEvent).detail));
    for (const mode of ['open', 'close', 'toggle']) runLinkAction(actionHash(`off_canvas:${mode}`, { id: 'oc91a', displayMode: mode }));
    expect(seen).toEqual([expect.objectContaining({ id: 'oc91a', displayMode: 'open' }), expect.objectContaining({ displayMode: 'close' }), expect.objectContaining({ displayMode: 'toggle' })]);
  });

  it('a press made while the off-canvas widget is still starting reaches it once it has started', () => {
    document.body.innerHTML = '<div class="elementor-widget-off-canvas" data-island-state="loading"><div id="off-canvas-oc91a" class="e-off-canvas" aria-hidden="true"></div></div>';
    const seen: unknown[] = [];
    window.addEventListener('elementor-pro/off-canvas/toggle-display-mode', (event) => seen.push((event as CustomEvent).detail));
    runLinkAction(actionHash('off_canvas:open', { id: 'oc91a', displayMode: 'open' }));
    expect(seen).toEqual([]);
    const widget = document.querySelector('.elementor-widget-off-canvas')!;
    widget.setAttribute('data-island-state', 'mounted');
    widget.dispatchEvent(new CustomEvent('island:mounted', { bubbles: true }));
    expect(seen).toEqual([expect.objectContaining({ id: 'oc91a', displayMode: 'open' })]);
  });
});

describe('an action in the address at load', () => {
  it('runs when an element of the page offers it (data-e-action-hash)', async () => {
    loadMarkup('page-builder/popups.html');
    const hash = actionHash('popup:open', { id: '302', toggle: false });
    document.body.insertAdjacentHTML('afterbegin', `<a href="${hash}" data-e-action-hash="${hash}">Size guide</a>`);
    history.replaceState(null, '', hash);
    stop = startLinkActions();
    await waitFor(() => expect(document.getElementById('elementor-popup-modal-302')).toHaveAttribute('open'));
  });

  it('is not run when nothing offers it (an address someone made), and says why', async () => {
    loadMarkup('page-builder/popups.html');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    history.replaceState(null, '', actionHash('popup:open', { id: '301' }));
    stop = startLinkActions();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(document.querySelector('dialog')).toBeNull();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('no element of this page offers'));
  });
});
