// Widget CSS, added to the page with the widget that needs it (the library build emits no CSS files:
// each widget imports its CSS as a string and adopts it when it first mounts).

const adopted = new Set<string>();

/** Adds `css` once per page, as `<style data-island-style="<id>">` at the end of <head>. */
export function adoptStyles(id: string, css: string): void {
  if (adopted.has(id) || document.querySelector(`style[data-island-style="${id}"]`)) return;
  adopted.add(id);
  const style = document.createElement('style');
  style.setAttribute('data-island-style', id);
  style.textContent = css;
  document.head.append(style);
}
