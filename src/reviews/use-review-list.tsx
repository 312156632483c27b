// The React side of a reviews list block: starts the list controller and the add-review toggle on
// the block's server markup, and renders why the last request failed — with a retry — under the list.
import { useEffect, useState, type ReactElement } from 'react';
import { bindAddReview } from './add-review';
import { IDLE_LIST_STATUS, ListFailure } from './list-status';
import { ReviewListController, type ReviewListOptions } from './review-list';

/** The plugin's red (the Q&A block's stylesheet gives its failure the same). */
const FAILURE_STYLE = { color: '#cd2653' };

/** Runs a reviews list block; render what it returns (the failure under the list). */
export function useReviewList(block: HTMLElement, options: Omit<ReviewListOptions, 'onStatus'>, name: string): ReactElement {
  const [status, setStatus] = useState(IDLE_LIST_STATUS);
  // The controller belongs to this mount; the effect wires it into the page.
  const [controller] = useState(() => new ReviewListController(block, { ...options, onStatus: setStatus }));
  const { variant } = options;

  useEffect(() => {
    const stopList = controller.start();
    const stopToggle = bindAddReview(block, variant);
    return () => {
      stopList();
      stopToggle();
    };
  }, [block, controller, variant]);

  // The failure goes after the list and its show-more button, before the "no reviews" text.
  const scope = variant === 'product' ? (block.querySelector<HTMLElement>('.cr-reviews-ajax-comments') ?? block) : block;
  return <ListFailure name={name} within={scope} before=".cr-search-no-reviews" subject="reviews" error={status.error} onRetry={() => controller.retry()} style={FAILURE_STYLE} />;
}
