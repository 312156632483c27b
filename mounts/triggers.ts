// Load conditions more than one registry entry uses.
import type { Trigger } from '../src/runtime';

/**
 * A form hidden until the shopper opens it (the reviews' "Add a review", a Reviews tab): it loads when
 * it is shown or reached (a focus or click inside, a click held and replayed), whichever comes first —
 * so pages whose shoppers only read never download it.
 */
export const whenShownOrReached: Trigger = { on: 'custom', when: (_mountPoint, tools) => Promise.race([tools.intent(), tools.visible()]) };
