// The "Add a review" toggle of the reviews blocks: the product block swaps its reviews for the review
// form (`.cr-ajax-reviews-review-form`), the all-reviews block and the grid put a class on their root
// that their CSS uses to show the form. Focus moves into the form and back to the button, and Escape
// returns, which the legacy toggle did not do.
import { makeButton, pressOnKey } from '../dom';

// The form's way back: its nav arrows, Cancel, and Continue after the shop accepted it.
const BACK = '.cr-nav-left, .cr-nav-right, .cr-review-form-cancel, .cr-review-form-continue.cr-review-form-success';

/** Wires the toggle inside `root`; returns the cleanup. */
export function bindAddReview(root: HTMLElement, variant: 'product' | 'all' | 'grid'): () => void {
  let opener: HTMLElement | null = null;
  const openClass = variant === 'grid' ? 'cr-reviews-grid-new-review' : 'cr-all-reviews-new-review';
  const comments = root.querySelector<HTMLElement>('.cr-reviews-ajax-comments');
  const formBox = variant === 'product' ? root.querySelector<HTMLElement>('.cr-ajax-reviews-review-form') : null;
  const form = () => (formBox ?? root).querySelector<HTMLElement>('.cr-review-form-wrap');
  const isOpen = () => (variant === 'product' ? formBox?.style.display === 'block' : root.classList.contains(openClass));

  const open = (button: HTMLElement): void => {
    opener = button;
    if (variant === 'product') {
      if (comments) comments.style.display = 'none';
      if (formBox) formBox.style.display = 'block';
    } else root.classList.add(openClass);
    const wrap = form();
    if (wrap) {
      wrap.tabIndex = -1;
      wrap.focus();
    }
    button.setAttribute('aria-expanded', 'true');
  };
  const close = (): void => {
    if (variant === 'product') {
      if (comments) comments.style.display = '';
      if (formBox) formBox.style.display = '';
    } else root.classList.remove(openClass, 'cr-review-form-res');
    opener?.setAttribute('aria-expanded', 'false');
    opener?.focus();
  };

  const onClick = (event: MouseEvent): void => {
    const target = event.target instanceof Element ? event.target : null;
    const button = target?.closest<HTMLElement>('.cr-ajax-reviews-add-review, .cr-nosummary-add, .cr-all-reviews-add-review');
    if (button && root.contains(button)) {
      event.preventDefault();
      open(button);
      return;
    }
    if (target?.closest(BACK) && isOpen()) {
      event.preventDefault();
      close();
    }
  };
  const onKeyDown = (event: KeyboardEvent): void => {
    if (event.key === 'Escape' && isOpen() && form()?.contains(event.target as Node)) close();
  };
  for (const back of root.querySelectorAll<HTMLElement>('.cr-nav-left, .cr-nav-right')) {
    if (!back.hasAttribute('role')) makeButton(back, 'Back to the reviews');
  }
  const onBackKey = (event: KeyboardEvent): void => {
    const target = event.target instanceof HTMLElement ? event.target : null;
    if (target?.matches('.cr-nav-left, .cr-nav-right')) pressOnKey(event, () => target.click());
  };
  for (const button of root.querySelectorAll('.cr-ajax-reviews-add-review, .cr-nosummary-add, .cr-all-reviews-add-review')) button.setAttribute('aria-expanded', 'false');
  root.addEventListener('click', onClick);
  root.addEventListener('keydown', onKeyDown);
  root.addEventListener('keydown', onBackKey);
  return () => {
    root.removeEventListener('click', onClick);
    root.removeEventListener('keydown', onKeyDown);
    root.removeEventListener('keydown', onBackKey);
  };
}
