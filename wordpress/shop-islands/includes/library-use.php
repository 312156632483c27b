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
 * modification time), then remembered in an option. WordPress's own scripts declare what they use and are not
 * read; a script from another server cannot be read and keeps what it declares.
 *
 * @package ShopIslands
 */

defined( 'ABSPATH' ) || exit;

/** A file bigger than this is not read (a bundle that large declares its dependencies, or is not a theme's). */
const SHOP_ISLANDS_LARGEST_READ = 3145728;

/**
 * The libraries of library-use.json: each one's patterns, made PHP ones (for inline code, and for files: null when
 * files are not read for it), the handles that print it, and the list's own version (a hash of the file).
 *
 * @return array{version: string, libraries: array<int, array{uses: string, in_files: ?string, dependency: string[]}>}
 */
function shop_islands_libraries(): array {
	static $list = null;
	if ( null === $list ) {
		$json      = (string) file_get_contents( dirname( __DIR__ ) . '/library-use.json' );
		$decoded   = json_decode( $json, true );
		$pattern   = function ( string $source ): string {
			return '/' . str_replace( '/', '\/', $source ) . '/';
		};
		$libraries = array();
		foreach ( ( is_array( $decoded ) && isset( $decoded['libraries'] ) ) ? $decoded['libraries'] : array() as $library ) {
			$in_files    = array_key_exists( 'usesInFiles', $library ) ? $library['usesInFiles'] : $library['uses'];
			$libraries[] = array(
				'uses'       => $pattern( (string) $library['uses'] ),
				'in_files'   => null === $in_files ? null : $pattern( (string) $in_files ),
				'dependency' => array_map( 'strval', (array) $library['dependency'] ),
			);
		}
		$list = array(
			'version'   => md5( $json ),
			'libraries' => $libraries,
		);
	}
	return $list;
}

/**
 * The file on this server a script's address names, or null: another server's, not JavaScript, or not under the
 * plugins folder, the content folder or WordPress's own. A root-relative address is relative to WordPress's address,
 * as WordPress prints it (`base_url`). The file is only read, never printed: a plugin folder that is a link is fine.
 *
 * @param string $src A registered script's address (absolute, root-relative or protocol-relative).
 */
function shop_islands_local_file( string $src ): ?string {
	$parts = parse_url( $src );
	if ( false === $parts || empty( $parts['path'] ) || ! preg_match( '/\.m?js$/i', $parts['path'] ) ) {
		return null;
	}
	$path = rawurldecode( $parts['path'] );
	if ( false !== strpos( $path, "\0" ) || preg_match( '#(^|/)\.\.(/|$)#', $path ) ) {
		return null;
	}
	$site = parse_url( site_url() );
	if ( ! isset( $parts['host'] ) ) {
		$path = rtrim( isset( $site['path'] ) ? $site['path'] : '', '/' ) . '/' . ltrim( $path, '/' );
	}
	// The folders, most specific first: each may live elsewhere on the disk, or on another host (a static domain).
	$roots = array( array( content_url(), WP_CONTENT_DIR ), array( site_url(), ABSPATH ) );
	if ( defined( 'WP_PLUGIN_URL' ) && defined( 'WP_PLUGIN_DIR' ) ) {
		array_unshift( $roots, array( WP_PLUGIN_URL, WP_PLUGIN_DIR ) );
	}
	foreach ( $roots as list( $url, $folder ) ) {
		$root = parse_url( $url );
		if ( isset( $parts['host'], $root['host'] ) && 0 !== strcasecmp( $parts['host'], $root['host'] ) ) {
			continue;
		}
		$prefix = rtrim( isset( $root['path'] ) ? $root['path'] : '', '/' ) . '/';
		if ( 0 !== strpos( $path, $prefix ) ) {
			continue;
		}
		$file = rtrim( $folder, '/\\' ) . '/' . substr( $path, strlen( $prefix ) );
		if ( @is_file( $file ) ) { // phpcs:ignore WordPress.PHP.NoSilencedErrors -- a path outside open_basedir is simply not read
			return $file;
		}
	}
	return null;
}

/** The option that remembers what each file version uses, across requests (not autoloaded). */
const SHOP_ISLANDS_LIBRARY_USE_OPTION = 'shop_islands_library_use';

/**
 * What each file version used, as remembered in the option: read once per request, written back by
 * shop_islands_declare_library_uses() once per pass that learned something.
 *
 * @return array<string, int[]>
 */
function &shop_islands_remembered_uses(): array {
	static $remembered = null;
	if ( null === $remembered ) {
		$stored     = function_exists( 'get_option' ) ? get_option( SHOP_ISLANDS_LIBRARY_USE_OPTION, array() ) : array();
		$remembered = is_array( $stored ) ? $stored : array();
	}
	return $remembered;
}

/**
 * Which libraries a file's code uses: indexes into the list's libraries. Remembered per file version (path, size,
 * modification time) and list version: a file is read once, not on every page that is not cached.
 *
 * @param string $file    A readable file.
 * @param bool   $learned Set to true when the file version was read now (the option is to be written).
 * @return int[]
 */
function shop_islands_file_uses( string $file, bool &$learned ): array {
	static $by_path = array(); // the head's pass and the footer's read the same scripts
	if ( isset( $by_path[ $file ] ) ) {
		return $by_path[ $file ];
	}
	$size = @filesize( $file ); // phpcs:ignore WordPress.PHP.NoSilencedErrors
	if ( false === $size || $size > SHOP_ISLANDS_LARGEST_READ ) {
		return $by_path[ $file ] = array();
	}
	$key        = md5( $file . ' ' . $size . ' ' . @filemtime( $file ) . ' ' . shop_islands_libraries()['version'] ); // phpcs:ignore WordPress.PHP.NoSilencedErrors
	$remembered = &shop_islands_remembered_uses();
	if ( ! isset( $remembered[ $key ] ) || ! is_array( $remembered[ $key ] ) ) {
		$remembered[ $key ] = shop_islands_code_uses( (string) file_get_contents( $file ), true );
		$learned            = true;
	}
	return $by_path[ $file ] = $remembered[ $key ];
}

/**
 * Which libraries some code uses: indexes into the list's libraries.
 *
 * @param string $code     JavaScript.
 * @param bool   $is_file  A script's file (its own patterns), not inline code.
 * @return int[]
 */
function shop_islands_code_uses( string $code, bool $is_file = false ): array {
	$uses = array();
	foreach ( shop_islands_libraries()['libraries'] as $index => $library ) {
		$pattern = $is_file ? $library['in_files'] : $library['uses'];
		if ( '' !== $code && null !== $pattern && preg_match( $pattern, $code ) ) {
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
	$libraries = shop_islands_libraries()['libraries'];
	$learned   = false;
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
				$uses = array_merge( $uses, shop_islands_file_uses( $file, $learned ) );
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
	if ( $learned && function_exists( 'update_option' ) ) {
		// The latest 500 file versions: an update leaves its old ones behind.
		$remembered = &shop_islands_remembered_uses();
		$remembered = array_slice( $remembered, -500, null, true );
		update_option( SHOP_ISLANDS_LIBRARY_USE_OPTION, $remembered, false );
	}
}
