// Customer Reviews' shared front end: its admin-ajax calls and the behaviours every reviews widget
// (product block, all reviews, grid, slider, Q&A) has in common. Loaded only on pages with reviews.
export { fetchGridReviews, fetchReviewList, requestMediaDownload, reviewsAjax, vote, type ReviewListAction, type VoteCounts } from './api';
export { type ReviewList } from './schemas';
export { REVIEW_SEARCH_DEBOUNCE_MS, ReviewListController, type ReviewListOptions, type ReviewListStatus, type ReviewListVariant } from './review-list';
export { bindAddReview } from './add-review';
export { useReviewList } from './use-review-list';
export { IMAGE_ERROR_TEXT, LIGHTBOX_OPTIONS, openLightbox, readLightboxHash, type LightboxLink, type LightboxPicture } from './lightbox';
export { enhanceHistogram, histogramRows, ratingOfRow, selectedRating, selectHistogramRow } from './histogram';
export { draftKey, draftStore, stableKey, type DraftScope, type DraftStore } from './draft';
export { deleteCommentImage, deleteReviewMedia, fetchQuestions, FORM_RESULT_FALLBACK, mediaToken, submitQuestionOrAnswer, submitReview, uploadCommentImage, uploadReviewMedia, type FormResult, type UploadCall, type UploadedMedia } from './forms-api';
export { uploadSettingsSchema, type QuestionList } from './schemas';
export { DRAFT_SAVE_DELAY_MS, isReviewEmail, restoredNote, useDraft, useRestoredDraft, useSubmission, type SubmitState } from './form-core';
export { makeThumbnail, UPLOAD_TYPES, useUploads, type StoredUpload, type UploadCalls, type UploadItem, type UploadRules, type Uploads, type UploadStatus } from './use-uploads';
export { PluginTermsField, PluginTextField, type TextFieldKind } from './form-fields';
export { RatingField, type RatingBlock } from './rating-field';
export { CAPTCHA_ERROR_TEXT, captchaApi, captchaErrorText, captchaResponse, captchaToken, isCaptchaEnabled, isCaptchaInvisible, resetCaptcha, type CaptchaApi } from './captcha';
export { UploadTile, VIDEO_PATH } from './upload-tile';
