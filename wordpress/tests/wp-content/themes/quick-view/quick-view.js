// A theme's quick view: the popup's images made a slider with FlexSlider, which it does not declare.
jQuery(function ($) {
  $(document.body).on('quick-view-opened', function (event, popup) {
    $(popup).find('.quick-view-images').flexslider({ animation: 'slide', controlNav: false });
  });
});
