// The registry: every widget the bootstrap can mount, in matching order (the first match claims an
// element, so the specific add-to-cart and mini-cart come before the generic link-button).
import type { MountDescriptor } from '../src/runtime';
import { addToCart } from './add-to-cart';
import { allReviews } from './all-reviews';
import { builderWidget } from './builder-widget';
import { cartFragments } from './cart-fragments';
import { cartFragmentsRestore } from './cart-fragments-restore';
import { cartPage } from './cart-page';
import { comingSoon } from './coming-soon';
import { commentForm } from './comment-form';
import { fieldDescription } from './field-description';
import { handheldFooterBar } from './handheld-footer-bar';
import { hideEmptyCartWidget } from './hide-empty-cart-widget';
import { linkButton } from './link-button';
import { pageBuilder } from './page-builder';
import { miniCart } from './mini-cart';
import { omnisendIdentify } from './omnisend-identify';
import { omnisendProduct } from './omnisend-product';
import { orderAttribution } from './order-attribution';
import { productGallery } from './product-gallery';
import { productImages } from './product-images';
import { productTabs } from './product-tabs';
import { quantityMinimum } from './quantity-minimum';
import { qnaBlock } from './qna-block';
import { ratingFilter } from './rating-filter';
import { resultCount } from './result-count';
import { reviewForm } from './review-form';
import { reviewMedia } from './review-media';
import { reviewRating } from './review-rating';
import { reviewVotes } from './review-votes';
import { reviewsBlock } from './reviews-block';
import { reviewsGrid } from './reviews-grid';
import { reviewsSlider } from './reviews-slider';
import { shopNotices } from './shop-notices';
import { showPassword } from './show-password';
import { siteHeader } from './site-header';
import { sortOrder } from './sort-order';
import { storeNotice } from './store-notice';
import { trustBadge } from './trust-badge';
import { trustBadgeFit } from './trust-badge-fit';
import { variationForm } from './variation-form';
import { variationSwatches } from './variation-swatches';

export const mounts: readonly MountDescriptor[] = [
  addToCart,
  miniCart,
  cartFragments,
  cartFragmentsRestore,
  hideEmptyCartWidget,
  storeNotice,
  siteHeader,
  handheldFooterBar,
  shopNotices,
  sortOrder,
  cartPage,
  resultCount,
  quantityMinimum,
  comingSoon,
  showPassword,
  fieldDescription,
  variationForm,
  variationSwatches,
  productGallery,
  productImages,
  reviewsBlock,
  allReviews,
  ratingFilter,
  reviewVotes,
  reviewMedia,
  trustBadge,
  trustBadgeFit,
  reviewsSlider,
  reviewsGrid,
  reviewForm,
  commentForm,
  reviewRating,
  qnaBlock,
  productTabs,
  pageBuilder,
  builderWidget,
  linkButton,
  orderAttribution,
  omnisendIdentify,
  omnisendProduct,
];
