<?php
/**
 * Plugin Name:       Shop Islands
 * Description:       Replaces the jQuery front-end scripts of WooCommerce, Customer Reviews for WooCommerce and Variation Swatches with one small module that brings the same markup to life when the shopper needs it.
 * Version:           0.1.0
 * Requires at least: 6.0
 * Requires PHP:      7.4
 * License:           GPL-2.0-or-later
 * License URI:       https://www.gnu.org/licenses/gpl-2.0.html
 * Text Domain:       shop-islands
 *
 * @package ShopIslands
 */

defined( 'ABSPATH' ) || exit;

// The bundle's version: the entry's `?ver=`, so a shop's caches take a new build.
const SHOP_ISLANDS_VERSION = '0.1.0';

require_once __DIR__ . '/includes/replace-scripts.php';
require_once __DIR__ . '/includes/library-use.php';
require_once __DIR__ . '/includes/inline-jquery.php';
require_once __DIR__ . '/includes/optimisers.php';

shop_islands_boot( __FILE__ );
