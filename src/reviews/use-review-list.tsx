// The React side of a reviews list block: starts the list controller and the add-review toggle on
// the block's server markup, and renders why the last request failed — with a retry — under the list.
import { useEffect, useState, type ReactPortal } from 'react';
import { createPortal } from 'react-dom';
import { bindAddReview } from './add-review';
import { ReviewListController, type ReviewListOptions, type ReviewListStatus } from './review-list';

/** Where the status goes: after the list and its show-more button, before the "no reviews" text. */
function statusBox(scope: HTMLElement, className: string): HTMLElement {
  const box = document.createElement('div');
  box.className = className;
  const noReviews = scope.querySelector('.cr-search-no-reviews');
  if (noReviews) noReviews.before(box);
  else scope.append(box);
  return box;
}

/** Runs a reviews list block; render the returned portal (null until mounted). */
export function useReviewList(block: HTMLElement, options: Omit<ReviewListOptions, 'onStatus'>, name: string): ReactPortal | null {
  const [status, setStatus] = useState<ReviewListStatus>({ isLoading: false, error: null });
  const [controller, setController] = useState<ReviewListController | null>(null);
  const [box, setBox] = useState<HTMLElement | null>(null);
  const { variant, productId, listNonce, filterNonce, attributes } = options;

  useEffect(() => {
    const created = new ReviewListController(block, { variant, productId, listNonce, filterNonce, attributes, onStatus: setStatus });
    setController(created);
    const stopList = created.start();
    const stopToggle = bindAddReview(block, variant);
    const scope = variant === 'product' ? (block.querySelector<HTMLElement>('.cr-reviews-ajax-comments') ?? block) : block;
    const statusElement = statusBox(scope, `island-${name}__status`);
    setBox(statusElement);
    return () => {
      stopList();
      stopToggle();
      statusElement.remove();
    };
  }, [block, variant, productId, listNonce, filterNonce, attributes, name]);

  if (!box) return null;
  return createPortal(
    <div role="alert" className={`island-${name}__alert`}>
      {status.error && (
        <p className="woocommerce-error" style={{ color: '#cd2653' }}>
          Could not load the reviews. {status.error}{' '}
          <button type="button" className="button" onClick={() => controller?.retry()}>
            Try again
          </button>
        </p>
      )}
    </div>,
    box,
  );
}
