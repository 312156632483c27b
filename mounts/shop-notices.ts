// WooCommerce's notices wrapper (woocommerce_output_all_notices()), one per page. Its behaviour starts
// at once when an alert notice waits to be focused, when the browser is idle on pages with jQuery
// (whose plugins call jQuery.scroll_to_notices; also once a delayed jQuery arrives), and otherwise not at
// all: there is nothing to do.
import { defineBehaviour } from '../src/runtime';
import { whenIdle } from '../src/runtime/schedule';
import { whenJQuery } from './jquery-plugins';

/** Kept in step with ALERT_NOTICE_SELECTOR in src/dom/notices.ts (mounts/mounts.test.ts checks it). */
export const ALERT_NOTICES = '[role="alert"]:is(.woocommerce-message,.woocommerce-error,.wc-block-components-notice-banner)';

function whenNoticesNeedUs(): Promise<void> {
  if (document.querySelector(ALERT_NOTICES)) return Promise.resolve();
  return new Promise((resolve) => whenJQuery(() => whenIdle(resolve)));
}

export const shopNotices = defineBehaviour({
  name: 'shop-notices',
  legacy: 'woocommerce',
  selector: '.woocommerce-notices-wrapper',
  trigger: { on: 'custom', when: whenNoticesNeedUs },
  singleton: true,
  passesPresses: true,
  load: () => import('../widgets/shop-notices'),
});
