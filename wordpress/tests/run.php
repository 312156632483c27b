<?php
/**
 * Tests of the WordPress plugin (wordpress/shop-islands) against a stand-in of the WordPress functions it
 * calls: which scripts a page prints once the plugin is on, which settings stay, which inline code goes.
 * The stand-in prints scripts in WP_Scripts::do_item's order: localized data, then, for a handle with a
 * file, its translations, inline code before, the tag and inline code after (a handle without a file — an
 * alias — prints its inline code alone).
 *
 * Run: php wordpress/tests/run.php (npm test runs it). Each scenario that needs a fresh PHP process (the
 * kill switch, a WordPress without the script modules API) runs this file again in one.
 *
 * @package ShopIslands
 */

define( 'ABSPATH', __DIR__ . '/' );
// The site's files the plugin may read (wordpress/tests/wp-content: a few themes' and plugins' scripts).
define( 'WP_CONTENT_DIR', __DIR__ . '/wp-content' );
define( 'WEEK_IN_SECONDS', 604800 );

const PLUGIN_DIR = __DIR__ . '/../shop-islands';

$mode = isset( $argv[1] ) ? $argv[1] : 'main';

// ---------------------------------------------------------------------------------------------------
// The stand-in.

final class Stand_In_Dependency {
	public $handle;
	public $src;
	public $deps       = array();
	public $extra      = array();
	public $textdomain = null;
	public $ver        = false;

	public function __construct( string $handle, $src, array $deps ) {
		$this->handle = $handle;
		$this->src    = $src;
		$this->deps   = $deps;
	}
}

final class Stand_In_Scripts {
	public $registered      = array();
	public $queue           = array();
	public $done            = array();
	public $base_url        = 'https://shop.test';
	public $default_version = '6.9';

	public function add( string $handle, $src, array $deps = array() ): void {
		$this->registered[ $handle ] = new Stand_In_Dependency( $handle, $src, $deps );
	}

	public function enqueue( string $handle ): void {
		$this->queue[] = $handle;
	}

	public function localize( string $handle, string $name, array $data ): void {
		$this->registered[ 'jquery' === $handle ? 'jquery-core' : $handle ]->extra['data'] = "var $name = " . json_encode( $data ) . ';';
	}

	public function add_inline_script( string $handle, string $code, string $position = 'after' ): void {
		$this->registered[ $handle ]->extra[ $position ][]                      = $code;
		$this->registered[ $handle ]->extra[ $position . '-non-standalone' ][] = $code;
	}

	/** Prints what is enqueued and not printed yet, each handle after its dependencies. */
	public function print_items(): string {
		$html = '';
		foreach ( $this->queue as $handle ) {
			$html .= $this->print_item( $handle );
		}
		return $html;
	}

	private function print_item( string $handle ): string {
		if ( in_array( $handle, $this->done, true ) || ! isset( $this->registered[ $handle ] ) ) {
			return '';
		}
		$this->done[] = $handle;
		$item         = $this->registered[ $handle ];
		$html         = '';
		foreach ( $item->deps as $dependency ) {
			$html .= $this->print_item( $dependency );
		}
		if ( isset( $item->extra['data'] ) ) {
			$html .= "<script id='$handle-js-extra'>{$item->extra['data']}</script>\n";
		}
		$before = isset( $item->extra['before'] ) ? "<script id='$handle-js-before'>" . implode( "\n", $item->extra['before'] ) . "</script>\n" : '';
		$after  = isset( $item->extra['after'] ) ? "<script id='$handle-js-after'>" . implode( "\n", $item->extra['after'] ) . "</script>\n" : '';
		if ( ! $item->src ) {
			return $html . $before . $after;
		}
		$translations = $item->textdomain ? "<script id='$handle-js-translations'>wp.i18n.setLocaleData( {}, '{$item->textdomain}' );</script>\n" : '';
		return $html . $translations . $before . "<script src='{$item->src}' id='$handle-js'></script>\n" . $after;
	}
}

$GLOBALS['stand_in'] = array(
	'scripts' => new Stand_In_Scripts(),
	'hooks'   => array(),
	'admin'   => false,
	'page'    => 'product',
	'blocks'  => array(),
	'modules' => array(),
);

function wp_scripts() {
	return $GLOBALS['stand_in']['scripts'];
}
function add_action( string $hook, $callback, int $priority = 10 ): void {
	$GLOBALS['stand_in']['hooks'][ $hook ][ $priority ][] = $callback;
}
function add_filter( string $hook, $callback, int $priority = 10 ): void {
	add_action( $hook, $callback, $priority );
}
function do_action( string $hook ): void {
	$hooks = isset( $GLOBALS['stand_in']['hooks'][ $hook ] ) ? $GLOBALS['stand_in']['hooks'][ $hook ] : array();
	ksort( $hooks );
	foreach ( $hooks as $callbacks ) {
		foreach ( $callbacks as $callback ) {
			$callback();
		}
	}
}
function apply_filters( string $hook, $value ) {
	$hooks = isset( $GLOBALS['stand_in']['hooks'][ $hook ] ) ? $GLOBALS['stand_in']['hooks'][ $hook ] : array();
	ksort( $hooks );
	foreach ( $hooks as $callbacks ) {
		foreach ( $callbacks as $callback ) {
			$value = $callback( $value );
		}
	}
	return $value;
}
function is_admin(): bool {
	return $GLOBALS['stand_in']['admin'];
}
function is_checkout(): bool {
	return 'checkout' === $GLOBALS['stand_in']['page'];
}
function is_product(): bool {
	return 'product' === $GLOBALS['stand_in']['page'];
}
function get_theme_support( string $feature ) {
	return in_array( $feature, isset( $GLOBALS['stand_in']['supports'] ) ? $GLOBALS['stand_in']['supports'] : array( 'wc-product-gallery-slider' ), true );
}
function is_add_payment_method_page(): bool {
	return 'add-payment-method' === $GLOBALS['stand_in']['page'];
}
function has_block( string $name ): bool {
	return in_array( $name, $GLOBALS['stand_in']['blocks'], true );
}
function plugins_url( string $path, string $plugin_file ): string {
	return 'https://shop.test/wp-content/plugins/' . basename( dirname( $plugin_file ) ) . '/' . $path;
}
function site_url(): string {
	return 'https://shop.test';
}
function get_option( string $name, $default = false ) {
	return isset( $GLOBALS['stand_in_options'][ $name ] ) ? $GLOBALS['stand_in_options'][ $name ] : $default;
}
function update_option( string $name, $value, $autoload = null ): bool {
	$GLOBALS['stand_in_options'][ $name ]          = $value;
	$GLOBALS['stand_in_options_autoload'][ $name ] = $autoload;
	return true;
}
function content_url(): string {
	return 'https://shop.test/wp-content';
}
function esc_url( string $url ): string {
	return $url;
}
function esc_attr( string $text ): string {
	return htmlspecialchars( $text, ENT_QUOTES );
}
function add_query_arg( string $key, string $value, string $url ): string {
	return $url . ( false === strpos( $url, '?' ) ? '?' : '&' ) . $key . '=' . $value;
}
if ( 'old-wordpress' !== $mode ) {
	function wp_enqueue_script_module( string $id, string $src, array $deps, string $version ): void {
		$GLOBALS['stand_in']['modules'][] = array( $id, $src, $version );
	}
}

// ---------------------------------------------------------------------------------------------------
// A shop as WooCommerce 10.3, Customer Reviews 5.80 and Variation Swatches 2.1 register it (the captures).

/**
 * Registers the page's scripts; `$legacy_names` uses WooCommerce 8.x's handles for its libraries.
 *
 * @param string[] $enqueue What the page enqueues.
 */
function shop_scripts( array $enqueue, bool $legacy_names = false ): Stand_In_Scripts {
	$s       = new Stand_In_Scripts();
	$library = function ( string $name ) use ( $legacy_names ): string {
		return $legacy_names ? $name : "wc-$name";
	};
	$wc      = '/wp-content/plugins/woocommerce/assets/js';
	$s->add( 'jquery', false, array( 'jquery-core', 'jquery-migrate' ) );
	$s->add( 'jquery-core', '/wp-includes/js/jquery/jquery.min.js' );
	$s->add( 'jquery-migrate', '/wp-includes/js/jquery/jquery-migrate.min.js' );
	$s->registered['jquery-core']->ver    = '3.7.1';
	$s->registered['jquery-migrate']->ver = '3.4.1';
	$s->add( $library( 'jquery-blockui' ), "$wc/jquery-blockui/jquery.blockUI.min.js", array( 'jquery' ) );
	$s->add( $library( 'js-cookie' ), "$wc/js-cookie/js.cookie.min.js" );
	$s->add( 'wc-add-to-cart', "$wc/frontend/add-to-cart.min.js", array( 'jquery', $library( 'jquery-blockui' ) ) );
	$s->localize( 'wc-add-to-cart', 'wc_add_to_cart_params', array( 'wc_ajax_url' => '/?wc-ajax=%%endpoint%%' ) );
	// A theme's own code after add-to-cart.js (it would throw without jQuery).
	$s->add_inline_script( 'wc-add-to-cart', 'jQuery( document.body ).on( "added_to_cart", theme_cart_bounce );' );
	$s->add( 'woocommerce', "$wc/frontend/woocommerce.min.js", array( 'jquery', $library( 'jquery-blockui' ), $library( 'js-cookie' ) ) );
	$s->localize( 'woocommerce', 'woocommerce_params', array( 'ajax_url' => '/wp-admin/admin-ajax.php' ) );
	$s->add( 'wc-cart-fragments', "$wc/frontend/cart-fragments.min.js", array( 'jquery', $library( 'js-cookie' ) ) );
	$s->localize( 'wc-cart-fragments', 'wc_cart_fragments_params', array( 'fragment_name' => 'wc_fragments_abc' ) );
	$s->add( $library( 'flexslider' ), "$wc/flexslider/jquery.flexslider.min.js", array( 'jquery' ) );
	$s->add( $library( 'zoom' ), "$wc/zoom/jquery.zoom.min.js", array( 'jquery' ) );
	$s->add( $library( 'photoswipe' ), "$wc/photoswipe/photoswipe.min.js" );
	$s->add( $library( 'photoswipe-ui-default' ), "$wc/photoswipe/photoswipe-ui-default.min.js", array( $library( 'photoswipe' ) ) );
	$s->add( 'wc-single-product', "$wc/frontend/single-product.min.js", array( 'jquery' ) );
	$s->localize( 'wc-single-product', 'wc_single_product_params', array( 'flexslider_enabled' => '1' ) );
	$s->add( 'underscore', '/wp-includes/js/underscore.min.js' );
	$s->add( 'wp-util', '/wp-includes/js/wp-util.min.js', array( 'underscore', 'jquery' ) );
	$s->localize( 'wp-util', '_wpUtilSettings', array( 'ajax' => array( 'url' => '/wp-admin/admin-ajax.php' ) ) );
	$s->add( 'wc-add-to-cart-variation', "$wc/frontend/add-to-cart-variation.min.js", array( 'jquery', 'wp-util', $library( 'jquery-blockui' ) ) );
	$s->localize( 'wc-add-to-cart-variation', 'wc_add_to_cart_variation_params', array( 'i18n_no_matching_variations_text' => 'Sorry' ) );
	$s->registered['wc-add-to-cart-variation']->textdomain = 'woocommerce';
	$s->add( 'wp-polyfill-inert', '/wp-includes/js/dist/vendor/wp-polyfill-inert.min.js' );
	$s->add( 'regenerator-runtime', '/wp-includes/js/dist/vendor/regenerator-runtime.min.js' );
	$s->add( 'wp-polyfill', '/wp-includes/js/dist/vendor/wp-polyfill.min.js', array( 'wp-polyfill-inert', 'regenerator-runtime' ) );
	$s->add( 'wp-hooks', '/wp-includes/js/dist/hooks.min.js' );
	$s->add( 'wp-i18n', '/wp-includes/js/dist/i18n.min.js', array( 'wp-hooks' ) );
	$s->add_inline_script( 'wp-i18n', 'wp.i18n.setLocaleData( { "text direction\u0004ltr": [ "ltr" ] } );' );
	$s->add( 'wp-url', '/wp-includes/js/dist/url.min.js', array( 'wp-polyfill' ) );
	$s->add( 'wp-api-fetch', '/wp-includes/js/dist/api-fetch.min.js', array( 'wp-i18n', 'wp-url', 'wp-polyfill' ) );
	$s->add_inline_script( 'wp-api-fetch', 'wp.apiFetch.use( wp.apiFetch.createRootURLMiddleware( "/wp-json/" ) );' );
	$s->add( 'wp-api-request', '/wp-includes/js/api-request.min.js', array( 'jquery' ) );
	$s->localize( 'wp-api-request', 'wpApiSettings', array( 'root' => '/wp-json/' ) );
	$s->add( 'woo-variation-swatches', '/wp-content/plugins/woo-variation-swatches/assets/js/frontend.min.js', array( 'jquery', 'wp-util', 'underscore', 'wp-api-request', 'wp-api-fetch', 'wc-add-to-cart-variation' ) );
	$s->localize( 'woo-variation-swatches', 'woo_variation_swatches_options', array( 'show_variation_label' => '1' ) );
	$s->add( 'cr-frontend-js', '/wp-content/plugins/customer-reviews-woocommerce/js/frontend.js', array( 'jquery' ) );
	$s->localize( 'cr-frontend-js', 'cr_ajax_object', array( 'ajax_url' => '/wp-admin/admin-ajax.php' ) );
	$s->add( 'cr-colcade', '/wp-content/plugins/customer-reviews-woocommerce/js/colcade.js', array( 'jquery' ) );
	$s->add( 'cr-reviews-slider', '/wp-content/plugins/customer-reviews-woocommerce/js/slick.min.js', array( 'jquery' ) );
	$s->add( 'wc-country-select', "$wc/frontend/country-select.min.js", array( 'jquery' ) );
	$s->localize( 'wc-country-select', 'wc_country_select_params', array( 'countries' => '{}' ) );
	$s->add( 'wc-address-i18n', "$wc/frontend/address-i18n.min.js", array( 'jquery', 'wc-country-select' ) );
	$s->add( 'selectWoo', "$wc/selectWoo/selectWoo.full.min.js", array( 'jquery' ) );
	$s->add( 'wc-cart', "$wc/frontend/cart.min.js", array( 'jquery', 'woocommerce', 'wc-country-select', 'wc-address-i18n' ) );
	$s->localize( 'wc-cart', 'wc_cart_params', array( 'update_shipping_method_nonce' => 'n' ) );
	$s->add( 'wc-checkout', "$wc/frontend/checkout.min.js", array( 'jquery', 'woocommerce', $library( 'jquery-blockui' ) ) );
	$s->add( 'sourcebuster-js', "$wc/sourcebuster/sourcebuster.min.js" );
	$s->add( 'wc-order-attribution', "$wc/frontend/order-attribution.min.js", array( 'sourcebuster-js' ) );
	$s->localize( 'wc-order-attribution', 'wc_order_attribution', array( 'params' => array( 'prefix' => 'wc_order_attribution_' ) ) );
	$s->add( 'wp-consent-api', '/wp-content/plugins/wp-consent-api/assets/js/wp-consent-api.min.js' );
	$s->add( 'wp-consent-api-integration', "$wc/frontend/wp-consent-api-integration.min.js", array( 'wp-consent-api', 'wc-order-attribution' ) );
	$s->add_inline_script( 'wp-consent-api-integration', 'window.wc_order_attribution.params.consentCategory = "marketing";', 'before' );
	$s->add( 'storefront-navigation', '/wp-content/themes/storefront/assets/js/navigation.min.js' );
	$s->add( 'elementor-frontend', '/wp-content/plugins/elementor/assets/js/frontend.min.js', array( 'jquery' ) );
	$s->add( 'gateway-express', '/wp-content/plugins/gateway/express.js', array( 'woocommerce' ) );
	// Scripts whose files are on the server (wordpress/tests/wp-content), using libraries they do not declare.
	$s->add( 'wishlist', 'https://shop.test/wp-content/plugins/wishlist/add-to-wishlist.js?ver=4.16' );
	$s->add( 'gateway-express-checkout', '/wp-content/plugins/gateway/express-checkout.js', array( 'jquery' ) );
	$s->add( 'theme-quick-view', '/wp-content/themes/quick-view/quick-view.js', array( 'jquery' ) );
	$s->add( 'chat', '/wp-content/plugins/plain/plain.js' );
	$s->add( 'remote-widget', 'https://widgets.example/wp-content/plugins/wishlist/add-to-wishlist.js' );
	$s->add( 'consent-banner', false );
	$s->add_inline_script( 'consent-banner', 'if ( Cookies.get( "consent" ) ) { document.documentElement.classList.add( "consented" ); }' );
	foreach ( $enqueue as $handle ) {
		$s->enqueue( $handle );
	}
	return $s;
}

const EVERY_PAGE     = array( 'wc-add-to-cart', 'woocommerce', 'wc-cart-fragments', 'wc-order-attribution', 'storefront-navigation' );
const VARIABLE_PAGE  = array( 'wc-single-product', 'wc-flexslider', 'wc-zoom', 'wc-photoswipe-ui-default', 'wc-add-to-cart-variation', 'woo-variation-swatches', 'cr-frontend-js', 'cr-colcade', 'cr-reviews-slider' );
const SETTINGS       = array( 'wc_add_to_cart_params', 'woocommerce_params', 'wc_cart_fragments_params', 'wc_single_product_params', 'wc_add_to_cart_variation_params', 'woo_variation_swatches_options', 'cr_ajax_object' );
const LEGACY_SCRIPTS = array( 'add-to-cart.min.js', 'woocommerce.min.js', 'cart-fragments.min.js', 'single-product.min.js', 'jquery.flexslider.min.js', 'jquery.zoom.min.js', 'photoswipe.min.js', 'add-to-cart-variation.min.js', 'swatches/assets/js/frontend.min.js', 'customer-reviews-woocommerce/js/frontend.js', 'colcade.js', 'jquery.min.js', 'jquery-migrate.min.js', 'jquery.blockUI.min.js', 'js.cookie.min.js', 'underscore.min.js', 'wp-util.min.js', 'api-fetch.min.js', 'i18n.min.js', 'api-request.min.js', 'slick.min.js', 'wp-polyfill.min.js', 'wp-polyfill-inert.min.js', 'regenerator-runtime.min.js' );

/**
 * Boots the plugin on a fresh stand-in page and prints it as WordPress would: the head's hooks, then the
 * scripts, then (when `$footer` names handles enqueued while the page renders) the footer.
 *
 * @param string[] $enqueue Handles the page enqueues.
 * @param array    $page    `page` (product, cart, checkout …), `admin`, `blocks`, `legacy_names`, `footer`, `plugin_file`.
 * @return string The printed head and footer.
 */
function render_page( array $enqueue, array $page = array() ): string {
	// One request, one WP_Scripts: forget what the last page's took out.
	$taken = &shop_islands_taken_out();
	$taken = array();
	$GLOBALS['stand_in'] = array(
		'scripts'  => shop_scripts( $enqueue, ! empty( $page['legacy_names'] ) ),
		'hooks'    => isset( $page['hooks'] ) ? $page['hooks'] : array(),
		'admin'    => ! empty( $page['admin'] ),
		'page'     => isset( $page['page'] ) ? $page['page'] : 'product',
		'blocks'   => isset( $page['blocks'] ) ? $page['blocks'] : array(),
		'modules'  => array(),
		'supports' => isset( $page['supports'] ) ? $page['supports'] : array( 'wc-product-gallery-slider' ),
	);
	$jquery_state = &shop_islands_jquery_state();
	$jquery_state = array(
		'tags'    => null,
		'settled' => false,
	);
	shop_islands_boot( isset( $page['plugin_file'] ) ? $page['plugin_file'] : PLUGIN_DIR . '/shop-islands.php' );
	do_action( 'wp_enqueue_scripts' );
	ob_start();
	$level = ob_get_level();
	do_action( 'template_redirect' );
	do_action( 'wp_head' );
	do_action( 'wp_print_scripts' );
	echo wp_scripts()->print_items();
	foreach ( isset( $page['footer'] ) ? $page['footer'] : array() as $handle ) {
		wp_scripts()->enqueue( $handle );
	}
	do_action( 'wp_footer' );
	do_action( 'wp_print_footer_scripts' );
	echo wp_scripts()->print_items();
	if ( ! empty( $page['globals_gone'] ) ) {
		// PHP's own end-of-request flush (a site that unhooked wp_ob_end_flush_all): WordPress's objects are gone by then.
		$GLOBALS['stand_in']['scripts'] = new Stand_In_Scripts();
	}
	// WordPress flushes the buffers started while the page rendered at shutdown.
	while ( ob_get_level() > $level ) {
		ob_end_flush();
	}
	return (string) ob_get_clean();
}

// ---------------------------------------------------------------------------------------------------
// The checks.

$failures = 0;
$count    = 0;
function check( string $name, bool $ok, string $detail = '' ): void {
	global $failures, $count;
	++$count;
	echo ( $ok ? 'ok' : 'not ok' ) . " $count - $name\n";
	if ( ! $ok ) {
		++$failures;
		echo '  # ' . str_replace( "\n", "\n  # ", $detail ) . "\n";
	}
}
function contains_all( string $html, array $needles ): array {
	return array_values( array_filter( $needles, function ( $needle ) use ( $html ) {
		return false === strpos( $html, $needle );
	} ) );
}
function contains_none( string $html, array $needles ): array {
	return array_values( array_filter( $needles, function ( $needle ) use ( $html ) {
		return false !== strpos( $html, $needle );
	} ) );
}

require PLUGIN_DIR . '/includes/replace-scripts.php';
require PLUGIN_DIR . '/includes/library-use.php';
require PLUGIN_DIR . '/includes/inline-jquery.php';
require PLUGIN_DIR . '/includes/optimisers.php';
define( 'SHOP_ISLANDS_VERSION', '0.1.0' );

if ( 'kill-switch' === $mode ) {
	define( 'SHOP_ISLANDS_DISABLE', true );
	$html = render_page( array_merge( EVERY_PAGE, VARIABLE_PAGE ) );
	check( 'the kill switch leaves every legacy script and inline code in place', array() === contains_all( $html, array_merge( LEGACY_SCRIPTS, array( 'wp.apiFetch.use' ) ) ), $html );
	check( 'the kill switch loads no bundle', array() === $GLOBALS['stand_in']['modules'] && false === strpos( $html, 'shop-islands' ), $html );
	check( "… and adds nothing to a script optimiser's exclusions", array( 'chat.js' ) === apply_filters( 'rocket_delay_js_exclusions', array( 'chat.js' ) ) );
	exit( $failures ? 1 : 0 );
}

if ( 'old-wordpress' === $mode ) {
	$html = render_page( EVERY_PAGE );
	check( 'before WordPress 6.5 the entry is a module script tag, versioned, printed once', 1 === substr_count( $html, '<script type="module" src="https://shop.test/wp-content/plugins/shop-islands/dist/shop-islands.js?ver=0.1.0" id="shop-islands-js"></script>' ), $html );
	check( '… preloaded from the head at the same address', 1 === substr_count( $html, '<link rel="modulepreload" href="https://shop.test/wp-content/plugins/shop-islands/dist/shop-islands.js?ver=0.1.0" id="shop-islands-js-modulepreload">' ) && strpos( $html, 'modulepreload' ) < strpos( $html, '<script' ), $html );
	exit( $failures ? 1 : 0 );
}

// Every PHP file of the plugin parses (PHP_BINARY -l).
$files = new RecursiveIteratorIterator( new RecursiveDirectoryIterator( PLUGIN_DIR, FilesystemIterator::SKIP_DOTS ) );
foreach ( $files as $file ) {
	if ( 'php' === $file->getExtension() ) {
		exec( escapeshellarg( PHP_BINARY ) . ' -l ' . escapeshellarg( $file->getPathname() ) . ' 2>&1', $output, $status );
		check( 'php -l ' . basename( $file->getPathname() ), 0 === $status, implode( "\n", $output ) );
	}
}

$header = (string) file_get_contents( PLUGIN_DIR . '/shop-islands.php' );
$readme = (string) file_get_contents( PLUGIN_DIR . '/readme.txt' );
$npm    = json_decode( (string) file_get_contents( __DIR__ . '/../../package.json' ), true );
check( "the plugin's version, its readme's stable tag and package.json agree", 1 === preg_match( '/^ \* Version:\s+' . preg_quote( $npm['version'], '/' ) . '$/m', $header ) && 1 === preg_match( '/^Stable tag: ' . preg_quote( $npm['version'], '/' ) . '$/m', $readme ) && false !== strpos( $header, "SHOP_ISLANDS_VERSION = '{$npm['version']}'" ), $npm['version'] );

// A variable product with Customer Reviews and swatches, as the captures print it.
$html = render_page( array_merge( EVERY_PAGE, VARIABLE_PAGE ) );
check( 'the entry is enqueued once as a module, versioned', array( array( 'shop-islands', 'https://shop.test/wp-content/plugins/shop-islands/dist/shop-islands.js', '0.1.0' ) ) === $GLOBALS['stand_in']['modules'], print_r( $GLOBALS['stand_in']['modules'], true ) );
check( 'every settings global the bundle reads is still printed', array() === contains_all( $html, SETTINGS ), implode( ', ', contains_all( $html, SETTINGS ) ) . "\n" . $html );
check( 'no legacy script the bundle replaces is loaded, jQuery included', array() === contains_none( $html, LEGACY_SCRIPTS ), implode( ', ', contains_none( $html, LEGACY_SCRIPTS ) ) . "\n" . $html );
check( "the taken-out handles' inline code and translations are gone (no `wp is not defined`)", array() === contains_none( $html, array( 'wp.i18n', 'wp.apiFetch', 'setLocaleData', 'theme_cart_bounce' ) ), $html );
check( 'the entry is preloaded from the head, before any script, at the address the module API prints (versioned)', 1 === substr_count( $html, '<link rel="modulepreload" href="https://shop.test/wp-content/plugins/shop-islands/dist/shop-islands.js?ver=0.1.0" id="shop-islands-js-modulepreload">' ) && strpos( $html, 'modulepreload' ) < strpos( $html, '<script' ), $html );

$cdn  = array(
	'script_module_loader_src' => array(
		10 => array(
			function ( $src ) {
				return str_replace( 'https://shop.test/', 'https://cdn.test/', $src );
			},
		),
	),
);
$html = render_page( EVERY_PAGE, array( 'hooks' => $cdn ) );
check( "the preload follows the module API's script_module_loader_src filter (a CDN's address)", false !== strpos( $html, '<link rel="modulepreload" href="https://cdn.test/wp-content/plugins/shop-islands/dist/shop-islands.js?ver=0.1.0"' ), $html );

$html = render_page( array_merge( EVERY_PAGE, array( 'wp-api-fetch', 'wp-i18n' ) ) );
check( 'the api-fetch stack enqueued on its own goes with its inline set-up', array() === contains_none( $html, array( 'api-fetch.min.js', 'i18n.min.js', 'hooks.min.js', 'wp.i18n', 'wp.apiFetch' ) ), $html );
check( 'the libraries only the replaced scripts needed print nothing, their settings neither', array() === contains_none( $html, array( '_wpUtilSettings', 'wpApiSettings' ) ), $html );
check( "scripts the bundle does not replace stay: the theme's", array() === contains_all( $html, array( 'navigation.min.js' ) ), $html );
check( 'order attribution goes (sourcebuster too), its settings stay', array() === contains_none( $html, array( 'sourcebuster.min.js', 'order-attribution.min.js' ) ) && array() === contains_all( $html, array( 'wc_order_attribution' ) ), $html );

$html = render_page( array_merge( EVERY_PAGE, array( 'wp-consent-api', 'wp-consent-api-integration' ) ) ); // the API plugin enqueues its script on every page
check( 'with the WP Consent API, its WooCommerce integration goes too (the bundle asks the API itself) and the API stays', array() === contains_none( $html, array( 'sourcebuster.min.js', 'order-attribution.min.js', 'wp-consent-api-integration.min.js', 'consentCategory' ) ) && array() === contains_all( $html, array( 'wp-consent-api.min.js', 'wc_order_attribution' ) ), $html );

$html = render_page( array_merge( EVERY_PAGE, VARIABLE_PAGE ), array( 'legacy_names' => true ) );
check( "WooCommerce 8.x's library handles (jquery-blockui, js-cookie, flexslider, zoom, photoswipe) go too", array() === contains_none( $html, LEGACY_SCRIPTS ) && array() === contains_all( $html, SETTINGS ), $html );

$html = render_page( array_merge( EVERY_PAGE, array( 'elementor-frontend' ) ) );
check( 'a script left on the page that uses jQuery keeps jQuery, whole', array() === contains_all( $html, array( 'jquery.min.js', 'jquery-migrate.min.js', 'elementor/assets/js/frontend.min.js' ) ), $html );
check( '… and the scripts the bundle replaces still go', array() === contains_none( $html, array( 'add-to-cart.min.js', 'cart-fragments.min.js', 'woocommerce.min.js', 'jquery.blockUI.min.js' ) ), $html );

$html = render_page( array_merge( EVERY_PAGE, array( 'gateway-express' ) ), array( 'page' => 'cart' ) );
check( 'a script left on the page that depends on woocommerce.js keeps it, with its own dependencies', array() === contains_all( $html, array( 'woocommerce.min.js', 'jquery.blockUI.min.js', 'js.cookie.min.js', 'jquery.min.js', 'gateway/express.js' ) ), $html );
check( '… and cart-fragments.js and add-to-cart.js still go', array() === contains_none( $html, array( 'add-to-cart.min.js', 'cart-fragments.min.js' ) ), $html );

$html = render_page( array_merge( EVERY_PAGE, array( 'wc-cart', 'selectWoo' ) ), array( 'page' => 'cart' ) );
check( 'the cart page loses cart.js and keeps wc_cart_params', false === strpos( $html, '/cart.min.js' ) && false !== strpos( $html, 'wc_cart_params' ), $html );
check( "… and keeps what cart.js pulled in that the bundle does not replace: country-select.js and address-i18n.js (the shipping calculator's country and state fields), with jQuery", array() === contains_all( $html, array( 'country-select.min.js', 'wc_country_select_params', 'address-i18n.min.js', 'selectWoo.full.min.js', 'jquery.min.js' ) ) && strpos( $html, 'jquery.min.js' ) < strpos( $html, 'country-select.min.js' ) && strpos( $html, 'country-select.min.js' ) < strpos( $html, 'address-i18n.min.js' ), $html );
check( '… and still not woocommerce.js, which only cart.js needed', false === strpos( $html, 'woocommerce.min.js' ), $html );

$html = render_page( EVERY_PAGE, array( 'footer' => array( 'elementor-frontend' ) ) );
check( 'a script enqueued while the page renders that needs jQuery gets it back, in the footer, before it', false !== strpos( $html, 'jquery.min.js' ) && strpos( $html, 'jquery.min.js' ) < strpos( $html, 'elementor/assets/js/frontend.min.js' ), $html );

// Scripts that stay and use a library they do not declare (legacy pages always had it): read from their files.
$html = render_page( array_merge( EVERY_PAGE, array( 'wishlist' ) ) );
check( "a script on this server that uses jQuery without declaring it (a wishlist's, by its absolute address) keeps jQuery, printed before it", array() === contains_all( $html, array( 'jquery.min.js', 'jquery-migrate.min.js', 'add-to-wishlist.js' ) ) && strpos( $html, 'jquery-migrate.min.js' ) < strpos( $html, 'add-to-wishlist.js' ), $html );
$remembered = get_option( 'shop_islands_library_use', array() );
check( "… what the file uses is remembered in an option that is not autoloaded (read once per file version, not per page)", array( array( 0 ) ) === array_values( $remembered ) && false === $GLOBALS['stand_in_options_autoload']['shop_islands_library_use'], print_r( $remembered, true ) );
check( '… and the scripts the bundle replaces still go, BlockUI and js-cookie too', array() === contains_none( $html, array( 'add-to-cart.min.js', 'woocommerce.min.js', 'jquery.blockUI.min.js', 'js.cookie.min.js' ) ), $html );

$html = render_page( array_merge( EVERY_PAGE, array( 'gateway-express-checkout' ) ), array( 'page' => 'cart' ) );
check( "a payment gateway's express checkout that calls jQuery.blockUI keeps BlockUI (WooCommerce 10's handle), before it, with jQuery", array() === contains_all( $html, array( 'jquery.min.js', 'jquery.blockUI.min.js', 'express-checkout.js' ) ) && strpos( $html, 'jquery.blockUI.min.js' ) < strpos( $html, 'express-checkout.js' ), $html );
check( '… and woocommerce.js still goes', false === strpos( $html, 'woocommerce.min.js' ), $html );

$html = render_page( array_merge( EVERY_PAGE, array( 'gateway-express-checkout' ) ), array( 'legacy_names' => true ) );
check( "… WooCommerce 8.x's jquery-blockui", false !== strpos( $html, 'jquery.blockUI.min.js' ) && strpos( $html, 'jquery.blockUI.min.js' ) < strpos( $html, 'express-checkout.js' ), $html );

$html = render_page( array_merge( EVERY_PAGE, VARIABLE_PAGE, array( 'theme-quick-view' ) ) );
check( "a theme's quick view that calls .flexslider() keeps FlexSlider, before it", false !== strpos( $html, 'jquery.flexslider.min.js' ) && strpos( $html, 'jquery.flexslider.min.js' ) < strpos( $html, 'quick-view.js' ), $html );
check( '… and single-product.js, Zoom and PhotoSwipe still go', array() === contains_none( $html, array( 'single-product.min.js', 'jquery.zoom.min.js', 'photoswipe.min.js' ) ), $html );

$html = render_page( array_merge( EVERY_PAGE, array( 'consent-banner' ) ) );
check( "a script's inline code that uses js-cookie keeps js-cookie, before it", false !== strpos( $html, 'js.cookie.min.js' ) && strpos( $html, 'js.cookie.min.js' ) < strpos( $html, 'Cookies.get' ), $html );

$html = render_page( array_merge( EVERY_PAGE, array( 'chat', 'remote-widget' ) ) );
check( "a script that uses none of them, and one from another server (not read), keep nothing: no jQuery", array() === contains_all( $html, array( 'plain/plain.js', 'widgets.example' ) ) && array() === contains_none( $html, array( 'jquery.min.js', 'jquery.blockUI.min.js', 'js.cookie.min.js' ) ), $html );

$html = render_page( EVERY_PAGE, array( 'footer' => array( 'wishlist' ) ) );
check( '… a script enqueued while the page renders that uses jQuery undeclared gets it back in the footer, before it', false !== strpos( $html, 'jquery.min.js' ) && strpos( $html, 'jquery.min.js' ) < strpos( $html, 'add-to-wishlist.js' ), $html );

check( 'a file outside the site\'s folders is never read (../ in the address)', null === shop_islands_local_file( '/wp-content/../../shop-islands/includes/library-use.php' ) && null === shop_islands_local_file( '/wp-content/../run.js' ) && null !== shop_islands_local_file( '/wp-content/plugins/plain/plain.js?ver=1' ) && null !== shop_islands_local_file( 'https://shop.test/wp-content/plugins/plain/plain.js' ) );
check( "a minified file's own `$(` and `_.map(` keep nothing (WordPress's jQuery is in no-conflict mode); its `jQuery(` does", array() === shop_islands_code_uses( 'var $=function(t){return t};$("cancel",t);_.map(a,f);if(typeof jQuery!=="undefined"){}', true ) && array( 0 ) === shop_islands_code_uses( '(function($){$(".x").hide()})(jQuery);', true ) );

foreach ( array(
	'the checkout'                        => array( 'page' => 'checkout' ),
	'the add payment method page'         => array( 'page' => 'add-payment-method' ),
	'a page with the cart block'          => array( 'page' => 'cart', 'blocks' => array( 'woocommerce/cart' ) ),
	'a page with the checkout block'      => array( 'page' => 'checkout-block', 'blocks' => array( 'woocommerce/checkout' ) ),
	'wp-admin'                            => array( 'admin' => true ),
) as $name => $page ) {
	$html = render_page( array_merge( EVERY_PAGE, array( 'wc-checkout' ) ), $page );
	check( "$name is left alone: every legacy script, no bundle", array() === contains_all( $html, array( 'add-to-cart.min.js', 'woocommerce.min.js', 'cart-fragments.min.js', 'checkout.min.js', 'jquery.min.js' ) ) && array() === $GLOBALS['stand_in']['modules'] && false === strpos( $html, 'shop-islands-critical-css' ) && false === strpos( $html, 'modulepreload' ), $html );
}

$keep = array(
	'shop_islands_replaced_handles' => array(
		10 => array(
			function ( $handles ) {
				return array_diff( $handles, array( 'wc-cart-fragments' ) );
			},
		),
	),
);
$html = render_page( EVERY_PAGE, array( 'hooks' => $keep ) );
check( 'the shop_islands_replaced_handles filter keeps a legacy script, with what it needs', array() === contains_all( $html, array( 'cart-fragments.min.js', 'js.cookie.min.js', 'jquery.min.js' ) ) && false === strpos( $html, 'add-to-cart.min.js' ), $html );

$plugin = sys_get_temp_dir() . '/shop-islands-test-' . getmypid();
@mkdir( "$plugin/dist", 0777, true );
file_put_contents( "$plugin/dist/shop-islands-critical.css", ".woocommerce-product-gallery{opacity:1!important}\n" );
$html = render_page( EVERY_PAGE, array( 'plugin_file' => "$plugin/shop-islands.php" ) );
check( 'the critical CSS is inlined in the head, before the scripts', 0 === strpos( $html, '<style id="shop-islands-critical-css">.woocommerce-product-gallery{opacity:1!important}</style>' ), $html );
$patterns = apply_filters( 'rocket_rucss_inline_atts_exclusions', array( 'rocket-lazyload-inline-css' ) );
preg_match( '/<style([^>]*)>/', $html, $critical );
// WP Rocket's rule (UsedCSS::remove_unused_css): an inline style whose attributes match a pattern is left as it is.
$kept = array_filter( $patterns, function ( $pattern ) use ( $critical ) { return isset( $critical[1] ) && false !== strpos( $critical[1], $pattern ); } );
check( "WP Rocket's Remove Unused CSS leaves the critical CSS whole (its :target rules match nothing in the page's HTML), the shop's own exclusions kept", 1 === count( $kept ) && in_array( 'rocket-lazyload-inline-css', $patterns, true ), $html );
unlink( "$plugin/dist/shop-islands-critical.css" );
rmdir( "$plugin/dist" );
rmdir( $plugin );

// Inline code printed straight into the page (no handle WordPress knows): jQuery put back before its first use.
$snippets = function ( array $codes, string $hook = 'wp_footer' ): array {
	return array(
		$hook => array(
			30 => array(
				function () use ( $codes ) {
					foreach ( $codes as $code ) {
						echo "$code\n";
					}
				},
			),
		),
	);
};
$jquery   = "<script src=\"https://shop.test/wp-includes/js/jquery/jquery.min.js?ver=3.7.1\" id=\"jquery-core-js\"></script>\n<script src=\"https://shop.test/wp-includes/js/jquery/jquery-migrate.min.js?ver=3.4.1\" id=\"jquery-migrate-js\"></script>\n";
$html     = render_page( EVERY_PAGE, array( 'hooks' => $snippets( array( '<script>window.dataLayer = window.dataLayer || [];</script>', '<script>jQuery( ".promo" ).slideDown();</script>', '<script>jQuery( document.body ).addClass( "ready" );</script>' ) ) ) );
check( "a page's own inline code that uses jQuery gets jQuery back, whole and versioned, right before the first such code, once", false !== strpos( $html, $jquery . '<script>jQuery( ".promo" )' ) && 1 === substr_count( $html, 'jquery.min.js' ) && 1 === substr_count( $html, 'jquery-migrate.min.js' ), $html );
check( '… and the scripts the bundle replaces still go, with their own inline code', array() === contains_none( $html, array( 'add-to-cart.min.js', 'cart-fragments.min.js', 'woocommerce.min.js', 'jquery.blockUI.min.js', 'theme_cart_bounce' ) ), $html );

$html = render_page( EVERY_PAGE, array( 'hooks' => $snippets( array( '<script>jQuery( function ( $ ) { $( ".menu" ).show(); } );</script>' ), 'wp_head' ) ) );
check( '… in the head too, when the first use is there', false !== strpos( $html, $jquery . '<script>jQuery( function' ) && 1 === substr_count( $html, 'jquery.min.js' ), $html );

$html = render_page( EVERY_PAGE, array( 'hooks' => $snippets( array( '<script>window.dataLayer = window.dataLayer || []; dataLayer.push( { event: "view" } );</script>', '<script type="text/template" id="tmpl-chip"><span>{{ data.name }}</span><# $( ".x" ) #></script>', '<script type="application/ld+json">{"description":"Works with jQuery sliders"}</script>' ) ) ) );
check( 'inline code that does not use jQuery, templates and data mentioning it: no jQuery', false === strpos( $html, 'jquery.min.js' ), $html );

$html = render_page( EVERY_PAGE, array( 'hooks' => $snippets( array( '<script type="rocketlazyloadscript">jQuery( ".late" ).show();</script>' ) ) ) );
check( 'code an optimiser delays (WP Rocket) that uses jQuery gets it back too', false !== strpos( $html, $jquery . '<script type="rocketlazyloadscript">' ), $html );

foreach ( array( 'https://code.jquery.com/jquery-3.7.1.min.js', 'https://ajax.googleapis.com/ajax/libs/jquery/3.7.1/jquery.min.js' ) as $own ) {
	$html = render_page( EVERY_PAGE, array( 'hooks' => $snippets( array( "<script src=\"$own\"></script>", '<script>jQuery( ".promo" ).show();</script>' ) ) ) );
	check( "a page that prints a jQuery of its own ($own) gets no second one (it would drop the plugins added to the first)", false === strpos( $html, 'wp-includes/js/jquery' ), $html );
}

$html = render_page( array_merge( EVERY_PAGE, array( 'elementor-frontend' ) ), array( 'hooks' => $snippets( array( '<script>jQuery( ".promo" ).show();</script>' ) ) ) );
check( 'jQuery kept for a script that needs it is printed once, not again for the inline code', 1 === substr_count( $html, 'jquery.min.js' ), $html );

$html = render_page( EVERY_PAGE, array( 'hooks' => $snippets( array( '<script>jQuery( ".promo" ).show();</script>' ) ) + array( 'script_loader_src' => array( 10 => array( function ( $src ) { return str_replace( 'https://shop.test/', 'https://cdn.test/', $src ); } ) ) ) ) );
check( "… its address follows WordPress's script_loader_src filter (a CDN's)", false !== strpos( $html, '<script src="https://cdn.test/wp-includes/js/jquery/jquery.min.js?ver=3.7.1" id="jquery-core-js">' ), $html );

$html = render_page( EVERY_PAGE, array( 'footer' => array( 'elementor-frontend' ), 'hooks' => $snippets( array( '<script>jQuery( function ( $ ) { $( ".menu" ).show(); } );</script>' ), 'wp_head' ) ) );
check( 'jQuery printed again in the footer (a footer script needs it) moves up before inline code that uses it, once', 1 === substr_count( $html, 'jquery.min.js' ) && 1 === substr_count( $html, 'jquery-migrate.min.js' ) && strpos( $html, 'jquery.min.js' ) < strpos( $html, 'jQuery( function' ) && strpos( $html, 'jquery-migrate.min.js' ) < strpos( $html, 'jQuery( function' ) && strpos( $html, 'jquery.min.js' ) < strpos( $html, 'elementor/assets/js/frontend.min.js' ), $html );

$html = render_page( EVERY_PAGE, array( 'globals_gone' => true, 'hooks' => $snippets( array( '<script>jQuery( ".promo" ).show();</script>' ) ) ) );
check( "… and put back when the buffer is flushed after WordPress's globals are gone (PHP's own flush at the end)", false !== strpos( $html, $jquery . '<script>jQuery( ".promo" )' ), $html );

$html = render_page( EVERY_PAGE, array( 'hooks' => $snippets( array( '<script type="text/plain" data-cookieconsent="marketing">jQuery( ".pixel" ).show();</script>' ) ) ) );
check( 'code a consent manager holds back (Cookiebot: text/plain) that uses jQuery gets it back too', false !== strpos( $html, $jquery . '<script type="text/plain" data-cookieconsent' ), $html );

foreach ( array( 'a theme without the gallery slider' => array( array(), true ), 'the slider (Storefront, most themes)' => array( array( 'wc-product-gallery-slider' ), false ) ) as $name => list( $supports, $marked ) ) {
	render_page( EVERY_PAGE, array( 'supports' => $supports ) );
	check( "$name: the product page's body " . ( $marked ? 'is' : 'is not' ) . ' marked shop-islands-no-gallery-slider (the critical CSS leaves the images as printed)', $marked === in_array( 'shop-islands-no-gallery-slider', apply_filters( 'body_class', array() ), true ) );
}
render_page( EVERY_PAGE, array( 'supports' => array(), 'page' => 'cart' ) );
check( '… only on product pages', ! in_array( 'shop-islands-no-gallery-slider', apply_filters( 'body_class', array() ), true ) );

$keep_jquery = array( 'shop_islands_replaced_handles' => array( 10 => array( function ( $handles ) { return array_diff( $handles, array( 'jquery', 'jquery-core', 'jquery-migrate' ) ); } ) ) );
foreach ( array( 'the checkout' => array( 'page' => 'checkout' ), "jQuery kept by the README's filter" => array( 'hooks' => $keep_jquery ) ) as $name => $page ) {
	$page['hooks'] = ( isset( $page['hooks'] ) ? $page['hooks'] : array() ) + $snippets( array( '<script>jQuery( ".promo" ).show();</script>' ) );
	$html          = render_page( EVERY_PAGE, $page );
	check( "$name: WordPress's own jQuery, once, nothing put back", 1 === substr_count( $html, 'jquery.min.js' ) && false === strpos( $html, '<script src="https://shop.test/wp-includes' ), $html );
}

// Script optimisers: the entry kept out of their delay, defer, combine and minify; the shop's own exclusions kept.
render_page( EVERY_PAGE );
$entry_tag  = '<script type="module" src="https://shop.test/wp-content/plugins/shop-islands/dist/shop-islands.js?ver=0.1.0" id="shop-islands-js-module"></script>';
$jquery_tag = '<script src="https://shop.test/wp-includes/js/jquery/jquery.min.js?ver=3.7.1" id="jquery-core-js"></script>';
// WP Rocket's rule (DelayJS\HTML::replace_scripts), which Perfmatters' follows: a pattern found anywhere in the tag.
$is_excluded = function ( string $tag, array $patterns ): bool {
	foreach ( $patterns as $pattern ) {
		$pattern = str_replace( array( '+', '?ver', '#' ), array( '\+', '\?ver', '\#' ), $pattern );
		if ( preg_match( "#{$pattern}#i", $tag ) ) {
			return true;
		}
	}
	return false;
};
$elementor_config = "<script id=\"elementor-frontend-js-before\">\nvar elementorFrontendConfig = {\"breakpoints\":{\"md\":768}};\n</script>";
$elementor_after  = "<script id=\"elementor-frontend-js-after\">\nelementorFrontend.init();\n</script>";
foreach ( array( 'rocket_delay_js_exclusions', 'perfmatters_delay_js_exclusions' ) as $filter ) {
	$patterns = apply_filters( $filter, array() );
	check( "$filter: Elementor's page configuration (inline code, not -js-extra), which the entry reads at load, is not delayed; Elementor's other inline code is", $is_excluded( $elementor_config, $patterns ) && ! $is_excluded( $elementor_after, $patterns ), print_r( $patterns, true ) );
}
foreach ( array( 'rocket_delay_js_exclusions', 'perfmatters_delay_js_exclusions', 'rocket_exclude_defer_js' ) as $filter ) {
	$patterns = apply_filters( $filter, array( '/wp-content/plugins/chat/' ) );
	check( "$filter: the entry is excluded, jQuery is not, the shop's own pattern stays", $is_excluded( $entry_tag, $patterns ) && ! $is_excluded( $jquery_tag, $patterns ) && in_array( '/wp-content/plugins/chat/', $patterns, true ), print_r( $patterns, true ) );
}
// LiteSpeed Cache, WP Rocket's combine and WP-Optimize: a part of the address.
foreach ( array( 'litespeed_optm_js_defer_exc', 'litespeed_optimize_js_excludes', 'litespeed_optm_gm_js_exc', 'rocket_exclude_js', 'wp-optimize-minify-default-exclusions' ) as $filter ) {
	$patterns = apply_filters( $filter, apply_filters( $filter, array( 'chat.js' ) ) );
	$matching = array_filter( $patterns, function ( $pattern ) { return false !== strpos( 'https://shop.test/wp-content/plugins/shop-islands/dist/shop-islands.js?ver=0.1.0', $pattern ); } );
	check( "$filter: one part of the entry's address (also when the filter runs twice), the shop's own kept", 1 === count( $matching ) && in_array( 'chat.js', $patterns, true ), print_r( $patterns, true ) );
}
check( "Autoptimize's comma-separated string: the entry added once, the shop's own kept", 'chat.js, dist/shop-islands.js' === apply_filters( 'autoptimize_filter_js_exclude', apply_filters( 'autoptimize_filter_js_exclude', 'chat.js, ' ) ) );
check( '… and an empty one', 'dist/shop-islands.js' === apply_filters( 'autoptimize_filter_js_exclude', '' ) );

// The scenarios that need a fresh process.
foreach ( array( 'kill-switch', 'old-wordpress' ) as $child ) {
	exec( escapeshellarg( PHP_BINARY ) . ' ' . escapeshellarg( __FILE__ ) . ' ' . $child . ' 2>&1', $output, $status );
	check( "($child)", 0 === $status, implode( "\n", $output ) );
	$output = array();
}

echo $failures ? "# $failures of $count failed\n" : "# all $count passed\n";
exit( $failures ? 1 : 0 );
