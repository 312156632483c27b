// The customer photo viewer: the shop's one PhotoSwipe (src/lightbox, loaded on the first open), and a
// URL hash that names the picture — `#&gid=<review id>&pid=<picture number>` — so a link to it opens
// that picture on load. PhotoSwipe v4, which the plugin used, wrote `#&gid=1&pid=<n>`; the review id
// as gallery id makes the link name one review's picture on a page of many.
/** The catalogue's text for a picture that does not load. */
export const IMAGE_ERROR_TEXT = 'The image could not be loaded.';

export interface LightboxPicture {
  readonly src: string;
  readonly width: number;
  readonly height: number;
  readonly alt: string;
}

export interface LightboxLink {
  readonly galleryId: string;
  /** 1-based, as PhotoSwipe's `pid`. */
  readonly pictureNumber: number;
}

/** The picture a URL hash names, if any (`#&gid=G&pid=P`, in either order). */
export function readLightboxHash(hash: string = location.hash): LightboxLink | null {
  const params = new URLSearchParams(hash.replace(/^#&?/, ''));
  const galleryId = params.get('gid');
  const pictureNumber = Number(params.get('pid'));
  if (!galleryId || !Number.isInteger(pictureNumber) || pictureNumber < 1) return null;
  return { galleryId, pictureNumber };
}

function writeHash(hash: string): void {
  history.replaceState(history.state, '', `${location.pathname}${location.search}${hash}`);
}

/**
 * Opens the viewer on `index` of `pictures`, keeping the hash in step with the picture shown and
 * putting the page's own hash back on close. PhotoSwipe traps focus, closes on Escape and returns
 * focus to the element that had it.
 */
export async function openLightbox(pictures: readonly LightboxPicture[], index: number, galleryId: string): Promise<void> {
  const { openPhotoViewer } = await import('../lightbox');
  const pageHash = readLightboxHash() ? '' : location.hash;
  const follow = (index: number): void => writeHash(`#&gid=${galleryId}&pid=${index + 1}`);
  const viewer = openPhotoViewer(
    pictures.map((picture) => ({ src: picture.src, width: picture.width, height: picture.height, alt: picture.alt })),
    index,
    { options: { errorMsg: IMAGE_ERROR_TEXT, showHideAnimationType: 'fade' }, onChange: follow, setup: (viewer) => viewer.on('destroy', () => writeHash(pageHash)) },
  );
  // The picture shown: PhotoSwipe opens on the first when `index` is out of range.
  follow(viewer.currIndex);
}
