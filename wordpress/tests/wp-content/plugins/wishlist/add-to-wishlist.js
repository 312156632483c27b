// A wishlist's button script as such plugins ship it: jQuery used, not declared.
document.addEventListener('DOMContentLoaded', function () {
  jQuery(document).on('found_variation', function (event, variation) {
    document.querySelector('.wishlist-button').dataset.productId = variation.variation_id;
  });
});
