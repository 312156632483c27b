// Customer Reviews' helpful votes (`div.cr-voting-cont-uni`) on reviews and questions. The printed counts
// are complete, so they wait for the shopper: the vote spans are made keyboard buttons at scan, a press
// or focus loads the island (preloaded at idle once near the screen), and a pressed vote shows as updating at once, as the
// plugin's own spinner did. Votes in reviews added later (show more, a new page) come through the observer.
import { defineIsland } from '../src/runtime';
import { makeReachable } from './reachable';

const nameOfVote = (vote: HTMLElement): string => `${vote.getAttribute('data-upvote') === '0' ? 'Not helpful' : 'Helpful'} ${vote.nextElementSibling?.textContent?.trim() ?? ''}`.trim();

export const reviewVotes = defineIsland({
  name: 'review-votes',
  legacy: 'cr-frontend-js',
  selector: '.cr-voting-cont-uni',
  prepare: (votes) => {
    const spans = votes.querySelectorAll<HTMLElement>('.cr-voting-a');
    makeReachable(spans, nameOfVote);
    // Toggle buttons from the start: this visitor's vote is printed as `cr-voting-active`.
    for (const span of spans) span.setAttribute('aria-pressed', String(span.classList.contains('cr-voting-active')));
  },
  trigger: { on: 'intent' },
  feedback: (target) => target.closest('.cr-voting-a')?.classList.add('cr-voting-update'),
  takeover: 'replace',
  load: () => import('../widgets/review-votes'),
});
