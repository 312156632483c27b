// Customer Reviews' all-reviews shortcode / block ([cusrev_all_reviews]): a reviews list block
// (mounts/review-list-block.ts), as the product's ajax block is.
import { reviewListBlock } from './review-list-block';

export const allReviews = reviewListBlock('all-reviews', '.cr-all-reviews-shortcode', () => import('../widgets/all-reviews'));
