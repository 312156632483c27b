// The theme's header (Storefront's `header.site-header`: its menu toggle, dropdowns and header cart): its
// navigation comes when the shopper first reaches the header — a press on the toggle is held and answered.
import { defineBehaviour } from '../src/runtime';

export const siteHeader = defineBehaviour({
  name: 'site-header',
  selector: '.site-header',
  trigger: { on: 'intent' },
  load: () => import('../widgets/site-header'),
});
