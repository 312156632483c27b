// Customer Reviews' shared front end: its admin-ajax calls and the behaviours every reviews widget
// (product block, all reviews, grid, slider, Q&A) has in common. Loaded only on pages with reviews.
export { fetchGridReviews, requestMediaDownload, vote, type VoteCounts } from './api';
export { bindAddReview } from './add-review';
export { useReviewList } from './use-review-list';
export { IDLE_LIST_STATUS, ListFailure, type ListStatus } from './list-status';
export { IMAGE_ERROR_TEXT, openLightbox, readLightboxHash } from './lightbox';
export { enhanceHistogram, histogramRows, ratingOfRow, selectedRating, selectHistogramRow } from './histogram';
export { draftStore, stableKey, type DraftScope } from './draft';
export { deleteCommentImage, deleteReviewMedia, fetchQuestions, mediaToken, submitQuestionOrAnswer, submitReview, uploadCommentImage, uploadReviewMedia, type FormResult, type UploadCall, type UploadedMedia } from './forms-api';
export { shortcodeAttributesSchema, uploadsDraftShape, uploadSettingsSchema, type QuestionList } from './schemas';
export { DRAFT_SAVE_DELAY_MS, isReviewEmail, restoredNote, useDraft, useRestoredDraft } from './form-core';
export { useSubmission } from './submission';
export { SendFailure } from './send-failure';
export { UPLOADS_BUSY_MESSAGE, uploadsDraft, useUploads, type StoredUpload, type Uploads } from './use-uploads';
export { PluginTermsField, PluginTextField } from './form-fields';
export { RatingField, type RatingBlock } from './rating-field';
export { captchaErrorText, captchaField, captchaToken, isCaptchaEnabled, isCaptchaUnanswered, CAPTCHA_BOXES, renderCaptcha, resetCaptcha } from './captcha';
export { UploadTile, VIDEO_PATH } from './upload-tile';
export { labelText } from './markup-text';
