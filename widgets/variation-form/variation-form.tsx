// The variation form island: WooCommerce's `form.variations_form` stays the server's markup; this
// island runs its behaviour (form-controller.ts) and renders what WooCommerce's blockUI and error
// paths showed: the busy overlay while a variation is looked up, and why a look-up failed.
import { useEffect, useLayoutEffect, useState } from 'react';
import { readSwatchesSettings, readVariationFormSettings, hasSwatchesSettings } from '@/dom';
import type { IslandContext } from '@/runtime';
import { VariationFormController } from './form-controller';
import type { FormStatus } from './form-options';
import { provideJQueryHelpers } from './jquery-helpers';
import type { VariationFormProps } from './schema';

/** WooCommerce's blockUI overlay opacity. */
export const OVERLAY_OPACITY = 0.6;

export function VariationForm({ mountPoint, productId, variations, customData }: VariationFormProps & IslandContext) {
  const [status, setStatus] = useState<FormStatus>({ isLooking: false, error: null });

  useEffect(() => {
    if (!(mountPoint instanceof HTMLFormElement)) {
      console.error('[shop-islands] variation-form: the mount point must be the <form class="variations_form">');
      return;
    }
    provideJQueryHelpers();
    const controller = new VariationFormController(mountPoint, {
      productId,
      variations,
      customData,
      texts: readVariationFormSettings(),
      disableOutOfStock: hasSwatchesSettings() && readSwatchesSettings().disableOutOfStock,
      onStatus: setStatus,
    });
    return controller.start();
  }, [mountPoint, productId, variations, customData]);

  // In the commit that draws the overlay, so the form's busy state and the overlay show together.
  useLayoutEffect(() => {
    mountPoint.classList.toggle('processing', status.isLooking);
    if (status.isLooking) {
      mountPoint.setAttribute('aria-busy', 'true');
      if (getComputedStyle(mountPoint).position === 'static') mountPoint.style.setProperty('position', 'relative');
    } else mountPoint.removeAttribute('aria-busy');
  }, [mountPoint, status.isLooking]);

  return (
    <>
      {status.isLooking && (
        <span
          className="blockUI blockOverlay island-variation-form__overlay"
          aria-hidden="true"
          style={{ position: 'absolute', inset: 0, zIndex: 1000, background: '#fff', opacity: OVERLAY_OPACITY, cursor: 'wait' }}
        />
      )}
      <div className="island-variation-form__error" role="alert">
        {status.error && (
          <p className="woocommerce-error">
            Could not check this combination. {status.error} Choose an option again to retry.
          </p>
        )}
      </div>
    </>
  );
}
