// What `npm run try` does to a page and to the shop's addresses and cookies.
import { describe, expect, it } from 'vitest';
import { rewriteCookie, rewriteOrigin } from './proxy';
import { swapLegacyScripts } from './swap-scripts';

const page = (scripts: string, bodyClass = 'single-product') => `<!doctype html><html><head>
<title>Shop</title>
<script src="/wp-includes/js/jquery/jquery.min.js?ver=3.7.1" id="jquery-core-js"></script>
<script src="/wp-includes/js/jquery/jquery-migrate.min.js?ver=3.4.1" id="jquery-migrate-js"></script>
<script src="/wp-includes/js/dist/i18n.min.js" id="wp-i18n-js"></script>
<script id="wp-i18n-js-after">
wp.i18n.setLocaleData( { 'text direction\\u0004ltr': [ 'ltr' ] } );
</script>
<script id="wc-add-to-cart-js-extra">
var wc_add_to_cart_params = {"wc_ajax_url":"\\/?wc-ajax=%%endpoint%%"};
</script>
<script src='/wp-content/plugins/woocommerce/assets/js/frontend/add-to-cart.min.js?ver=10.3.6' id='wc-add-to-cart-js' defer data-wp-strategy='defer'></script>
<script id="wc-add-to-cart-js-after">jQuery( document.body ).on( 'added_to_cart', bounce );</script>
</head><body class="${bodyClass}">
${scripts}
</body></html>`;

const options = (code: Record<string, string> = {}) => ({ entrySrc: '/wp-content/plugins/shop-islands/dist/shop-islands.js?ver=0.1.0', criticalCss: '.woocommerce-product-gallery{opacity:1}\n', codeOf: async (src: string) => code[src] });
const ids = (html: string): string[] => [...html.matchAll(/<(?:script|style)\b[^>]*\bid=["']([^"']+)["']/g)].map((match) => match[1]!);

describe('swapLegacyScripts', () => {
  it("takes out the replaced scripts and their inline code, keeps their settings, puts the bundle in once", async () => {
    const html = await swapLegacyScripts(page('<script src="/wp-content/themes/storefront/navigation.min.js" id="storefront-navigation-js"></script>'), options());
    expect(ids(html)).toEqual(['shop-islands-critical-css', 'wc-add-to-cart-js-extra', 'storefront-navigation-js', 'shop-islands-js-module']);
    expect(html).toContain('var wc_add_to_cart_params');
    expect(html).not.toMatch(/setLocaleData|bounce|add-to-cart\.min\.js|jquery/);
    expect(html).toMatch(/<head>\n<style id="shop-islands-critical-css">\.woocommerce-product-gallery\{opacity:1\}<\/style>\n<link rel="modulepreload" href="\/wp-content\/plugins\/shop-islands\/dist\/shop-islands\.js\?ver=0\.1\.0" id="shop-islands-js-modulepreload">\n<title>/);
    expect(html).toMatch(/<script type="module" src="\/wp-content\/plugins\/shop-islands\/dist\/shop-islands\.js\?ver=0\.1\.0" id="shop-islands-js-module"><\/script>\n<\/body>/);
  });

  it('keeps jQuery for a script left on the page that uses it, inline or in its file', async () => {
    const inline = await swapLegacyScripts(page('<script>jQuery(function ($) { $(".menu").show(); });</script>'), options());
    expect(ids(inline)).toEqual(expect.arrayContaining(['jquery-core-js', 'jquery-migrate-js']));
    expect(inline).not.toContain('add-to-cart.min.js');
    const file = await swapLegacyScripts(page('<script src="/wp-content/plugins/slider/slider.js" id="slider-js"></script>'), options({ '/wp-content/plugins/slider/slider.js': '(function ($) { $.fn.slider = function () {}; })(jQuery);' }));
    expect(ids(file)).toEqual(expect.arrayContaining(['jquery-core-js', 'slider-js']));
    const unread = await swapLegacyScripts(page('<script src="https://cdn.example/analytics.js" id="analytics-js"></script>'), options());
    expect(ids(unread)).not.toContain('jquery-core-js');
  });

  it("keeps jQuery for scripts an optimiser delays (WP Rocket's, LiteSpeed's) or a consent manager holds back, which run later and need it then", async () => {
    for (const held of [
      '<script type="rocketlazyloadscript" data-rocket-src="/wp-content/plugins/slider/slider.js" id="slider-js"></script>',
      '<script type="litespeed/javascript" data-src="/wp-content/plugins/slider/slider.js" id="slider-js"></script>',
      '<script type="rocketlazyloadscript">jQuery(function ($) { $(".menu").show(); });</script>',
      '<script type="text/plain" data-cookieconsent="marketing">jQuery(".pixel").show();</script>',
    ]) {
      const html = await swapLegacyScripts(page(held), options({ '/wp-content/plugins/slider/slider.js': '(function ($) { $.fn.slider = function () {}; })(jQuery);' }));
      expect(ids(html), held).toEqual(expect.arrayContaining(['jquery-core-js', 'jquery-migrate-js']));
    }
    // Templates and data that mention it keep nothing.
    const data = await swapLegacyScripts(page('<script type="text/template" id="tmpl-chip"><# $( ".x" ) #></script><script type="application/ld+json">{"name":"jQuery"}</script>'), options());
    expect(data).not.toContain('jquery.min.js');
  });

  it('leaves the checkout and block cart pages as they are, as the plugin does', async () => {
    for (const html of [page('', 'woocommerce-checkout woocommerce-page'), page('<div class="wp-block-woocommerce-cart">')]) {
      expect(await swapLegacyScripts(html, options())).toBe(html);
    }
  });
});

describe('the shop, on the proxy', () => {
  const shop = new URL('https://shop.example');
  const proxy = new URL('http://127.0.0.1:8123');

  it("rewrites the shop's address in every form, and no other host", () => {
    const text = 'href="https://shop.example/cart/" src="//shop.example/a.js" "url":"https:\\/\\/shop.example\\/wp-json\\/" http://shop.example:443x https://shop.example.org/ https://cdn.shop.example/';
    expect(rewriteOrigin(text, shop, proxy)).toBe('href="http://127.0.0.1:8123/cart/" src="//127.0.0.1:8123/a.js" "url":"http:\\/\\/127.0.0.1:8123\\/wp-json\\/" http://127.0.0.1:8123:443x https://shop.example.org/ https://cdn.shop.example/');
  });

  it("sets the shop's cookies for the proxy", () => {
    expect(rewriteCookie('wp_woocommerce_session_abc=1%7C2; expires=Fri, 27 Nov 2026 10:00:00 GMT; Max-Age=172800; path=/; domain=.shop.example; secure; HttpOnly; SameSite=None')).toBe('wp_woocommerce_session_abc=1%7C2; expires=Fri, 27 Nov 2026 10:00:00 GMT; Max-Age=172800; path=/; HttpOnly; SameSite=Lax');
  });
});
