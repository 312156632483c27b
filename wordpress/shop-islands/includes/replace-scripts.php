<?php
/**
 * Which legacy scripts a page still prints once the bundle is on it.
 *
 * A handle the bundle replaces stays registered and enqueued, so WordPress still prints its localized
 * settings (`wc_add_to_cart_params`, `cr_ajax_object` …), which the bundle reads. What goes is its file
 * (no `src`), its dependencies (nothing is pulled in for it) and its inline code before and after
 * (`wp.i18n.setLocaleData(…)`, `wp.apiFetch.use(…)`), which would throw once the file is gone. A handle
 * that a script left on the page depends on stays whole: checkout.js keeps woocommerce.js, an Elementor
 * page keeps jQuery.
 *
 * Runs on PHP 7.4 – 8.4. Tested with a stand-in of the WordPress functions it calls (../../tests/run.php).
 *
 * @package ShopIslands
 */

defined( 'ABSPATH' ) || exit;

/**
 * The handles the bundle can replace: replaced-handles.json, the list the README's table is checked against.
 *
 * @return string[]
 */
function shop_islands_replaceable_handles(): array {
	static $handles = null;
	if ( null === $handles ) {
		$list    = json_decode( (string) file_get_contents( dirname( __DIR__ ) . '/replaced-handles.json' ), true );
		$handles = array();
		foreach ( ( is_array( $list ) && isset( $list['handles'] ) ) ? $list['handles'] : array() as $entry ) {
			$handles[] = (string) $entry['handle'];
		}
	}
	return $handles;
}

/**
 * Pages the plugin leaves to WooCommerce entirely (no bundle, every legacy script): wp-admin, the checkout
 * (and its pay and order-received pages: payment gateways are written against checkout.js), the add
 * payment method page, and pages built with the cart or checkout block.
 */
function shop_islands_is_left_alone(): bool {
	if ( is_admin() ) {
		return true;
	}
	if ( function_exists( 'is_checkout' ) && is_checkout() ) {
		return true;
	}
	if ( function_exists( 'is_add_payment_method_page' ) && is_add_payment_method_page() ) {
		return true;
	}
	return function_exists( 'has_block' ) && ( has_block( 'woocommerce/cart' ) || has_block( 'woocommerce/checkout' ) );
}

/**
 * What each taken-out handle was, per WP_Scripts instance, so a later pass can put it back.
 *
 * @return array<string, array{src: mixed, deps: string[], extra: array<string, mixed>, textdomain: mixed}>
 */
function &shop_islands_taken_out() {
	static $taken = array();
	return $taken;
}

/**
 * Handles and everything they pull in, through each one's dependencies as registered (for a handle taken out
 * in an earlier pass, as they were).
 *
 * @param WP_Scripts $scripts The page's scripts.
 * @param string[]   $roots   Where to start.
 * @return array<string, true>
 */
function shop_islands_with_dependencies( $scripts, array $roots ): array {
	$taken = &shop_islands_taken_out();
	$found = array();
	$stack = array_values( $roots );
	while ( $stack ) {
		$handle = array_pop( $stack );
		if ( isset( $found[ $handle ] ) || ! isset( $scripts->registered[ $handle ] ) ) {
			continue;
		}
		$found[ $handle ] = true;
		$key              = spl_object_id( $scripts ) . ' ' . $handle;
		foreach ( isset( $taken[ $key ] ) ? $taken[ $key ]['deps'] : (array) $scripts->registered[ $handle ]->deps as $dependency ) {
			$stack[] = $dependency;
		}
	}
	return $found;
}

/**
 * The scripts that stay: every handle the page would print without the plugin but the candidates — those it
 * enqueues, and what they pull in, a candidate's own dependencies too (cart.js pulls in country-select.js, which
 * the shipping calculator's country and state fields still need) — with everything they depend on, declared or
 * used undeclared (library-use.php).
 *
 * @param WP_Scripts $scripts    The page's scripts.
 * @param string[]   $candidates Handles that may go.
 * @return array{staying: string[], needed: array<string, true>}
 */
function shop_islands_staying_handles( $scripts, array $candidates ): array {
	$staying = array_values( array_diff( array_keys( shop_islands_with_dependencies( $scripts, $scripts->queue ) ), $candidates ) );
	shop_islands_declare_library_uses( $scripts, $staying );
	return array(
		'staying' => $staying,
		'needed'  => shop_islands_with_dependencies( $scripts, $staying ),
	);
}

/**
 * Takes out each candidate that no script staying on the page needs, and puts back one taken out in an
 * earlier pass that a script enqueued since needs (a footer script that depends on jQuery: jQuery is then
 * printed in the footer, before it).
 *
 * @param WP_Scripts $scripts    The page's scripts.
 * @param string[]   $candidates Handles that may go (after the `shop_islands_replaced_handles` filter).
 * @return string[] The handles taken out.
 */
function shop_islands_apply_replacement( $scripts, array $candidates ): array {
	$candidates = array_values( array_intersect( array_unique( array_map( 'strval', $candidates ) ), array_keys( $scripts->registered ) ) );
	$staying    = shop_islands_staying_handles( $scripts, $candidates );
	$needed     = $staying['needed'];
	$taken      = &shop_islands_taken_out();
	$out        = array();
	// A script that stays though only a candidate pulled it in is enqueued itself, so it still prints.
	$pulled = shop_islands_with_dependencies( $scripts, array_diff( $scripts->queue, $candidates ) );
	foreach ( $staying['staying'] as $handle ) {
		if ( ! isset( $pulled[ $handle ] ) ) {
			$scripts->enqueue( $handle );
		}
	}
	foreach ( $candidates as $handle ) {
		$item = $scripts->registered[ $handle ];
		$key  = spl_object_id( $scripts ) . ' ' . $handle;
		if ( isset( $needed[ $handle ] ) ) {
			if ( isset( $taken[ $key ] ) ) {
				$item->src        = $taken[ $key ]['src'];
				$item->deps       = $taken[ $key ]['deps'];
				$item->extra      = $taken[ $key ]['extra'];
				$item->textdomain = $taken[ $key ]['textdomain'];
				unset( $taken[ $key ] );
				$scripts->done = array_values( array_diff( $scripts->done, array( $handle ) ) );
			}
			continue;
		}
		if ( ! isset( $taken[ $key ] ) ) {
			$taken[ $key ] = array(
				'src'        => $item->src,
				'deps'       => (array) $item->deps,
				'extra'      => (array) $item->extra,
				'textdomain' => isset( $item->textdomain ) ? $item->textdomain : null,
			);
		}
		$item->src        = false;
		$item->deps       = array();
		$item->textdomain = null;
		// `before`, `after` and their standalone / non-standalone lists; `data` (the settings) stays.
		foreach ( array_keys( (array) $item->extra ) as $extra ) {
			if ( 0 === strpos( $extra, 'before' ) || 0 === strpos( $extra, 'after' ) ) {
				unset( $item->extra[ $extra ] );
			}
		}
		$out[] = $handle;
	}
	return $out;
}

/** Hooked right before WordPress prints the head scripts, and again the footer scripts. */
function shop_islands_replace_scripts(): void {
	if ( shop_islands_is_left_alone() ) {
		return;
	}
	/**
	 * Filters the legacy script handles the bundle may take out of the page. Remove one to keep that script.
	 *
	 * @param string[] $handles Handles from replaced-handles.json.
	 */
	$candidates = apply_filters( 'shop_islands_replaced_handles', shop_islands_replaceable_handles() );
	shop_islands_apply_replacement( wp_scripts(), is_array( $candidates ) ? $candidates : array() );
}

/**
 * The entry's address as WordPress prints it in the module's tag: versioned, then through the script modules
 * API's own `script_module_loader_src` filter (a CDN plugin's rewrite), so the head's preload is the same request.
 *
 * @param string $plugin_file The plugin's main file.
 */
function shop_islands_entry_src( string $plugin_file ): string {
	$src = add_query_arg( 'ver', SHOP_ISLANDS_VERSION, plugins_url( 'dist/shop-islands.js', $plugin_file ) );
	return (string) apply_filters( 'script_module_loader_src', $src, 'shop-islands' );
}

/**
 * Enqueues the bundle's entry, once, as a module: with the script modules API on WordPress 6.5 and later,
 * as a `<script type="module">` in the footer before.
 *
 * @param string $plugin_file The plugin's main file.
 */
function shop_islands_enqueue( string $plugin_file ): void {
	if ( shop_islands_is_left_alone() ) {
		return;
	}
	$src = plugins_url( 'dist/shop-islands.js', $plugin_file );
	if ( function_exists( 'wp_enqueue_script_module' ) ) {
		wp_enqueue_script_module( 'shop-islands', $src, array(), SHOP_ISLANDS_VERSION );
		return;
	}
	add_action(
		'wp_footer',
		function () use ( $plugin_file ) {
			printf( "<script type=\"module\" src=\"%s\" id=\"shop-islands-js\"></script>\n", esc_url( shop_islands_entry_src( $plugin_file ) ) );
		},
		20
	);
}

/**
 * Preloads the entry from the head. WordPress prints a module in the footer on a classic theme (Storefront),
 * so its download would start only once the parser got there; the legacy scripts it replaces were in the head
 * (`defer`). With the preload the entry downloads while the page parses and runs as soon as parsing ends, as
 * they did. It is the same request as the module's tag (same address, same credentials), fetched once.
 *
 * @param string $plugin_file The plugin's main file.
 */
function shop_islands_print_entry_preload( string $plugin_file ): void {
	if ( shop_islands_is_left_alone() ) {
		return;
	}
	printf( "<link rel=\"modulepreload\" href=\"%s\" id=\"shop-islands-js-modulepreload\">\n", esc_url( shop_islands_entry_src( $plugin_file ) ) );
}

/**
 * Inlines the critical CSS first in the head, so the page is right before any script runs (the product
 * gallery shown, its images not stacked, one product tab shown).
 *
 * @param string $plugin_file The plugin's main file.
 */
function shop_islands_print_critical_css( string $plugin_file ): void {
	$file = dirname( $plugin_file ) . '/dist/shop-islands-critical.css';
	if ( shop_islands_is_left_alone() || ! is_readable( $file ) ) {
		return;
	}
	printf( "<style id=\"shop-islands-critical-css\">%s</style>\n", trim( (string) file_get_contents( $file ) ) );
}

/**
 * Adds `shop-islands-no-gallery-slider` to a product page's body when the theme has no WooCommerce gallery slider
 * (`flexslider_enabled` off, by WooCommerce's own rule): the critical CSS then leaves the gallery's images as
 * printed, even before the bundle runs or while single-product.js stays on the page.
 *
 * @param string[] $classes The body's classes.
 * @return string[]
 */
function shop_islands_body_class( $classes ) {
	if ( ! shop_islands_is_left_alone() && function_exists( 'is_product' ) && is_product() && ! apply_filters( 'woocommerce_single_product_flexslider_enabled', get_theme_support( 'wc-product-gallery-slider' ) ) ) {
		$classes[] = 'shop-islands-no-gallery-slider';
	}
	return $classes;
}

/**
 * Hooks the plugin in, unless `SHOP_ISLANDS_DISABLE` is true (wp-config.php): the kill switch, which
 * leaves every page as it was without the plugin.
 *
 * @param string $plugin_file The plugin's main file.
 */
function shop_islands_boot( string $plugin_file ): void {
	if ( defined( 'SHOP_ISLANDS_DISABLE' ) && SHOP_ISLANDS_DISABLE ) {
		return;
	}
	add_action(
		'wp_enqueue_scripts',
		function () use ( $plugin_file ) {
			shop_islands_enqueue( $plugin_file );
		},
		20
	);
	add_action(
		'wp_head',
		function () use ( $plugin_file ) {
			shop_islands_print_critical_css( $plugin_file );
			shop_islands_print_entry_preload( $plugin_file );
		},
		1
	);
	// `wp_print_scripts` fires right before the head scripts are printed; `wp_print_footer_scripts` prints
	// the footer ones at priority 10.
	add_action( 'wp_print_scripts', 'shop_islands_replace_scripts', 100 );
	add_action( 'wp_print_footer_scripts', 'shop_islands_replace_scripts', 1 );
	add_action( 'wp_print_scripts', 'shop_islands_remember_jquery', 101 );
	add_filter( 'body_class', 'shop_islands_body_class' );
	add_action( 'wp_print_footer_scripts', 'shop_islands_remember_jquery', 2 );
	// The finished page read for inline jQuery code. Late: a page cache's buffer, started before, keeps the page as finished here.
	add_action( 'template_redirect', 'shop_islands_watch_inline_jquery', 1000 );
	shop_islands_watch_optimisers();
}
