// Load conditions more than one registry entry uses.
import type { Trigger } from '../src/runtime';

/**
 * A form hidden until the shopper opens it (the reviews' "Add a review", a Reviews tab): it loads when
 * it is shown or reached (a focus or click inside, a click held and replayed), whichever comes first —
 * so pages whose shoppers only read never download it.
 */
export const whenShownOrReached: Trigger = { on: 'custom', when: (_mountPoint, tools) => Promise.race([tools.intent(), tools.visible()]) };

/**
 * A Storefront behaviour whose own script may still be on the page: WordPress prints the theme's
 * navigation.js and footer.js unless something takes them out, and this bundle's plugin leaves them. While
 * the script is there (its handle's id, or its file when an optimiser renamed the tag) the theme runs the
 * markup: the mount point never starts, so no press in it waits for a chunk that would do nothing (a header
 * link followed at once, the theme's toggle answering it), and two handlers never undo each other.
 */
export const unlessStorefrontScript = (handle: string, file: string): Trigger => ({
  on: 'custom',
  when: (_mountPoint, tools) => (document.querySelector(`script#storefront-${handle}-js,script[src*="/storefront/assets/js/${file}."]`) ? new Promise(() => undefined) : tools.intent()),
});
