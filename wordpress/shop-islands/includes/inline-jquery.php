<?php
/**
 * jQuery put back for a page's own inline code.
 *
 * The plugin takes jQuery out where no script WordPress prints needs it. Code printed straight into a page — a
 * theme's "custom JavaScript" box, a plugin's footer snippet: `<script>jQuery( function ( $ ) { … } );</script>` —
 * is no script WordPress knows of, and legacy WooCommerce pages always had jQuery for it; without it that code
 * stops at "jQuery is not defined". So the finished page is read once more, from an output buffer: where inline
 * code uses jQuery and the plugin took jQuery out, jQuery's files are printed right before the first such code, as
 * WordPress would have printed them.
 *
 * @package ShopIslands
 */

defined( 'ABSPATH' ) || exit;


/**
 * Script types that hold no code to run: templates, data, import maps. Anything else is code: a script an
 * optimiser delays (`rocketlazyloadscript`, `litespeed/javascript`) or a consent manager holds back (`text/plain`
 * with Cookiebot's or Complianz's category) too: it runs later, and needs jQuery then.
 */
const SHOP_ISLANDS_NOT_CODE = '/json|template|html|importmap|speculationrules|css/i';

/**
 * Where the first inline script that uses jQuery starts in `$html` (the byte offset of its `<script` tag).
 *
 * @param string $html Part of a page, or a whole one.
 * @return int|null Null when none does, or when the page is more than the pattern engine takes (left as printed).
 */
function shop_islands_first_inline_jquery( string $html ): ?int {
	if ( ! preg_match_all( '#<script\b([^>]*)>(.*?)</script>#is', $html, $scripts, PREG_SET_ORDER | PREG_OFFSET_CAPTURE ) ) {
		return null;
	}
	foreach ( $scripts as $script ) {
		$attributes = $script[1][0];
		if ( preg_match( '/\bsrc\s*=/i', $attributes ) ) {
			continue;
		}
		if ( preg_match( '/\btype\s*=\s*["\']?([^"\'\s>]+)/i', $attributes, $type ) && preg_match( SHOP_ISLANDS_NOT_CODE, $type[1] ) ) {
			continue;
		}
		// Code that uses jQuery: library-use.json's first rule, which the scripts that stay are read by too.
		if ( preg_match( shop_islands_libraries()['libraries'][0]['uses'], $script[2][0] ) ) {
			return $script[0][1];
		}
	}
	return null;
}

/**
 * The tags WordPress would have printed for these taken-out handles (WP_Scripts::do_item: the address made
 * absolute, versioned, through `script_loader_src`, the tag through `script_loader_tag`).
 *
 * @param WP_Scripts $scripts The page's scripts.
 * @param string[]   $handles In the order to print them.
 */
function shop_islands_taken_out_tags( $scripts, array $handles ): string {
	$taken = &shop_islands_taken_out();
	$tags  = '';
	foreach ( $handles as $handle ) {
		$key = spl_object_id( $scripts ) . ' ' . $handle;
		if ( empty( $taken[ $key ]['src'] ) ) {
			continue;
		}
		$src = (string) $taken[ $key ]['src'];
		if ( ! preg_match( '#^(https?:)?//#', $src ) ) {
			$src = $scripts->base_url . $src;
		}
		$version = $scripts->registered[ $handle ]->ver;
		if ( null !== $version ) {
			$src = add_query_arg( 'ver', $version ? (string) $version : (string) $scripts->default_version, $src );
		}
		$src   = esc_url( (string) apply_filters( 'script_loader_src', $src, $handle ) );
		$tag   = sprintf( "<script src=\"%s\" id=\"%s-js\"></script>\n", $src, esc_attr( $handle ) );
		$tags .= (string) apply_filters( 'script_loader_tag', $tag, $handle, $src );
	}
	return $tags;
}

/**
 * This request's jQuery: the tags WordPress would have printed for it, kept when the plugin takes it out (the
 * buffer's callback may run at shutdown, once WordPress's globals are gone), and whether the page is settled (a
 * page may be flushed in parts: jQuery goes in once, before the first use).
 *
 * @return array{tags: string|null, settled: bool}
 */
function &shop_islands_jquery_state() {
	static $state = array(
		'tags'    => null,
		'settled' => false,
	);
	return $state;
}

/** Hooked after each pass that takes scripts out: keeps jQuery's tags once the plugin has taken it out. */
function shop_islands_remember_jquery(): void {
	$state   = &shop_islands_jquery_state();
	$scripts = wp_scripts();
	$taken   = &shop_islands_taken_out();
	if ( null === $state['tags'] && isset( $taken[ spl_object_id( $scripts ) . ' jquery-core' ] ) ) {
		$state['tags'] = shop_islands_taken_out_tags( $scripts, array( 'jquery-core', 'jquery-migrate' ) );
	}
}

/**
 * The output buffer's callback: the page with jQuery's files before its first inline use, when the plugin took
 * them out. WordPress may print them later after all (a footer script needed jQuery): those tags move up. A page
 * that prints a jQuery of its own keeps it alone (a second copy would drop the plugins added to the first).
 *
 * @param string $html The page, or the part of it flushed now.
 */
function shop_islands_put_back_jquery( string $html ): string {
	$state = &shop_islands_jquery_state();
	if ( $state['settled'] || null === $state['tags'] ) {
		return $html;
	}
	$at = shop_islands_first_inline_jquery( $html );
	if ( null === $at ) {
		return $html;
	}
	$state['settled'] = true;
	if ( ! preg_match_all( '#<script\b[^>]*\bsrc=["\']?[^"\'\s>]*/jquery(?:-\d[\w.]*)?(?:\.min)?\.js[^>]*>\s*</script>\n?#i', $html, $printed, PREG_OFFSET_CAPTURE ) ) {
		return substr( $html, 0, $at ) . $state['tags'] . substr( $html, $at );
	}
	$wordpress = '#\bid=["\']?jquery-core-js\b#';
	if ( $printed[0][0][1] < $at || ! preg_match( $wordpress, $printed[0][0][0] ) ) {
		return $html; // jQuery comes before the code already, or the page's own is there
	}
	// WordPress's jQuery (and jQuery Migrate after it) printed after the first use: moved up before it.
	$migrate = preg_match( '#<script\b[^>]*\bid=["\']?jquery-migrate-js\b[^>]*>\s*</script>\n?#i', $html, $match, PREG_OFFSET_CAPTURE ) ? $match[0] : null;
	$moved   = array_filter( array( $printed[0][0], $migrate ) );
	usort( $moved, function ( $a, $b ) {
		return $b[1] - $a[1];
	} );
	foreach ( $moved as $tag ) {
		$html = substr( $html, 0, $tag[1] ) . substr( $html, $tag[1] + strlen( $tag[0] ) );
	}
	return substr( $html, 0, $at ) . $printed[0][0][0] . ( $migrate ? $migrate[0] : '' ) . substr( $html, $at );
}

/** Hooked on `template_redirect`: the page about to be printed is read once it is done. */
function shop_islands_watch_inline_jquery(): void {
	if ( ! shop_islands_is_left_alone() ) {
		ob_start( 'shop_islands_put_back_jquery' );
	}
}
