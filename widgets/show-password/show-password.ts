// The show/hide password button woocommerce.js added to the password fields of WooCommerce's forms
// (login, register, checkout's account password): `span.password-input` around the field and
// `button.show-password-input` after it, whose class `display-password` and label follow the state.
// Added when the shopper reaches the field, not at load.

/** woocommerce.js's wrapper, which the theme's CSS positions the button in. */
export const WRAPPER_CLASS = 'password-input';
export const BUTTON_CLASS = 'show-password-input';
/** The button's class while the password is readable. */
export const SHOWN_CLASS = 'display-password';

interface PasswordLabels {
  readonly show: string;
  readonly hide: string;
}

/** WooCommerce's English defaults, used when woocommerce_params is missing or wrong. */
const DEFAULT_LABELS: PasswordLabels = { show: 'Show password', hide: 'Hide password' };

let hasReportedSettings = false;

/**
 * `woocommerce_params.i18n_password_show` / `i18n_password_hide`, read by hand (a schema library is not
 * worth downloading for two strings); a missing or wrong one is reported once and replaced by the default.
 */
function readLabels(): PasswordLabels {
  const params = (window as { woocommerce_params?: unknown }).woocommerce_params as Record<string, unknown> | undefined;
  const field = (name: string, fallback: string): string => {
    const value = params?.[name];
    if (typeof value === 'string' && value.trim()) return value;
    if (!hasReportedSettings) {
      hasReportedSettings = true;
      const problem = params ? `window.woocommerce_params.${name} is invalid (${JSON.stringify(value)})` : 'window.woocommerce_params is missing';
      console.error(`[shop-islands] show-password: ${problem}; using "${fallback}"`);
    }
    return fallback;
  };
  return { show: field('i18n_password_show', DEFAULT_LABELS.show), hide: field('i18n_password_hide', DEFAULT_LABELS.hide) };
}

/** The `span.password-input` around the field: the theme's or WooCommerce's span, or a new one. */
function wrapperOf(input: HTMLInputElement): HTMLElement {
  const parent = input.parentElement;
  if (parent?.tagName === 'SPAN') {
    // Checkout prints the field in `span.woocommerce-input-wrapper`: woocommerce.js only added the class.
    parent.classList.add(WRAPPER_CLASS);
    return parent;
  }
  const wrapper = document.createElement('span');
  wrapper.className = WRAPPER_CLASS;
  // Moving a focused field blurs it; the shopper who just clicked into it keeps the caret.
  const hadFocus = document.activeElement === input;
  const { selectionStart, selectionEnd } = input;
  input.replaceWith(wrapper);
  wrapper.append(input);
  if (hadFocus) {
    input.focus();
    if (selectionStart !== null && selectionEnd !== null) input.setSelectionRange(selectionStart, selectionEnd);
  }
  return wrapper;
}

export function attach(input: HTMLElement): () => void {
  if (!(input instanceof HTMLInputElement)) return () => undefined;
  const wrapper = wrapperOf(input);
  // woocommerce.js (still enqueued) or the theme already gave this field its button: one is enough.
  if (wrapper.querySelector(`:scope > .${BUTTON_CLASS}`)) return () => undefined;

  const labels = readLabels();
  const button = document.createElement('button');
  button.type = 'button';
  button.className = BUTTON_CLASS;
  button.setAttribute('aria-label', labels.show);
  if (input.id) button.setAttribute('aria-controls', input.id);
  wrapper.append(button);

  const onClick = (event: MouseEvent): void => {
    event.preventDefault();
    const isShown = button.classList.toggle(SHOWN_CLASS);
    button.setAttribute('aria-label', isShown ? labels.hide : labels.show);
    input.type = isShown ? 'text' : 'password';
    // As woocommerce.js: back to the field, to go on typing.
    input.focus();
  };
  button.addEventListener('click', onClick);

  return () => {
    button.removeEventListener('click', onClick);
    button.remove();
    input.type = 'password';
  };
}
