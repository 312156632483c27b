// One uploaded (or uploading) photo or video as Customer Reviews' preview tile
// (`.cr-upload-images-containers`, frontend.js): the picture, or the file's name where there is none,
// the progress bar while it uploads, then the delete button (with the classic form's delete nonce), the
// hidden `cr-upload-images-ids[]` the review is sent with, and the spinner the plugin's CSS shows while
// deleting. Shared by the review form and the classic comment form.
import { mediaToken } from './forms-api';
import type { UploadItem } from './use-uploads';

/** Font Awesome's video icon, as the plugin draws it. */
export const VIDEO_PATH = 'M336.2 64H47.8C21.4 64 0 85.4 0 111.8v288.4C0 426.6 21.4 448 47.8 448h288.4c26.4 0 47.8-21.4 47.8-47.8V111.8c0-26.4-21.4-47.8-47.8-47.8zm189.4 37.7L416 177.3v157.4l109.6 75.5c21.2 14.6 50.4-.3 50.4-25.8V127.5c0-25.4-29.1-40.4-50.4-25.8z';

interface UploadTileProps {
  readonly item: UploadItem;
  readonly onRemove: (id: string) => void;
  /** The island's BEM block: its `__named-tile` and `__sr` classes style the name shown without a picture. */
  readonly classPrefix: string;
}

export function UploadTile({ item, onRemove, classPrefix }: UploadTileProps) {
  const isOk = item.status !== 'uploading';
  const percent = Math.round(item.progress * 100);
  return (
    <div
      role="listitem"
      className={`cr-upload-images-containers cr-upload-images-container-${item.index}${isOk ? ' cr-upload-ok' : ''}${item.status === 'deleting' ? ' cr-upload-delete-pending' : ''}`}
      aria-busy={item.status !== 'ok' || undefined}
    >
      {item.previewUrl ? (
        <img className="cr-upload-images-thumbnail" src={item.previewUrl} alt={item.name} />
      ) : item.isImage ? (
        <span className={`cr-upload-images-thumbnail ${classPrefix}__named-tile`}>{item.name}</span>
      ) : (
        <>
          <svg className="cr-upload-video-thumbnail" viewBox="0 0 576 512" aria-hidden="true">
            <path d={VIDEO_PATH} />
          </svg>
          <span className={`${classPrefix}__sr`}>{item.name}</span>
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
          onClick={() => onRemove(item.id)}
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
}
