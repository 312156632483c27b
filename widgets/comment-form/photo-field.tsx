// Customer Reviews' photo field of the classic form (`div.cr-upload-local-images`): the native file
// input #cr_review_image (its label is the status line: "Upload up to 5 images or videos", or what went
// wrong, in red), and a tile per file with its progress bar, then its delete button, and the hidden
// `cr-upload-images-ids[]` the review is posted with.
import { UploadTile, type Uploads } from '@/reviews';

interface PhotoFieldProps {
  readonly media: { readonly inputName: string; readonly accept: string; readonly capture: string; readonly isMultiple: boolean; readonly initialText: string };
  readonly uploads: Uploads;
  /** A message of the form's own (the captcha must be solved first), shown like the uploader's. */
  readonly notice: string;
  readonly idPrefix: string;
  readonly onChoose: (files: readonly File[]) => void;
}

export function PhotoField({ media, uploads, notice, idPrefix, onChoose }: PhotoFieldProps) {
  const { items } = uploads;
  const error = notice || uploads.error;
  return (
    <div className="cr-upload-local-images">
      <div className="cr-upload-images-preview" role="list" aria-label="Your photos and videos" hidden={!items.length}>
        {items.map((item) => (
          <UploadTile key={item.id} item={item} onRemove={uploads.remove} classPrefix="island-comment-form" />
        ))}
      </div>
      {/* The plugin's status line: its label, saying what went wrong in red; the input keeps its purpose as its name. */}
      <label htmlFor="cr_review_image" id={`${idPrefix}-status`} className={`cr-upload-images-status${error ? ' cr-upload-images-status-error' : ''}`}>
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
        aria-label={media.initialText || 'Add photos or videos'}
        aria-describedby={error ? `${idPrefix}-status` : undefined}
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
