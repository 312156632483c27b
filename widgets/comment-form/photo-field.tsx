// Customer Reviews' photo field of the classic form (`div.cr-upload-local-images`): the native file
// input #cr_review_image (its label is the status line: "Upload up to 5 images or videos", or what went
// wrong, in red), and a tile per file with its progress bar, then its delete button, and the hidden
// `cr-upload-images-ids[]` the review is posted with.
import { mediaToken, type Uploads } from '@/reviews';

const VIDEO_PATH = 'M336.2 64H47.8C21.4 64 0 85.4 0 111.8v288.4C0 426.6 21.4 448 47.8 448h288.4c26.4 0 47.8-21.4 47.8-47.8V111.8c0-26.4-21.4-47.8-47.8-47.8zm189.4 37.7L416 177.3v157.4l109.6 75.5c21.2 14.6 50.4-.3 50.4-25.8V127.5c0-25.4-29.1-40.4-50.4-25.8z';

interface PhotoFieldProps {
  readonly media: { readonly inputName: string; readonly accept: string; readonly capture: string; readonly isMultiple: boolean; readonly initialText: string };
  readonly uploads: Uploads;
  /** A message of the form's own (the captcha must be solved first), shown like the uploader's. */
  readonly notice: string;
  readonly onChoose: (files: readonly File[]) => void;
}

export function PhotoField({ media, uploads, notice, onChoose }: PhotoFieldProps) {
  const { items } = uploads;
  const error = notice || uploads.error;
  return (
    <div className="cr-upload-local-images">
      <div className="cr-upload-images-preview" role="list" aria-label="Your photos and videos" hidden={!items.length}>
        {items.map((item) => {
          const isOk = item.status !== 'uploading';
          const percent = Math.round(item.progress * 100);
          return (
            <div
              key={item.id}
              role="listitem"
              className={`cr-upload-images-containers cr-upload-images-container-${item.index}${isOk ? ' cr-upload-ok' : ''}${item.status === 'deleting' ? ' cr-upload-delete-pending' : ''}`}
              aria-busy={item.status !== 'ok' || undefined}
            >
              {item.previewUrl ? (
                <img className="cr-upload-images-thumbnail" src={item.previewUrl} alt={item.name} />
              ) : item.isImage ? (
                <span className="cr-upload-images-thumbnail island-comment-form__named-tile">{item.name}</span>
              ) : (
                <>
                  <svg className="cr-upload-video-thumbnail" viewBox="0 0 576 512" aria-hidden="true">
                    <path d={VIDEO_PATH} />
                  </svg>
                  <span className="island-comment-form__sr">{item.name}</span>
                </>
              )}
              <div className="cr-upload-images-pbar" role="progressbar" aria-label={`Uploading ${item.name}`} aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent} hidden={isOk}>
                <div className="cr-upload-images-pbarin" style={{ width: `${percent}%` }} />
              </div>
              {isOk && (
                <button
                  type="button"
                  className="cr-upload-images-delete"
                  data-delnonce={item.media?.deleteNonce}
                  aria-label={item.status === 'deleting' ? `Removing ${item.name}` : `Remove ${item.name}`}
                  aria-disabled={item.status === 'deleting' || undefined}
                  onClick={() => uploads.remove(item.id)}
                >
                  <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true">
                    <path className="cr-no-icon" d="M6 6l8 8M14 6l-8 8" stroke="currentColor" strokeWidth="2" />
                  </svg>
                </button>
              )}
              <input type="hidden" name="cr-upload-images-ids[]" value={item.media ? mediaToken(item.media) : ''} />
              <span className="cr-upload-images-delete-spinner" />
            </div>
          );
        })}
      </div>
      <label htmlFor="cr_review_image" className={`cr-upload-images-status${error ? ' cr-upload-images-status-error' : ''}`}>
        {error || media.initialText}
      </label>
      <input
        type="file"
        id="cr_review_image"
        name={media.inputName}
        accept={media.accept || 'image/*, video/*'}
        // The plugin offers the phone's camera (`capture="environment"`); kept as the shop printed it.
        {...(media.capture ? { capture: media.capture as 'environment' | 'user' } : {})}
        multiple={media.isMultiple}
        aria-invalid={error ? true : undefined}
        onChange={(event) => {
          const files = [...(event.currentTarget.files ?? [])];
          // Cleared as the plugin does: the files travel by ajax, not with the comment.
          event.currentTarget.value = '';
          onChoose(files);
        }}
      />
    </div>
  );
}
