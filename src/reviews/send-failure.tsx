// What the forms say when the request itself failed: nothing was sent, why, and a button that tries again
// (the form keeps everything the shopper typed).
import type { SubmitState } from './submission';

interface SendFailureProps {
  /** The form's submit cycle: the failure shows while it is `failed`. */
  readonly state: SubmitState<unknown>;
  readonly noun: 'review' | 'question' | 'answer';
  readonly onRetry: () => void;
  readonly className?: string;
  readonly buttonClassName: string;
}

/** "Your <noun> was not sent. <why> [Try again]" while `state` is failed; nothing otherwise. */
export function SendFailure({ state, noun, onRetry, className, buttonClassName }: SendFailureProps) {
  if (state.phase !== 'failed') return null;
  return (
    <p className={className}>
      {`Your ${noun} was not sent. `}
      {state.message}{' '}
      <button type="button" className={buttonClassName} onClick={onRetry}>
        Try again
      </button>
    </p>
  );
}
