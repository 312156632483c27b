// Spans, images and links the shop prints as controls, made buttons: a button to assistive technology,
// in the tab order, and pressed by the keys that press a button.

/** What a press reads of a keydown, the DOM's or React's. */
type KeyPress = Pick<KeyboardEvent, 'key' | 'defaultPrevented' | 'target' | 'preventDefault'>;

/** Makes `element` a button to assistive technology and the keyboard: role=button and tabindex 0 unless it has its own, and `label` as its name. */
export function makeButton(element: HTMLElement, label?: string): void {
  if (!element.hasAttribute('role')) element.setAttribute('role', 'button');
  if (!element.hasAttribute('tabindex')) element.tabIndex = 0;
  if (label) element.setAttribute('aria-label', label);
}

/**
 * Runs `press` when `event` is a key that presses a button and nothing handled it yet: Space, or Enter
 * but on a link with href (the browser clicks that itself). The key's own action (a scroll) is prevented.
 * @example element.addEventListener('keydown', (event) => pressOnKey(event, () => element.click()));
 */
export function pressOnKey(event: KeyPress, press: () => void): void {
  if (event.defaultPrevented || !(event.key === ' ' || (event.key === 'Enter' && !(event.target instanceof Element && event.target.matches('a[href]'))))) return;
  event.preventDefault();
  press();
}
