// Byte budgets, checked by `npm run size` (size-limit, brotli; 1 kB = 1000 B). Each limit is what the files
// measured when it was last set, plus a few bytes. The comment above a check is its history: what it holds and
// each change that raised it, and why (these were the checks' names in .size-limit.json, which has no comments).
export default [
  // bootstrap: dist/shop-islands.js (the one script tag; ~40-100 B brotli per registered widget; 32 widgets since
  // issue 12, with the code that must run at scan — the gallery shown, the named tab, 'selection needed', a pressed
  // swatch — presses replayed across islands, and since point 8 Customer Reviews' span controls made keyboard buttons
  // at scan and the first press's feedback for votes, histogram rows, add to cart and the gallery; +0.1 kB once an
  // island whose chunk arrives mid-press waits for the press to end, +0.17 kB once prefetches go one file per idle
  // period and only for mount points in sight (29 prefetched files on the hoodie became 16); 7,158 B once the chunk
  // map is an object literal of file names in place of JSON of an index table, and React, its renderer and the adopted
  // styles are one file; 7,304 B once the scan leaves the panels the tabs hide to when they are shown
  // (data-island-defer) and a shared customer photo opens its review's tab; 7,464 B once the variation gallery waits
  // for the shopper too (loading-gallery taken off at scan, a pressed thumbnail shown, started by its variation form);
  // 7,610 B once a deferred panel also starts when a box appears for it (ResizeObserver: an ancestor drawer opened), a
  // replayed press on a re-rendered island lands on the control at its place, and the tabs show every panel when they
  // cannot run; 7,559 B once chunk names carry a 6-character hash (the chunk map, ~40 hashes of 6 bits a character, is
  // the part of the entry brotli cannot pack) and each widget's list also names what it imports when used (the
  // gallery's lightbox); 7,599 B once the idle preload takes only mount points near the viewport (a shared
  // IntersectionObserver) and what a widget imports once it runs waits for it to start; 7,626 B once a press links at
  // once what still waits for idle time and a mount point that leaves the page is no longer watched; issue 13 asks for
  // 4 kB; +90 B in issue 14: the debug overlay (its switch in the entry, the runtime's record of each mount point's
  // trigger, times and failure)) (+0.93 kB in issue 15: the page builder's two registry lines — its documents and its
  // widget family — with the scan-time work: Elementor's accordion and tabs opened and made accessible, counters'
  // final values for screen readers, carousel arrows named, the image accordion's radios kept, ElementsKit's
  // tab-by-address rule, the in-view, first-scroll and hover triggers, the scan leaving Elementor's own frontend.js
  // alone; a click held for a custom trigger's in-view wait) (+0.3 kB in issue 16: two more registry lines —
  // Storefront's header and its footer bar, whose focus listeners are added at scan — five more builder widget names,
  // ElementsKit's nav menus named at scan, and the sticky chunk's name) (+0.22 kB later in issue 16: Elementor Pro's
  // menu cart, taxonomy filter, table of contents, share buttons, search form, slides, Facebook embeds, portfolio and
  // load-more loop grid in the builder family's selector, the menu cart's hover trigger and its start as an add begins
  // or at load after an add) (+35 B later in issue 16: ElementsKit's Google Map in the family's selector, and a loop
  // grid whose page links load in place; +56 B as chunk names take 7-character hashes, which rolldown asks for past 64
  // chunks; the search widget's name) (+~0.2 kB at the end of this stop of issue 16: the styles adopter and the
  // shoppers' messages for failed calls moved from React's chunk and the shared services into the page services, so
  // the page builder's widgets and carousels no longer fetch React and zod; the live search's and page links' review
  // mends) (+15 B later in issue 16: the cart page's held Enter only in the cart form's own quantity and coupon
  // fields, after a review: an Enter in a theme's coupon form beside the cart was cancelled and lost) (+~25 B at the
  // end of issue 16's fourth stop: the cart fragments also start when the cart page changes the cart, updated_wc_div,
  // which cart-fragments.js refreshed on: the header cart stayed stale after an update until touched) (+13 B in issue
  // 17: Elementor Pro's off-canvas widget in the builder family's selector and its start at load, so a link action
  // finds it listening; the `data-*` JSON reader's own file in the chunk map: it was inside builder-extras, which the
  // reviews widgets and every builder page fetched for it) (+~0.22 kB in issue 18: three registry lines —
  // WooCommerce's order attribution on every page, Omnisend's checkout e-mail and its product view — with their custom
  // triggers; the consent helper in the page services) (+~26 B in issue 12, stop of 2026-11-27: on a touch screen,
  // where no pointer passing over the gallery starts it before the tap, what a widget imports once it runs — the
  // gallery's lightbox — is preloaded at idle too) (+~5 B as the order attribution chunk's name (hash) in the entry's
  // map changed with its adapter, stop of 2026-11-27) (+~12 B in issue 12, first stop of 2026-11-28: a laptop with a
  // touch screen, `(any-pointer: coarse)`, also gets the gallery's lightbox preloaded at idle, as a phone does) (+~22
  // B in the bootstrap, second stop of 2026-11-28: a click on a `ready` or `idle` island before it runs is held and
  // replayed, as for `visible` — a link action pressed while the page builder loaded was lost) (+~355 B in the
  // bootstrap, third stop of 2026-11-28: a press held 4 s while its widget’s code has not come — a stalled connection
  // — is given to the page when the browser acts on it alone, a link followed in this tab or a form posted as without
  // the bundle, unless an earlier press on the same widget waits and chose something; any other no longer holds back
  // the presses after it); 10,022 B as the chunk names in its map changed (the mount step's and the gallery's hashes);
  // 10,005 B once the classic review form's selector tests its three markers in one :has() (it also finds the reCAPTCHA
  // box of Customer Reviews before 5.117)
  // 10,025 B as the entry's chunk map took the tabs' chunk's new hash (+27 B: brotli packs a changed hash worse or
  // better by tens of bytes)
  // 10,053 B with Customer Reviews' non-ajax histogram in the registry (rating-filter: its line, and the summary found
  // as its own mount point, +28 B in the entry)
  // 10,070 B after the review of the eighth stop of 2026-11-28: the tabs also follow this page's full address and leave
  // clicks that open another browser tab alone (+~50 B in their chunk), the reCAPTCHA box waits for Google's code,
  // rating-filter reuses the histogram helpers; the entry +20 B as chunk hashes changed
  // 10,089 B as the Q&A block's chunk and the shared services took new hashes (Customer Reviews 5.64's Q&A; a form's
  // draft kept as the form goes): no byte of code in the entry changed, its map's names did (+36 B)
  // 10,093 B as the Q&A block's chunk took a new hash (its sends made one function): no code in the entry changed, its map's chunk names did
  // 10,176 B with Storefront's header and footer bar left alone while the theme's own script is on the page (no press held, no chunk) and the header taken only on Storefront (another theme's own menu script would be undone): the registry's two lines and their trigger (+~80 B in the entry).
  // 10,262 B once a widget whose legacy script the page still loads (the WordPress plugin keeps one whole when a script left on the page depends on it) leaves that markup to it: the registry's legacy handles and the runtime's check (+~86 B in the entry; Storefront's header and footer bar use it in place of their own trigger).
  // 10,275 B as the reviews slider names its own legacy script (cr-reviews-slider, Customer Reviews' Slick with its start, which the plugin now takes out) and chunk names changed.
  // 10,318 B as the entry gives the jQuery plugins quick views call on a product they insert, unchecked ($.fn.wc_variation_form, wc_product_gallery; +~38 B).
  // 10,364 B as the jQuery plugins (and jQuery.scroll_to_notices) also reach a jQuery that arrives after the bundle: async, or held by an optimiser's delay (+~44 B in the entry).
  // 10,371 B as the page services dispatch the Mini-Cart block's wc-blocks_* events on a page without jQuery (its own bridge needs jQuery) (+~55 B; the entry's chunk map named the new file).
  // 10,538 B once the cart fragments, the cart page and Elementor Pro's menu cart hear the legacy cart events before they run, jQuery-triggered too (mounts/legacy-events.ts: other plugins announce their adds and ask for fresh fragments with jQuery, which dispatches no DOM event), and the cart fragments start from cart-fragments.js's settings on a page without the cart widget (Hello Elementor's Pro menu cart)
  // 10,553 B once the cart fragments start at load on a page whose only cart display is a count (no mini cart for the restore to fill), as cart-fragments.js put the stored cart in (+~13 B)
  // 10,737 B as the entry gives add-to-cart.js's answer to another script's add announced with its button (loading off, added, View cart, wc_cart_button_updated: a theme's or quick view's own ajax add left the button spinning) (+~190 B)
  // 10,785 B after the review of that change: jQuery's handlers taken off when their mount point leaves, a stored fragment key the browser cannot read skipped, the answer to another script's add left to add-to-cart.js where it stays on the page and given to any button but the bundle's add-to-cart ones (+~45 B)
  // 10,846 B as the entry clicks natively a product tab or the gallery's trigger that another script clicks with jQuery (which clicks no link natively: a theme's 'read the reviews' link opened nothing) (+~100 B)
  // 10,862 B as the jQuery-click pass is left to single-product.js where that script stays on the page (+~16 B)
  // 11,000 B after the review of the jQuery-click pass: a tab pressed before the tabs run shown at once (feedback, as single-product.js showed it in the same task), a held jQuery click replayed past jQuery's handlers (they ran once already), the passed click never following its link (+~138 B)
  // 11,013 B as the page services' event bridge skips only the name it is emitting (a jQuery change triggered from a handler of ours is heard); chunk names in the maps changed
  // 11,265 B as the entry gives add-to-cart-variation.js's image helpers from the start, for the themes that take them when they start (Blocksy's gallery; +~26 B), and shows a checkbox or radio pressed before its island runs chosen in the next frame, put back before the island reads the page (+~220 B with the review's mends: a radio's group is its form's, a disabled box is left alone)
  {
    name: 'bootstrap: dist/shop-islands.js, the one script tag',
    path: "dist/shop-islands.js",
    limit: '11.27 kB',
  },
  // first React island on a page: add-to-cart + React + services (~20 B brotli per file of 4 kB or more for the
  // compile hint that has V8 compile it off the main thread, in issue 12) (+0.93 kB in issue 15: the page builder's
  // two registry lines — its documents and its widget family — with the scan-time work: Elementor's accordion and tabs
  // opened and made accessible, counters' final values for screen readers, carousel arrows named, the image
  // accordion's radios kept, ElementsKit's tab-by-address rule, the in-view, first-scroll and hover triggers, the scan
  // leaving Elementor's own frontend.js alone; a click held for a custom trigger's in-view wait) (+0.3 kB in issue 16:
  // two more registry lines — Storefront's header and its footer bar, whose focus listeners are added at scan — five
  // more builder widget names, ElementsKit's nav menus named at scan, and the sticky chunk's name) (+0.22 kB later in
  // issue 16: Elementor Pro's menu cart, taxonomy filter, table of contents, share buttons, search form, slides,
  // Facebook embeds, portfolio and load-more loop grid in the builder family's selector, the menu cart's hover trigger
  // and its start as an add begins or at load after an add) (+~60-120 B later in issue 16: 7-character chunk hashes in
  // the entry's map, the Google Map and the loop grid's page links in the family's selector) (+~0.2 kB at the end of
  // this stop of issue 16: the styles adopter and the shoppers' messages for failed calls moved from React's chunk and
  // the shared services into the page services, so the page builder's widgets and carousels no longer fetch React and
  // zod; the live search's and page links' review mends) (+15 B later in issue 16: the cart page's held Enter only in
  // the cart form's own quantity and coupon fields, after a review: an Enter in a theme's coupon form beside the cart
  // was cancelled and lost) (+~25 B at the end of issue 16's fourth stop: the cart fragments also start when the cart
  // page changes the cart, updated_wc_div, which cart-fragments.js refreshed on: the header cart stayed stale after an
  // update until touched) (+13 B in issue 17: Elementor Pro's off-canvas widget in the builder family's selector and
  // its start at load, so a link action finds it listening; the `data-*` JSON reader's own file in the chunk map: it
  // was inside builder-extras, which the reviews widgets and every builder page fetched for it) (+~0.22 kB in issue
  // 18: three registry lines — WooCommerce's order attribution on every page, Omnisend's checkout e-mail and its
  // product view — with their custom triggers; the consent helper in the page services) (+~26 B in issue 12, stop of
  // 2026-11-27: on a touch screen, where no pointer passing over the gallery starts it before the tap, what a widget
  // imports once it runs — the gallery's lightbox — is preloaded at idle too) (+~12 B in issue 12, first stop of
  // 2026-11-28: a laptop with a touch screen, `(any-pointer: coarse)`, also gets the gallery's lightbox preloaded at
  // idle, as a phone does) (+~22 B in the bootstrap, second stop of 2026-11-28: a click on a `ready` or `idle` island
  // before it runs is held and replayed, as for `visible` — a link action pressed while the page builder loaded was
  // lost) (+~355 B in the bootstrap, third stop of 2026-11-28: a press held 4 s while its widget’s code has not come —
  // a stalled connection — is given to the page when the browser acts on it alone, a link followed in this tab or a
  // form posted as without the bundle, unless an earlier press on the same widget waits and chose something; any other
  // no longer holds back the presses after it); 93,225 B once an island may ask for code before its first render (the
  // mount step's +92 B: a photo pressed before the gallery ran opens the viewer at once; the wait is 1 s at most and
  // ends with the mount point)
  // 93,231 B as the entry's chunk map took the tabs' chunk's new hash (+27 B: brotli packs a changed hash worse or
  // better by tens of bytes)
  // 93,259 B with Customer Reviews' non-ajax histogram in the registry (rating-filter: its line, and the summary found
  // as its own mount point, +28 B in the entry)
  // 93,276 B after the review of the eighth stop of 2026-11-28: the tabs also follow this page's full address and leave
  // clicks that open another browser tab alone (+~50 B in their chunk), the reCAPTCHA box waits for Google's code,
  // rating-filter reuses the histogram helpers; the entry +20 B as chunk hashes changed
  // 93,3xx B with the entry's +36 B of new chunk names (above) and the shared services' draft kept as a form goes
  // 93,310 B as the notices' scroll also stops on a pointer press (+5 B in the page services) and chunk hashes changed
  // 93,315 B as the Q&A block's chunk took a new hash (its sends made one function): no code in the entry changed, its map's chunk names did
  // 93,398 B with the entry's +~80 B: Storefront's header and footer bar only on Storefront, never beside the theme's own script.
  // 93,484 B with the entry's +~86 B: each widget leaves its markup to its legacy script while the page still loads it.
  // 93,497 B as the reviews slider names its own legacy script (cr-reviews-slider, Customer Reviews' Slick with its start, which the plugin now takes out) and chunk names changed.
  // 93,540 B with the entry's +~38 B: the jQuery plugins quick views call ($.fn.wc_variation_form, wc_product_gallery).
  // 93,586 B as the jQuery plugins (and jQuery.scroll_to_notices) also reach a jQuery that arrives after the bundle: async, or held by an optimiser's delay (+~44 B in the entry).
  // 93,637 B as the legacy event bridge (page services) also hears a jQuery that arrives after the window's load: held by an optimiser's delay until the first move (+~72 B).
  // 93,719 B as the page services dispatch the Mini-Cart block's wc-blocks_* events on a page without jQuery (its own bridge needs jQuery) (+~55 B; the entry's chunk map named the new file).
  // 93,886 B once the cart fragments, the cart page and Elementor Pro's menu cart hear the legacy cart events before they run, jQuery-triggered too (mounts/legacy-events.ts: other plugins announce their adds and ask for fresh fragments with jQuery, which dispatches no DOM event), and the cart fragments start from cart-fragments.js's settings on a page without the cart widget (Hello Elementor's Pro menu cart)
  // 93,901 B once the cart fragments start at load on a page whose only cart display is a count (no mini cart for the restore to fill), as cart-fragments.js put the stored cart in (+~13 B)
  // 94,085 B as the entry gives add-to-cart.js's answer to another script's add announced with its button (loading off, added, View cart, wc_cart_button_updated: a theme's or quick view's own ajax add left the button spinning) (+~190 B)
  // 94,133 B after the review of that change: jQuery's handlers taken off when their mount point leaves, a stored fragment key the browser cannot read skipped, the answer to another script's add left to add-to-cart.js where it stays on the page and given to any button but the bundle's add-to-cart ones (+~45 B)
  // 94,194 B as the entry clicks natively a product tab or the gallery's trigger that another script clicks with jQuery (which clicks no link natively: a theme's 'read the reviews' link opened nothing) (+~100 B)
  // 94,210 B as the jQuery-click pass is left to single-product.js where that script stays on the page (+~16 B)
  // 94,348 B after the review of the jQuery-click pass: a tab pressed before the tabs run shown at once (feedback, as single-product.js showed it in the same task), a held jQuery click replayed past jQuery's handlers (they ran once already), the passed click never following its link (+~138 B)
  // 94,457 B as the page services' event bridge skips only the name it is emitting (a jQuery change triggered from a handler of ours is heard); chunk names in the maps changed
  // 94,478 B as the page services' event bridge runs DOM listeners (the islands' own steps) before jQuery handlers, goes on when another script's handler throws, and calls on<name> property handlers on a page without jQuery (GA4's integration) (+~80 B); the cart page's row fields (+~70 B there)
  // 94,754 B as the islands' fetch requests give jQuery's global ajaxSuccess/ajaxError and ajaxComplete (themes re-run code on ajaxComplete: GeneratePress Premium's cart −/+ buttons) (+~200 B in the page services)
  // 94,783 B after the review of the events and ajax change: the event guard put back as it was when an island emits inside another, an element given to property handlers as jQuery's wrapper was read, failures announced too, a select printed without selected read right (+~30 B; the cart page +~100 B)
  // 95,035 B as the entry gives add-to-cart-variation.js's image helpers from the start, for the themes that take them when they start (Blocksy's gallery; +~26 B), and shows a checkbox or radio pressed before its island runs chosen in the next frame, put back before the island reads the page (+~220 B with the review's mends: a radio's group is its form's, a disabled box is left alone)
  // 95,085 B as the page services give the variation form their jQuery lookup (the form had written its own; +~14 B) and chunk names changed
  {
    name: 'first React island on a page: add-to-cart + React + services',
    path: ['dist/shop-islands.js', 'dist/chunks/add-to-cart-*.js', 'dist/chunks/mount-*.js', 'dist/chunks/island-*.js', 'dist/chunks/rolldown-runtime-*.js', 'dist/chunks/page-services-*.js', 'dist/chunks/shop-services-*.js'],
    limit: '95.09 kB',
  },
  // cart-fragments behaviour alone (no React) (+0.93 kB in issue 15: the page builder's two registry lines — its
  // documents and its widget family — with the scan-time work: Elementor's accordion and tabs opened and made
  // accessible, counters' final values for screen readers, carousel arrows named, the image accordion's radios kept,
  // ElementsKit's tab-by-address rule, the in-view, first-scroll and hover triggers, the scan leaving Elementor's own
  // frontend.js alone; a click held for a custom trigger's in-view wait) (+0.3 kB in issue 16: two more registry lines
  // — Storefront's header and its footer bar, whose focus listeners are added at scan — five more builder widget
  // names, ElementsKit's nav menus named at scan, and the sticky chunk's name) (+0.22 kB later in issue 16: Elementor
  // Pro's menu cart, taxonomy filter, table of contents, share buttons, search form, slides, Facebook embeds,
  // portfolio and load-more loop grid in the builder family's selector, the menu cart's hover trigger and its start as
  // an add begins or at load after an add) (+~60-120 B later in issue 16: 7-character chunk hashes in the entry's map,
  // the Google Map and the loop grid's page links in the family's selector) (+0.7 kB: its glob now matches the
  // cart-fragments chunk, named with a 7-character hash; with 8 `?` it had matched no file since chunk hashes were
  // shortened) (+~0.2 kB at the end of this stop of issue 16: the styles adopter and the shoppers' messages for failed
  // calls moved from React's chunk and the shared services into the page services, so the page builder's widgets and
  // carousels no longer fetch React and zod; the live search's and page links' review mends) (+15 B later in issue 16:
  // the cart page's held Enter only in the cart form's own quantity and coupon fields, after a review: an Enter in a
  // theme's coupon form beside the cart was cancelled and lost) (+~25 B at the end of issue 16's fourth stop: the cart
  // fragments also start when the cart page changes the cart, updated_wc_div, which cart-fragments.js refreshed on:
  // the header cart stayed stale after an update until touched) (+13 B in issue 17: Elementor Pro's off-canvas widget
  // in the builder family's selector and its start at load, so a link action finds it listening; the `data-*` JSON
  // reader's own file in the chunk map: it was inside builder-extras, which the reviews widgets and every builder page
  // fetched for it) (+~0.22 kB in issue 18: three registry lines — WooCommerce's order attribution on every page,
  // Omnisend's checkout e-mail and its product view — with their custom triggers; the consent helper in the page
  // services) (+~26 B in issue 12, stop of 2026-11-27: on a touch screen, where no pointer passing over the gallery
  // starts it before the tap, what a widget imports once it runs — the gallery's lightbox — is preloaded at idle too)
  // (+~5 B as the order attribution chunk's name (hash) in the entry's map changed with its adapter, stop of
  // 2026-11-27) (+~12 B in issue 12, first stop of 2026-11-28: a laptop with a touch screen, `(any-pointer: coarse)`,
  // also gets the gallery's lightbox preloaded at idle, as a phone does) (+~22 B in the bootstrap, second stop of
  // 2026-11-28: a click on a `ready` or `idle` island before it runs is held and replayed, as for `visible` — a link
  // action pressed while the page builder loaded was lost) (+~355 B in the bootstrap, third stop of 2026-11-28: a
  // press held 4 s while its widget’s code has not come — a stalled connection — is given to the page when the browser
  // acts on it alone, a link followed in this tab or a form posted as without the bundle, unless an earlier press on
  // the same widget waits and chose something; any other no longer holds back the presses after it); 33,918 B once an
  // island may ask for code before its first render (the mount step's +92 B: a photo pressed before the gallery ran
  // opens the viewer at once; the wait is 1 s at most and ends with the mount point)
  // 33,924 B as the entry's chunk map took the tabs' chunk's new hash (+27 B: brotli packs a changed hash worse or
  // better by tens of bytes)
  // 33,952 B with Customer Reviews' non-ajax histogram in the registry (rating-filter: its line, and the summary found
  // as its own mount point, +28 B in the entry)
  // 33,969 B after the review of the eighth stop of 2026-11-28: the tabs also follow this page's full address and leave
  // clicks that open another browser tab alone (+~50 B in their chunk), the reCAPTCHA box waits for Google's code,
  // rating-filter reuses the histogram helpers; the entry +20 B as chunk hashes changed
  // (+~20 B, 2026-12-07: the entry's map took five new chunk names as the review forms' shared code kept a form's draft
  // as the form goes, and the Q&A block's chunk changed; no code in the entry changed)
  // 34,071 B with the entry's +~80 B: Storefront's header and footer bar only on Storefront, never beside the theme's own script.
  // 34,157 B with the entry's +~86 B: each widget leaves its markup to its legacy script while the page still loads it.
  // 34,170 B as the reviews slider names its own legacy script (cr-reviews-slider, Customer Reviews' Slick with its start, which the plugin now takes out) and chunk names changed.
  // 34,213 B with the entry's +~38 B: the jQuery plugins quick views call ($.fn.wc_variation_form, wc_product_gallery).
  // 34,259 B as the jQuery plugins (and jQuery.scroll_to_notices) also reach a jQuery that arrives after the bundle: async, or held by an optimiser's delay (+~44 B in the entry).
  // 34,336 B as the legacy event bridge (page services) also hears a jQuery that arrives after the window's load: held by an optimiser's delay until the first move (+~72 B).
  // 34,407 B as the page services dispatch the Mini-Cart block's wc-blocks_* events on a page without jQuery (its own bridge needs jQuery) (+~55 B; the entry's chunk map named the new file).
  // 34,602 B once the cart fragments, the cart page and Elementor Pro's menu cart hear the legacy cart events before they run, jQuery-triggered too (mounts/legacy-events.ts: other plugins announce their adds and ask for fresh fragments with jQuery, which dispatches no DOM event), and the cart fragments start from cart-fragments.js's settings on a page without the cart widget (Hello Elementor's Pro menu cart)
  // 34,617 B once the cart fragments start at load on a page whose only cart display is a count (no mini cart for the restore to fill), as cart-fragments.js put the stored cart in (+~13 B)
  // 34,801 B as the entry gives add-to-cart.js's answer to another script's add announced with its button (loading off, added, View cart, wc_cart_button_updated: a theme's or quick view's own ajax add left the button spinning) (+~190 B)
  // 34,849 B after the review of that change: jQuery's handlers taken off when their mount point leaves, a stored fragment key the browser cannot read skipped, the answer to another script's add left to add-to-cart.js where it stays on the page and given to any button but the bundle's add-to-cart ones (+~45 B)
  // 34,910 B as the entry clicks natively a product tab or the gallery's trigger that another script clicks with jQuery (which clicks no link natively: a theme's 'read the reviews' link opened nothing) (+~100 B)
  // 34,926 B as the jQuery-click pass is left to single-product.js where that script stays on the page (+~16 B)
  // 35,064 B after the review of the jQuery-click pass: a tab pressed before the tabs run shown at once (feedback, as single-product.js showed it in the same task), a held jQuery click replayed past jQuery's handlers (they ran once already), the passed click never following its link (+~138 B)
  // 35,106 B as the page services' event bridge skips only the name it is emitting (a jQuery change triggered from a handler of ours is heard); chunk names in the maps changed
  // 35,184 B as the page services' event bridge runs DOM listeners (the islands' own steps) before jQuery handlers, goes on when another script's handler throws, and calls on<name> property handlers on a page without jQuery (GA4's integration) (+~80 B); the cart page's row fields (+~70 B there)
  // 35,433 B as the islands' fetch requests give jQuery's global ajaxSuccess/ajaxError and ajaxComplete (themes re-run code on ajaxComplete: GeneratePress Premium's cart −/+ buttons) (+~200 B in the page services)
  // 35,463 B after the review of the events and ajax change: the event guard put back as it was when an island emits inside another, an element given to property handlers as jQuery's wrapper was read, failures announced too, a select printed without selected read right (+~30 B; the cart page +~100 B)
  // 35,739 B as the entry gives add-to-cart-variation.js's image helpers from the start, for the themes that take them when they start (Blocksy's gallery; +~26 B), and shows a checkbox or radio pressed before its island runs chosen in the next frame, put back before the island reads the page (+~220 B with the review's mends: a radio's group is its form's, a disabled box is left alone)
  // 35,743 B as the page services give the variation form their jQuery lookup (the form had written its own; +~14 B) and chunk names changed
  {
    name: 'cart-fragments behaviour alone (no React)',
    path: ['dist/shop-islands.js', 'dist/chunks/cart-fragments-???????.js', 'dist/chunks/mount-*.js', 'dist/chunks/rolldown-runtime-*.js', 'dist/chunks/page-services-*.js', 'dist/chunks/shop-services-*.js'],
    limit: '35.75 kB',
  },
  // the stored cart at load on every page with a mini cart: cart-fragments-restore + the hidden empty Cart widget,
  // with what they pull (no React, no zod, no ky, no store; +90 B in issue 14: the debug overlay (its switch in the
  // entry, the runtime's record of each mount point's trigger, times and failure)) (+0.93 kB in issue 15: the page
  // builder's two registry lines — its documents and its widget family — with the scan-time work: Elementor's
  // accordion and tabs opened and made accessible, counters' final values for screen readers, carousel arrows named,
  // the image accordion's radios kept, ElementsKit's tab-by-address rule, the in-view, first-scroll and hover
  // triggers, the scan leaving Elementor's own frontend.js alone; a click held for a custom trigger's in-view wait)
  // (+0.3 kB in issue 16: two more registry lines — Storefront's header and its footer bar, whose focus listeners are
  // added at scan — five more builder widget names, ElementsKit's nav menus named at scan, and the sticky chunk's
  // name) (+0.22 kB later in issue 16: Elementor Pro's menu cart, taxonomy filter, table of contents, share buttons,
  // search form, slides, Facebook embeds, portfolio and load-more loop grid in the builder family's selector, the menu
  // cart's hover trigger and its start as an add begins or at load after an add) (+~60-120 B later in issue 16:
  // 7-character chunk hashes in the entry's map, the Google Map and the loop grid's page links in the family's
  // selector) (+~0.2 kB at the end of this stop of issue 16: the styles adopter and the shoppers' messages for failed
  // calls moved from React's chunk and the shared services into the page services, so the page builder's widgets and
  // carousels no longer fetch React and zod; the live search's and page links' review mends) (+15 B later in issue 16:
  // the cart page's held Enter only in the cart form's own quantity and coupon fields, after a review: an Enter in a
  // theme's coupon form beside the cart was cancelled and lost) (+~25 B at the end of issue 16's fourth stop: the cart
  // fragments also start when the cart page changes the cart, updated_wc_div, which cart-fragments.js refreshed on:
  // the header cart stayed stale after an update until touched) (+13 B in issue 17: Elementor Pro's off-canvas widget
  // in the builder family's selector and its start at load, so a link action finds it listening; the `data-*` JSON
  // reader's own file in the chunk map: it was inside builder-extras, which the reviews widgets and every builder page
  // fetched for it) (+~0.22 kB in issue 18: three registry lines — WooCommerce's order attribution on every page,
  // Omnisend's checkout e-mail and its product view — with their custom triggers; the consent helper in the page
  // services) (+~26 B in issue 12, stop of 2026-11-27: on a touch screen, where no pointer passing over the gallery
  // starts it before the tap, what a widget imports once it runs — the gallery's lightbox — is preloaded at idle too)
  // (+~5 B as the order attribution chunk's name (hash) in the entry's map changed with its adapter, stop of
  // 2026-11-27) (+~12 B in issue 12, first stop of 2026-11-28: a laptop with a touch screen, `(any-pointer: coarse)`,
  // also gets the gallery's lightbox preloaded at idle, as a phone does) (+~22 B in the bootstrap, second stop of
  // 2026-11-28: a click on a `ready` or `idle` island before it runs is held and replayed, as for `visible` — a link
  // action pressed while the page builder loaded was lost) (+~355 B in the bootstrap, third stop of 2026-11-28: a
  // press held 4 s while its widget’s code has not come — a stalled connection — is given to the page when the browser
  // acts on it alone, a link followed in this tab or a form posted as without the bundle, unless an earlier press on
  // the same widget waits and chose something; any other no longer holds back the presses after it); 14,496 B once an
  // island may ask for code before its first render (the mount step's +92 B: a photo pressed before the gallery ran
  // opens the viewer at once; the wait is 1 s at most and ends with the mount point)
  // 14,502 B as the entry's chunk map took the tabs' chunk's new hash (+27 B: brotli packs a changed hash worse or
  // better by tens of bytes)
  // 14,530 B with Customer Reviews' non-ajax histogram in the registry (rating-filter: its line, and the summary found
  // as its own mount point, +28 B in the entry)
  // 14,547 B after the review of the eighth stop of 2026-11-28: the tabs also follow this page's full address and leave
  // clicks that open another browser tab alone (+~50 B in their chunk), the reCAPTCHA box waits for Google's code,
  // rating-filter reuses the histogram helpers; the entry +20 B as chunk hashes changed
  // (+~20 B, 2026-12-07: the entry's map took five new chunk names as the review forms' shared code kept a form's draft
  // as the form goes, and the Q&A block's chunk changed; no code in the entry changed)
  // 14,571 B as the Q&A block's chunk took a new hash (its sends made one function): no code in the entry changed, its map's chunk names did
  // 14,654 B with the entry's +~80 B: Storefront's header and footer bar only on Storefront, never beside the theme's own script.
  // 14,740 B with the entry's +~86 B: each widget leaves its markup to its legacy script while the page still loads it.
  // 14,753 B as the reviews slider names its own legacy script (cr-reviews-slider, Customer Reviews' Slick with its start, which the plugin now takes out) and chunk names changed.
  // 14,796 B with the entry's +~38 B: the jQuery plugins quick views call ($.fn.wc_variation_form, wc_product_gallery).
  // 14,842 B as the jQuery plugins (and jQuery.scroll_to_notices) also reach a jQuery that arrives after the bundle: async, or held by an optimiser's delay (+~44 B in the entry).
  // 14,927 B as the legacy event bridge (page services) also hears a jQuery that arrives after the window's load: held by an optimiser's delay until the first move (+~72 B).
  // 14,990 B as the page services dispatch the Mini-Cart block's wc-blocks_* events on a page without jQuery (its own bridge needs jQuery) (+~55 B; the entry's chunk map named the new file).
  // 15,157 B once the cart fragments, the cart page and Elementor Pro's menu cart hear the legacy cart events before they run, jQuery-triggered too (mounts/legacy-events.ts: other plugins announce their adds and ask for fresh fragments with jQuery, which dispatches no DOM event), and the cart fragments start from cart-fragments.js's settings on a page without the cart widget (Hello Elementor's Pro menu cart)
  // 15,172 B once the cart fragments start at load on a page whose only cart display is a count (no mini cart for the restore to fill), as cart-fragments.js put the stored cart in (+~13 B)
  // 15,356 B as the entry gives add-to-cart.js's answer to another script's add announced with its button (loading off, added, View cart, wc_cart_button_updated: a theme's or quick view's own ajax add left the button spinning) (+~190 B)
  // 15,404 B after the review of that change: jQuery's handlers taken off when their mount point leaves, a stored fragment key the browser cannot read skipped, the answer to another script's add left to add-to-cart.js where it stays on the page and given to any button but the bundle's add-to-cart ones (+~45 B)
  // 15,465 B as the entry clicks natively a product tab or the gallery's trigger that another script clicks with jQuery (which clicks no link natively: a theme's 'read the reviews' link opened nothing) (+~100 B)
  // 15,481 B as the jQuery-click pass is left to single-product.js where that script stays on the page (+~16 B)
  // 15,619 B after the review of the jQuery-click pass: a tab pressed before the tabs run shown at once (feedback, as single-product.js showed it in the same task), a held jQuery click replayed past jQuery's handlers (they ran once already), the passed click never following its link (+~138 B)
  // 15,649 B as the page services' event bridge skips only the name it is emitting (a jQuery change triggered from a handler of ours is heard); chunk names in the maps changed
  // 15,729 B as the page services' event bridge runs DOM listeners (the islands' own steps) before jQuery handlers, goes on when another script's handler throws, and calls on<name> property handlers on a page without jQuery (GA4's integration) (+~80 B); the cart page's row fields (+~70 B there)
  // 15,916 B as the islands' fetch requests give jQuery's global ajaxSuccess/ajaxError and ajaxComplete (themes re-run code on ajaxComplete: GeneratePress Premium's cart −/+ buttons) (+~200 B in the page services)
  // 15,945 B after the review of the events and ajax change: the event guard put back as it was when an island emits inside another, an element given to property handlers as jQuery's wrapper was read, failures announced too, a select printed without selected read right (+~30 B; the cart page +~100 B)
  // 16,215 B as the entry gives add-to-cart-variation.js's image helpers from the start, for the themes that take them when they start (Blocksy's gallery; +~26 B), and shows a checkbox or radio pressed before its island runs chosen in the next frame, put back before the island reads the page (+~220 B with the review's mends: a radio's group is its form's, a disabled box is left alone)
  {
    name: 'the stored cart at load on every page with a mini cart: cart-fragments-restore + the hidden empty Cart widget, with what they pull (no React, no zod, no ky, no store)',
    path: ['dist/shop-islands.js', 'dist/chunks/cart-fragments-restore-*.js', 'dist/chunks/hide-empty-cart-widget-*.js', 'dist/chunks/mount-*.js', 'dist/chunks/rolldown-runtime-*.js', 'dist/chunks/page-services-*.js'],
    limit: '16.22 kB',
  },
  // the account page's behaviours (password button, field descriptions), loaded on intent
  {
    name: "the account page's behaviours (password button, field descriptions), loaded on intent",
    path: ['dist/chunks/show-password-*.js', 'dist/chunks/field-description-*.js'],
    limit: '1.1 kB',
  },
  // Customer Reviews' histogram in its non-ajax template (rating-filter): a pressed row opens the page of its rating;
  // 406 B (reads cr_ajax_object through the page services); 367 B once it uses the reviews' histogram helpers
  // 374 B as the notices' scroll also stops on a pointer press (+5 B in the page services) and chunk hashes changed
  // 392 B as the page services dispatch the Mini-Cart block's wc-blocks_* events on a page without jQuery (its own bridge needs jQuery) (+~55 B; the entry's chunk map named the new file).
  {
    name: "the non-ajax reviews histogram's behaviour, loaded on intent",
    path: ['dist/chunks/rating-filter-*.js'],
    limit: '0.4 kB',
  },
  // every page behaviour but the cart's (no React, no zod, no ky): store notice, notices, sort order, result count,
  // quantities, link buttons, coming-soon banner (+90 B in issue 14: the debug overlay (its switch in the entry, the
  // runtime's record of each mount point's trigger, times and failure)) (+0.93 kB in issue 15: the page builder's two
  // registry lines — its documents and its widget family — with the scan-time work: Elementor's accordion and tabs
  // opened and made accessible, counters' final values for screen readers, carousel arrows named, the image
  // accordion's radios kept, ElementsKit's tab-by-address rule, the in-view, first-scroll and hover triggers, the scan
  // leaving Elementor's own frontend.js alone; a click held for a custom trigger's in-view wait) (+0.3 kB in issue 16:
  // two more registry lines — Storefront's header and its footer bar, whose focus listeners are added at scan — five
  // more builder widget names, ElementsKit's nav menus named at scan, and the sticky chunk's name) (+0.22 kB later in
  // issue 16: Elementor Pro's menu cart, taxonomy filter, table of contents, share buttons, search form, slides,
  // Facebook embeds, portfolio and load-more loop grid in the builder family's selector, the menu cart's hover trigger
  // and its start as an add begins or at load after an add) (+~60-120 B later in issue 16: 7-character chunk hashes in
  // the entry's map, the Google Map and the loop grid's page links in the family's selector) (+~0.2 kB at the end of
  // this stop of issue 16: the styles adopter and the shoppers' messages for failed calls moved from React's chunk and
  // the shared services into the page services, so the page builder's widgets and carousels no longer fetch React and
  // zod; the live search's and page links' review mends) (+15 B later in issue 16: the cart page's held Enter only in
  // the cart form's own quantity and coupon fields, after a review: an Enter in a theme's coupon form beside the cart
  // was cancelled and lost) (+~25 B at the end of issue 16's fourth stop: the cart fragments also start when the cart
  // page changes the cart, updated_wc_div, which cart-fragments.js refreshed on: the header cart stayed stale after an
  // update until touched) (+13 B in issue 17: Elementor Pro's off-canvas widget in the builder family's selector and
  // its start at load, so a link action finds it listening; the `data-*` JSON reader's own file in the chunk map: it
  // was inside builder-extras, which the reviews widgets and every builder page fetched for it) (+~0.22 kB in issue
  // 18: three registry lines — WooCommerce's order attribution on every page, Omnisend's checkout e-mail and its
  // product view — with their custom triggers; the consent helper in the page services) (+~26 B in issue 12, stop of
  // 2026-11-27: on a touch screen, where no pointer passing over the gallery starts it before the tap, what a widget
  // imports once it runs — the gallery's lightbox — is preloaded at idle too) (+~5 B as the order attribution chunk's
  // name (hash) in the entry's map changed with its adapter, stop of 2026-11-27) (+~12 B in issue 12, first stop of
  // 2026-11-28: a laptop with a touch screen, `(any-pointer: coarse)`, also gets the gallery's lightbox preloaded at
  // idle, as a phone does) (+~22 B in the bootstrap, second stop of 2026-11-28: a click on a `ready` or `idle` island
  // before it runs is held and replayed, as for `visible` — a link action pressed while the page builder loaded was
  // lost) (+~355 B in the bootstrap, third stop of 2026-11-28: a press held 4 s while its widget’s code has not come —
  // a stalled connection — is given to the page when the browser acts on it alone, a link followed in this tab or a
  // form posted as without the bundle, unless an earlier press on the same widget waits and chose something; any other
  // no longer holds back the presses after it); 16,111 B once an island may ask for code before its first render (the
  // mount step's +92 B: a photo pressed before the gallery ran opens the viewer at once; the wait is 1 s at most and
  // ends with the mount point)
  // 16,145 B with Customer Reviews' non-ajax histogram in the registry (rating-filter: its line, and the summary found
  // as its own mount point, +28 B in the entry)
  // 16,162 B after the review of the eighth stop of 2026-11-28: the tabs also follow this page's full address and leave
  // clicks that open another browser tab alone (+~50 B in their chunk), the reCAPTCHA box waits for Google's code,
  // rating-filter reuses the histogram helpers; the entry +20 B as chunk hashes changed
  // (+~20 B, 2026-12-07: the entry's map took five new chunk names as the review forms' shared code kept a form's draft
  // as the form goes, and the Q&A block's chunk changed; no code in the entry changed)
  // 16,192 B as the Q&A block's chunk took a new hash (its sends made one function): no code in the entry changed, its map's chunk names did
  // 16,275 B with the entry's +~80 B: Storefront's header and footer bar only on Storefront, never beside the theme's own script.
  // 16,361 B with the entry's +~86 B: each widget leaves its markup to its legacy script while the page still loads it.
  // 16,374 B as the reviews slider names its own legacy script (cr-reviews-slider, Customer Reviews' Slick with its start, which the plugin now takes out) and chunk names changed.
  // 16,417 B with the entry's +~38 B: the jQuery plugins quick views call ($.fn.wc_variation_form, wc_product_gallery).
  // 16,463 B as the jQuery plugins (and jQuery.scroll_to_notices) also reach a jQuery that arrives after the bundle: async, or held by an optimiser's delay (+~44 B in the entry).
  // 16,538 B as the legacy event bridge (page services) also hears a jQuery that arrives after the window's load: held by an optimiser's delay until the first move (+~72 B).
  // 16,594 B as the page services dispatch the Mini-Cart block's wc-blocks_* events on a page without jQuery (its own bridge needs jQuery) (+~55 B; the entry's chunk map named the new file).
  // 16,761 B once the cart fragments, the cart page and Elementor Pro's menu cart hear the legacy cart events before they run, jQuery-triggered too (mounts/legacy-events.ts: other plugins announce their adds and ask for fresh fragments with jQuery, which dispatches no DOM event), and the cart fragments start from cart-fragments.js's settings on a page without the cart widget (Hello Elementor's Pro menu cart)
  // 16,776 B once the cart fragments start at load on a page whose only cart display is a count (no mini cart for the restore to fill), as cart-fragments.js put the stored cart in (+~13 B)
  // 16,960 B as the entry gives add-to-cart.js's answer to another script's add announced with its button (loading off, added, View cart, wc_cart_button_updated: a theme's or quick view's own ajax add left the button spinning) (+~190 B)
  // 17,008 B after the review of that change: jQuery's handlers taken off when their mount point leaves, a stored fragment key the browser cannot read skipped, the answer to another script's add left to add-to-cart.js where it stays on the page and given to any button but the bundle's add-to-cart ones (+~45 B)
  // 17,075 B as the entry clicks natively a product tab or the gallery's trigger that another script clicks with jQuery (which clicks no link natively: a theme's 'read the reviews' link opened nothing) (+~100 B)
  // 17,091 B as the jQuery-click pass is left to single-product.js where that script stays on the page (+~16 B)
  // 17,229 B after the review of the jQuery-click pass: a tab pressed before the tabs run shown at once (feedback, as single-product.js showed it in the same task), a held jQuery click replayed past jQuery's handlers (they ran once already), the passed click never following its link (+~138 B)
  // 17,261 B as the page services' event bridge skips only the name it is emitting (a jQuery change triggered from a handler of ours is heard); chunk names in the maps changed
  // 17,346 B as the page services' event bridge runs DOM listeners (the islands' own steps) before jQuery handlers, goes on when another script's handler throws, and calls on<name> property handlers on a page without jQuery (GA4's integration) (+~80 B); the cart page's row fields (+~70 B there)
  // 17,548 B as the islands' fetch requests give jQuery's global ajaxSuccess/ajaxError and ajaxComplete (themes re-run code on ajaxComplete: GeneratePress Premium's cart −/+ buttons) (+~200 B in the page services)
  // 17,557 B after the review of the events and ajax change: the event guard put back as it was when an island emits inside another, an element given to property handlers as jQuery's wrapper was read, failures announced too, a select printed without selected read right (+~30 B; the cart page +~100 B)
  // 17,841 B as the entry gives add-to-cart-variation.js's image helpers from the start, for the themes that take them when they start (Blocksy's gallery; +~26 B), and shows a checkbox or radio pressed before its island runs chosen in the next frame, put back before the island reads the page (+~220 B with the review's mends: a radio's group is its form's, a disabled box is left alone)
  {
    name: "every page behaviour but the cart's (no React, no zod, no ky)",
    path: ['dist/shop-islands.js', 'dist/chunks/mount-*.js', 'dist/chunks/rolldown-runtime-*.js', 'dist/chunks/page-services-*.js', 'dist/chunks/store-notice-*.js', 'dist/chunks/shop-notices-*.js', 'dist/chunks/sort-order-*.js', 'dist/chunks/result-count-*.js', 'dist/chunks/quantity-minimum-*.js', 'dist/chunks/link-button-*.js', 'dist/chunks/coming-soon-*.js'],
    limit: '17.85 kB',
  },
  // classic cart page: cart-page behaviour (no React, no zod, no ky) with the bootstrap and page services (+90 B in
  // issue 14: the debug overlay (its switch in the entry, the runtime's record of each mount point's trigger, times
  // and failure)) (+0.93 kB in issue 15: the page builder's two registry lines — its documents and its widget family —
  // with the scan-time work: Elementor's accordion and tabs opened and made accessible, counters' final values for
  // screen readers, carousel arrows named, the image accordion's radios kept, ElementsKit's tab-by-address rule, the
  // in-view, first-scroll and hover triggers, the scan leaving Elementor's own frontend.js alone; a click held for a
  // custom trigger's in-view wait) (+0.3 kB in issue 16: two more registry lines — Storefront's header and its footer
  // bar, whose focus listeners are added at scan — five more builder widget names, ElementsKit's nav menus named at
  // scan, and the sticky chunk's name) (+0.22 kB later in issue 16: Elementor Pro's menu cart, taxonomy filter, table
  // of contents, share buttons, search form, slides, Facebook embeds, portfolio and load-more loop grid in the builder
  // family's selector, the menu cart's hover trigger and its start as an add begins or at load after an add) (+~60-120
  // B later in issue 16: 7-character chunk hashes in the entry's map, the Google Map and the loop grid's page links in
  // the family's selector) (+~0.2 kB at the end of this stop of issue 16: the styles adopter and the shoppers'
  // messages for failed calls moved from React's chunk and the shared services into the page services, so the page
  // builder's widgets and carousels no longer fetch React and zod; the live search's and page links' review mends)
  // (+24 B later in issue 16: Enter in the coupon field applies the coupon, also while the chunk loads — in Elementor
  // Pro's cart widget the form's first button is Update cart, disabled until a quantity changes, so the browser
  // submitted nothing) (+70 B after a review of issue 16's cart change: Enter in the coupon field presses Apply
  // coupon, so its click and submit reach other scripts; an Enter already handled or composing is left alone; the held
  // Enter only in the cart form's own fields) (+~25 B at the end of issue 16's fourth stop: the cart fragments also
  // start when the cart page changes the cart, updated_wc_div, which cart-fragments.js refreshed on: the header cart
  // stayed stale after an update until touched) (+13 B in issue 17: Elementor Pro's off-canvas widget in the builder
  // family's selector and its start at load, so a link action finds it listening; the `data-*` JSON reader's own file
  // in the chunk map: it was inside builder-extras, which the reviews widgets and every builder page fetched for it)
  // (+~0.22 kB in issue 18: three registry lines — WooCommerce's order attribution on every page, Omnisend's checkout
  // e-mail and its product view — with their custom triggers; the consent helper in the page services) (+~26 B in
  // issue 12, stop of 2026-11-27: on a touch screen, where no pointer passing over the gallery starts it before the
  // tap, what a widget imports once it runs — the gallery's lightbox — is preloaded at idle too) (+~5 B as the order
  // attribution chunk's name (hash) in the entry's map changed with its adapter, stop of 2026-11-27) (+~12 B in issue
  // 12, first stop of 2026-11-28: a laptop with a touch screen, `(any-pointer: coarse)`, also gets the gallery's
  // lightbox preloaded at idle, as a phone does) (+~22 B in the bootstrap, second stop of 2026-11-28: a click on a
  // `ready` or `idle` island before it runs is held and replayed, as for `visible` — a link action pressed while the
  // page builder loaded was lost) (+~355 B in the bootstrap, third stop of 2026-11-28: a press held 4 s while its
  // widget’s code has not come — a stalled connection — is given to the page when the browser acts on it alone, a link
  // followed in this tab or a form posted as without the bundle, unless an earlier press on the same widget waits and
  // chose something; any other no longer holds back the presses after it); 17,111 B once an island may ask for code
  // before its first render (the mount step's +92 B: a photo pressed before the gallery ran opens the viewer at once;
  // the wait is 1 s at most and ends with the mount point)
  // 17,145 B with Customer Reviews' non-ajax histogram in the registry (rating-filter: its line, and the summary found
  // as its own mount point, +28 B in the entry)
  // 17,162 B after the review of the eighth stop of 2026-11-28: the tabs also follow this page's full address and leave
  // clicks that open another browser tab alone (+~50 B in their chunk), the reCAPTCHA box waits for Google's code,
  // rating-filter reuses the histogram helpers; the entry +20 B as chunk hashes changed
  // (+~20 B, 2026-12-07: the entry's map took five new chunk names as the review forms' shared code kept a form's draft
  // as the form goes, and the Q&A block's chunk changed; no code in the entry changed)
  // 17,272 B with the entry's +~80 B: Storefront's header and footer bar only on Storefront, never beside the theme's own script.
  // 17,420 B once the cart page hears added_to_cart and wc_update_cart on document and refreshes its form and totals, as cart.js did (a cross-sell added from the cart page joins the table), a refresh asked for during a request queued; its notices in their own file (+~140 B).
  // 17,506 B with the entry's +~86 B: each widget leaves its markup to its legacy script while the page still loads it.
  // 17,516 B as the reviews slider names its own legacy script (cr-reviews-slider, Customer Reviews' Slick with its start, which the plugin now takes out) and chunk names changed.
  // 17,549 B with the entry's +~38 B: the jQuery plugins quick views call ($.fn.wc_variation_form, wc_product_gallery).
  // 17,595 B as the jQuery plugins (and jQuery.scroll_to_notices) also reach a jQuery that arrives after the bundle: async, or held by an optimiser's delay (+~44 B in the entry).
  // 17,673 B as the legacy event bridge (page services) also hears a jQuery that arrives after the window's load: held by an optimiser's delay until the first move (+~72 B).
  // 17,739 B as the page services dispatch the Mini-Cart block's wc-blocks_* events on a page without jQuery (its own bridge needs jQuery) (+~55 B; the entry's chunk map named the new file).
  // 17,945 B once the cart fragments, the cart page and Elementor Pro's menu cart hear the legacy cart events before they run, jQuery-triggered too (mounts/legacy-events.ts: other plugins announce their adds and ask for fresh fragments with jQuery, which dispatches no DOM event), and the cart fragments start from cart-fragments.js's settings on a page without the cart widget (Hello Elementor's Pro menu cart)
  // 17,960 B once the cart fragments start at load on a page whose only cart display is a count (no mini cart for the restore to fill), as cart-fragments.js put the stored cart in (+~13 B)
  // 18,144 B as the entry gives add-to-cart.js's answer to another script's add announced with its button (loading off, added, View cart, wc_cart_button_updated: a theme's or quick view's own ajax add left the button spinning) (+~190 B)
  // 18,192 B after the review of that change: jQuery's handlers taken off when their mount point leaves, a stored fragment key the browser cannot read skipped, the answer to another script's add left to add-to-cart.js where it stays on the page and given to any button but the bundle's add-to-cart ones (+~45 B)
  // 18,255 B as the entry clicks natively a product tab or the gallery's trigger that another script clicks with jQuery (which clicks no link natively: a theme's 'read the reviews' link opened nothing) (+~100 B)
  // 18,271 B as the jQuery-click pass is left to single-product.js where that script stays on the page (+~16 B)
  // 18,409 B after the review of the jQuery-click pass: a tab pressed before the tabs run shown at once (feedback, as single-product.js showed it in the same task), a held jQuery click replayed past jQuery's handlers (they ran once already), the passed click never following its link (+~138 B)
  // 18,432 B as the page services' event bridge skips only the name it is emitting (a jQuery change triggered from a handler of ours is heard); chunk names in the maps changed
  // 18,589 B as the page services' event bridge runs DOM listeners (the islands' own steps) before jQuery handlers, goes on when another script's handler throws, and calls on<name> property handlers on a page without jQuery (GA4's integration) (+~80 B); the cart page's row fields (+~70 B there)
  // 18,889 B as the islands' fetch requests give jQuery's global ajaxSuccess/ajaxError and ajaxComplete (themes re-run code on ajaxComplete: GeneratePress Premium's cart −/+ buttons) (+~200 B in the page services)
  // 18,987 B after the review of the events and ajax change: the event guard put back as it was when an island emits inside another, an element given to property handlers as jQuery's wrapper was read, failures announced too, a select printed without selected read right (+~30 B; the cart page +~100 B)
  // 19,238 B as the entry gives add-to-cart-variation.js's image helpers from the start, for the themes that take them when they start (Blocksy's gallery; +~26 B), and shows a checkbox or radio pressed before its island runs chosen in the next frame, put back before the island reads the page (+~220 B with the review's mends: a radio's group is its form's, a disabled box is left alone)
  {
    name: 'classic cart page: cart-page behaviour (no React, no zod, no ky) with the bootstrap and page services',
    path: ['dist/shop-islands.js', 'dist/chunks/cart-page-*.js', 'dist/chunks/mount-*.js', 'dist/chunks/rolldown-runtime-*.js', 'dist/chunks/page-services-*.js'],
    limit: '19.24 kB',
  },
  // a product page without Customer Reviews: WooCommerce's tabs and review stars (behaviours, no React, no zod; +90 B
  // in issue 14: the debug overlay (its switch in the entry, the runtime's record of each mount point's trigger, times
  // and failure)) (+0.93 kB in issue 15: the page builder's two registry lines — its documents and its widget family —
  // with the scan-time work: Elementor's accordion and tabs opened and made accessible, counters' final values for
  // screen readers, carousel arrows named, the image accordion's radios kept, ElementsKit's tab-by-address rule, the
  // in-view, first-scroll and hover triggers, the scan leaving Elementor's own frontend.js alone; a click held for a
  // custom trigger's in-view wait) (+0.3 kB in issue 16: two more registry lines — Storefront's header and its footer
  // bar, whose focus listeners are added at scan — five more builder widget names, ElementsKit's nav menus named at
  // scan, and the sticky chunk's name) (+0.22 kB later in issue 16: Elementor Pro's menu cart, taxonomy filter, table
  // of contents, share buttons, search form, slides, Facebook embeds, portfolio and load-more loop grid in the builder
  // family's selector, the menu cart's hover trigger and its start as an add begins or at load after an add) (+~60-120
  // B later in issue 16: 7-character chunk hashes in the entry's map, the Google Map and the loop grid's page links in
  // the family's selector) (+~0.2 kB at the end of this stop of issue 16: the styles adopter and the shoppers'
  // messages for failed calls moved from React's chunk and the shared services into the page services, so the page
  // builder's widgets and carousels no longer fetch React and zod; the live search's and page links' review mends)
  // (+15 B later in issue 16: the cart page's held Enter only in the cart form's own quantity and coupon fields, after
  // a review: an Enter in a theme's coupon form beside the cart was cancelled and lost) (+~25 B at the end of issue
  // 16's fourth stop: the cart fragments also start when the cart page changes the cart, updated_wc_div, which
  // cart-fragments.js refreshed on: the header cart stayed stale after an update until touched) (+13 B in issue 17:
  // Elementor Pro's off-canvas widget in the builder family's selector and its start at load, so a link action finds
  // it listening; the `data-*` JSON reader's own file in the chunk map: it was inside builder-extras, which the
  // reviews widgets and every builder page fetched for it) (+~0.22 kB in issue 18: three registry lines —
  // WooCommerce's order attribution on every page, Omnisend's checkout e-mail and its product view — with their custom
  // triggers; the consent helper in the page services) (+~26 B in issue 12, stop of 2026-11-27: on a touch screen,
  // where no pointer passing over the gallery starts it before the tap, what a widget imports once it runs — the
  // gallery's lightbox — is preloaded at idle too) (+~5 B as the order attribution chunk's name (hash) in the entry's
  // map changed with its adapter, stop of 2026-11-27) (+~12 B in issue 12, first stop of 2026-11-28: a laptop with a
  // touch screen, `(any-pointer: coarse)`, also gets the gallery's lightbox preloaded at idle, as a phone does) (+~22
  // B in the bootstrap, second stop of 2026-11-28: a click on a `ready` or `idle` island before it runs is held and
  // replayed, as for `visible` — a link action pressed while the page builder loaded was lost) (+~355 B in the
  // bootstrap, third stop of 2026-11-28: a press held 4 s while its widget’s code has not come — a stalled connection
  // — is given to the page when the browser acts on it alone, a link followed in this tab or a form posted as without
  // the bundle, unless an earlier press on the same widget waits and chose something; any other no longer holds back
  // the presses after it); 13,283 B once an island may ask for code before its first render (the mount step's +92 B: a
  // photo pressed before the gallery ran opens the viewer at once; the wait is 1 s at most and ends with the mount
  // point)
  // 13,321 B once the tabs open the panel any link on the page points into (Customer Reviews' "n answered
  // questions", +32 B in the tabs' chunk) and the entry's chunk map took the tabs' new hash (+27 B: brotli packs a
  // changed hash worse or better by tens of bytes)
  // 13,349 B with Customer Reviews' non-ajax histogram in the registry (rating-filter: its line, and the summary found
  // as its own mount point, +28 B in the entry)
  // 13,421 B after the review of the eighth stop of 2026-11-28: the tabs also follow this page's full address and leave
  // clicks that open another browser tab alone (+~50 B in their chunk), the reCAPTCHA box waits for Google's code,
  // rating-filter reuses the histogram helpers; the entry +20 B as chunk hashes changed
  // (+~20 B, 2026-12-07: the entry's map took five new chunk names as the review forms' shared code kept a form's draft
  // as the form goes, and the Q&A block's chunk changed; no code in the entry changed)
  // (+1 B: the entry's map names the dialogs' new focus-helpers file, 2026-12-07)
  // 13,527 B with the entry's +~80 B: Storefront's header and footer bar only on Storefront, never beside the theme's own script.
  // 13,613 B with the entry's +~86 B: each widget leaves its markup to its legacy script while the page still loads it.
  // 13,626 B as the reviews slider names its own legacy script (cr-reviews-slider, Customer Reviews' Slick with its start, which the plugin now takes out) and chunk names changed.
  // 13,669 B with the entry's +~38 B: the jQuery plugins quick views call ($.fn.wc_variation_form, wc_product_gallery).
  // 13,715 B as the jQuery plugins (and jQuery.scroll_to_notices) also reach a jQuery that arrives after the bundle: async, or held by an optimiser's delay (+~44 B in the entry).
  // 13,722 B as the page services dispatch the Mini-Cart block's wc-blocks_* events on a page without jQuery (its own bridge needs jQuery) (+~55 B; the entry's chunk map named the new file).
  // 13,889 B once the cart fragments, the cart page and Elementor Pro's menu cart hear the legacy cart events before they run, jQuery-triggered too (mounts/legacy-events.ts: other plugins announce their adds and ask for fresh fragments with jQuery, which dispatches no DOM event), and the cart fragments start from cart-fragments.js's settings on a page without the cart widget (Hello Elementor's Pro menu cart)
  // 13,904 B once the cart fragments start at load on a page whose only cart display is a count (no mini cart for the restore to fill), as cart-fragments.js put the stored cart in (+~13 B)
  // 14,088 B as the entry gives add-to-cart.js's answer to another script's add announced with its button (loading off, added, View cart, wc_cart_button_updated: a theme's or quick view's own ajax add left the button spinning) (+~190 B)
  // 14,136 B after the review of that change: jQuery's handlers taken off when their mount point leaves, a stored fragment key the browser cannot read skipped, the answer to another script's add left to add-to-cart.js where it stays on the page and given to any button but the bundle's add-to-cart ones (+~45 B)
  // 14,197 B as the entry clicks natively a product tab or the gallery's trigger that another script clicks with jQuery (which clicks no link natively: a theme's 'read the reviews' link opened nothing) (+~100 B)
  // 14,213 B as the jQuery-click pass is left to single-product.js where that script stays on the page (+~16 B)
  // 14,351 B after the review of the jQuery-click pass: a tab pressed before the tabs run shown at once (feedback, as single-product.js showed it in the same task), a held jQuery click replayed past jQuery's handlers (they ran once already), the passed click never following its link (+~138 B)
  // 14,364 B as the page services' event bridge skips only the name it is emitting (a jQuery change triggered from a handler of ours is heard); chunk names in the maps changed
  // 14,616 B as the entry gives add-to-cart-variation.js's image helpers from the start, for the themes that take them when they start (Blocksy's gallery; +~26 B), and shows a checkbox or radio pressed before its island runs chosen in the next frame, put back before the island reads the page (+~220 B with the review's mends: a radio's group is its form's, a disabled box is left alone)
  {
    name: "a product page without Customer Reviews: WooCommerce's tabs and review stars",
    path: ['dist/shop-islands.js', 'dist/chunks/mount-*.js', 'dist/chunks/rolldown-runtime-*.js', 'dist/chunks/product-tabs-*.js', 'dist/chunks/review-rating-*.js'],
    limit: '14.62 kB',
  },
  // page services chunk (cookies, notices, growl, live region, event bridge with add-to-cart.js's should_send
  // question, fragment replacement since issue 12, js-cookie) (+~0.2 kB at the end of this stop of issue 16: the
  // styles adopter and the shoppers' messages for failed calls moved from React's chunk and the shared services into
  // the page services, so the page builder's widgets and carousels no longer fetch React and zod; the live search's
  // and page links' review mends) (+40 B in issue 18: the WP Consent API helper the tracking widgets share)
  // 2,625 B as the notices' scroll also stops on a pointer press (+5 B in the page services) and chunk hashes changed
  // 2,702 B as the legacy event bridge (page services) also hears a jQuery that arrives after the window's load: held by an optimiser's delay until the first move (+~72 B).
  // 2,764 B as the page services dispatch the Mini-Cart block's wc-blocks_* events on a page without jQuery (its own bridge needs jQuery) (+~55 B; the entry's chunk map named the new file).
  // 2,776 B as the page services' event bridge skips only the name it is emitting (a jQuery change triggered from a handler of ours is heard); chunk names in the maps changed
  // 2,868 B as the page services' event bridge runs DOM listeners (the islands' own steps) before jQuery handlers, goes on when another script's handler throws, and calls on<name> property handlers on a page without jQuery (GA4's integration) (+~80 B); the cart page's row fields (+~70 B there)
  // 3,072 B as the islands' fetch requests give jQuery's global ajaxSuccess/ajaxError and ajaxComplete (themes re-run code on ajaxComplete: GeneratePress Premium's cart −/+ buttons) (+~200 B in the page services)
  // 3,087 B after the review of the events and ajax change: the event guard put back as it was when an island emits inside another, an element given to property handlers as jQuery's wrapper was read, failures announced too, a select printed without selected read right (+~30 B; the cart page +~100 B)
  // 3,096 B as the page services give the variation form their reporter of another script's error (a theme's image update that throws) and chunk names changed
  // 3,110 B as the page services give the variation form their jQuery lookup (the form had written its own; +~14 B) and chunk names changed
  {
    name: 'page services chunk',
    path: "dist/chunks/page-services-*.js",
    limit: '3.11 kB',
  },
  // shared services chunk (zod/mini, ky, zustand, src/api|dom|store|lib; the variation schema and calls since issue 4,
  // the reviews settings, form encoding and review schemas' zod checks since issue 5; postPage beside postForm since
  // issue 6)
  {
    name: 'shared services chunk',
    path: "dist/chunks/shop-services-*.js",
    limit: '20 kB',
  },
  // variable product page, every island mounted: variation form, swatches, WooCommerce gallery on scroll snapping
  // (PhotoSwipe not yet opened) (+0.93 kB in issue 15: the page builder's two registry lines — its documents and its
  // widget family — with the scan-time work: Elementor's accordion and tabs opened and made accessible, counters'
  // final values for screen readers, carousel arrows named, the image accordion's radios kept, ElementsKit's
  // tab-by-address rule, the in-view, first-scroll and hover triggers, the scan leaving Elementor's own frontend.js
  // alone; a click held for a custom trigger's in-view wait) (+0.3 kB in issue 16: two more registry lines —
  // Storefront's header and its footer bar, whose focus listeners are added at scan — five more builder widget names,
  // ElementsKit's nav menus named at scan, and the sticky chunk's name) (+0.22 kB later in issue 16: Elementor Pro's
  // menu cart, taxonomy filter, table of contents, share buttons, search form, slides, Facebook embeds, portfolio and
  // load-more loop grid in the builder family's selector, the menu cart's hover trigger and its start as an add begins
  // or at load after an add) (+~60-120 B later in issue 16: 7-character chunk hashes in the entry's map, the Google
  // Map and the loop grid's page links in the family's selector) (+~0.2 kB at the end of this stop of issue 16: the
  // styles adopter and the shoppers' messages for failed calls moved from React's chunk and the shared services into
  // the page services, so the page builder's widgets and carousels no longer fetch React and zod; the live search's
  // and page links' review mends) (+15 B later in issue 16: the cart page's held Enter only in the cart form's own
  // quantity and coupon fields, after a review: an Enter in a theme's coupon form beside the cart was cancelled and
  // lost) (+~25 B at the end of issue 16's fourth stop: the cart fragments also start when the cart page changes the
  // cart, updated_wc_div, which cart-fragments.js refreshed on: the header cart stayed stale after an update until
  // touched) (+13 B in issue 17: Elementor Pro's off-canvas widget in the builder family's selector and its start at
  // load, so a link action finds it listening; the `data-*` JSON reader's own file in the chunk map: it was inside
  // builder-extras, which the reviews widgets and every builder page fetched for it) (+~0.22 kB in issue 18: three
  // registry lines — WooCommerce's order attribution on every page, Omnisend's checkout e-mail and its product view —
  // with their custom triggers; the consent helper in the page services) (+~26 B in issue 12, stop of 2026-11-27: on a
  // touch screen, where no pointer passing over the gallery starts it before the tap, what a widget imports once it
  // runs — the gallery's lightbox — is preloaded at idle too) (+~12 B in issue 12, first stop of 2026-11-28: a laptop
  // with a touch screen, `(any-pointer: coarse)`, also gets the gallery's lightbox preloaded at idle, as a phone does)
  // (+~22 B in the bootstrap, second stop of 2026-11-28: a click on a `ready` or `idle` island before it runs is held
  // and replayed, as for `visible` — a link action pressed while the page builder loaded was lost) (+~355 B in the
  // bootstrap, third stop of 2026-11-28: a press held 4 s while its widget’s code has not come — a stalled connection
  // — is given to the page when the browser acts on it alone, a link followed in this tab or a form posted as without
  // the bundle, unless an earlier press on the same widget waits and chose something; any other no longer holds back
  // the presses after it); 102,497 B once an island may ask for code before its first render (the mount step's +92 B:
  // the wait is 1 s at most and ends with the mount point) and the gallery asks for its viewer's when a photo pressed
  // before it ran waits (+82 B): that press opens the viewer at once
  // 102,503 B as the entry's chunk map took the tabs' chunk's new hash (+27 B: brotli packs a changed hash worse
  // or better by tens of bytes)
  // 102,531 B with Customer Reviews' non-ajax histogram in the registry (rating-filter: its line, and the summary found
  // as its own mount point, +28 B in the entry)
  // 102,548 B after the review of the eighth stop of 2026-11-28: the tabs also follow this page's full address and
  // leave clicks that open another browser tab alone (+~50 B in their chunk), the reCAPTCHA box waits for Google's
  // code, rating-filter reuses the histogram helpers; the entry +20 B as chunk hashes changed
  // (+~20 B, 2026-12-07: the entry's map took five new chunk names as the review forms' shared code kept a form's draft
  // as the form goes, and the Q&A block's chunk changed; no code in the entry changed)
  // 102,596 B as the notices' scroll also stops on a pointer press (+5 B in the page services) and chunk hashes changed
  // 102,601 B as the Q&A block's chunk took a new hash (its sends made one function): no code in the entry changed, its map's chunk names did
  // 102,684 B with the entry's +~80 B: Storefront's header and footer bar only on Storefront, never beside the theme's own script.
  // 102,770 B with the entry's +~86 B: each widget leaves its markup to its legacy script while the page still loads it.
  // 102,783 B as the reviews slider names its own legacy script (cr-reviews-slider, Customer Reviews' Slick with its start, which the plugin now takes out) and chunk names changed.
  // 102,976 B with the entry's +~38 B ($.fn.wc_variation_form / wc_product_gallery for quick views) and the variation form's +~150 B (add-to-cart-variation.js's other jQuery helpers: wc_set_content … wc_variations_image_update).
  // 103,022 B as the jQuery plugins (and jQuery.scroll_to_notices) also reach a jQuery that arrives after the bundle: async, or held by an optimiser's delay (+~44 B in the entry).
  // 103,065 B as the legacy event bridge (page services) also hears a jQuery that arrives after the window's load: held by an optimiser's delay until the first move (+~72 B).
  // 103,128 B as the page services dispatch the Mini-Cart block's wc-blocks_* events on a page without jQuery (its own bridge needs jQuery) (+~55 B; the entry's chunk map named the new file).
  // 103,295 B once the cart fragments, the cart page and Elementor Pro's menu cart hear the legacy cart events before they run, jQuery-triggered too (mounts/legacy-events.ts: other plugins announce their adds and ask for fresh fragments with jQuery, which dispatches no DOM event), and the cart fragments start from cart-fragments.js's settings on a page without the cart widget (Hello Elementor's Pro menu cart)
  // 103,310 B once the cart fragments start at load on a page whose only cart display is a count (no mini cart for the restore to fill), as cart-fragments.js put the stored cart in (+~13 B)
  // 103,494 B as the entry gives add-to-cart.js's answer to another script's add announced with its button (loading off, added, View cart, wc_cart_button_updated: a theme's or quick view's own ajax add left the button spinning) (+~190 B)
  // 103,542 B after the review of that change: jQuery's handlers taken off when their mount point leaves, a stored fragment key the browser cannot read skipped, the answer to another script's add left to add-to-cart.js where it stays on the page and given to any button but the bundle's add-to-cart ones (+~45 B)
  // 103,603 B as the entry clicks natively a product tab or the gallery's trigger that another script clicks with jQuery (which clicks no link natively: a theme's 'read the reviews' link opened nothing) (+~100 B)
  // 103,619 B as the jQuery-click pass is left to single-product.js where that script stays on the page (+~16 B)
  // 103,757 B after the review of the jQuery-click pass: a tab pressed before the tabs run shown at once (feedback, as single-product.js showed it in the same task), a held jQuery click replayed past jQuery's handlers (they ran once already), the passed click never following its link (+~138 B)
  // 103,872 B as the page services' event bridge skips only the name it is emitting (a jQuery change triggered from a handler of ours is heard); chunk names in the maps changed
  // 103,896 B as the page services' event bridge runs DOM listeners (the islands' own steps) before jQuery handlers, goes on when another script's handler throws, and calls on<name> property handlers on a page without jQuery (GA4's integration) (+~80 B); the cart page's row fields (+~70 B there)
  // 104,187 B as the islands' fetch requests give jQuery's global ajaxSuccess/ajaxError and ajaxComplete (themes re-run code on ajaxComplete: GeneratePress Premium's cart −/+ buttons) (+~200 B in the page services)
  // 104,207 B after the review of the events and ajax change: the event guard put back as it was when an island emits inside another, an element given to property handlers as jQuery's wrapper was read, failures announced too, a select printed without selected read right (+~30 B; the cart page +~100 B)
  // 104,657 B as the entry gives add-to-cart-variation.js's image helpers from the start, for the themes that take them when they start (Blocksy's gallery; +~26 B), and shows a checkbox or radio pressed before its island runs chosen in the next frame, put back before the island reads the page (+~220 B with the review's mends: a radio's group is its form's, a disabled box is left alone)
  // 104,710 B as the page services give the variation form their jQuery lookup (the form had written its own; +~14 B) and chunk names changed
  {
    name: 'variable product page, every island mounted: variation form, swatches, WooCommerce gallery',
    path: ['dist/shop-islands.js', 'dist/chunks/variation-form-*.js', 'dist/chunks/variation-swatches-*.js', 'dist/chunks/product-images-*.js', 'dist/chunks/mount-*.js', 'dist/chunks/island-*.js', 'dist/chunks/rolldown-runtime-*.js', 'dist/chunks/page-services-*.js', 'dist/chunks/shop-services-*.js'],
    limit: '104.71 kB',
  },
  // PhotoSwipe 5 core + CSS, loaded on the first open of a lightbox (product gallery or review photos)
  {
    name: 'PhotoSwipe 5 core + CSS, loaded on the first open of a lightbox',
    path: ['dist/chunks/photoswipe-*.js'],
    limit: '17 kB',
  },
  // product page reviews: the ajax reviews block, votes and review media mounted (PhotoSwipe not yet opened; ~20 B
  // brotli per file of 4 kB or more for the compile hint that has V8 compile it off the main thread, in issue 12)
  // (+0.93 kB in issue 15: the page builder's two registry lines — its documents and its widget family — with the
  // scan-time work: Elementor's accordion and tabs opened and made accessible, counters' final values for screen
  // readers, carousel arrows named, the image accordion's radios kept, ElementsKit's tab-by-address rule, the in-view,
  // first-scroll and hover triggers, the scan leaving Elementor's own frontend.js alone; a click held for a custom
  // trigger's in-view wait) (+0.3 kB in issue 16: two more registry lines — Storefront's header and its footer bar,
  // whose focus listeners are added at scan — five more builder widget names, ElementsKit's nav menus named at scan,
  // and the sticky chunk's name) (+0.22 kB later in issue 16: Elementor Pro's menu cart, taxonomy filter, table of
  // contents, share buttons, search form, slides, Facebook embeds, portfolio and load-more loop grid in the builder
  // family's selector, the menu cart's hover trigger and its start as an add begins or at load after an add) (+~60-120
  // B later in issue 16: 7-character chunk hashes in the entry's map, the Google Map and the loop grid's page links in
  // the family's selector) (+~0.2 kB at the end of this stop of issue 16: the styles adopter and the shoppers'
  // messages for failed calls moved from React's chunk and the shared services into the page services, so the page
  // builder's widgets and carousels no longer fetch React and zod; the live search's and page links' review mends)
  // (+15 B later in issue 16: the cart page's held Enter only in the cart form's own quantity and coupon fields, after
  // a review: an Enter in a theme's coupon form beside the cart was cancelled and lost) (+~25 B at the end of issue
  // 16's fourth stop: the cart fragments also start when the cart page changes the cart, updated_wc_div, which
  // cart-fragments.js refreshed on: the header cart stayed stale after an update until touched) (+13 B in issue 17:
  // Elementor Pro's off-canvas widget in the builder family's selector and its start at load, so a link action finds
  // it listening; the `data-*` JSON reader's own file in the chunk map: it was inside builder-extras, which the
  // reviews widgets and every builder page fetched for it) (+~0.22 kB in issue 18: three registry lines —
  // WooCommerce's order attribution on every page, Omnisend's checkout e-mail and its product view — with their custom
  // triggers; the consent helper in the page services) (+~26 B in issue 12, stop of 2026-11-27: on a touch screen,
  // where no pointer passing over the gallery starts it before the tap, what a widget imports once it runs — the
  // gallery's lightbox — is preloaded at idle too) (+~5 B as the order attribution chunk's name (hash) in the entry's
  // map changed with its adapter, stop of 2026-11-27) (+~12 B in issue 12, first stop of 2026-11-28: a laptop with a
  // touch screen, `(any-pointer: coarse)`, also gets the gallery's lightbox preloaded at idle, as a phone does) (+~22
  // B in the bootstrap, second stop of 2026-11-28: a click on a `ready` or `idle` island before it runs is held and
  // replayed, as for `visible` — a link action pressed while the page builder loaded was lost) (+~355 B in the
  // bootstrap, third stop of 2026-11-28: a press held 4 s while its widget’s code has not come — a stalled connection
  // — is given to the page when the browser acts on it alone, a link followed in this tab or a form posted as without
  // the bundle, unless an earlier press on the same widget waits and chose something; any other no longer holds back
  // the presses after it); 102,161 B once an island may ask for code before its first render (the mount step's +92 B:
  // a photo pressed before the gallery ran opens the viewer at once; the wait is 1 s at most and ends with the mount
  // point)
  // 102,181 B as the entry's chunk map took the tabs' chunk's new hash (+27 B: brotli packs a changed hash worse
  // or better by tens of bytes)
  // 102,209 B with Customer Reviews' non-ajax histogram in the registry (rating-filter: its line, and the summary found
  // as its own mount point, +28 B in the entry)
  // 102,229 B once a grid card's count of its media opens them, as Customer Reviews' script did (+~25 B in review-
  // media's chunk), and chunk hashes changed
  // 102,326 B once the cart fragments, the cart page and Elementor Pro's menu cart hear the legacy cart events before they run, jQuery-triggered too (mounts/legacy-events.ts: other plugins announce their adds and ask for fresh fragments with jQuery, which dispatches no DOM event), and the cart fragments start from cart-fragments.js's settings on a page without the cart widget (Hello Elementor's Pro menu cart)
  // 102,341 B once the cart fragments start at load on a page whose only cart display is a count (no mini cart for the restore to fill), as cart-fragments.js put the stored cart in (+~13 B)
  // 102,525 B as the entry gives add-to-cart.js's answer to another script's add announced with its button (loading off, added, View cart, wc_cart_button_updated: a theme's or quick view's own ajax add left the button spinning) (+~190 B)
  // 102,573 B after the review of that change: jQuery's handlers taken off when their mount point leaves, a stored fragment key the browser cannot read skipped, the answer to another script's add left to add-to-cart.js where it stays on the page and given to any button but the bundle's add-to-cart ones (+~45 B)
  // 102,634 B as the entry clicks natively a product tab or the gallery's trigger that another script clicks with jQuery (which clicks no link natively: a theme's 'read the reviews' link opened nothing) (+~100 B)
  // 102,650 B as the jQuery-click pass is left to single-product.js where that script stays on the page (+~16 B)
  // 102,788 B after the review of the jQuery-click pass: a tab pressed before the tabs run shown at once (feedback, as single-product.js showed it in the same task), a held jQuery click replayed past jQuery's handlers (they ran once already), the passed click never following its link (+~138 B)
  // 102,897 B as the page services' event bridge skips only the name it is emitting (a jQuery change triggered from a handler of ours is heard); chunk names in the maps changed
  // 102,937 B as the page services' event bridge runs DOM listeners (the islands' own steps) before jQuery handlers, goes on when another script's handler throws, and calls on<name> property handlers on a page without jQuery (GA4's integration) (+~80 B); the cart page's row fields (+~70 B there)
  // 103,205 B as the islands' fetch requests give jQuery's global ajaxSuccess/ajaxError and ajaxComplete (themes re-run code on ajaxComplete: GeneratePress Premium's cart −/+ buttons) (+~200 B in the page services)
  // 103,223 B after the review of the events and ajax change: the event guard put back as it was when an island emits inside another, an element given to property handlers as jQuery's wrapper was read, failures announced too, a select printed without selected read right (+~30 B; the cart page +~100 B)
  // 103,463 B as the entry gives add-to-cart-variation.js's image helpers from the start, for the themes that take them when they start (Blocksy's gallery; +~26 B), and shows a checkbox or radio pressed before its island runs chosen in the next frame, put back before the island reads the page (+~220 B with the review's mends: a radio's group is its form's, a disabled box is left alone)
  // 103,529 B as the page services give the variation form their jQuery lookup (the form had written its own; +~14 B) and chunk names changed
  {
    name: 'product page reviews: the ajax reviews block, votes and review media mounted',
    path: ['dist/shop-islands.js', 'dist/chunks/reviews-block-*.js', 'dist/chunks/use-review-list-*.js', 'dist/chunks/api-*.js', 'dist/chunks/review-votes-*.js', 'dist/chunks/review-media-*.js', 'dist/chunks/histogram-*.js', 'dist/chunks/list-status-*.js', 'dist/chunks/mount-*.js', 'dist/chunks/island-*.js', 'dist/chunks/rolldown-runtime-*.js', 'dist/chunks/page-services-*.js', 'dist/chunks/shop-services-*.js'],
    limit: '103.53 kB',
  },
  // a page-builder page at load: the bootstrap, the page builder's runtime (window.elementorFrontend, hooks, storage,
  // devices, entrance animations) and its contract chunk (no React, no zod) (+0.3 kB in issue 16: two more registry
  // lines — Storefront's header and its footer bar, whose focus listeners are added at scan — four more builder widget
  // names, ElementsKit's nav menus named at scan, and the sticky chunk's name) (+0.22 kB later in issue 16: Elementor
  // Pro's menu cart, taxonomy filter, table of contents, share buttons, search form, slides, Facebook embeds,
  // portfolio and load-more loop grid in the builder family's selector, the menu cart's hover trigger and its start as
  // an add begins or at load after an add) (+~60-120 B later in issue 16: 7-character chunk hashes in the entry's map,
  // the Google Map and the loop grid's page links in the family's selector) (+~0.2 kB at the end of this stop of issue
  // 16: the styles adopter and the shoppers' messages for failed calls moved from React's chunk and the shared
  // services into the page services, so the page builder's widgets and carousels no longer fetch React and zod; the
  // live search's and page links' review mends) (+15 B later in issue 16: the cart page's held Enter only in the cart
  // form's own quantity and coupon fields, after a review: an Enter in a theme's coupon form beside the cart was
  // cancelled and lost) (20.2 kB in issue 17, now with every file such a page fetches: this check had missed
  // builder-extras (4.8 kB: the builder's config and devices had been drawn into it, so every builder page fetched the
  // sticky and Pro widgets' code) and the page services (2.6 kB); the contract is now one file of its own and
  // builder-extras is fetched only for sticky or Pro widgets. Same page, same measure, before issue 17: 20.75 kB.
  // Added: link actions, the lightbox's click rule, the popups' hand-over and Pro's page view and session counts)
  // (+0.2 kB after a review of issue 17's change: the popup API published as the page builder starts, link actions and
  // the lightbox also on a page whose only documents are popups, an off-canvas press held until that widget has
  // started) (+~0.22 kB in issue 18: three registry lines — WooCommerce's order attribution on every page, Omnisend's
  // checkout e-mail and its product view — with their custom triggers; the consent helper in the page services) (+~26
  // B in issue 12, stop of 2026-11-27: on a touch screen, where no pointer passing over the gallery starts it before
  // the tap, what a widget imports once it runs — the gallery's lightbox — is preloaded at idle too) (+~12 B in issue
  // 12, first stop of 2026-11-28: a laptop with a touch screen, `(any-pointer: coarse)`, also gets the gallery's
  // lightbox preloaded at idle, as a phone does) (+~100 B, second stop of 2026-11-28: the popups' code is fetched as
  // the page builder starts on a page with popups, and a click on a popup's open selector made before it came is kept
  // and opens it once it is here — CI on 93a5b24 lost one) (+~22 B in the bootstrap, second stop of 2026-11-28: a
  // click on a `ready` or `idle` island before it runs is held and replayed, as for `visible` — a link action pressed
  // while the page builder loaded was lost) (+~355 B in the bootstrap, third stop of 2026-11-28: a press held 4 s
  // while its widget’s code has not come — a stalled connection — is given to the page when the browser acts on it
  // alone, a link followed in this tab or a form posted as without the bundle, unless an earlier press on the same
  // widget waits and chose something; any other no longer holds back the presses after it); 21,337 B once an island
  // may ask for code before its first render (the mount step's +92 B: a photo pressed before the gallery ran opens the
  // viewer at once; the wait is 1 s at most and ends with the mount point)
  // 21,343 B as the entry's chunk map took the tabs' chunk's new hash (+27 B: brotli packs a changed hash worse or
  // better by tens of bytes)
  // 21,371 B with Customer Reviews' non-ajax histogram in the registry (rating-filter: its line, and the summary found
  // as its own mount point, +28 B in the entry)
  // 21,388 B after the review of the eighth stop of 2026-11-28: the tabs also follow this page's full address and leave
  // clicks that open another browser tab alone (+~50 B in their chunk), the reCAPTCHA box waits for Google's code,
  // rating-filter reuses the histogram helpers; the entry +20 B as chunk hashes changed
  // (+~20 B, 2026-12-07: the entry's map took five new chunk names as the review forms' shared code kept a form's draft
  // as the form goes, and the Q&A block's chunk changed; no code in the entry changed)
  // (−0.2 kB, 2026-12-07: the overlays' focus helpers left the builder's runtime for a file of their own, shared with
  // the reviews' dialogs and fetched with the widgets that open one)
  // 21,214 B as the Q&A block's chunk took a new hash (its sends made one function): no code in the entry changed, its map's chunk names did
  // 21,297 B with the entry's +~80 B: Storefront's header and footer bar only on Storefront, never beside the theme's own script.
  // 21,383 B with the entry's +~86 B: each widget leaves its markup to its legacy script while the page still loads it.
  // 21,396 B as the reviews slider names its own legacy script (cr-reviews-slider, Customer Reviews' Slick with its start, which the plugin now takes out) and chunk names changed.
  // 21,439 B with the entry's +~38 B: the jQuery plugins quick views call ($.fn.wc_variation_form, wc_product_gallery).
  // 21,485 B as the jQuery plugins (and jQuery.scroll_to_notices) also reach a jQuery that arrives after the bundle: async, or held by an optimiser's delay (+~44 B in the entry).
  // 21,570 B as the legacy event bridge (page services) also hears a jQuery that arrives after the window's load: held by an optimiser's delay until the first move (+~72 B).
  // 21,632 B as the page services dispatch the Mini-Cart block's wc-blocks_* events on a page without jQuery (its own bridge needs jQuery) (+~55 B; the entry's chunk map named the new file).
  // 21,799 B once the cart fragments, the cart page and Elementor Pro's menu cart hear the legacy cart events before they run, jQuery-triggered too (mounts/legacy-events.ts: other plugins announce their adds and ask for fresh fragments with jQuery, which dispatches no DOM event), and the cart fragments start from cart-fragments.js's settings on a page without the cart widget (Hello Elementor's Pro menu cart)
  // 21,814 B once the cart fragments start at load on a page whose only cart display is a count (no mini cart for the restore to fill), as cart-fragments.js put the stored cart in (+~13 B)
  // 21,998 B as the entry gives add-to-cart.js's answer to another script's add announced with its button (loading off, added, View cart, wc_cart_button_updated: a theme's or quick view's own ajax add left the button spinning) (+~190 B)
  // 22,046 B after the review of that change: jQuery's handlers taken off when their mount point leaves, a stored fragment key the browser cannot read skipped, the answer to another script's add left to add-to-cart.js where it stays on the page and given to any button but the bundle's add-to-cart ones (+~45 B)
  // 22,107 B as the entry clicks natively a product tab or the gallery's trigger that another script clicks with jQuery (which clicks no link natively: a theme's 'read the reviews' link opened nothing) (+~100 B)
  // 22,123 B as the jQuery-click pass is left to single-product.js where that script stays on the page (+~16 B)
  // 22,261 B after the review of the jQuery-click pass: a tab pressed before the tabs run shown at once (feedback, as single-product.js showed it in the same task), a held jQuery click replayed past jQuery's handlers (they ran once already), the passed click never following its link (+~138 B)
  // 22,290 B as the page services' event bridge skips only the name it is emitting (a jQuery change triggered from a handler of ours is heard); chunk names in the maps changed
  // 22,357 B as the page services' event bridge runs DOM listeners (the islands' own steps) before jQuery handlers, goes on when another script's handler throws, and calls on<name> property handlers on a page without jQuery (GA4's integration) (+~80 B); the cart page's row fields (+~70 B there)
  // 22,561 B as the islands' fetch requests give jQuery's global ajaxSuccess/ajaxError and ajaxComplete (themes re-run code on ajaxComplete: GeneratePress Premium's cart −/+ buttons) (+~200 B in the page services)
  // 22,587 B after the review of the events and ajax change: the event guard put back as it was when an island emits inside another, an element given to property handlers as jQuery's wrapper was read, failures announced too, a select printed without selected read right (+~30 B; the cart page +~100 B)
  // 22,862 B as the entry gives add-to-cart-variation.js's image helpers from the start, for the themes that take them when they start (Blocksy's gallery; +~26 B), and shows a checkbox or radio pressed before its island runs chosen in the next frame, put back before the island reads the page (+~220 B with the review's mends: a radio's group is its form's, a disabled box is left alone)
  {
    name: "a page-builder page at load: the bootstrap and the page builder's runtime",
    path: ['dist/shop-islands.js', 'dist/chunks/page-builder-*.js', 'dist/chunks/frontend-*.js', 'dist/chunks/mount-*.js', 'dist/chunks/rolldown-runtime-*.js', 'dist/chunks/data-json-*.js', 'dist/chunks/page-services-*.js'],
    limit: '22.87 kB',
  },
  // the page builder's widget family once a widget starts (accordions, tabs, counters, countdown, back to top, image
  // comparison, pie chart, image accordion, video, team popup, carousel settings, alert; Swiper waits for a carousel)
  // (+4.3 kB in issue 16: ElementsKit's nav menu with its mega menu's content, header search popup, off-canvas
  // sidebar, MailChimp form and widget areas loaded by ajax, their calls on fetch rather than ky; Elementor Pro's nav
  // menu) (+4.0 kB later in issue 16: Elementor Pro's menu cart, taxonomy filter, loop grid load more, table of
  // contents, share buttons, search form, slides, Facebook embeds and portfolio filter) (+0.6 kB later in issue 16:
  // the loop grid's page links loaded in place, and the loader of the Google Map, whose own file waits for a map to
  // come into view; +0.9 kB for Elementor Pro's search widget's live results and keyboard) (+~0.2 kB at the end of
  // this stop of issue 16: the styles adopter and the shoppers' messages for failed calls moved from React's chunk and
  // the shared services into the page services, so the page builder's widgets and carousels no longer fetch React and
  // zod; the live search's and page links' review mends) (+1.1 kB in issue 17: Elementor Pro's off-canvas widget,
  // opened and closed by its link actions; −1.1 kB as the page builder's contract — config, devices, storage, the
  // overlays' helpers — is one file of its own, which this family shares with the page builder and its popups) (+~0.22
  // kB in issue 18: three registry lines — WooCommerce's order attribution on every page, Omnisend's checkout e-mail
  // and its product view — with their custom triggers; the consent helper in the page services) (+~50 B, first stop of
  // 2026-11-28: ElementsKit's click-mode menu keeps a dropdown open when a sticky element sticks or comes loose
  // without moving the menu — the header sticking in place as its code starts at idle closed a dropdown the shopper
  // had just opened)
  // 22,127 B as the names of the chunks it imports changed (no code of its own changed)
  {
    name: "the page builder's widget family once a widget starts",
    path: ['dist/chunks/builder-widget-*.js'],
    limit: '22.13 kB',
  },
  // a builder carousel once it starts: Swiper core and the carousel with Swiper's navigation, pagination, autoplay,
  // a11y and fade modules (a lazy kind) (+~0.2 kB at the end of this stop of issue 16: the styles adopter and the
  // shoppers' messages for failed calls moved from React's chunk and the shared services into the page services, so
  // the page builder's widgets and carousels no longer fetch React and zod; the live search's and page links' review
  // mends)
  {
    name: 'a builder carousel once it starts: Swiper core and the carousel',
    path: ['dist/chunks/swiper-carousel-*.js', 'dist/chunks/swiper-*.js'],
    limit: '27.82 kB',
  },
  // every JS file in dist (Swiper and PhotoSwipe since issue 4; the reviews widgets since issue 5; the review form,
  // Q&A and the classic review form since issue 6; the four page behaviours of issue 12; ~20 B brotli per file of 4 kB
  // or more for the compile hint that has V8 compile it off the main thread, in issue 12; +2.2 kB in issue 14: the
  // debug overlay (its switch in the entry, the runtime's record of each mount point's trigger, times and failure, and
  // its own chunk)) (+19 kB in issue 15: the page builder's runtime, its contract chunk, its widget family and the
  // carousel with Swiper's navigation, pagination, autoplay, a11y and fade modules) (+5.2 kB in issue 16: Storefront's
  // header and footer bar behaviours, ElementsKit's header widgets and newsletter, Elementor Pro's sticky elements (a
  // chunk of their own, fetched at idle on a page that has one)) (+0.22 kB later in issue 16: Elementor Pro's menu
  // cart, taxonomy filter, table of contents, share buttons, search form, slides, Facebook embeds, portfolio and
  // load-more loop grid in the builder family's selector, the menu cart's hover trigger and its start as an add begins
  // or at load after an add) (+3.6 kB later in issue 16: ElementsKit's Google Map (its own file, 2.8 kB), the loop
  // grid's page links loaded in place, 7-character chunk hashes; +1.1 kB for Elementor Pro's search widget: its live
  // results in the family, its load-time fit in the page builder's Pro chunk) (+~0.2 kB at the end of this stop of
  // issue 16: the styles adopter and the shoppers' messages for failed calls moved from React's chunk and the shared
  // services into the page services, so the page builder's widgets and carousels no longer fetch React and zod; the
  // live search's and page links' review mends) (+0.1 kB later in issue 16: Elementor Pro's cart widget — the cart
  // page found in its two columns, Enter in its coupon field — its totals column kept in view, the account boxes made
  // one height again as a password is typed) (+0.15 kB after a review of issue 16's change: the cart page's Enter
  // presses Apply coupon, the sticky column marked again after the cart is rebuilt and undone on stop, the password
  // listener's frame cancelled) (+~25 B at the end of issue 16's fourth stop: the cart fragments also start when the
  // cart page changes the cart, updated_wc_div, which cart-fragments.js refreshed on: the header cart stayed stale
  // after an update until touched) (+11.4 kB in issue 17: Elementor Pro's popups (4.6 kB, their own file), the
  // lightbox's viewer (3.6 kB, fetched on the first open), the off-canvas widget (1.1 kB), link actions and the
  // lightbox's click rule in the page builder (1.7 kB), the data-json file) (+0.6 kB after a review of issue 17's
  // change: the popup API published as the page builder starts, Escape refused at the key and a dialog the browser
  // closes hidden properly, Tab kept inside a modal popup, one counted scroll lock for overlays over overlays, the
  // off-canvas leaving keys to a popup over it, a lightbox opened from a popup shown in it) (+0.65 kB in issue 17 P5:
  // Elementor Pro's anchor offset in the sticky elements' chunk, builder-extras: an in-page link's target lands below
  // the stuck header, by the offset set or else the stuck elements' own height; only a simple id selector's hash,
  // checked at start, after a resize and as the link is pressed, and the address's target scrolled again) (+6.5 kB in
  // issue 18: order attribution 4.1 kB, Omnisend's identify 1.0 kB and product view 1.4 kB brotli, each loaded only
  // where it runs) (+~26 B in issue 12, stop of 2026-11-27: on a touch screen, where no pointer passing over the
  // gallery starts it before the tap, what a widget imports once it runs — the gallery's lightbox — is preloaded at
  // idle too) (+~5 B as the order attribution chunk's name (hash) in the entry's map changed with its adapter, stop of
  // 2026-11-27) (+~12 B in issue 12, first stop of 2026-11-28: a laptop with a touch screen, `(any-pointer: coarse)`,
  // also gets the gallery's lightbox preloaded at idle, as a phone does) (+~50 B, first stop of 2026-11-28:
  // ElementsKit's click-mode menu keeps a dropdown open when a sticky element sticks or comes loose without moving the
  // menu — the header sticking in place as its code starts at idle closed a dropdown the shopper had just opened)
  // (+~100 B, second stop of 2026-11-28: the popups' code is fetched as the page builder starts on a page with popups,
  // and a click on a popup's open selector made before it came is kept and opens it once it is here — CI on 93a5b24
  // lost one) (+~22 B in the bootstrap, second stop of 2026-11-28: a click on a `ready` or `idle` island before it
  // runs is held and replayed, as for `visible` — a link action pressed while the page builder loaded was lost) (+~355
  // B in the bootstrap, third stop of 2026-11-28: a press held 4 s while its widget’s code has not come — a stalled
  // connection — is given to the page when the browser acts on it alone, a link followed in this tab or a form posted
  // as without the bundle, unless an earlier press on the same widget waits and chose something; any other no longer
  // holds back the presses after it) (+~30 B, third stop of 2026-11-28: Omnisend's started checkout leaves once the
  // identify sent on the same change is answered); 264,682 B once an island may ask for code before its first render
  // (the mount step's +92 B: the wait is 1 s at most and ends with the mount point) and the gallery asks for its
  // viewer's when a photo pressed before it ran waits (+82 B): that press opens the viewer at once; 264,962 B with the
  // reCAPTCHA box of Customer Reviews 5.60 – 5.116 in the review forms (+~280 B in the reviews services: the forms
  // render, read and reset it through Google's grecaptcha, and post its answer under the name those versions read);
  // 265,076 B once the grid reads the `{"html":null}` of Customer Reviews 5.60 – 5.78 with its Shortcodes setting off
  // (+~115 B in the grid's chunk: show more ends, a filter fails, the console names the setting)
  // 265,135 B once the tabs open the panel any link on the page points into (Customer Reviews' "n answered
  // questions", +32 B in the tabs' chunk) and the entry's chunk map took the tabs' new hash (+27 B: brotli packs a
  // changed hash worse or better by tens of bytes)
  // 265,569 B with Customer Reviews' non-ajax histogram (rating-filter, +406 B in its own chunk; its registry line and
  // the summary found as its own mount point, +28 B in the entry)
  // 265,589 B once a grid card's count of its media opens them, as Customer Reviews' script did (+~25 B in review-
  // media's chunk), and chunk hashes changed
  // 265,796 B after the review of the eighth stop of 2026-11-28: the tabs also follow this page's full address and
  // leave clicks that open another browser tab alone (+~50 B in their chunk), the reCAPTCHA box waits for Google's
  // code, rating-filter reuses the histogram helpers; the entry +20 B as chunk hashes changed
  // 268.9 kB with the Q&A block of Customer Reviews 5.60 – 5.64 (+3 kB in qna-block's chunk, fetched only where a
  // Q&A block is pressed: its overlay forms as dialogs, their props reader and styles)
  // 268,917 B as the notices' scroll also stops on a pointer press (+5 B in the page services) and chunk hashes changed
  // 269,030 B once the cart page hears added_to_cart and wc_update_cart on document and refreshes its form and totals, as cart.js did (a cross-sell added from the cart page joins the table), a refresh asked for during a request queued; its notices in their own file (+~140 B).
  // 269,116 B with the entry's +~86 B: each widget leaves its markup to its legacy script while the page still loads it.
  // 269,126 B as the reviews slider names its own legacy script (cr-reviews-slider, Customer Reviews' Slick with its start, which the plugin now takes out) and chunk names changed.
  // 269,309 B with the jQuery plugins quick views and swatch plugins call: the entry's two (+~38 B) and the variation form's helpers (+~150 B).
  // 269,355 B as the jQuery plugins (and jQuery.scroll_to_notices) also reach a jQuery that arrives after the bundle: async, or held by an optimiser's delay (+~44 B in the entry).
  // 269,397 B as the legacy event bridge (page services) also hears a jQuery that arrives after the window's load: held by an optimiser's delay until the first move (+~72 B).
  // 269,433 B as the page services dispatch the Mini-Cart block's wc-blocks_* events on a page without jQuery (its own bridge needs jQuery) (+~55 B; the entry's chunk map named the new file).
  // 269,452 B as Omnisend's started checkout leaves an e-mail still being typed at load to its change (+~12 B).
  // 269,686 B once the cart fragments, the cart page and Elementor Pro's menu cart hear the legacy cart events before they run, jQuery-triggered too (mounts/legacy-events.ts: other plugins announce their adds and ask for fresh fragments with jQuery, which dispatches no DOM event), and the cart fragments start from cart-fragments.js's settings on a page without the cart widget (Hello Elementor's Pro menu cart)
  // 269,701 B once the cart fragments start at load on a page whose only cart display is a count (no mini cart for the restore to fill), as cart-fragments.js put the stored cart in (+~13 B)
  // 269,885 B as the entry gives add-to-cart.js's answer to another script's add announced with its button (loading off, added, View cart, wc_cart_button_updated: a theme's or quick view's own ajax add left the button spinning) (+~190 B)
  // 269,933 B after the review of that change: jQuery's handlers taken off when their mount point leaves, a stored fragment key the browser cannot read skipped, the answer to another script's add left to add-to-cart.js where it stays on the page and given to any button but the bundle's add-to-cart ones (+~45 B)
  // 270,002 B as the entry clicks natively a product tab or the gallery's trigger that another script clicks with jQuery (which clicks no link natively: a theme's 'read the reviews' link opened nothing) (+~100 B)
  // 270,018 B as the jQuery-click pass is left to single-product.js where that script stays on the page (+~16 B)
  // 270,156 B after the review of the jQuery-click pass: a tab pressed before the tabs run shown at once (feedback, as single-product.js showed it in the same task), a held jQuery click replayed past jQuery's handlers (they ran once already), the passed click never following its link (+~138 B)
  // 270,281 B as the page services' event bridge skips only the name it is emitting (a jQuery change triggered from a handler of ours is heard); chunk names in the maps changed
  // 270,399 B as the page services' event bridge runs DOM listeners (the islands' own steps) before jQuery handlers, goes on when another script's handler throws, and calls on<name> property handlers on a page without jQuery (GA4's integration) (+~80 B); the cart page's row fields (+~70 B there)
  // 270,735 B as the islands' fetch requests give jQuery's global ajaxSuccess/ajaxError and ajaxComplete (themes re-run code on ajaxComplete: GeneratePress Premium's cart −/+ buttons) (+~200 B in the page services)
  // 270,812 B after the review of the events and ajax change: the event guard put back as it was when an island emits inside another, an element given to property handlers as jQuery's wrapper was read, failures announced too, a select printed without selected read right (+~30 B; the cart page +~100 B)
  // 271,272 B as the entry gives add-to-cart-variation.js's image helpers from the start, for the themes that take them when they start (Blocksy's gallery; +~26 B), and shows a checkbox or radio pressed before its island runs chosen in the next frame, put back before the island reads the page (+~220 B with the review's mends: a radio's group is its form's, a disabled box is left alone)
  // 271,323 B as the page services give the variation form their jQuery lookup (the form had written its own; +~14 B) and chunk names changed
  {
    name: 'every JS file in dist',
    path: "dist/**/*.js",
    limit: '271.33 kB',
  },
];
