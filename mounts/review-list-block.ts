// The registry entry shared by Customer Reviews' two list blocks (the product's ajax block, all reviews):
// complete server markup, so each waits for the shopper's first press, focus or key inside (fetched at
// idle); its span controls are made reachable at scan and a pressed histogram row shows chosen at once.
import { defineIsland, type IslandModule, type MountDescriptor } from '../src/runtime';
import { reachReviewList, showRatingChosen } from './reachable';

/** A reviews list block's registry entry. */
export const reviewListBlock = <Props>(name: string, selector: string, load: () => Promise<IslandModule<Props>>): MountDescriptor =>
  defineIsland({ name, selector, legacy: 'cr-frontend-js', prepare: reachReviewList, trigger: { on: 'intent' }, feedback: showRatingChosen, takeover: 'append', load });
