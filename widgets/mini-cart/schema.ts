// Props of a mini cart line.
import * as z from 'zod/mini';

export const propsSchema = z.object({
  cartItemKey: z.string().check(z.minLength(1, 'the remove link needs data-cart_item_key')),
  removeUrl: z.string().check(z.minLength(1, 'the remove link needs an href')),
  successMessage: z._default(z.string(), ''),
});

export type MiniCartProps = z.output<typeof propsSchema>;
