// Elementor Pro's widgets of issue 16's second half, gathered for kinds.ts: the menu cart, the taxonomy filter, the
// table of contents, share buttons, search form, portfolio filter, Facebook embeds, the loop grid's pages and the search widget's live results;
// and issue 17's off-canvas.
export { attachFacebook } from './facebook';
export { attachLiveSearch } from './live-search';
export { attachLoadMore } from './load-more';
export { attachAjaxPagination, isAjaxPagination } from './loop-pagination';
export { attachLoopFilter } from './loop-filter';
export { attachMenuCart } from './menu-cart';
export { attachOffCanvas } from './off-canvas';
export { attachPortfolio } from './portfolio';
export { attachSearchForm } from './search-form';
export { attachShareButtons } from './share-buttons';
export { attachTableOfContents } from './table-of-contents';
