// Customer Reviews' (CusRev) write calls: submitting a review, a question or an answer, uploading and
// deleting photos and videos, and the Q&A list's pages. Same endpoint and encoding as the display calls.
import { ApiError, postForm, uploadForm } from '../api';
import { toFormParams, type FormValue } from '../lib';
import { reviewsAjax } from './api';
import { deleteResponseSchema, formResultSchema, questionListSchema, uploadResponseSchema, type QuestionList } from './schemas';

type Fields = { readonly [key: string]: FormValue };

/** The plugin's texts when an answer carries no description or button (spec §8). */
export const FORM_RESULT_FALLBACK = { button: 'OK', description: 'An unexpected error that could be caused by a third-party plugin' } as const;

export interface FormResult {
  /** Code 0: the shop accepted it. */
  readonly isAccepted: boolean;
  readonly code: number;
  readonly description: string;
  readonly button: string;
}

async function submit(action: 'cr_submit_review' | 'cr_new_qna', fields: Fields): Promise<FormResult> {
  const answer = await postForm(reviewsAjax(), toFormParams({ action, ...fields }), { name: action, schema: formResultSchema });
  return {
    isAccepted: answer.code === 0,
    code: answer.code,
    description: answer.description || FORM_RESULT_FALLBACK.description,
    button: answer.button || FORM_RESULT_FALLBACK.button,
  };
}

/** A review from the block/shortcode form: rating, review, name, id, email, onsiteQuestions, cr-upload-images-ids, captcha. */
export const submitReview = (fields: Fields): Promise<FormResult> => submit('cr_submit_review', fields);

/** A question (crNonce, currentPostID, text, name, email, cptcha), or an answer (plus questionID, productID). */
export const submitQuestionOrAnswer = (fields: Fields): Promise<FormResult> => submit('cr_new_qna', fields);

/** An uploaded file as the shop knows it; `{"id","key"}` is what the form sends back. */
export interface UploadedMedia {
  readonly id: string;
  readonly key: string;
  /** Classic comment form only: the nonce its delete call needs. */
  readonly deleteNonce?: string;
}

export interface UploadCall {
  readonly onProgress?: (sent: number) => void;
  readonly signal?: AbortSignal;
}

async function upload(action: string, fields: Record<string, string | File>, { onProgress, signal }: UploadCall): Promise<UploadedMedia> {
  const body = new FormData();
  body.append('action', action);
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  // A file may take minutes on a phone; what times out is a stall.
  const answer = await uploadForm(reviewsAjax(), body, { name: action, schema: uploadResponseSchema, onProgress, signal, timeoutMs: 60_000 });
  if (answer.code !== 200 || !answer.attachment) {
    // (A 200 without an attachment carries "OK" as its message: not words to show as a refusal.)
    throw new ApiError('rejected', { endpoint: action, code: String(answer.code), message: (answer.code !== 200 && answer.message) || undefined, detail: `code ${answer.code}` });
  }
  return { id: answer.attachment.id, key: answer.attachment.key, deleteNonce: answer.attachment.nonce };
}

/** The review form's uploader: the file, the form's item id and the form-wrap's upload nonce. */
export function uploadReviewMedia(file: File, { itemId, nonce }: { itemId: string; nonce: string }, call: UploadCall = {}): Promise<UploadedMedia> {
  return upload('cr_upload_media', { cr_file: file, cr_item: itemId, cr_nonce: nonce }, call);
}

/** The classic comment form's uploader (`#cr_review_image`): its nonce, the post id and the captcha. */
export function uploadCommentImage(file: File, { nonce, postId, captcha }: { nonce: string; postId: string; captcha: string }, call: UploadCall = {}): Promise<UploadedMedia> {
  return upload('cr_upload_local_images_frontend', { cr_nonce: nonce, cr_postid: postId, cr_file: file, cr_captcha: captcha }, call);
}

/** The `{"id","key"}` JSON string the forms send and the delete calls take (a numeric id as a number, as the plugin's script sent it). */
export const mediaToken = (media: UploadedMedia): string => JSON.stringify({ id: /^\d+$/.test(media.id) ? Number(media.id) : media.id, key: media.key });

async function remove(action: string, fields: Fields): Promise<void> {
  const answer = await postForm(reviewsAjax(), toFormParams({ action, ...fields }), { name: action, schema: deleteResponseSchema });
  if (answer.code !== 200) throw new ApiError('rejected', { endpoint: action, detail: `code ${answer.code}` });
}

/** Deletes a review form upload. */
export const deleteReviewMedia = (media: UploadedMedia): Promise<void> => remove('cr_delete_media', { image: mediaToken(media) });

/** Deletes a classic comment form upload; `previewClass` is the dotted class list the plugin echoes back. */
export const deleteCommentImage = (media: UploadedMedia, previewClass: string): Promise<void> =>
  remove('cr_delete_local_images_frontend', { cr_nonce: media.deleteNonce ?? '', image: mediaToken(media), class: previewClass });

/** A page of the Q&A list: productID, page, permalink, search, cr_attributes. */
export function fetchQuestions(fields: Fields, signal?: AbortSignal): Promise<QuestionList> {
  return postForm(reviewsAjax(), toFormParams({ action: 'cr_show_more_qna', ...fields }), { name: 'cr_show_more_qna', schema: questionListSchema, signal });
}
