// Helpful votes: up and down as toggle buttons with their counts. A vote shows "updating" while the
// request runs, then the server's counts and this visitor's current vote (+ up, − down, 0 none; the
// same vote again takes it back). A failure puts the previous state back and says why — the legacy
// script left the buttons spinning and lost the previous vote.
import { useState } from 'react';
import { describeFailure, shopperMessage } from '@/api';
import { vote, type VoteCounts } from '@/reviews';
import type { IslandContext } from '@/runtime';
import type { ReviewVotesProps } from './schema';

export function ReviewVotes({ id, upvotes, downvotes, current, action, upIcon, downIcon }: ReviewVotesProps & IslandContext) {
  const [counts, setCounts] = useState<VoteCounts>({ upvotes, downvotes, current });
  const [isUpdating, setUpdating] = useState(false);
  const [error, setError] = useState('');

  const cast = async (isUpvote: boolean): Promise<void> => {
    if (isUpdating) return;
    setUpdating(true);
    setError('');
    try {
      setCounts(await vote(action, id, isUpvote));
    } catch (failure) {
      // The counts on screen are still the previous ones; only the message is new.
      console.error(`[shop-islands] review-votes: ${describeFailure(failure)}`);
      setError(`Your vote was not saved. ${shopperMessage(failure)}`);
    } finally {
      setUpdating(false);
    }
  };

  const buttonClass = (isUp: boolean): string => {
    const isActive = !isUpdating && (isUp ? counts.current > 0 : counts.current < 0);
    return `${isUp ? 'cr-voting-upvote' : 'cr-voting-downvote'} cr-voting-a${isActive ? ' cr-voting-active' : ''}${isUpdating ? ' cr-voting-update' : ''}`;
  };

  return (
    <>
      <button
        type="button"
        className={buttonClass(true)}
        data-vote={id}
        data-upvote="1"
        aria-pressed={counts.current > 0}
        aria-disabled={isUpdating || undefined}
        aria-label={`Helpful (${counts.upvotes})`}
        onClick={() => void cast(true)}
        dangerouslySetInnerHTML={{ __html: upIcon }}
      />
      <span className="cr-voting-upvote-count" aria-hidden="true">
        ({counts.upvotes})
      </span>
      <button
        type="button"
        className={buttonClass(false)}
        data-vote={id}
        data-upvote="0"
        aria-pressed={counts.current < 0}
        aria-disabled={isUpdating || undefined}
        aria-label={`Not helpful (${counts.downvotes})`}
        onClick={() => void cast(false)}
        dangerouslySetInnerHTML={{ __html: downIcon }}
      />
      <span className="cr-voting-downvote-count" aria-hidden="true">
        ({counts.downvotes})
      </span>
      <span className="island-review-votes__error" role="alert">
        {error}
      </span>
    </>
  );
}
