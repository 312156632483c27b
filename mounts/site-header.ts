// The theme's header (Storefront's `header.site-header`: its menu toggle, dropdowns and header cart): its
// navigation comes when the shopper first reaches the header — a press on the toggle is held and answered.
// Only Storefront's: other themes print `.site-header` too and run it with their own script, which stays on the
// page — GeneratePress and the themes started from Underscores even print the same `nav.main-navigation` >
// `button.menu-toggle`, and a second handler on that toggle would close the menu it opens. The body names the
// parent theme (child themes too): WooCommerce's `theme-storefront`, recent WordPress's `wp-theme-storefront`.
import { defineBehaviour } from '../src/runtime';

export const siteHeader = defineBehaviour({
  name: 'site-header',
  legacy: 'storefront-navigation',
  selector: '.theme-storefront .site-header, .wp-theme-storefront .site-header',
  trigger: { on: 'intent' },
  load: () => import('../widgets/site-header'),
});
