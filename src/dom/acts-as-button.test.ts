// makeButton and pressOnKey: a server span or link that acts as a button, to assistive technology and the keyboard.
import { screen } from '@testing-library/dom';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { makeButton, pressOnKey } from './acts-as-button';

function elementOf(html: string): HTMLElement {
  document.body.innerHTML = html;
  return document.body.firstElementChild as HTMLElement;
}

/** Dispatches a cancelable keydown on `element`, which `before` sees first (on the way down); returns the event. */
function keyDown(element: HTMLElement, key: string, before?: (event: KeyboardEvent) => void): KeyboardEvent {
  const event = new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true });
  if (before) document.addEventListener('keydown', before, { capture: true, once: true });
  element.dispatchEvent(event);
  return event;
}

describe('makeButton', () => {
  it('makes a span a named button in the tab order', () => {
    const span = elementOf('<span class="cr-tags-filter">Sizing</span>');
    makeButton(span, 'Filter by Sizing');
    expect(screen.getByRole('button', { name: 'Filter by Sizing' })).toBe(span);
    expect(span.tabIndex).toBe(0);
  });

  it('keeps the role and tabindex the markup gave, and the name without a label', () => {
    const row = elementOf('<div role="link" tabindex="-1" aria-label="5 stars">5</div>');
    makeButton(row);
    expect(row).toHaveAttribute('role', 'link');
    expect(row).toHaveAttribute('tabindex', '-1');
    expect(row).toHaveAttribute('aria-label', '5 stars');
  });
});

describe('pressOnKey', () => {
  it.each(['Enter', ' '])('%j presses once and prevents the default (the scroll)', (key) => {
    const tile = elementOf('<div role="button" tabindex="0">Add photos</div>');
    const press = vi.fn();
    tile.addEventListener('keydown', (event) => pressOnKey(event, press));
    expect(keyDown(tile, key).defaultPrevented).toBe(true);
    expect(press).toHaveBeenCalledTimes(1);
  });

  it.each(['a', 'Escape', 'Tab', 'Spacebar'])('leaves %j alone', (key) => {
    const tile = elementOf('<div role="button" tabindex="0">Add photos</div>');
    const press = vi.fn();
    tile.addEventListener('keydown', (event) => pressOnKey(event, press));
    expect(keyDown(tile, key).defaultPrevented).toBe(false);
    expect(press).not.toHaveBeenCalled();
  });

  it('does nothing when another handler took the key first', () => {
    const tile = elementOf('<div role="button" tabindex="0">Add photos</div>');
    const press = vi.fn();
    tile.addEventListener('keydown', (event) => pressOnKey(event, press));
    keyDown(tile, 'Enter', (event) => event.preventDefault());
    expect(press).not.toHaveBeenCalled();
  });

  it('on a link with href, leaves Enter to the browser and presses on Space; on a link without href, presses on both', () => {
    document.body.innerHTML = '<a href="#" role="button">Zoom</a><a role="button" tabindex="0">Dismiss</a>';
    const [linked, bare] = [...document.querySelectorAll<HTMLElement>('a')];
    const press = vi.fn();
    document.body.addEventListener('keydown', (event) => pressOnKey(event, press));
    expect(keyDown(linked!, 'Enter').defaultPrevented).toBe(false);
    expect(press).not.toHaveBeenCalled();
    expect(keyDown(linked!, ' ').defaultPrevented).toBe(true);
    expect(keyDown(bare!, 'Enter').defaultPrevented).toBe(true);
    expect(press).toHaveBeenCalledTimes(2);
  });

  it('with makeButton, a keyboard user presses a span like a button', async () => {
    const span = elementOf('<span class="cr-clear-input"></span>');
    makeButton(span, 'Clear search');
    const clicks = vi.fn();
    span.addEventListener('click', clicks);
    span.addEventListener('keydown', (event) => pressOnKey(event, () => span.click()));
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Clear search' })).toHaveFocus();
    await userEvent.keyboard('{Enter} ');
    expect(clicks).toHaveBeenCalledTimes(2);
  });
});
