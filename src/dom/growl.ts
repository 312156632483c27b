// Growl messages: a short status line at the bottom of the screen for the outcome of an action whose
// result is not otherwise visible where the shopper looks. The region is a polite live region that
// stays in the page, so screen readers announce each message added to it; a message goes after 3 s.

export const GROWL_DURATION_MS = 3000;

export type GrowlTone = 'info' | 'error';

let hideTimer: ReturnType<typeof setTimeout> | undefined;

function growlRegion(): HTMLElement {
  const existing = document.querySelector<HTMLElement>('.island-growl');
  if (existing) return existing;
  const region = document.createElement('div');
  region.className = 'island-growl';
  region.setAttribute('role', 'status');
  // Styled here, not in the theme: no theme knows this element (it replaces no legacy markup).
  region.style.cssText = 'position:fixed;left:50%;bottom:1.5em;transform:translateX(-50%);z-index:100001;width:max-content;max-width:calc(100vw - 2em);';
  document.body.append(region);
  return region;
}

/** Shows `text` for 3 s; a newer message replaces the current one and gets its own 3 s. */
export function growl(text: string, tone: GrowlTone = 'info'): void {
  const region = growlRegion();
  clearTimeout(hideTimer);
  const message = document.createElement('p');
  message.className = `island-growl__message island-growl__message--${tone}`;
  message.style.cssText = `margin:0;padding:.75em 1.25em;border-radius:4px;color:#fff;background:${tone === 'error' ? '#b81c23' : '#1e1e1e'};box-shadow:0 4px 16px rgba(0,0,0,.3);`;
  message.textContent = text;
  region.replaceChildren(message);
  hideTimer = setTimeout(() => region.replaceChildren(), GROWL_DURATION_MS);
}
