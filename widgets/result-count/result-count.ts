// The archive's result count (woocommerce.js): after the page reloads sorted or filtered, screen
// readers would not read the count again, since a live region printed with the page is not announced.
// It is hidden from them, then after 2 s shown and its text written anew, which they announce.

export const REANNOUNCE_DELAY_MS = 2000;

export function attach(count: HTMLElement): () => void {
  const html = count.innerHTML;
  count.setAttribute('aria-hidden', 'true');
  const timer = setTimeout(() => {
    count.setAttribute('aria-hidden', 'false');
    count.innerHTML = '';
    count.innerHTML = html;
  }, REANNOUNCE_DELAY_MS);
  return () => {
    clearTimeout(timer);
    count.removeAttribute('aria-hidden');
  };
}
