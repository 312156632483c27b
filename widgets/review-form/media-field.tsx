// The form's photos and videos (cr-review-form.php's media block, frontend.js's preview tiles): the
// "Add photos or video" tile and the "+" tile open the file chooser; each file is a tile with its
// progress bar, then its delete button; the field's error area says what was refused and why.
import { useRef, type KeyboardEvent } from 'react';
import { pressOnKey } from '@/dom';
import { UploadTile, VIDEO_PATH, type Uploads } from '@/reviews';

/** What the chooser offers when the server printed no `accept` (the plugin's, plus GIF, which it allows). */
const DEFAULT_ACCEPT = 'image/jpeg,image/png,image/gif,video/*';

interface MediaFieldProps {
  readonly description: string;
  readonly accept: string;
  readonly limit: number;
  readonly uploads: Uploads;
  readonly idPrefix: string;
}

const PHOTOS_PATH =
  'M480 416v16c0 26.5-21.5 48-48 48H48c-26.5 0-48-21.5-48-48V176c0-26.5 21.5-48 48-48h16v208c0 44.1 35.9 80 80 80h336zm96-80V80c0-26.5-21.5-48-48-48H144c-26.5 0-48 21.5-48 48v256c0 26.5 21.5 48 48 48h384c26.5 0 48-21.5 48-48zM256 128c0 26.5-21.5 48-48 48s-48-21.5-48-48 21.5-48 48-48 48 21.5 48 48zm-96 144l55.5-55.5c4.7-4.7 12.3-4.7 17 0L272 256l135.5-135.5c4.7-4.7 12.3-4.7 17 0L512 208v112H160v-48z';

const CAMERA_PATH = 'M149.1 64.8L138.7 96H64C28.7 96 0 124.7 0 160V416c0 35.3 28.7 64 64 64H448c35.3 0 64-28.7 64-64V160c0-35.3-28.7-64-64-64H373.3L362.9 64.8C356.4 45.2 338.1 32 317.4 32H194.6c-20.7 0-39 13.2-45.5 32.8zM256 192a96 96 0 1 1 0 192 96 96 0 1 1 0-192z';

/** Files chosen in an input, which is then cleared so the same file can be chosen again after a refusal. */
function takeFiles(input: HTMLInputElement): File[] {
  const files = [...(input.files ?? [])];
  input.value = '';
  return files;
}

export function MediaField({ description, accept, limit, uploads, idPrefix }: MediaFieldProps) {
  const input = useRef<HTMLInputElement>(null);
  const camera = useRef<HTMLInputElement>(null);
  const { items, error } = uploads;
  const errorId = `${idPrefix}-error`;
  const open = (): void => input.current?.click();
  const openCamera = (): void => camera.current?.click();
  const onKey = (event: KeyboardEvent<HTMLElement>): void => pressOnKey(event, open);
  const onCameraKey = (event: KeyboardEvent<HTMLElement>): void => pressOnKey(event, openCamera);
  const isVisible = items.length > 0;
  const visible = isVisible ? ' cr-form-visible' : '';

  return (
    <div className={`cr-form-item-media cr-form-item-container${error ? ' cr-review-form-error' : ''}`} data-field="media">
      <div className={`cr-form-item-subcontainer${visible}`}>
        <div>
          <div className="cr-form-item-media-none" role="button" tabIndex={0} aria-label={description} aria-describedby={error ? errorId : undefined} onClick={open} onKeyDown={onKey}>
            <svg className="cr-form-item-media-icon" aria-hidden="true" viewBox="0 0 576 512" width="26" height="22">
              <path fill="#ccc" d={PHOTOS_PATH} />
            </svg>
            <svg className="cr-form-item-media-icon" aria-hidden="true" viewBox="0 0 576 512" width="26" height="22">
              <path fill="#ccc" d={VIDEO_PATH} />
            </svg>
            <span>{description}</span>
          </div>
          {/* Phones (a coarse pointer) also get the camera straight away: `capture` opens it instead of the
              gallery, so it is a second control, not the chooser's only way in. Hidden elsewhere by CSS. */}
          {items.length < limit && (
            <div className="island-review-form__camera" role="button" tabIndex={0} onClick={openCamera} onKeyDown={onCameraKey}>
              <svg aria-hidden="true" viewBox="0 0 512 512" width="20" height="20">
                <path fill="currentColor" d={CAMERA_PATH} />
              </svg>
              <span>Take a photo</span>
            </div>
          )}
          <div className={`cr-form-item-media-preview${visible}`} role="list" aria-label="Your photos and videos">
            {items.map((item) => (
              <UploadTile key={item.id} item={item} onRemove={uploads.remove} classPrefix="island-review-form" />
            ))}
            {isVisible && items.length < limit && (
              <div className="cr-form-item-media-add" role="button" tabIndex={0} aria-label="Add more photos or videos" onClick={open} onKeyDown={onKey}>
                +
              </div>
            )}
          </div>
          <input
            ref={input}
            type="file"
            className="cr-form-item-media-file"
            accept={accept || DEFAULT_ACCEPT}
            multiple
            tabIndex={-1}
            aria-hidden="true"
            onChange={(event) => uploads.add(takeFiles(event.currentTarget))}
          />
          <input ref={camera} type="file" className="cr-form-item-media-file island-review-form__camera-file" accept="image/*" capture="environment" tabIndex={-1} aria-hidden="true" onChange={(event) => uploads.add(takeFiles(event.currentTarget))} />
        </div>
      </div>
      <div className="cr-review-form-field-error" id={errorId} role="alert">
        {error}
      </div>
    </div>
  );
}
