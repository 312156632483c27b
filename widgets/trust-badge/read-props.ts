// `div#cr_floatingtrustbadge` (CR_Floating_Trust_Badge::display) → raw props.

/** The badge's inline declarations but `display`, which the island owns. */
function inlineStyleOf(badge: HTMLElement): Record<string, string> {
  const style: Record<string, string> = {};
  for (const name of Array.from(badge.style)) {
    if (name !== 'display') style[name] = badge.style.getPropertyValue(name);
  }
  return style;
}

function partsOf(badge: HTMLElement | null) {
  return badge && { className: badge.className, style: inlineStyleOf(badge), html: badge.innerHTML };
}

export function readProps(root: HTMLElement): unknown {
  return {
    crcolors: root.getAttribute('data-crcolors') ?? undefined,
    compact: partsOf(root.querySelector<HTMLElement>(':scope > div.cr-badge.badge_size_compact')),
    big: partsOf(root.querySelector<HTMLElement>(':scope > div.cr-badge.badge--wide-mobile')),
  };
}
