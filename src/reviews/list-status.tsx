// The status of a list block's requests (reviews lists, Q&A) and how a failure is said: in a box of
// its own put under the list in the shop's markup, the reason with a retry.
import { useEffect, useState, type CSSProperties, type ReactPortal } from 'react';
import { createPortal } from 'react-dom';

/** A list's requests: whether one is running, and why the last one failed. */
export interface ListStatus {
  readonly isLoading: boolean;
  /** Why the last request failed (shopper text), or null. */
  readonly error: string | null;
}

/** Nothing running, nothing failed. */
export const IDLE_LIST_STATUS: ListStatus = { isLoading: false, error: null };

interface ListFailureProps {
  /** The island's name: the box is `island-<name>__status`, the alert in it `island-<name>__alert`. */
  readonly name: string;
  /** Where the box goes: into `within`, before its `before` element (the "nothing found" note) or last. */
  readonly within: HTMLElement;
  readonly before: string;
  /** What the list holds: "Could not load the <subject>." */
  readonly subject: string;
  readonly error: string | null;
  readonly onRetry: () => void;
  readonly style?: CSSProperties;
}

/** An alert under a list: why its last request failed, with Try again; empty while nothing failed. */
export function ListFailure({ name, within, before, subject, error, onRetry, style }: ListFailureProps): ReactPortal {
  const [box] = useState(() => Object.assign(document.createElement('div'), { className: `island-${name}__status` }));
  useEffect(() => {
    const note = within.querySelector(before);
    if (note) note.before(box);
    else within.append(box);
    return () => box.remove();
  }, [box, within, before]);
  return createPortal(
    <div role="alert" className={`island-${name}__alert`}>
      {error && (
        <p className="woocommerce-error" style={style}>
          Could not load the {subject}. {error}{' '}
          <button type="button" className="button" onClick={onRetry}>
            Try again
          </button>
        </p>
      )}
    </div>,
    box,
  );
}
