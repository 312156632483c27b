// The focus helpers of every modal box: what Tab reaches, and Tab kept going round inside.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { focusablesIn, keepTabInside } from './focus';

/** A Tab (or Shift+Tab) as a keydown listener gets it; answers whether the browser's own move was stopped. */
function tab(root: Element, shiftKey = false): boolean {
  const event = new KeyboardEvent('keydown', { key: 'Tab', shiftKey, cancelable: true });
  keepTabInside(root, event);
  return event.defaultPrevented;
}

beforeEach(() => {
  // jsdom lays nothing out: an element has a box unless it is hidden (or inside a hidden one).
  vi.spyOn(HTMLElement.prototype, 'getClientRects').mockImplementation(function (this: HTMLElement) {
    return (this.closest('[hidden]') ? [] : [new DOMRect(0, 0, 10, 10)]) as unknown as DOMRectList;
  });
  document.body.innerHTML = `
    <button id="before">Before</button>
    <div id="dialog" tabindex="-1">
      <button id="close">Close</button>
      <a id="nowhere">No link</a>
      <input id="hidden-field" type="hidden">
      <input id="name">
      <button id="gone" hidden>Gone</button>
      <div inert><button id="behind">Behind</button></div>
      <button id="off" disabled>Off</button>
      <textarea id="text"></textarea>
      <button id="send">Send</button>
    </div>`;
});

afterEach(() => vi.restoreAllMocks());

const dialog = () => document.getElementById('dialog')!;
const focused = () => document.activeElement?.id;

describe('focusablesIn', () => {
  it('lists what Tab reaches, in order: not hidden, inert, disabled, hidden inputs or links without an address', () => {
    expect(focusablesIn(dialog()).map((element) => element.id)).toEqual(['close', 'name', 'text', 'send']);
  });
});

describe('keepTabInside', () => {
  it('Tab on the last goes to the first, Shift+Tab on the first to the last', () => {
    document.getElementById('send')!.focus();
    expect(tab(dialog())).toBe(true);
    expect(focused()).toBe('close');
    expect(tab(dialog(), true)).toBe(true);
    expect(focused()).toBe('send');
  });

  it('leaves Tab between the others to the browser', () => {
    document.getElementById('name')!.focus();
    expect(tab(dialog())).toBe(false);
    expect(tab(dialog(), true)).toBe(false);
    expect(focused()).toBe('name');
  });

  it('brings focus from outside (the page, or the body after a click on nothing) back in', () => {
    document.getElementById('before')!.focus();
    expect(tab(dialog())).toBe(true);
    expect(focused()).toBe('close');
    (document.activeElement as HTMLElement).blur();
    expect(tab(dialog(), true)).toBe(true);
    expect(focused()).toBe('send');
  });

  it('keeps Tab in a box with nothing to focus, and lets other keys be', () => {
    dialog().innerHTML = '<p>Only words</p>';
    dialog().focus();
    expect(tab(dialog())).toBe(true);
    expect(focused()).toBe('dialog');
    const enter = new KeyboardEvent('keydown', { key: 'Enter', cancelable: true });
    keepTabInside(dialog(), enter);
    expect(enter.defaultPrevented).toBe(false);
  });
});
