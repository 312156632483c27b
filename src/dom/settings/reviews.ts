// Customer Reviews for WooCommerce's settings global (`cr_ajax_object`).
import { memo, readGlobal, text, wpBoolean, wpNumber } from './read-global';

/** Customer Reviews' `cr_ajax_object` (cr-frontend-js). Pages with only the grid or blocks get just `ajax_url`. */
export interface ReviewsSettings {
  readonly ajaxUrl: string;
  readonly isRecaptchaOn: boolean;
  readonly isLightboxDisabled: boolean;
  readonly uploadInitial: string;
  readonly uploadErrorFileType: string;
  readonly uploadErrorTooMany: string;
  readonly uploadErrorFileSize: string;
  /** How many files a review may carry. */
  readonly uploadLimit: number;
  /** Bytes. */
  readonly uploadMaxSize: number;
  /** The query var of the non-ajax summary's rating links. */
  readonly ratingFilter: string;
  /** The hash of the reviews tab. */
  readonly reviewsTab: string;
}

/** `cr_ajax_object`; the defaults are the plugin's English texts and limits. */
export const readReviewsSettings = memo((): ReviewsSettings => {
  const raw = readGlobal(
    'cr_ajax_object',
    {
      ajax_url: text,
      ivole_recaptcha: wpBoolean,
      disable_lightbox: wpBoolean,
      cr_upload_initial: text,
      cr_upload_error_file_type: text,
      cr_upload_error_too_many: text,
      cr_upload_error_file_size: text,
      cr_images_upload_limit: wpNumber,
      cr_images_upload_max_size: wpNumber,
      rating_filter: text,
      reviews_tab: text,
    },
    {
      ajax_url: '/wp-admin/admin-ajax.php',
      ivole_recaptcha: false,
      disable_lightbox: false,
      cr_upload_initial: 'Upload up to 5 images or videos',
      cr_upload_error_file_type: 'Error: accepted file types are PNG, JPG, JPEG, GIF, MP4, MPEG, OGG, WEBM, MOV, AVI',
      cr_upload_error_too_many: 'Error: You tried to upload too many files. The maximum number of files that can be uploaded is 5.',
      cr_upload_error_file_size: 'The file cannot be uploaded because its size exceeds the limit of 25 MB',
      cr_images_upload_limit: 5,
      cr_images_upload_max_size: 26_214_400,
      rating_filter: 'ivrating',
      reviews_tab: '#tab-reviews',
    },
  );
  return {
    ajaxUrl: raw.ajax_url,
    isRecaptchaOn: raw.ivole_recaptcha,
    isLightboxDisabled: raw.disable_lightbox,
    uploadInitial: raw.cr_upload_initial,
    uploadErrorFileType: raw.cr_upload_error_file_type,
    uploadErrorTooMany: raw.cr_upload_error_too_many,
    uploadErrorFileSize: raw.cr_upload_error_file_size,
    uploadLimit: raw.cr_images_upload_limit,
    uploadMaxSize: raw.cr_images_upload_max_size,
    ratingFilter: raw.rating_filter,
    reviewsTab: raw.reviews_tab,
  };
});
