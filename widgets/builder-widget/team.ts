// ElementsKit's team member (its popup): `a.ekit-team-popup[data-mfp-src="#ekit_team_modal_…"]` (the photo and the
// name, printed `href="javascript:void(0)"`) open the member's details, printed hidden in the widget
// (`.elementskit-team-popup.mfp-hide`), which Magnific Popup showed. Here they open in a modal `<dialog>` named
// by the member's name: Escape, the printed close button (named "Close") or a click outside closes it, and the
// focus goes back to the link. The rest of the card works as printed.
import { adoptStyles } from '@/dom';
import css from './team.css?inline';

export function attachTeam(widget: HTMLElement): () => void {
  const links = [...widget.querySelectorAll<HTMLAnchorElement>('a.ekit-team-popup[data-mfp-src]')];
  const source = links[0]?.dataset.mfpSrc ?? '';
  const popup = source.startsWith('#') ? widget.querySelector<HTMLElement>(`#${CSS.escape(source.slice(1))}`) : null;
  if (!popup) return () => {};
  adoptStyles('builder-team', css);
  const title = popup.querySelector<HTMLElement>('.ekit-team-modal-title');
  if (title && !title.id) title.id = `${popup.id}-title`;
  const name = title?.textContent?.trim() ?? '';
  for (const link of links) {
    link.setAttribute('aria-haspopup', 'dialog');
    // ElementsKit names both links "profile": the name link says the name, the photo says whose profile it is.
    if (link.textContent?.trim()) link.removeAttribute('aria-label');
    else if (name) link.setAttribute('aria-label', `${name}: profile`);
  }
  popup.querySelector('.ekit-team-modal-close:not([aria-label])')?.setAttribute('aria-label', 'Close');
  const home = document.createComment('team popup');

  const open = (returnTo: HTMLElement): void => {
    const dialog = document.createElement('dialog');
    dialog.className = 'shop-islands-team-dialog';
    if (title) dialog.setAttribute('aria-labelledby', title.id);
    popup.replaceWith(home);
    popup.classList.remove('mfp-hide');
    // The dialog is the dialog now: the printed wrapper's role and hiding step aside.
    popup.removeAttribute('role');
    popup.removeAttribute('aria-hidden');
    dialog.append(popup);
    document.body.append(dialog);
    const close = (): void => dialog.close();
    popup.querySelector('.ekit-team-modal-close')?.addEventListener('click', close);
    dialog.addEventListener('click', (event) => {
      if (event.target === dialog) close();
    });
    dialog.addEventListener('close', () => {
      popup.querySelector('.ekit-team-modal-close')?.removeEventListener('click', close);
      popup.classList.add('mfp-hide');
      popup.setAttribute('role', 'dialog');
      popup.setAttribute('aria-hidden', 'true');
      home.replaceWith(popup);
      dialog.remove();
      returnTo.focus();
    });
    dialog.showModal();
  };
  const onClick = (event: MouseEvent): void => {
    const link = links.find((each) => each.contains(event.target as Node));
    if (!link) return;
    event.preventDefault();
    open(link);
  };
  widget.addEventListener('click', onClick);
  return () => widget.removeEventListener('click', onClick);
}
