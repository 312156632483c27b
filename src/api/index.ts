// The network layer's public surface.
export { addToCart, fetchFragments, removeFromCart, type CartSnapshot } from './cart';
export { postForm, shopAjax, siteAjax, type PostOptions, type ResponseSchema } from './client';
export { API_MESSAGES, ApiError, describeFailure, shopperMessage, type ApiErrorKind } from './errors';
export { enqueue } from './queue';
export { rest, type RestMethod, type RestRequest } from './rest';
export { postPage } from './page';
export { uploadForm } from './upload';
export { getDefaultGallery, getVariation, getVariationGallery, parseProductVariations, productVariationsOf } from './variations';
export { galleryImageSchema, variationSchema, type GalleryImage, type Variation, type VariationImage } from './schemas/variation';
