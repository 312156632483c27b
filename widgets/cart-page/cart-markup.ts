// The cart page's markup as cart.js changed it: the answer parsed, its notices, the values the shopper
// typed carried into replaced markup, the focused control found again, the busy overlay, the calculator.
/** The notices cart.js clears and shows (WooCommerce's classic and block notice classes). */
export const NOTICES = '.woocommerce-error, .woocommerce-message, .woocommerce-info, .is-error, .is-info, .is-success, .coupon-error-notice';
export const CART_FORM = 'form.woocommerce-cart-form';
export const TOTALS = 'div.cart_totals';
/** The fields of the cart's rows: quantities, and what plugins add to a line. */
export const ROW_FIELDS = '.woocommerce-cart-form .cart_item :is(input, select, textarea)';

export type FormField = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/** True when a field no longer holds what the server printed in it. */
export function isChanged(field: FormField): boolean {
  if (field instanceof HTMLSelectElement) {
    if (field.multiple) return [...field.options].some((option) => option.selected !== option.defaultSelected);
    // Printed without `selected`, a list shows its first option that is not disabled: that is the server's.
    const printed = [...field.options].reverse().find((option) => option.defaultSelected) ?? [...field.options].find((option) => !option.disabled);
    return field.selectedIndex !== (printed?.index ?? -1);
  }
  if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')) return field.checked !== field.defaultChecked;
  return field.value !== field.defaultValue;
}

export function parse(html: string): Document {
  return new DOMParser().parseFromString(html, 'text/html');
}

/** The answer's notices, each text once (cart.js's remove_duplicate_notices). */
export function noticesIn(root: ParentNode): Element[] {
  const seen = new Set<string>();
  return [...root.querySelectorAll(NOTICES)].filter((notice) => {
    const text = notice.textContent?.trim() ?? '';
    if (seen.has(text)) return false;
    seen.add(text);
    return true;
  });
}

/** Copies the values the shopper typed but did not send (value ≠ the server's) into the same fields of the new markup. */
export function carryTypedValues(from: Element | null, to: Element | null, except: (name: string) => boolean): void {
  if (!from || !to) return;
  for (const field of from.querySelectorAll<HTMLInputElement | HTMLSelectElement>('input[name]:not([type=hidden]):not([type=radio]):not([type=checkbox]), select[name]')) {
    if (!isChanged(field) || except(field.name)) continue;
    const twin = to.querySelector<HTMLInputElement | HTMLSelectElement>(`[name="${CSS.escape(field.name)}"]`);
    if (twin) twin.value = field.value;
  }
}

/** The place of the focused control, to find its twin in replaced markup. */
export function focusKeyOf(element: Element | null): string | undefined {
  if (!(element instanceof HTMLElement)) return undefined;
  if (element.id) return `#${CSS.escape(element.id)}`;
  const name = element.getAttribute('name');
  return name ? `[name="${CSS.escape(name)}"]` : undefined;
}

/** Blocks elements as jQuery blockUI looked: a white overlay at 0.6 opacity over a `.processing` element; returns the unblock. */
export function block(elements: (HTMLElement | null)[]): () => void {
  const blocked = elements.filter((element): element is HTMLElement => !!element?.isConnected);
  for (const element of blocked) {
    element.classList.add('processing');
    element.setAttribute('aria-busy', 'true');
    if (getComputedStyle(element).position === 'static') element.style.position = 'relative';
    const overlay = document.createElement('div');
    overlay.className = 'blockUI blockOverlay';
    overlay.style.cssText = 'z-index:1000;border:none;margin:0;padding:0;width:100%;height:100%;top:0;left:0;background:#fff;opacity:0.6;cursor:wait;position:absolute;';
    element.append(overlay);
  }
  return () => {
    for (const element of blocked) {
      element.classList.remove('processing');
      element.removeAttribute('aria-busy');
      element.querySelectorAll(':scope > .blockUI').forEach((overlay) => overlay.remove());
    }
  };
}

/** Shows or hides the calculator's fields (cart.js slid them), with the toggle's aria-expanded in step. */
export function setCalculatorOpen(root: Element, isOpen: boolean, { focusFirstField = false } = {}): void {
  const section = root.querySelector<HTMLElement>('.shipping-calculator-form');
  const button = root.querySelector('.shipping-calculator-button');
  if (!section || !button) return;
  section.style.display = isOpen ? '' : 'none';
  button.setAttribute('aria-expanded', String(isOpen));
  if (isOpen && focusFirstField) section.querySelector<HTMLElement>('select, input:not([type=hidden])')?.focus();
}
