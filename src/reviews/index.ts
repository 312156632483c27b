// Customer Reviews' shared front end: its admin-ajax calls and the behaviours every reviews widget
// (product block, all reviews, grid, slider, Q&A) has in common. Loaded only on pages with reviews.
export { fetchGridReviews, fetchReviewList, requestMediaDownload, reviewsAjax, vote, type ReviewListAction, type VoteCounts } from './api';
export { type ReviewList } from './schemas';
