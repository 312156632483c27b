// Customer Reviews' ajax reviews block on product pages (templates/cr-ajax-product-reviews.php). The
// server's block is complete, so it waits for the shopper: a press, focus or key inside it loads it
// (preloaded at idle once near the screen), the press is held and replayed, and a pressed histogram row shows chosen at once.
// Its span controls are made keyboard-reachable at scan (mounts/reachable.ts).
import { reviewListBlock } from './review-list-block';

export const reviewsBlock = reviewListBlock('reviews-block', '.cr-reviews-ajax-reviews', () => import('../widgets/reviews-block'));
