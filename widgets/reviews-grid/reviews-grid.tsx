// The reviews grid island: Customer Reviews' `div.cr-reviews-grid` stays the server's markup; this island
// runs its behaviour (grid-controller.ts) and shows what the plugin's script printed in red: why a
// request failed, under the button that failed (show more) or under the histogram (a rating filter).
import { useLayoutEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { bindAddReview } from '@/reviews';
import type { IslandContext } from '@/runtime';
import { GridController, type GridRequestKind, type GridStatus } from './grid-controller';
import type { ReviewsGridProps } from './schema';

function Failure({ status, kind }: { status: GridStatus; kind: GridRequestKind }) {
  return (
    <div className="island-reviews-grid__failure" role="alert">
      {status.error?.kind === kind ? status.error.text : ''}
    </div>
  );
}

export function ReviewsGrid({ mountPoint, attributes, attributesProblem }: ReviewsGridProps & IslandContext) {
  const [status, setStatus] = useState<GridStatus>({ loading: null, error: null });

  // A layout effect: the cards are in their columns before the browser paints the mounted grid.
  useLayoutEffect(() => {
    if (attributesProblem) console.error(`[shop-islands] reviews-grid: ${attributesProblem}; show more and the rating filter post no attributes (the shop's defaults apply)`);
    const controller = new GridController(mountPoint, { attributes, onStatus: setStatus });
    return controller.start();
  }, [mountPoint, attributes, attributesProblem]);

  // "Add a review" shows the grid's review form in place of the cards (the review-form island fills it).
  useLayoutEffect(() => bindAddReview(mountPoint, 'grid'), [mountPoint]);

  // The grid's own places for the messages (a grid printed empty gets its show-more box with the first cards).
  const moreBox = mountPoint.querySelector('.cr-show-more');
  const summaryBox = mountPoint.querySelector('.cr-summaryBox-wrap');
  return (
    <>
      {moreBox ? createPortal(<Failure status={status} kind="more" />, moreBox) : <Failure status={status} kind="more" />}
      {summaryBox ? createPortal(<Failure status={status} kind="filter" />, summaryBox) : <Failure status={status} kind="filter" />}
    </>
  );
}
