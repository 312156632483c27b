// The registry: every widget the bootstrap can mount, in matching order.
import type { MountDescriptor } from '../src/runtime';
import { addToCart } from './add-to-cart';
import { cartFragments } from './cart-fragments';
import { miniCart } from './mini-cart';

export const mounts: readonly MountDescriptor[] = [addToCart, miniCart, cartFragments];
