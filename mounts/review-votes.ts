// Customer Reviews' helpful votes (`div.cr-voting-cont-uni`) on reviews and questions. Loaded as they
// near the viewport; votes in reviews added later (show more, a new page) mount through the observer.
import { defineIsland } from '../src/runtime';

export const reviewVotes = defineIsland({
  name: 'review-votes',
  selector: '.cr-voting-cont-uni',
  trigger: { on: 'visible' },
  takeover: 'replace',
  load: () => import('../widgets/review-votes'),
});
