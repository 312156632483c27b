// One rating block (Customer Reviews' ratings in the review form and the classic comment form, and
// WooCommerce's own rating) as a WAI-ARIA radio group over the plugin's stars: a name per star, arrow keys and
// Home/End move and choose, Space/Enter choose, hover previews like the plugin (stars up to the
// hovered one, its n/5), the chosen one carries `cr-review-form-rating-actv`.
import { useRef, useState, type KeyboardEvent } from 'react';

/** A rating block as the server printed it: its label, whether it is required, and the names it posts. */
export interface RatingBlock {
  readonly label: string;
  readonly isRequired: boolean;
  /** The hidden input carrying the value (`cr_onsite_<hash><index>`, or WooCommerce's `rating`). */
  readonly valueName: string;
  /** CusRev's type-label input (`cr_typ_lab_<hash><index>`); none for WooCommerce's rating. */
  readonly typeName?: string;
  readonly typeValue?: string;
  /** The block's error text (CusRev's static "* Rating is required"). */
  readonly errorText: string;
}

const STARS = [1, 2, 3, 4, 5] as const;
const STAR_PATH = 'M11 0l3.2 6.6 7.3 1-5.3 5.1 1.3 7.3L11 16.5 4.5 20l1.3-7.3L.5 7.6l7.3-1z';

const starName = (n: number): string => (n === 1 ? '1 star' : `${n} stars`);

interface RatingFieldProps {
  readonly block: RatingBlock;
  readonly field: string;
  readonly value: number;
  readonly isInvalid: boolean;
  readonly idPrefix: string;
  readonly onChange: (value: number) => void;
}

export function RatingField({ block, field, value, isInvalid, idPrefix, onChange }: RatingFieldProps) {
  const [hovered, setHovered] = useState(0);
  const stars = useRef<(HTMLDivElement | null)[]>([]);
  const labelId = `${idPrefix}-label`;
  const errorId = `${idPrefix}-error`;
  // The plugin paints up to the hovered star or the chosen one, whichever is higher, and shows the hovered number.
  const painted = Math.max(hovered, value);
  const shown = hovered || value;

  const choose = (n: number): void => {
    onChange(n);
    stars.current[n - 1]?.focus();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>, n: number): void => {
    const next: Record<string, number> = { ArrowRight: n === 5 ? 1 : n + 1, ArrowUp: n === 5 ? 1 : n + 1, ArrowLeft: n === 1 ? 5 : n - 1, ArrowDown: n === 1 ? 5 : n - 1, Home: 1, End: 5, ' ': n, Enter: n };
    const target = next[event.key];
    if (target === undefined) return;
    event.preventDefault();
    choose(target);
  };

  return (
    <div className={`cr-review-form-rating${isInvalid ? ' cr-review-form-error' : ''}`}>
      <div className="cr-review-form-rating-label" id={labelId}>
        {block.label}
        {block.isRequired && (
          <span className="required" aria-hidden="true">
            *
          </span>
        )}
      </div>
      <div
        className={`cr-review-form-rating-cont${block.isRequired ? ' cr-review-form-rating-req' : ''}`}
        role="radiogroup"
        aria-labelledby={labelId}
        aria-required={block.isRequired || undefined}
        aria-invalid={isInvalid || undefined}
        aria-describedby={isInvalid ? errorId : undefined}
        data-field={field}
      >
        {STARS.map((n) => (
          // The radios are the plugin's star boxes (its CSS sizes and spaces them).
          <div
            key={n}
            ref={(element) => {
              stars.current[n - 1] = element;
            }}
            className={`cr-review-form-rating-inner${value === n ? ' cr-review-form-rating-actv' : ''}`}
            data-rating={n}
            role="radio"
            aria-checked={value === n}
            aria-label={starName(n)}
            tabIndex={(value || 1) === n ? 0 : -1}
            onClick={() => choose(n)}
            onKeyDown={(event) => onKeyDown(event, n)}
            onMouseEnter={() => setHovered(n)}
            onMouseLeave={() => setHovered(0)}
          >
            <svg className="cr-rating-deact" style={{ display: n <= painted ? 'none' : undefined }} width="22" height="20" viewBox="0 0 22 20" aria-hidden="true">
              <path d={STAR_PATH} fill="#e1e1e1" />
            </svg>
            <svg className="cr-rating-act" style={{ display: n <= painted ? 'block' : 'none' }} width="22" height="20" viewBox="0 0 22 20" aria-hidden="true">
              <path d={STAR_PATH} fill="#f4db6b" />
              <path d="M11 0v16.5L4.5 20l1.3-7.3L.5 7.6l7.3-1z" fill="#f5cd5b" />
            </svg>
          </div>
        ))}
        <div className="cr-review-form-rating-nbr" aria-hidden="true">
          {shown}/5
        </div>
      </div>
      <div className="cr-review-form-field-error" id={errorId}>
        {block.errorText}
      </div>
      <input className="cr-review-form-rating-inp" type="hidden" name={block.valueName} value={value ? String(value) : ''} />
      {block.typeName && <input type="hidden" name={block.typeName} value={block.typeValue ?? ''} />}
    </div>
  );
}
