// The React side of a reviews list block: starts the list controller and the add-review toggle on
// the block's server markup, and renders why the last request failed — with a retry — under the list.
import { useEffect, useState, type ReactPortal } from 'react';
import { createPortal } from 'react-dom';
import { bindAddReview } from './add-review';
import { ReviewListController, type ReviewListOptions, type ReviewListStatus } from './review-list';

/** Where the status goes: after the list and its show-more button, before the "no reviews" text. */
function placeStatusBox(scope: HTMLElement, box: HTMLElement): void {
  const noReviews = scope.querySelector('.cr-search-no-reviews');
  if (noReviews) noReviews.before(box);
  else scope.append(box);
}

/** Runs a reviews list block; render the returned portal. */
export function useReviewList(block: HTMLElement, options: Omit<ReviewListOptions, 'onStatus'>, name: string): ReactPortal {
  const [status, setStatus] = useState<ReviewListStatus>({ isLoading: false, error: null });
  // The controller and the status box belong to this mount; the effect wires them into the page.
  const [controller] = useState(() => new ReviewListController(block, { ...options, onStatus: setStatus }));
  const [box] = useState(() => Object.assign(document.createElement('div'), { className: `island-${name}__status` }));
  const { variant } = options;

  useEffect(() => {
    const scope = variant === 'product' ? (block.querySelector<HTMLElement>('.cr-reviews-ajax-comments') ?? block) : block;
    placeStatusBox(scope, box);
    const stopList = controller.start();
    const stopToggle = bindAddReview(block, variant);
    return () => {
      stopList();
      stopToggle();
      box.remove();
    };
  }, [block, controller, box, variant]);

  return createPortal(
    <div role="alert" className={`island-${name}__alert`}>
      {status.error && (
        <p className="woocommerce-error" style={{ color: '#cd2653' }}>
          Could not load the reviews. {status.error}{' '}
          <button type="button" className="button" onClick={() => controller.retry()}>
            Try again
          </button>
        </p>
      )}
    </div>,
    box,
  );
}
