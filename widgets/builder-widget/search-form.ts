// Elementor Pro's search form (`search-form`, W20; skins in `data-settings.skin`):
// - `classic` and `minimal`: the form is `elementor-search-form--focus` while its field has the focus (Pro's focus
//   styles hang on it); the minimal skin's icon puts the focus in the field.
// - `full_screen`: the toggle (`.elementor-search-form__toggle`, a div with role="button") opens the field over the
//   whole page (`elementor-search-form--full-screen elementor-lightbox` on `.elementor-search-form__container`), the
//   focus in the field; the close button, a press on the dimmed page or Escape closes it.
// Better than the script it replaces: the full-screen search is a modal dialog (Tab kept inside, the page held
// still, the focus back on the toggle however it closes: Pro only did so from the close button), the toggle says
// aria-expanded and what it controls, and the closed search is out of the keyboard's way (inert, from the page
// builder's load-time work: Pro only scaled it to nothing).
import { lockPageScroll } from '@/builder';
import { keepTabInside } from '@/dom';
import { listeners } from './listeners';

export const FOCUS_CLASS = 'elementor-search-form--focus';
export const FULL_SCREEN_CLASSES = ['elementor-search-form--full-screen', 'elementor-lightbox'];

export function attachSearchForm(widget: HTMLElement, _type: string, settings: Record<string, unknown>): () => void {
  const form = widget.querySelector<HTMLFormElement>('form.elementor-search-form');
  const field = form?.querySelector<HTMLInputElement>('.elementor-search-form__input');
  const container = form?.querySelector<HTMLElement>('.elementor-search-form__container');
  if (!form || !field || !container) return () => {};
  const { listen, stop, onStop } = listeners();

  if (settings.skin != 'full_screen') {
    const follow = (): void => void form.classList.toggle(FOCUS_CLASS, document.activeElement == field);
    listen(field, 'focus', follow);
    listen(field, 'blur', follow);
    follow();
    const icon = form.querySelector('.elementor-search-form__icon');
    if (icon) listen(icon, 'click', () => field.focus());
    return stop;
  }

  const toggle = form.querySelector<HTMLElement>('.elementor-search-form__toggle');
  if (!toggle) return stop;
  container.id ||= `elementor-search-form-dialog-${widget.dataset.id ?? 'search'}`;
  container.setAttribute('role', 'dialog');
  container.setAttribute('aria-modal', 'true');
  container.setAttribute('aria-label', toggle.getAttribute('aria-label') || 'Search');
  toggle.setAttribute('aria-controls', container.id);
  toggle.setAttribute('aria-expanded', 'false');
  let unlock: (() => void) | undefined;

  const setOpen = (isOpen: boolean): void => {
    if (isOpen == !!unlock) return;
    container.classList.toggle(FULL_SCREEN_CLASSES[0]!, isOpen);
    container.classList.toggle(FULL_SCREEN_CLASSES[1]!, isOpen);
    container.toggleAttribute('inert', !isOpen);
    toggle.setAttribute('aria-expanded', String(isOpen));
    if (isOpen) {
      unlock = lockPageScroll();
      field.focus({ preventScroll: true });
    } else {
      unlock?.();
      unlock = undefined;
      toggle.focus({ preventScroll: true });
    }
  };
  listen(form, 'click', (event) => {
    const target = event.target as Element;
    if (target.closest('.elementor-search-form__toggle')) setOpen(true);
    else if (target.closest('.dialog-close-button') || target == container) setOpen(false);
  });
  listen(form, 'keydown', (event) => {
    const target = event.target as Element;
    if ((event.key == 'Enter' || event.key == ' ') && target.matches('.elementor-search-form__toggle, .dialog-close-button')) {
      event.preventDefault();
      setOpen(target.matches('.elementor-search-form__toggle'));
    } else if (unlock) keepTabInside(container, event);
  });
  listen(document, 'keydown', (event) => {
    if (event.key == 'Escape' && unlock) {
      event.preventDefault();
      setOpen(false);
    }
  });
  onStop(() => setOpen(false));
  return stop;
}
