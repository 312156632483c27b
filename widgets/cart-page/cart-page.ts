// The classic cart page without reloads, as WooCommerce 10's cart.js: quantities, remove and undo links,
// coupons, shipping methods and the shipping calculator talk to the shop with fetch, and the answers'
// cart form, totals and notices replace the page's (update_wc_div). A failure keeps the page and what the
// shopper typed, and says why in the notices wrapper.
import { announce, announceAjax, emit, onElement, provideScrollToNotices } from '@/dom';
import { block, CART_FORM, carryTypedValues, focusKeyOf, isChanged, noticesIn, NOTICES, parse, ROW_FIELDS, setCalculatorOpen, TOTALS, type FormField } from './cart-markup';
import { cartNotices } from './cart-notices';
import { readCartParams, type CartParams } from './cart-params';
import { send, takeExchanges, unexpected, type Action } from './cart-request';

/** Set by mounts/cart-page.ts on an Enter in a quantity or the coupon field pressed before this chunk was attached: the field's name (the last Enter wins). */
const UPDATE_ON_ATTACH = 'data-cart-page-update';
/** Set by mounts/cart-page.ts on the block when another script changed the cart before this chunk was attached: the event's name. */
const REFRESH_ON_ATTACH = 'data-cart-page-refresh';
const SHIPPING_INPUT = 'select.shipping_method, input[name^="shipping_method"]';
/** Blocks already driven: an explicit mount around the block and the block's own legacy match must not both act. */
const attached = new WeakSet<Element>();

export function attach(mountPoint: HTMLElement): () => void {
  // The legacy markup's mount point is the `.woocommerce` block; an explicit mount wraps it.
  const page = mountPoint.matches('.woocommerce') ? mountPoint : (mountPoint.querySelector<HTMLElement>('.woocommerce') ?? mountPoint);
  if (attached.has(page)) return () => undefined;
  attached.add(page);
  const params: CartParams = readCartParams();
  let busy = false;
  let queuedShippingMethod: string | undefined;
  const removeScrollHelper = provideScrollToNotices();

  const cartForm = (): HTMLFormElement | null => page.querySelector(CART_FORM);
  const totals = (): HTMLElement | null => page.querySelector(TOTALS);
  const updateButton = (): HTMLButtonElement | null => cartForm()?.querySelector('[name="update_cart"]') ?? null;
  const wcAjax = (endpoint: string): string => params.wcAjaxUrl.replace('%%endpoint%%', endpoint);

  /** Update cart is enabled while a field of a cart row (a quantity, a plugin's gift note: cart.js heard any) differs from the server's, also one changed before this ran. */
  const syncUpdateButton = (): void => {
    const form = cartForm();
    const button = updateButton();
    if (!form || !button) return;
    button.disabled = ![...form.querySelectorAll<FormField>(ROW_FIELDS)].some(isChanged);
    button.setAttribute('aria-disabled', String(button.disabled));
  };

  const { clearNotices, showNotices, presentNotice, showFailure } = cartNotices(page);

  /** Replaces `.cart_totals` with the answer's (update_cart_totals_div), keeping the calculator open and typed in. */
  const replaceTotals = (fresh: Element | null): void => {
    const current = totals();
    if (!current || !fresh) return;
    const adopted = document.importNode(fresh, true) as HTMLElement;
    carryTypedValues(current, adopted, () => false);
    const wasOpen = current.querySelector('.shipping-calculator-button')?.getAttribute('aria-expanded') === 'true';
    if (wasOpen) setCalculatorOpen(adopted, true);
    current.replaceWith(adopted);
    emit('updated_cart_totals');
  };

  /**
   * update_wc_div: the answer's cart form, totals and notices replace the page's; an answer without a cart
   * form is the empty cart, which replaces the whole block. Focus goes to the first new notice, else back
   * to the control that had it.
   */
  const applyPage = (html: string, endpoint: string, { preserveNotices = false, sent = () => false }: { preserveNotices?: boolean; sent?: (name: string) => boolean } = {}): void => {
    const answer = parse(html);
    const freshForm = answer.querySelector(CART_FORM);
    const emptyBlock = answer.querySelector('.wc-empty-cart-message')?.closest('.woocommerce');
    if (!freshForm && !emptyBlock) throw unexpected(endpoint);
    const focusKey = page.contains(document.activeElement) ? focusKeyOf(document.activeElement) : undefined;
    const notices = noticesIn(answer);
    const currentForm = cartForm();
    if (!freshForm || !currentForm) {
      // The emptied cart (or a restored line on the empty-cart page): the whole block is the answer's.
      const block = (freshForm?.closest('.woocommerce') ?? emptyBlock)!;
      page.replaceChildren(...[...block.childNodes].map((node) => document.importNode(node, true)));
      const first = page.querySelector(NOTICES);
      if (first) presentNotice(first);
      if (!freshForm) emit('wc_cart_emptied');
      else syncUpdateButton();
    } else {
      if (!preserveNotices) clearNotices();
      const adopted = document.importNode(freshForm, true) as HTMLFormElement;
      carryTypedValues(currentForm, adopted, sent);
      currentForm.replaceWith(adopted);
      syncUpdateButton();
      showNotices(notices);
      replaceTotals(answer.querySelector(TOTALS));
    }
    emit('updated_wc_div');
    if (!notices.length && focusKey) page.querySelector<HTMLElement>(focusKey)?.focus();
  };

  /** A refresh asked for while a request was out (an add elsewhere on the page), and whether it keeps the notices: it runs once that one ends. */
  let queuedRefresh: boolean | undefined;

  /** Runs one request at a time with the form and totals blocked; a failure is shown and changes nothing. */
  const run = async (action: Action, blocked: (HTMLElement | null)[], task: () => Promise<void>): Promise<void> => {
    if (busy) return;
    busy = true;
    const unblock = block(blocked);
    // aria-busy alone is not read out by most screen readers.
    announce('Updating the cart…', 0);
    try {
      await task();
    } catch (error) {
      showFailure(action, error);
    } finally {
      unblock();
      busy = false;
      takeExchanges().forEach(announceAjax); // after cart.js's own complete callback, as jQuery fired them
    }
    if (queuedShippingMethod !== undefined) {
      const method = queuedShippingMethod;
      queuedShippingMethod = undefined;
      const input = totals()?.querySelector<HTMLInputElement>(`input[name^="shipping_method"][value="${CSS.escape(method)}"]`);
      if (input && !input.checked) {
        input.checked = true;
        void updateShippingMethod();
      }
    }
    // After the shipping method: a refresh asked for meanwhile then waits for it in turn (refreshWhole queues itself).
    if (queuedRefresh !== undefined) {
      const preserveNotices = queuedRefresh;
      queuedRefresh = undefined;
      void refreshWhole(preserveNotices);
    }
  };

  const postForm = (form: HTMLFormElement, extra: Record<string, string>): Promise<string> => {
    const body = new URLSearchParams();
    new FormData(form).forEach((value, name) => typeof value === 'string' && body.append(name, value));
    for (const [name, value] of Object.entries(extra)) body.set(name, value);
    return send(form.action, { method: 'POST', body }, `POST ${new URL(form.action).pathname}`);
  };
  const fetchLink = (href: string): Promise<string> => send(href, { method: 'GET' }, `GET ${new URL(href, location.href).pathname}${new URL(href, location.href).search.replace(/=[^&]*/g, '=…')}`);
  const postAjax = (endpoint: string, fields: Record<string, string>): Promise<string> => send(wcAjax(endpoint), { method: 'POST', body: new URLSearchParams(fields) }, `?wc-ajax=${endpoint}`);

  /** The cart form sent again without update_cart: the server only re-renders (cart.js's update_cart). */
  const refreshCart = async (preserveNotices = true): Promise<void> => {
    const form = cartForm();
    if (!form) return;
    applyPage(await postForm(form, {}), `POST ${new URL(form.action).pathname}`, { preserveNotices });
  };

  /**
   * cart.js's update_cart on `added_to_cart` (a cross-sell added from this page: its line joins the table, the
   * add's notices stay) and on `wc_update_cart` (another script asks): form and totals blocked and refreshed.
   */
  const refreshWhole = (preserveNotices: boolean): Promise<void> => {
    if (busy) {
      queuedRefresh = preserveNotices && (queuedRefresh ?? true);
      return Promise.resolve();
    }
    return run('update', [cartForm(), totals()], () => refreshCart(preserveNotices));
  };

  const updateCart = (): Promise<void> => {
    const form = cartForm();
    if (!form) return Promise.resolve();
    return run('update', [form, totals()], async () => {
      const isQuantity = (name: string): boolean => /^cart\[.+\]\[qty\]$/.test(name);
      applyPage(await postForm(form, { update_cart: 'Update Cart' }), `POST ${new URL(form.action).pathname}`, { sent: isQuantity });
    });
  };

  const followLink = (action: 'remove' | 'restore', link: HTMLAnchorElement): Promise<void> =>
    run(action, [cartForm(), totals()], async () => {
      applyPage(await fetchLink(link.href), 'cart link');
      if (action === 'remove') emit('item_removed_from_classic_cart');
    });

  const applyCoupon = (form: HTMLFormElement): Promise<void> => {
    const field = form.querySelector<HTMLInputElement>('#coupon_code, [name="coupon_code"]');
    const code = field?.value ?? '';
    return run('applyCoupon', [form, totals()], async () => {
      if (!params.applyCouponNonce) {
        // No ajax nonce: the cart form's own Apply coupon post, as without JavaScript.
        applyPage(await postForm(form, { apply_coupon: 'Apply coupon' }), `POST ${new URL(form.action).pathname}`, { sent: (name) => name === 'coupon_code' });
        emit('applied_coupon', code);
        return;
      }
      const answer = parse(await postAjax('apply_coupon', { security: params.applyCouponNonce, coupon_code: code }));
      const notices = noticesIn(answer.body);
      if (!notices.length) throw unexpected('?wc-ajax=apply_coupon');
      clearNotices();
      showNotices(notices);
      emit('applied_coupon', code);
      // Only a code the shop took is cleared (cart.js always clears it; a refused code stays to be corrected).
      if (field && notices.some((notice) => notice.matches('.woocommerce-message, .is-success'))) field.value = field.defaultValue = '';
      await refreshCart();
    });
  };

  const removeCoupon = (link: HTMLAnchorElement): Promise<void> => {
    const coupon = link.dataset.coupon ?? '';
    return run('removeCoupon', [totals()], async () => {
      if (!params.removeCouponNonce) {
        applyPage(await fetchLink(link.href), 'cart link');
      } else {
        const notices = noticesIn(parse(await postAjax('remove_coupon', { security: params.removeCouponNonce, coupon })).body);
        if (!notices.length) throw unexpected('?wc-ajax=remove_coupon');
        clearNotices();
        showNotices(notices);
        await refreshCart();
      }
      emit('removed_coupon', coupon);
    });
  };

  const updateShippingMethod = (): Promise<void> =>
    run('shipping', [totals()], async () => {
      const fields: Record<string, string> = { security: params.updateShippingMethodNonce };
      totals()
        ?.querySelectorAll<HTMLInputElement | HTMLSelectElement>('select.shipping_method, input[name^="shipping_method"][type=radio]:checked, input[name^="shipping_method"][type=hidden]')
        .forEach((input) => (fields[`shipping_method[${input.dataset.index ?? '0'}]`] = input.value));
      const focusKey = totals()?.contains(document.activeElement) ? focusKeyOf(document.activeElement) : undefined;
      const fresh = parse(await postAjax('update_shipping_method', fields)).querySelector(TOTALS);
      if (!fresh) throw unexpected('?wc-ajax=update_shipping_method');
      replaceTotals(fresh);
      if (focusKey) totals()?.querySelector<HTMLElement>(focusKey)?.focus();
      emit('updated_shipping_method');
    });

  const calculateShipping = (form: HTMLFormElement): Promise<void> =>
    run('calculate', [form, totals()], async () => {
      const isCalculatorField = (name: string): boolean => name.startsWith('calc_shipping');
      applyPage(await postForm(form, { calc_shipping: 'x' }), `POST ${new URL(form.action).pathname}`, { sent: isCalculatorField });
      // The address is sent: the fields close again, as the server prints them.
      const fresh = totals();
      if (fresh) setCalculatorOpen(fresh, false);
    });

  // --- listeners, delegated on the block: its contents are replaced after every answer ---
  const onSubmit = (event: SubmitEvent): void => {
    const form = event.target as HTMLFormElement;
    const submitter = event.submitter?.getAttribute('name');
    if (form.matches(CART_FORM)) {
      event.preventDefault();
      if (busy) return;
      if (submitter === 'apply_coupon') void applyCoupon(form);
      else void updateCart();
    } else if (form.matches('form.woocommerce-shipping-calculator')) {
      event.preventDefault();
      if (!busy) void calculateShipping(form);
    }
  };

  const onClick = (event: MouseEvent): void => {
    const target = event.target as Element;
    const link = target.closest<HTMLAnchorElement>('a');
    if (link?.matches('.shipping-calculator-button')) {
      event.preventDefault();
      const section = link.closest('form')?.querySelector<HTMLElement>('.shipping-calculator-form');
      if (section) setCalculatorOpen(link.closest('form')!, section.style.display === 'none' || section.hidden, { focusFirstField: true });
      emit('country_to_state_changed');
      return;
    }
    if (!link || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const action = link.matches('.woocommerce-cart-form .product-remove > a') ? 'remove' : link.matches('.restore-item') ? 'restore' : link.matches('a.woocommerce-remove-coupon') ? 'removeCoupon' : undefined;
    if (!action) return;
    event.preventDefault();
    if (busy) return;
    if (action === 'removeCoupon') void removeCoupon(link);
    else void followLink(action, link);
  };

  // A quantity or shipping method changed: by the shopper, or by a theme's script through jQuery (its +/− buttons,
  // a shipping method chosen for the shopper), which dispatches no DOM event: cart.js heard both.
  const onChange = (_args: readonly unknown[], event: unknown): void => {
    const target = (event as Event).target as Element;
    if (target.matches(ROW_FIELDS)) syncUpdateButton();
    else if (target.matches(SHIPPING_INPUT) && target.closest(TOTALS) && params.updateShippingMethodNonce) {
      if (busy) queuedShippingMethod = (target as HTMLInputElement).value;
      else void updateShippingMethod();
    }
  };

  const onKeyDown = (event: KeyboardEvent): void => {
    const target = event.target as Element;
    if (event.key !== 'Enter' || event.defaultPrevented || event.isComposing || !target.matches('.woocommerce-cart-form :is(input.qty, [name="coupon_code"])')) return;
    // Enter in a quantity updates the cart (the browser would submit with the form's first button: Apply coupon, or
    // Update cart in Elementor Pro's cart widget). Enter in the coupon field presses Apply coupon: in Pro's widget the
    // first button is Update cart, disabled until a quantity changes, and a disabled first button submits nothing
    // (cart.js's coupon did nothing there either); the press keeps the click and submit other scripts listen to.
    event.preventDefault();
    if (busy) return;
    if (target.matches('input.qty')) void updateCart();
    else pressApplyCoupon(target.closest('form')!);
  };

  const pressApplyCoupon = (form: HTMLFormElement): void => {
    const button = form.querySelector<HTMLButtonElement>('[name="apply_coupon"]:not(:disabled)');
    if (button) button.click();
    else void applyCoupon(form);
  };

  const onInput = (event: Event): void => {
    if ((event.target as Element).matches(ROW_FIELDS)) syncUpdateButton();
  };

  page.addEventListener('submit', onSubmit);
  page.addEventListener('click', onClick);
  page.addEventListener('input', onInput);
  page.addEventListener('keydown', onKeyDown);
  // On document, as cart.js listened: `$(document).trigger('wc_update_cart')` never reaches the body.
  const stopHearing = [onElement(page, 'change', onChange), onElement(document, 'added_to_cart', () => void refreshWhole(true)), onElement(document, 'wc_update_cart', () => void refreshWhole(false))];
  // A task later: a click on Update cart held while this chunk loaded is replayed right after attach and
  // must find the button enabled.
  const initialSync = setTimeout(syncUpdateButton, 0);
  // Enter in a quantity or the coupon field while this chunk loaded (mounts/cart-page.ts held it, naming the field).
  const form = cartForm();
  const heldField = form?.getAttribute(UPDATE_ON_ATTACH);
  if (form && heldField != null) {
    form.removeAttribute(UPDATE_ON_ATTACH);
    if (heldField === 'coupon_code') pressApplyCoupon(form);
    else void updateCart();
  }
  // A cart change announced while this chunk loaded (mounts/cart-page.ts marked it): heard as it would be now.
  const missedChange = mountPoint.getAttribute(REFRESH_ON_ATTACH);
  mountPoint.removeAttribute(REFRESH_ON_ATTACH);
  if (missedChange) void refreshWhole(missedChange == 'added_to_cart');
  return () => {
    clearTimeout(initialSync);
    attached.delete(page);
    page.removeEventListener('submit', onSubmit);
    page.removeEventListener('click', onClick);
    page.removeEventListener('input', onInput);
    page.removeEventListener('keydown', onKeyDown);
    stopHearing.forEach((stop) => stop());
    removeScrollHelper();
  };
}
