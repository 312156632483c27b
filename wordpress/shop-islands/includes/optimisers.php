<?php
/**
 * The bundle's entry kept out of script optimisers' delay, defer, combine and minify.
 *
 * WP Rocket's "Delay JavaScript execution", Perfmatters' and LiteSpeed Cache's hold every script until the
 * shopper's first move, module scripts too. The entry is what answers the first press at once and what changes
 * the page at load (the stored cart in the header, the product tab the address names, a default variation's
 * price); delayed, all of that waits for the first move, and the first tap for every delayed script to download. It runs nothing else before the shopper acts, so there is nothing
 * to gain by holding it. Combining or minifying a module with classic scripts breaks it. Each optimiser is
 * given the entry's address through its own documented filter; without the optimiser the filter never runs.
 * WP Rocket's "Remove Unused CSS" also rewrites inline styles by what the page's HTML shows: the critical CSS's
 * rules for a tab the address names (`:target`) match nothing there and would go, so it is kept whole.
 *
 * @package ShopIslands
 */

defined( 'ABSPATH' ) || exit;

/**
 * What the filters match: a part of the entry's address (WP Rocket and Perfmatters match a pattern anywhere in
 * the script's tag, LiteSpeed and Autoptimize a part of its address), whatever the plugin's folder is named.
 */
const SHOP_ISLANDS_ENTRY_PATTERN = 'dist/shop-islands.js';

/**
 * The optimisers' exclusion filters, each given a list of patterns (Autoptimize: a comma-separated string).
 */
const SHOP_ISLANDS_OPTIMISER_FILTERS = array(
	'rocket_delay_js_exclusions',
	'rocket_exclude_defer_js',
	'rocket_exclude_js',
	'perfmatters_delay_js_exclusions',
	'litespeed_optm_js_defer_exc',
	'litespeed_optimize_js_excludes',
	'litespeed_optm_gm_js_exc',
	'autoptimize_filter_js_exclude',
	'wp-optimize-minify-default-exclusions',
);

/**
 * The delay filters (WP Rocket, Perfmatters and LiteSpeed match them in inline code too), and what they are also
 * given: settings the entry reads at load. WordPress's own (`<handle>-js-extra`) are left alone by those optimisers
 * already; Elementor prints its page configuration as inline code before its front-end script
 * (`elementor-frontend-js-before`), which a delay held until the first move, so the page builder's runtime started
 * without its breakpoints and settings.
 */
const SHOP_ISLANDS_DELAY_FILTERS = array(
	'rocket_delay_js_exclusions',
	'perfmatters_delay_js_exclusions',
	'litespeed_optm_js_defer_exc',
	'litespeed_optm_gm_js_exc',
);
const SHOP_ISLANDS_SETTINGS_PATTERN = 'elementorFrontendConfig';

/**
 * Adds a pattern to an optimiser's exclusions.
 *
 * @param mixed  $excluded The optimiser's list (or Autoptimize's string).
 * @param string $pattern  What to add.
 * @return mixed The same kind of value, with the pattern added once.
 */
function shop_islands_add_exclusion( $excluded, string $pattern ) {
	if ( is_string( $excluded ) ) {
		$patterns = array_filter( array_map( 'trim', explode( ',', $excluded ) ), 'strlen' );
		return implode( ', ', array_unique( array_merge( $patterns, array( $pattern ) ) ) );
	}
	$patterns = is_array( $excluded ) ? $excluded : array();
	if ( ! in_array( $pattern, $patterns, true ) ) {
		$patterns[] = $pattern;
	}
	return $patterns;
}

/**
 * Adds the entry to an optimiser's script exclusions.
 *
 * @param mixed $excluded The optimiser's list (or Autoptimize's string).
 * @return mixed The same kind of value, with the entry's pattern added once.
 */
function shop_islands_exclude_entry( $excluded ) {
	return shop_islands_add_exclusion( $excluded, SHOP_ISLANDS_ENTRY_PATTERN );
}

/**
 * Adds the settings the entry reads at load to an optimiser's delay exclusions.
 *
 * @param mixed $excluded The optimiser's list.
 * @return mixed The list, with the pattern added once.
 */
function shop_islands_exclude_settings( $excluded ) {
	return shop_islands_add_exclusion( $excluded, SHOP_ISLANDS_SETTINGS_PATTERN );
}

/**
 * Keeps the critical CSS (`<style id="shop-islands-critical-css">`) out of WP Rocket's Remove Unused CSS.
 *
 * @param mixed $excluded Patterns matched against an inline style's attributes.
 * @return mixed The list, with the style's id added once.
 */
function shop_islands_exclude_critical_css( $excluded ) {
	return shop_islands_add_exclusion( $excluded, 'shop-islands-critical-css' );
}

/**
 * Hooks the exclusions.
 */
function shop_islands_watch_optimisers(): void {
	foreach ( SHOP_ISLANDS_OPTIMISER_FILTERS as $filter ) {
		add_filter( $filter, 'shop_islands_exclude_entry' );
	}
	foreach ( SHOP_ISLANDS_DELAY_FILTERS as $filter ) {
		add_filter( $filter, 'shop_islands_exclude_settings' );
	}
	add_filter( 'rocket_rucss_inline_atts_exclusions', 'shop_islands_exclude_critical_css' );
}
