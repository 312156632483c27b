// The description of a WooCommerce form field (woocommerce_form_field: `span.woocommerce-input-wrapper`
// holding the field and `span.description`, which WooCommerce's CSS hides): shown while the shopper is
// in the field, as woocommerce.js did. Escape hides it, leaving the field hides it. The field's
// aria-describedby keeps pointing at it, so screen readers read it whether it shows or not.

export const DESCRIPTION_SELECTOR = ':scope > .description';

export function attach(wrapper: HTMLElement): () => void {
  const description = wrapper.querySelector<HTMLElement>(DESCRIPTION_SELECTOR);
  if (!description) return () => undefined;

  const isShown = (): boolean => description.style.display === 'block';
  const show = (isVisible: boolean): void => {
    // Inline, as jQuery's slideDown/slideUp left it: the stylesheet's display: none is the default.
    description.style.display = isVisible ? 'block' : 'none';
    description.setAttribute('aria-hidden', String(!isVisible));
  };

  const onEnter = (event: Event): void => {
    if (event.target !== description && !description.contains(event.target as Node)) show(true);
  };
  const onLeave = (event: FocusEvent): void => {
    if (!wrapper.contains(event.relatedTarget as Node | null)) show(false);
  };
  const onKeyDown = (event: KeyboardEvent): void => {
    if (event.key !== 'Escape' || !isShown()) return;
    // The description goes, and only that: a dialog around the form must not close on the same key.
    event.preventDefault();
    event.stopPropagation();
    show(false);
  };
  wrapper.addEventListener('focusin', onEnter);
  wrapper.addEventListener('click', onEnter);
  wrapper.addEventListener('focusout', onLeave);
  wrapper.addEventListener('keydown', onKeyDown);
  // The focus that loaded this behaviour has passed already.
  if (wrapper.contains(document.activeElement)) show(true);

  return () => {
    wrapper.removeEventListener('focusin', onEnter);
    wrapper.removeEventListener('click', onEnter);
    wrapper.removeEventListener('focusout', onLeave);
    wrapper.removeEventListener('keydown', onKeyDown);
    description.style.removeProperty('display');
  };
}
