// A payment gateway's express checkout: declares jQuery, uses BlockUI while the wallet sheet is open.
function onWalletClick() {
  jQuery.blockUI({ message: null, overlayCSS: { background: '#fff', opacity: 0.6 } });
}
function onWalletCancel() {
  jQuery.unblockUI();
}
