// Quantity inputs outside the cart table (woocommerce.js): a value below the input's non-negative
// `min` is raised to it — at once for what the page printed (a cached page, a plugin that set `min`
// after the value), and again whenever the shopper leaves a value below it.

/** True when the input's value is a number below its non-negative minimum. */
function isBelowMinimum(input: HTMLInputElement): boolean {
  const min = parseFloat(input.getAttribute('min') ?? '');
  return min >= 0 && parseFloat(input.value) < min;
}

export function attach(mountPoint: HTMLElement): () => void {
  const input = mountPoint instanceof HTMLInputElement ? mountPoint : mountPoint.querySelector<HTMLInputElement>('input[min]');
  if (!input) return () => undefined;
  const raise = (): void => {
    if (isBelowMinimum(input)) input.value = String(parseFloat(input.getAttribute('min') ?? ''));
  };
  raise();
  input.addEventListener('change', raise);
  return () => input.removeEventListener('change', raise);
}
