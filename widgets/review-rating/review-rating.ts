// WooCommerce's review rating without Customer Reviews (replaces the stars of single-product.js): the
// form's `select#rating` is hidden and WooCommerce's `p.stars` links are drawn before it, as a WAI-ARIA
// radio group (one tab stop, arrows, Home/End), so the theme's `p.stars` CSS applies; the select keeps
// posting `rating`. With a rating required, a submit without one is stopped with "Please select a rating".
import type { ReviewRatingProps } from './schema';

/** Elements this behaviour adds; a second attach (a re-scan) finds them and does nothing twice. */
const STARS_CLASS = 'stars';

export function attach(form: HTMLElement, { starNames, requiredText, isRequired }: ReviewRatingProps): () => void {
  const select = form.querySelector<HTMLSelectElement>('select#rating');
  if (!select || select.previousElementSibling?.matches(`p.${STARS_CLASS}`)) return () => undefined;
  const label = form.querySelector<HTMLLabelElement>('label[for="rating"]');
  if (label && !label.id) label.id = 'comment-form-rating-label';

  const stars = document.createElement('p');
  stars.className = STARS_CLASS;
  const group = document.createElement('span');
  group.setAttribute('role', 'radiogroup');
  if (label) group.setAttribute('aria-labelledby', label.id);
  else group.setAttribute('aria-label', select.getAttribute('aria-label') ?? 'Rating');
  if (isRequired) group.setAttribute('aria-required', 'true');
  const links = starNames.map((name, index) => {
    const link = document.createElement('a');
    link.href = '#';
    link.className = `star-${index + 1}`;
    link.setAttribute('role', 'radio');
    link.textContent = name;
    return link;
  });
  group.append(...links);
  stars.append(group);
  // An empty alert region from the start: screen readers announce text added to it.
  const error = document.createElement('span');
  error.className = 'comment-form-rating-error';
  error.id = `${select.id}-error`;
  error.setAttribute('role', 'alert');

  const wasRequired = select.required;
  select.style.display = 'none';
  // The check is ours now: a required control the shopper cannot see would stop the browser's own
  // validation with an unfocusable field.
  select.required = false;
  select.before(stars, error);

  const rating = (): number => Number(select.value) || 0;
  const render = (): void => {
    const value = rating();
    stars.classList.toggle('selected', value > 0);
    links.forEach((link, index) => {
      const isChecked = index + 1 === value;
      link.classList.toggle('active', isChecked);
      link.setAttribute('aria-checked', String(isChecked));
      // The chosen star, or the first while none is, is the group's one tab stop.
      link.tabIndex = (value ? isChecked : index === 0) ? 0 : -1;
    });
  };
  const clearError = (): void => {
    error.replaceChildren();
    group.removeAttribute('aria-invalid');
    group.removeAttribute('aria-describedby');
  };
  const choose = (value: number): void => {
    select.value = String(value);
    select.dispatchEvent(new Event('change', { bubbles: true }));
    clearError();
    render();
    links[value - 1]?.focus();
  };

  const onClick = (event: MouseEvent): void => {
    const index = links.indexOf(event.currentTarget as HTMLAnchorElement);
    event.preventDefault();
    choose(index + 1);
  };
  const onKeyDown = (event: KeyboardEvent): void => {
    const current = links.indexOf(event.target as HTMLAnchorElement) + 1;
    const moves: Record<string, number> = { ArrowRight: current + 1, ArrowDown: current + 1, ArrowLeft: current - 1, ArrowUp: current - 1, Home: 1, End: 5, ' ': current };
    const next = moves[event.key];
    if (next === undefined || event.altKey || event.ctrlKey || event.metaKey) return;
    event.preventDefault();
    choose(((next + 4) % 5) + 1);
  };
  const onLabelClick = (event: MouseEvent): void => {
    event.preventDefault();
    links.find((link) => link.tabIndex === 0)?.focus();
  };
  // Capture, so a rating is checked before other plugins' submit handlers send the form their way.
  const onSubmit = (event: SubmitEvent): void => {
    if (!isRequired || rating()) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    // A new text node each time: the alert is announced again on every refused submit.
    error.replaceChildren(requiredText);
    group.setAttribute('aria-invalid', 'true');
    group.setAttribute('aria-describedby', error.id);
    links[0]?.focus();
  };

  render();
  for (const link of links) {
    link.addEventListener('click', onClick);
    link.addEventListener('keydown', onKeyDown);
  }
  label?.addEventListener('click', onLabelClick);
  form.addEventListener('submit', onSubmit, { capture: true });
  return () => {
    form.removeEventListener('submit', onSubmit, { capture: true });
    label?.removeEventListener('click', onLabelClick);
    stars.remove();
    error.remove();
    select.style.removeProperty('display');
    select.required = wasRequired;
  };
}
