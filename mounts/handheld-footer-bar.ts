// Storefront's handheld footer bar (the fixed My account / Search / Cart bar on phones): its Search opens the
// search box when pressed. The bar steps aside while a field outside it has the focus, as the theme's
// footer.js did (a phone's keyboard would otherwise push the bar over the field being typed in).
import { defineBehaviour } from '../src/runtime';

/** The body class the theme's CSS hides the bar by. */
export const INPUT_FOCUSED_CLASS = 'sf-input-focused';

export const handheldFooterBar = defineBehaviour({
  name: 'handheld-footer-bar',
  legacy: 'storefront-handheld-footer-bar',
  selector: '.storefront-handheld-footer-bar',
  trigger: { on: 'intent' },
  // Listeners only: nothing changes until the shopper focuses a field.
  prepare: (bar) => {
    const onFocus = ({ type, target }: FocusEvent): void => {
      const isField = type == 'focusin' && target instanceof HTMLElement && !!target.closest('form') && !bar.contains(target) && target.tabIndex != -1;
      document.body.classList.toggle(INPUT_FOCUSED_CLASS, isField);
    };
    document.addEventListener('focusin', onFocus);
    document.addEventListener('focusout', onFocus);
  },
  load: () => import('../widgets/handheld-footer-bar'),
});
