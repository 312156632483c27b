// Customer Reviews' rating histogram without its ajax block (`.ivole-summaryBox.cr-noAjax`, printed by the plugin's
// non-ajax reviews template): a row pressed opens the page filtered by that rating, as frontend.js did (its cells
// are spans from 5.63). The rows are made reachable at scan and a pressed one shows chosen at once.
import { defineBehaviour } from '../src/runtime';
import { reachReviewList, showRatingChosen } from './reachable';

export const ratingFilter = defineBehaviour({
  name: 'rating-filter',
  legacy: 'cr-frontend-js',
  selector: '.cr-noAjax',
  prepare: reachReviewList,
  trigger: { on: 'intent' },
  feedback: showRatingChosen,
  load: () => import('../widgets/rating-filter'),
});
