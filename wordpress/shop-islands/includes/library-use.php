<?php
/**
 * Libraries the scripts that stay use without declaring them.
 *
 * On a legacy WooCommerce page jQuery, BlockUI and js-cookie were always there (woocommerce.js pulled them in on
 * every page; single-product.js its gallery's FlexSlider, Zoom and PhotoSwipe), so themes and plugins use them
 * without declaring them: a wishlist's script calls `jQuery( document )`, a payment gateway's express checkout
 * `jQuery.blockUI()`, a theme's quick view `.flexslider()`. Once the plugin takes out the scripts that pulled them
 * in, such a script stops at "jQuery is not defined" (no wishlist button) or "blockUI is not a function" (a wallet
 * payment taken, then shown as failed). So the code of each script that stays — its file, when it is on this
 * server, and its inline code — is read for the libraries of library-use.json, and each one it uses is added to its
 * dependencies: the library stays, printed before it. A file is read once per version (its path, size and
 * modification time), then remembered in the object cache when the site has one. WordPress's own scripts declare
 * what they use and are not read; a script from another server cannot be read and keeps what it declares.
 *
 * @package ShopIslands
 */

defined( 'ABSPATH' ) || exit;

/** A file bigger than this is not read (a bundle that large declares its dependencies, or is not a theme's). */
const SHOP_ISLANDS_LARGEST_READ = 3145728;

/**
 * The libraries of library-use.json: each one's pattern, made a PHP one, and the handles that print it.
 *
 * @return array<int, array{uses: string, dependency: string[]}>
 */
function shop_islands_libraries(): array {
	static $libraries = null;
	if ( null === $libraries ) {
		$list      = json_decode( (string) file_get_contents( dirname( __DIR__ ) . '/library-use.json' ), true );
		$libraries = array();
		foreach ( ( is_array( $list ) && isset( $list['libraries'] ) ) ? $list['libraries'] : array() as $library ) {
			$libraries[] = array(
				'uses'       => '/' . str_replace( '/', '\/', (string) $library['uses'] ) . '/',
				'dependency' => array_map( 'strval', (array) $library['dependency'] ),
			);
		}
	}
	return $libraries;
}

/**
 * The file on this server a script's address names, or null: another server's, not JavaScript, or outside the
 * content folder and WordPress's own folder.
 *
 * @param string $src A registered script's address (absolute, root-relative or protocol-relative).
 */
function shop_islands_local_file( string $src ): ?string {
	$parts = parse_url( $src );
	if ( false === $parts || empty( $parts['path'] ) || ! preg_match( '/\.m?js$/i', $parts['path'] ) ) {
		return null;
	}
	if ( isset( $parts['host'] ) && strcasecmp( $parts['host'], (string) parse_url( site_url(), PHP_URL_HOST ) ) ) {
		return null;
	}
	$path = rawurldecode( $parts['path'] );
	// The content folder first: it may live outside WordPress's own.
	$roots = array(
		array( (string) parse_url( content_url(), PHP_URL_PATH ), WP_CONTENT_DIR ),
		array( (string) parse_url( site_url(), PHP_URL_PATH ), ABSPATH ),
	);
	foreach ( $roots as list( $prefix, $folder ) ) {
		$prefix = rtrim( $prefix, '/' ) . '/';
		$folder = realpath( $folder );
		if ( false === $folder || 0 !== strpos( $path, $prefix ) ) {
			continue;
		}
		$file = realpath( $folder . '/' . substr( $path, strlen( $prefix ) ) );
		if ( false !== $file && 0 === strpos( $file, $folder . DIRECTORY_SEPARATOR ) && is_file( $file ) ) {
			return $file;
		}
	}
	return null;
}

/**
 * Which libraries a file's code uses: indexes into shop_islands_libraries().
 *
 * @param string $file A readable file.
 * @return int[]
 */
function shop_islands_file_uses( string $file ): array {
	static $read = array();
	$size = filesize( $file );
	if ( false === $size || $size > SHOP_ISLANDS_LARGEST_READ ) {
		return array();
	}
	$key = md5( $file . ' ' . $size . ' ' . filemtime( $file ) );
	if ( isset( $read[ $key ] ) ) {
		return $read[ $key ];
	}
	$cached = function_exists( 'wp_cache_get' ) ? wp_cache_get( $key, 'shop_islands_library_use' ) : false;
	if ( is_array( $cached ) ) {
		$read[ $key ] = $cached;
		return $cached;
	}
	$read[ $key ] = shop_islands_code_uses( (string) file_get_contents( $file ) );
	if ( function_exists( 'wp_cache_set' ) ) {
		wp_cache_set( $key, $read[ $key ], 'shop_islands_library_use', WEEK_IN_SECONDS );
	}
	return $read[ $key ];
}

/**
 * Which libraries some code uses: indexes into shop_islands_libraries().
 *
 * @param string $code JavaScript.
 * @return int[]
 */
function shop_islands_code_uses( string $code ): array {
	$uses = array();
	foreach ( shop_islands_libraries() as $index => $library ) {
		if ( '' !== $code && preg_match( $library['uses'], $code ) ) {
			$uses[] = $index;
		}
	}
	return $uses;
}

/**
 * Adds to each script that stays the libraries its code uses and does not declare (the first of each library's
 * handles that is registered).
 *
 * @param WP_Scripts $scripts The page's scripts.
 * @param string[]   $staying The handles that stay on the page.
 */
function shop_islands_declare_library_uses( $scripts, array $staying ): void {
	$libraries = shop_islands_libraries();
	foreach ( $staying as $handle ) {
		$item = isset( $scripts->registered[ $handle ] ) ? $scripts->registered[ $handle ] : null;
		if ( null === $item ) {
			continue;
		}
		$inline = array();
		foreach ( array( 'before', 'after' ) as $position ) {
			$inline = array_merge( $inline, isset( $item->extra[ $position ] ) ? array_filter( (array) $item->extra[ $position ], 'is_string' ) : array() );
		}
		$uses = shop_islands_code_uses( implode( "\n", $inline ) );
		// WordPress's own scripts declare what they use.
		if ( is_string( $item->src ) && '' !== $item->src && ! preg_match( '#/wp-(?:includes|admin)/#', $item->src ) ) {
			$file = shop_islands_local_file( $item->src );
			if ( null !== $file ) {
				$uses = array_merge( $uses, shop_islands_file_uses( $file ) );
			}
		}
		foreach ( array_unique( $uses ) as $index ) {
			foreach ( $libraries[ $index ]['dependency'] as $dependency ) {
				if ( isset( $scripts->registered[ $dependency ] ) ) {
					// Never one that needs the script itself (PhotoSwipe's core naming its skin): no circle.
					$circle = array_key_exists( $handle, shop_islands_with_dependencies( $scripts, array( $dependency ) ) );
					if ( ! $circle && ! in_array( $dependency, (array) $item->deps, true ) ) {
						$item->deps   = (array) $item->deps;
						$item->deps[] = $dependency;
					}
					break;
				}
			}
		}
	}
}
