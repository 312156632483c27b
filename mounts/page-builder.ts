// Each Elementor document on the page (`.elementor[data-elementor-type]`, the page and any template or popup
// in it). Its behaviour publishes `window.elementorFrontend` and fires `elementor/frontend/init` for the
// addons that hook into Elementor, runs their element handlers and plays the entrance animations: all things
// the page must do on its own, so it starts at once. Should it fail, no element is left invisible.
import { defineBehaviour } from '../src/runtime';

const showAnimated = (documentRoot: HTMLElement): void =>
  documentRoot.addEventListener('island:error', () => documentRoot.querySelectorAll('.elementor-invisible').forEach((element) => element.classList.remove('elementor-invisible')), { once: true });

export const pageBuilder = defineBehaviour({
  name: 'page-builder',
  selector: '.elementor[data-elementor-type]',
  prepare: showAnimated,
  trigger: { on: 'ready' },
  load: () => import('../widgets/page-builder'),
});
