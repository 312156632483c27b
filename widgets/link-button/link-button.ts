// Links marked role="button" (WooCommerce's remove links, the store notice's dismiss link, theme
// toggles): a button answers to Space and Enter, a link only to Enter, so both keys click it here.
// Enter is taken over too, so a link without href (which Enter would not follow) works the same.
// (Not @/dom's pressOnKey, which leaves Enter on a link to the browser: here Enter must not follow the
// link; and that helper lives in the islands' chunk, which a page behaviour does not load.)

export function attach(link: HTMLElement): () => void {
  const onKeyDown = (event: KeyboardEvent): void => {
    if (event.defaultPrevented || event.repeat || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    if (event.key !== ' ' && event.key !== 'Enter') return;
    // Space would scroll the page, Enter would follow the link a second time.
    event.preventDefault();
    link.click();
  };
  link.addEventListener('keydown', onKeyDown);
  return () => link.removeEventListener('keydown', onKeyDown);
}
