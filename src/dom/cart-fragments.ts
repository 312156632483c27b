// Replaces the page areas named by cart fragments (selector → server HTML), as WooCommerce does.
import { emit } from './theme-events';

function parse(html: string): DocumentFragment {
  const template = document.createElement('template');
  // Unlike jQuery's replaceWith, inline scripts in a fragment are not run: fragments are markup.
  template.innerHTML = html.trim();
  return template.content;
}

/** The markup each page area was last replaced with, to skip replacing it with the same again. */
const applied = new WeakMap<Element, string>();

/**
 * Replaces every element matching each fragment's selector with the fragment's markup. A selector
 * that is not valid CSS is skipped with a console error; the others still apply.
 * The MutationObserver of the runtime then mounts the islands inside the new markup.
 * @returns how many page areas were replaced (0 when the page already showed these fragments).
 */
export function replaceFragments(fragments: Readonly<Record<string, string>>): number {
  let replaced = 0;
  for (const [selector, html] of Object.entries(fragments)) {
    let targets: NodeListOf<Element>;
    try {
      targets = document.querySelectorAll(selector);
    } catch {
      console.error(`[shop-islands] cart fragment key ${JSON.stringify(selector)} is not a valid CSS selector; skipped`);
      continue;
    }
    for (const target of targets) {
      // Same markup again (the cache re-applied after an add): keep the element, and the shopper's focus in it.
      if (applied.get(target) === html) continue;
      const replacement = parse(html);
      const elements = [...replacement.children];
      target.replaceWith(replacement);
      for (const element of elements) applied.set(element, html);
      replaced++;
    }
  }
  return replaced;
}

/** Replaces the fragments and tells other scripts, as add-to-cart.js did (`wc_fragments_loaded`). */
export function applyFragments(fragments: Readonly<Record<string, string>>): void {
  replaceFragments(fragments);
  emit('wc_fragments_loaded');
}
