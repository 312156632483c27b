// What `npm run try` does to a shop's page, as the WordPress plugin would (wordpress/shop-islands): the
// legacy scripts of replaced-handles.json out — their tags and their inline code before and after, not
// their settings (`<handle>-js-extra`) — the bundle's entry and critical CSS in. Pages the plugin leaves
// alone (the checkout, the cart and checkout blocks) stay as they are.
//
// The plugin knows each handle's dependencies; a page does not print them. So a library (jQuery, blockUI,
// js-cookie, the gallery's, WordPress's packages) stays when a script left on the page uses it, read from its code
// by the patterns of library-use.json, which the plugin reads too (for what scripts use undeclared).
import libraryUse from '../shop-islands/library-use.json' with { type: 'json' };
import replaced from '../shop-islands/replaced-handles.json' with { type: 'json' };

/** The plugin's list (wordpress/shop-islands/replaced-handles.json). */
export const REPLACED_HANDLES: readonly string[] = replaced.handles.map(({ handle }) => handle);

/**
 * Libraries that stay when a remaining script's code matches — inline code by `uses`, a file by `usesInFiles` where
 * given (none: files are not read for it) — with the handles that print them (the plugin reads the same list).
 */
const LIBRARY_USE: readonly { readonly inline: RegExp; readonly file?: RegExp; readonly handles: readonly string[] }[] = libraryUse.libraries.map((library) => {
  const inFiles = 'usesInFiles' in library ? library.usesInFiles : library.uses;
  return { inline: new RegExp(library.uses), file: inFiles == null ? undefined : new RegExp(inFiles), handles: library.handles };
});

/** The plugin leaves these pages alone: payment gateways are written against checkout.js; block pages are not the bundle's. */
export function isLeftAlone(html: string): boolean {
  return /<body[^>]*\bclass=["'][^"']*\bwoocommerce-(?:checkout|order-pay|order-received|add-payment-method)\b/.test(html) || /\bwp-block-woocommerce-(?:cart|checkout)\b/.test(html);
}

const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const scriptTag = (id: string): RegExp => new RegExp(`<script\\b[^>]*\\bid=["']${escapeRegExp(id)}["'][^>]*>[\\s\\S]*?</script>\\n?`, 'g');

/**
 * Script types that hold no code to run (the plugin's SHOP_ISLANDS_NOT_CODE, in inline-jquery.php). Anything else
 * is code: a script an optimiser delays (WP Rocket's `rocketlazyloadscript`, LiteSpeed's `litespeed/javascript`) or a
 * consent manager holds back (`text/plain`) too — it runs later, and needs its libraries then.
 */
const NOT_CODE = /json|template|html|importmap|speculationrules|css/i;

/** The page's scripts left once `removed` are out: each one's inline code, or its address (a delayed one's `data-rocket-src` or `data-src` too). */
export function remainingScripts(html: string): { readonly inline: string[]; readonly sources: string[] } {
  const inline: string[] = [];
  const sources: string[] = [];
  for (const [, attributes = '', code = ''] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
    const type = /\btype=["']([^"']+)["']/.exec(attributes)?.[1];
    if (type && NOT_CODE.test(type)) continue;
    const src = /\b(?:data-rocket-|data-)?src=["']([^"']+)["']/.exec(attributes)?.[1];
    if (src) sources.push(src);
    else if (code.trim()) inline.push(code);
  }
  return { inline, sources };
}

export interface SwapOptions {
  /** The entry's URL on the page, with its `?ver=`. */
  readonly entrySrc: string;
  readonly criticalCss: string;
  /** The code of a remaining external script (same shop), to tell whether it uses a library; undefined when it cannot be read. */
  readonly codeOf: (src: string) => Promise<string | undefined>;
}

/** The page with the bundle in place of the legacy scripts (or unchanged where the plugin leaves it alone). */
export async function swapLegacyScripts(html: string, { entrySrc, criticalCss, codeOf }: SwapOptions, handles: readonly string[] = REPLACED_HANDLES): Promise<string> {
  if (isLeftAlone(html)) return html;
  const libraries = new Set(LIBRARY_USE.flatMap(({ handles: names }) => names));
  const removeHandle = (page: string, handle: string): string => ['', '-before', '-after', '-translations'].reduce((rest, suffix) => rest.replace(scriptTag(`${handle}-js${suffix}`), ''), page);
  let page = handles.filter((handle) => !libraries.has(handle)).reduce(removeHandle, html);
  // What stays decides which libraries stay: the scripts left (without the libraries' own tags).
  const withoutLibraries = handles.filter((handle) => libraries.has(handle)).reduce(removeHandle, page);
  const { inline, sources } = remainingScripts(withoutLibraries);
  const files = await Promise.all(sources.map(async (src) => (await codeOf(src)) ?? ''));
  const isUsed = ({ inline: inInline, file }: (typeof LIBRARY_USE)[number]): boolean => inline.some((code) => inInline.test(code)) || (!!file && files.some((code) => file.test(code)));
  const kept = new Set(LIBRARY_USE.filter(isUsed).flatMap(({ handles: names }) => names));
  page = handles.filter((handle) => libraries.has(handle) && !kept.has(handle)).reduce(removeHandle, page);
  const style = `<style id="shop-islands-critical-css">${criticalCss.trim()}</style>\n`;
  const preload = `<link rel="modulepreload" href="${entrySrc}" id="shop-islands-js-modulepreload">\n`;
  const module = `<script type="module" src="${entrySrc}" id="shop-islands-js-module"></script>\n`;
  page = /<head\b[^>]*>/.test(page) ? page.replace(/<head\b[^>]*>\n?/, (head) => `${head}${head.endsWith('\n') ? '' : '\n'}${style}${preload}`) : style + preload + page;
  return page.includes('</body>') ? page.replace('</body>', `${module}</body>`) : page + module;
}
