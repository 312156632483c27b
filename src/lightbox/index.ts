// PhotoSwipe and the one way the shop opens it. In PhotoSwipe's chunk: reach it with `import('@/lightbox')`
// (or from a file that is itself loaded with `import()`), never from code that runs when a widget mounts.
export { LIGHTBOX_OPTIONS, openPhotoViewer, type PhotoViewerOptions } from './photo-viewer';
