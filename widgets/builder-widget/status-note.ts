// The one-line status a widget shows under its controls when a request fails (`<p role="status">`), made once and
// reused: load more's and the page links' failure messages.

/** `widget`'s `p.<className>[role=status]`, made after `after()`'s element the first time. */
export function statusNote(widget: HTMLElement, className: string, after: () => Element | null): HTMLElement {
  let note = widget.querySelector<HTMLElement>(`.${className}`);
  if (!note) {
    note = Object.assign(document.createElement('p'), { className });
    note.setAttribute('role', 'status');
    after()?.after(note);
  }
  return note;
}
