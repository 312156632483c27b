// cart-fragments takes no props of its own: its settings are wc_cart_fragments_params.
import * as z from 'zod/mini';

/** Unknown props on an explicit mount are a mistake worth reporting (there is nothing to configure). */
export const propsSchema = z.strictObject({});

/** The legacy cart widget carries no props; its other data attributes belong to the theme. */
export function readProps(): unknown {
  return {};
}
