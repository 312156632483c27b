// Customer Reviews' all-reviews shortcode / block ([cusrev_all_reviews]): a reviews list block
// (mounts/reachable.ts), as the product's ajax block is.
import { reviewListBlock } from './reachable';

export const allReviews = reviewListBlock('all-reviews', '.cr-all-reviews-shortcode', () => import('../widgets/all-reviews'));
