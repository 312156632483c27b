// cart-fragments takes no props of its own: its settings are wc_cart_fragments_params.
import * as z from 'zod/mini';

export const propsSchema = z.object({});
