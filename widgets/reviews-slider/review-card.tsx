// A card of the reviews slider: the plugin's header, text and footer markup kept as printed, and a long
// review's "Show More" opening the rest in place.
import { useId, useLayoutEffect, useRef, useState, type CSSProperties, type KeyboardEvent, type SyntheticEvent } from 'react';
import type { ReviewCard, ReviewText } from './schema';

/** An inline style attribute → React's style object. */
export function styleOf(css: string): CSSProperties {
  const style: Record<string, string> = {};
  for (const declaration of css.split(';')) {
    const colon = declaration.indexOf(':');
    const name = declaration.slice(0, colon).trim().toLowerCase();
    const value = declaration.slice(colon + 1).trim();
    if (colon < 1 || !name || !value) continue;
    style[name.startsWith('--') ? name : name.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase())] = value;
  }
  return style as CSSProperties;
}

/** Server markup the island keeps as it is; `display: contents`, so the card's layout does not change. */
function Markup({ html }: { html: string }) {
  return html ? <div className="island-reviews-slider__markup" dangerouslySetInnerHTML={{ __html: html }} /> : null;
}

/** The review text; a long one ends in "Show More", which shows the rest in place (and "Show Less" hides it). */
function ReviewTextView({ text }: { text: ReviewText }) {
  const detailsId = useId();
  const [isOpen, setOpen] = useState(false);
  const shouldMoveFocus = useRef(false);
  const detailsRef = useRef<HTMLDivElement>(null);
  const moreRef = useRef<HTMLAnchorElement>(null);

  // The toggle that was used disappears: focus goes to the text it showed, or back to "Show More".
  useLayoutEffect(() => {
    if (!shouldMoveFocus.current) return;
    shouldMoveFocus.current = false;
    (isOpen ? detailsRef.current : moreRef.current)?.focus();
  }, [isOpen]);

  if (text.kind === 'full') return <div className="review-text" dangerouslySetInnerHTML={{ __html: text.html }} />;

  const toggle = (event: SyntheticEvent, open: boolean): void => {
    event.preventDefault();
    shouldMoveFocus.current = true;
    setOpen(open);
  };
  // Links in the plugin's look, with a button's role: Space activates them too.
  const onKeyDown = (event: KeyboardEvent, open: boolean): void => {
    if (event.key === ' ') toggle(event, open);
  };
  return (
    <div className="review-text">
      {text.short}
      {!isOpen && (
        <span className="cr-slider-read-more">
          ...
          <br />
          <a ref={moreRef} href={`#${detailsId}`} role="button" aria-expanded="false" aria-controls={detailsId} onClick={(event) => toggle(event, true)} onKeyDown={(event) => onKeyDown(event, true)}>
            {text.moreLabel}
          </a>
        </span>
      )}
      <div ref={detailsRef} id={detailsId} className="cr-slider-details" style={{ display: isOpen ? 'inline' : 'none' }} tabIndex={-1}>
        {text.more}
        <br />
        <span className="cr-slider-read-less">
          <a href={`#${detailsId}`} role="button" aria-expanded="true" aria-controls={detailsId} onClick={(event) => toggle(event, false)} onKeyDown={(event) => onKeyDown(event, false)}>
            {text.lessLabel}
          </a>
        </span>
      </div>
    </div>
  );
}

export function Card({ card }: { card: ReviewCard }) {
  return (
    <div className="cr-review-card-inner" style={styleOf(card.innerStyle)}>
      <Markup html={card.header} />
      {card.text && (
        <div className="middle-row">
          <div className="review-content">
            <ReviewTextView text={card.text} />
          </div>
          <Markup html={card.meta} />
        </div>
      )}
      <Markup html={card.footer} />
    </div>
  );
}
