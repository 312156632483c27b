// One Elementor Pro popup (`.elementor-location-popup[data-elementor-type="popup"]`, printed hidden at the foot of
// the page): kept as a template, and each time it opens a fresh copy is shown in the markup Pro's Dialogs Manager
// built (`#elementor-popup-modal-<id>.elementor-popup-modal > .dialog-widget-content > .dialog-message`), which the
// popup's own CSS is written for — here a native <dialog>: modal (the page inert behind it, in the top layer) when the
// popup's overlay is on (its CSS sets `pointer-events: all`), else a non-modal region the page stays usable around.
// The copy is an ordinary builder document: the runtime starts its widgets and entrance animations as it appears.
import type { ElementorPopup } from '@/public-api';
import { builderStorage, currentDeviceSetting, lockPageScroll } from '@/builder';
import { adoptStyles, focusablesIn, keepTabInside } from '@/dom';
import { countImpression } from './popup-timing';

/** Pro's delay before the focus moves into an opened popup (and back to where it was once closed). */
export const POPUP_FOCUS_DELAY_MS = 250;
/** How long a closed popup without an exit animation stays in the page before it is removed. */
export const POPUP_REMOVAL_DELAY_MS = 160;

/**
 * The native dialog dressed as Pro's dialog widget (Elementor's dialog.css is loaded by its script, which is gone):
 * the whole window, its overlay colour and the content's place left to the popup's CSS.
 */
const STYLES = `dialog.elementor-popup-modal{position:fixed;inset:0;width:100%;height:100%;max-width:none;max-height:none;margin:0;padding:0;border:0;color:inherit;background-color:transparent;display:flex;overflow:visible;z-index:9999}
dialog.elementor-popup-modal:not([open]){display:none}
dialog.elementor-popup-modal::backdrop{background:transparent}
.elementor-popup-modal .dialog-widget-content{position:relative}
.elementor-popup-modal .dialog-close-button{position:absolute;display:flex;cursor:pointer;font-size:20px;line-height:1;background:none;border:0;padding:0;color:inherit}
.elementor-popup-modal .dialog-close-button svg{fill:currentColor;width:1em;height:1em}`;

const CLOSE_ICON = '<svg aria-hidden="true" viewBox="0 0 1000 1000"><path d="M742 167L500 408 258 167C246 154 233 150 217 150 196 150 179 158 167 167 154 179 150 196 150 212 150 229 154 242 171 254L408 500 167 742C138 771 138 800 167 829 196 858 225 858 254 829L496 587 738 829C750 842 767 846 783 846 800 846 817 842 829 829 842 817 846 804 846 783 846 767 842 750 829 737L588 500 833 258C863 229 863 200 833 171 804 137 775 137 742 167Z"></path></svg>';

export type PopupSettings = Readonly<Record<string, unknown>>;

export interface PopupEvents {
  /** Called as the popup shows and hides (Pro's `elementor/popup/show` and `…/hide`). */
  readonly onShow: (popup: Popup) => void;
  readonly onHide: (popup: Popup) => void;
}

/** One popup of the page: the public `ElementorPopup`, its settings read. */
export interface Popup extends Omit<ElementorPopup, 'settings'> {
  readonly settings: PopupSettings;
}

const storageKey = (id: number, key: string): string => `popup_${id}_${key}`;

function seconds(value: unknown): number {
  const number = Number(value);
  return Number.isFinite(number) && number > 0 ? number * 1000 : 0;
}

/** The animation set for the current device, none under reduced motion. */
function animationOf(settings: PopupSettings, key: 'entrance_animation' | 'exit_animation'): string {
  if (matchMedia('(prefers-reduced-motion: reduce)').matches) return '';
  const name = String(currentDeviceSetting(settings, key) ?? '');
  return name === 'none' ? '' : name;
}

/** The entrance animation's length in ms (Pro's default 1.2 s), which the exit animation reuses. */
const animationMs = (settings: PopupSettings): number => seconds((settings.entrance_animation_duration as { size?: unknown } | undefined)?.size ?? 1.2);

/** A fresh copy of the popup's document, as it was printed (the runtime's marks taken off, shown). */
function copyOf(template: HTMLElement): HTMLElement {
  const copy = template.cloneNode(true) as HTMLElement;
  for (const marked of [copy, ...copy.querySelectorAll('[data-island-state]')]) marked.removeAttribute('data-island-state');
  copy.style.display = 'block';
  return copy;
}

/** The dialog's name: the popup's first heading (given an id when it has none), else a generic one. */
function nameDialog(dialog: HTMLDialogElement, id: number): void {
  const heading = dialog.querySelector('h1, h2, h3, h4, h5, h6, .elementor-heading-title');
  if (!heading?.textContent?.trim()) return dialog.setAttribute('aria-label', 'Popup');
  heading.id ||= `elementor-popup-modal-${id}-title`;
  dialog.setAttribute('aria-labelledby', heading.id);
}

function buildDialog(id: number, settings: PopupSettings, content: HTMLElement): { dialog: HTMLDialogElement; box: HTMLElement; close: HTMLButtonElement } {
  const dialog = document.createElement('dialog');
  dialog.id = `elementor-popup-modal-${id}`;
  dialog.className = `dialog-widget dialog-lightbox-widget dialog-type-buttons dialog-type-lightbox elementor-popup-modal ${String(settings.classes ?? '')}`.trim();
  dialog.innerHTML = `<div class="dialog-widget-content dialog-lightbox-widget-content animated"><div class="dialog-header dialog-lightbox-header"></div><div class="dialog-message dialog-lightbox-message"></div><div class="dialog-buttons-wrapper dialog-lightbox-buttons-wrapper"></div></div>`;
  const box = dialog.firstElementChild as HTMLElement;
  box.querySelector('.dialog-message')!.append(content);
  const close = document.createElement('button');
  close.type = 'button';
  close.className = 'dialog-close-button dialog-lightbox-close-button';
  close.setAttribute('aria-label', 'Close');
  close.innerHTML = CLOSE_ICON;
  // "Outside" puts the button on the overlay's corner, else in the box's.
  (settings.close_button_position === 'outside' ? dialog : box).prepend(close);
  nameDialog(dialog, id);
  return { dialog, box, close };
}

/** The popups holding the page's scroll (Pro's `dialog-prevent-scroll` on the body until the last closes). */
const scrollHolders = new Set<Popup>();

export function createPopup(template: HTMLElement, id: number, settings: PopupSettings, events: PopupEvents): Popup {
  let shown: { dialog: HTMLDialogElement; stop: () => void } | undefined;
  /** Takes out at once the copy still playing its exit animation. */
  let leaving: (() => void) | undefined;
  let returnFocusTo: Element | null = null;
  const countsOnClose = (settings.timing as { times_count?: unknown } | undefined)?.times_count === 'close';
  const period = String((settings.timing as { times_period?: unknown } | undefined)?.times_period ?? '');

  /**
   * A show counted in Pro's `popup_<id>_times` ("show up to N times" with no period reads it); a period's own count is
   * kept by the display check when counted on open (popup-timing.ts), and here as it closes when counted on close.
   */
  const countShow = (isClosing: boolean): void => {
    builderStorage.set(storageKey(id, 'times'), (Number(builderStorage.get(storageKey(id, 'times'))) || 0) + 1);
    if (isClosing && period) countImpression(id, period);
  };

  const popup: Popup = {
    id,
    settings,
    get dialog() {
      return shown?.dialog;
    },
    isVisible: () => !!shown,
    isDisabled: () => !!builderStorage.get(storageKey(id, 'disable')),
    disable: () => builderStorage.set(storageKey(id, 'disable'), true),
    show() {
      if (popup.isDisabled()) return false;
      if (shown) return true;
      // Opened again while its last copy still plays its exit: that copy goes at once (one dialog, one id).
      leaving?.();
      adoptStyles('builder-popup', STYLES);
      returnFocusTo = document.activeElement;
      const { dialog, box, close } = buildDialog(id, settings, copyOf(template));
      const controller = new AbortController();
      const { signal } = controller;
      const timers: ReturnType<typeof setTimeout>[] = [];
      const later = (ms: number, run: () => void): void => void timers.push(setTimeout(run, ms));
      document.body.append(dialog);
      // The overlay on (the popup's CSS: pointer-events all): modal. Off: the page stays usable around it.
      const isModal = getComputedStyle(dialog).pointerEvents !== 'none';
      // A modal dialog takes the focus as it opens (a screen reader names it), its first control a moment later. A
      // non-modal one (a bar) does not take it from a shopper busy elsewhere (typing in the search): it is moved in
      // only from nowhere (the page's body).
      dialog.tabIndex = -1;
      dialog.autofocus = isModal;
      if (isModal) dialog.showModal();
      else dialog.show();
      const unlockScroll = settings.prevent_scroll ? lockPageScroll() : () => {};
      if (settings.prevent_scroll) {
        scrollHolders.add(popup);
        document.body.classList.add('dialog-prevent-scroll');
      }

      const delay = seconds(settings.close_button_delay);
      if (delay) {
        // Inline, as Pro's hide() did: the popup's own CSS shows its close button (`display: flex`) by id.
        close.style.display = 'none';
        later(delay, () => close.style.removeProperty('display'));
      }
      const closeAutomatically = seconds(settings.close_automatically);
      if (closeAutomatically) later(closeAutomatically, () => popup.hide());

      const entrance = animationOf(settings, 'entrance_animation');
      if (entrance) {
        box.classList.add(entrance);
        later(animationMs(settings), () => box.classList.remove(entrance));
      }
      if (settings.a11y_navigation !== '' && settings.a11y_navigation !== 'no') {
        later(POPUP_FOCUS_DELAY_MS, () => {
          if (!dialog.contains(document.activeElement) && document.activeElement !== document.body) return;
          const first = focusablesIn(box.querySelector('.dialog-message')!)[0] ?? focusablesIn(box)[0];
          (first ?? dialog).focus();
        });
      }

      close.addEventListener('click', () => popup.hide(), { signal });
      // Escape, handled at the key (the browser's close request would close the dialog on its own once a page has
      // refused a few): in the dialog for a modal one, anywhere for a non-modal one. A close request of another kind
      // (cancel) is refused the same way, and should the browser close the dialog all the same, it is hidden properly.
      const onEscape = (event: KeyboardEvent): void => {
        if (event.key !== 'Escape' || event.defaultPrevented) return;
        event.preventDefault();
        if (settings.prevent_close_on_esc_key !== 'yes') popup.hide();
      };
      (isModal ? dialog : document).addEventListener('keydown', onEscape as EventListener, { signal });
      // Tab goes round inside a modal popup (not out to the browser's own controls: the focus stays in the popup).
      if (isModal) dialog.addEventListener('keydown', (event) => keepTabInside(box, event), { signal });
      dialog.addEventListener('cancel', (event) => {
        event.preventDefault();
        if (settings.prevent_close_on_esc_key !== 'yes') popup.hide();
      }, { signal });
      dialog.addEventListener('close', () => shown?.dialog === dialog && popup.hide(), { signal });
      if (settings.prevent_close_on_background_click !== 'yes') {
        // The overlay (the dialog around the box) or, for a non-modal popup, anywhere outside it.
        dialog.addEventListener('click', (event) => event.target === dialog && popup.hide(), { signal });
        if (!isModal) document.addEventListener('click', (event) => event.button === 0 && event.target instanceof Node && !dialog.contains(event.target) && popup.hide(), { capture: true, signal });
      }
      shown = {
        dialog,
        stop: () => {
          controller.abort();
          timers.forEach((timer) => clearTimeout(timer));
          unlockScroll();
          scrollHolders.delete(popup);
          if (!scrollHolders.size) document.body.classList.remove('dialog-prevent-scroll');
        },
      };
      if (!countsOnClose) countShow(false);
      events.onShow(popup);
      return true;
    },
    hide() {
      if (!shown) return;
      const { dialog, stop } = shown;
      shown = undefined;
      stop();
      if (countsOnClose) countShow(true);
      events.onHide(popup);
      const exit = animationOf(settings, 'exit_animation');
      const box = dialog.firstElementChild as HTMLElement;
      // The focus goes back where it was (the link or button that opened it) once the page is usable again.
      const back = returnFocusTo;
      const closeDialog = (): void => {
        if (!dialog.open) return;
        dialog.close();
        if (back instanceof HTMLElement && back.isConnected && back !== document.body) back.focus({ preventScroll: true });
      };
      const remove = (): void => {
        clearTimeout(timer);
        closeDialog();
        dialog.remove();
        leaving = undefined;
      };
      if (exit) box.classList.add(exit, 'reverse');
      else closeDialog();
      const timer = setTimeout(remove, exit ? animationMs(settings) : POPUP_REMOVAL_DELAY_MS);
      leaving = remove;
    },
  };
  return popup;
}
