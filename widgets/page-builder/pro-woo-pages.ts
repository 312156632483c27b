// Elementor Pro's cart, my-account and purchase summary widgets' load-time work (widgets/page-builder/pro-widgets.ts
// runs it with the other Pro widgets'): the cart's referers, automatic update and sticky totals column; the account
// pages' boxes made one height; the buttons' hover animations.
import { on } from '@/dom';
import { elementSettings, readBuilderConfig } from '@/builder';

/** How long after a quantity is typed the cart widget updates the cart (Pro's debounce). */
export const AUTO_UPDATE_MS = 1500;

export const widgetsOf = (root: Element, type: string): HTMLElement[] => [...root.querySelectorAll<HTMLElement>(`[data-widget_type^="${type}."]`)];

/** Makes every element of `elements` as tall as the tallest (their own height first, as Pro measured). */
function equalizeHeights(elements: HTMLElement[]): void {
  if (elements.length < 2) return;
  elements.forEach((element) => element.style.removeProperty('height'));
  const tallest = Math.max(...elements.map((element) => element.offsetHeight));
  if (tallest > 0) elements.forEach((element) => (element.style.height = `${tallest}px`));
}

/** The hover animation a widget's settings name (`elementor-animation-<name>`), on the buttons `selector` finds. */
function animateButtons(widget: HTMLElement, settings: Record<string, unknown>, byKey: Record<string, string>, within: ParentNode = widget): void {
  for (const [key, selector] of Object.entries(byKey)) {
    const animation = settings[key];
    if (typeof animation === 'string' && animation) within.querySelectorAll(selector).forEach((button) => button.classList.add(`elementor-animation-${animation}`));
  }
}

/** `_wp_http_referer` as Pro set it: the address with the page's and the widget's ids. */
function markReferers(widget: HTMLElement): void {
  const pageId = (readBuilderConfig().raw.post as { id?: unknown } | undefined)?.id;
  const url = new URL(location.href);
  if (pageId !== undefined) url.searchParams.set('elementorPageId', String(pageId));
  url.searchParams.set('elementorWidgetId', widget.dataset.id ?? '');
  widget.querySelectorAll('input[name="_wp_http_referer"]').forEach((input) => input.setAttribute('value', url.href));
}

export function startCarts(root: Element, stops: (() => void)[]): void {
  for (const widget of widgetsOf(root, 'woocommerce-cart')) {
    const settings = elementSettings(widget);
    const animate = (): void => animateButtons(widget, settings, { checkout_button_hover_animation: '.checkout-button', forms_buttons_hover_animation: '.shop_table .button' }, document);
    markReferers(widget);
    animate();
    const isSticky = settings.sticky_right_column === 'yes';
    const stick = (): void => {
      if (isSticky) stickRightColumn(widget, Number(settings.sticky_right_column_offset) || 0);
    };
    stick();
    // An emptied cart's Undo rebuilds the widget's columns: marked again.
    const again = (): void => {
      markReferers(widget);
      animate();
      stick();
    };
    stops.push(on('wc_fragments_loaded', again), on('wc_fragments_refreshed', again), on('updated_wc_div', again));
    if (isSticky) {
      stops.push(() => {
        for (const column of widget.querySelectorAll<HTMLElement>('.e-sticky-right-column--active')) {
          column.classList.remove('e-sticky-right-column--active');
          column.style.removeProperty('top');
        }
      });
    }
    if (settings.update_cart_automatically === 'yes') {
      let timer: ReturnType<typeof setTimeout> | undefined;
      const updateSoon = (): void => {
        clearTimeout(timer);
        timer = setTimeout(() => widget.querySelector<HTMLButtonElement>('button[name="update_cart"]')?.click(), AUTO_UPDATE_MS);
      };
      const onInput = (event: Event): void => {
        if ((event.target as Element).matches('.qty')) updateSoon();
      };
      widget.addEventListener('input', onInput);
      // A quantity typed before this ran (the page's builder document starts after load) is not lost.
      if ([...widget.querySelectorAll<HTMLInputElement>('input.qty')].some((field) => field.value !== field.defaultValue)) updateSoon();
      stops.push(() => {
        clearTimeout(timer);
        widget.removeEventListener('input', onInput);
      });
    }
  }
}

/** The totals column stays in view (Pro's `e-sticky-right-column--active`, position sticky) `offset` px below the top, and below the admin bar when it is fixed. */
function stickRightColumn(widget: HTMLElement, offset: number): void {
  const column = widget.querySelector<HTMLElement>('.e-sticky-right-column');
  if (!column) return;
  const adminBar = document.getElementById('wpadminbar');
  const barHeight = adminBar && getComputedStyle(adminBar).position === 'fixed' ? adminBar.offsetHeight : 0;
  column.classList.add('e-sticky-right-column--active');
  column.style.top = `${offset + barHeight}px`;
}

export function shapeAccountPages(root: Element, stops: (() => void)[]): void {
  for (const widget of [...widgetsOf(root, 'woocommerce-my-account'), ...widgetsOf(root, 'woocommerce-purchase-summary')]) {
    const settings = elementSettings(widget);
    const equalize = (): void => {
      equalizeHeights([...widget.querySelectorAll<HTMLElement>('address')]);
      equalizeHeights([...widget.querySelectorAll<HTMLElement>('form.login, form.register')]);
    };
    equalize();
    for (const note of widget.querySelectorAll('.product-purchase-note')) note.previousElementSibling?.querySelectorAll(':scope > td').forEach((cell) => cell.classList.add('product-purchase-note-is-below'));
    animateButtons(widget, settings, {
      forms_buttons_hover_animation: '.woocommerce button.button, #add_payment_method #payment #place_order',
      tables_button_hover_animation: '.order-again .button, td .button, .woocommerce-pagination .button',
      order_details_button_hover_animation: '.order-again .button, td .button',
    });
    // A password strength meter (or its message) grows the register box as the password is typed.
    let frame = 0;
    const onPassword = (event: Event): void => {
      if (!(event.target as Element).matches('.register #reg_password')) return;
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(equalize);
    };
    for (const type of ['keyup', 'change']) widget.addEventListener(type, onPassword);
    stops.push(() => {
      cancelAnimationFrame(frame);
      ['keyup', 'change'].forEach((type) => widget.removeEventListener(type, onPassword));
    });
  }
}
