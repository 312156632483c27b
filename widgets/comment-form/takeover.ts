// The parts of the server's review form the island draws itself (the rating blocks, the photo field).
import { useEffect, useLayoutEffect, useState } from 'react';

export interface Slot {
  /** The server's element, hidden while the island shows its own. */
  readonly original: HTMLElement;
  readonly box: HTMLElement;
}

/**
 * The server's elements matching `selector`, each joined by an empty box the island renders into. The
 * server's element stays in the page, hidden, its ids and names lent to the island's copy (nothing is
 * posted twice), so a click the runtime held back before the island ran still lands on it and
 * can be read; all is given back when the island goes. The boxes go in before the browser paints.
 */
export function useTakeover(form: HTMLElement, selector: string): readonly Slot[] {
  const [slots] = useState(() =>
    [...form.querySelectorAll<HTMLElement>(selector)].map((original) => {
      const box = document.createElement('div');
      box.className = 'island-comment-form__slot';
      return { original, box };
    }),
  );
  useLayoutEffect(() => {
    const undo: (() => void)[] = [];
    for (const { original, box } of slots) {
      // A shopper who was already on a star or the file input stays there (on the island's own control).
      const hadFocus = original.contains(document.activeElement);
      original.before(box);
      original.setAttribute('hidden', '');
      // Ids and names move to the island's copy: none twice in the page, nothing posted twice.
      const lent = [...original.querySelectorAll<HTMLElement>('[id], [name]')].map((element) => [element, element.getAttribute('id'), element.getAttribute('name')] as const);
      for (const [element] of lent) {
        element.removeAttribute('id');
        element.removeAttribute('name');
      }
      undo.push(() => {
        box.remove();
        original.removeAttribute('hidden');
        for (const [element, id, name] of lent) {
          if (id !== null) element.setAttribute('id', id);
          if (name !== null) element.setAttribute('name', name);
        }
      });
      if (hadFocus) box.querySelector<HTMLElement>('[tabindex="0"], input:not([type="hidden"]), button')?.focus();
    }
    return () => undo.forEach((step) => step());
  }, [slots]);
  return slots;
}

/** WordPress prints `novalidate` only for html5 themes; the island's checks must run before the browser's bubbles. */
export function useNoValidate(form: HTMLElement): void {
useEffect(() => {
  const hadNoValidate = form.hasAttribute('novalidate');
  form.setAttribute('novalidate', '');
  return () => {
    if (!hadNoValidate) form.removeAttribute('novalidate');
  };
}, [form]);
}
