// The submit cycle of the review, question and answer forms and of the classic review form: idle →
// submitting → result (the shop answered: accepted or refused) or failed (the request itself failed).
import { useCallback, useRef, useState } from 'react';
import { ApiError, shopperMessage } from '../api';

/** What a form's request answers, at the least: whether the shop kept what was sent. */
interface Answer {
  readonly isAccepted: boolean;
}

export type SubmitState<Result> =
  | { readonly phase: 'idle' }
  | { readonly phase: 'submitting' }
  /** The shop answered: accepted, or refused with its reasons. */
  | { readonly phase: 'result'; readonly result: Result }
  /** The request failed (HTTP error, invalid answer, offline, timeout): nothing was saved. */
  | { readonly phase: 'failed'; readonly message: string };

/**
 * The submit cycle. `send` posts the form; `onAccepted` gets the answer once the shop accepted it (clear
 * the draft); `failureText` says why a failed request failed (the API's message by default). A submit
 * while one is on its way sends nothing; `back()` returns from a result or a failure to the filled-in form.
 */
export function useSubmission<Result extends Answer>(
  send: () => Promise<Result>,
  onAccepted: (result: Result) => void,
  failureText: (error: unknown) => string = shopperMessage,
): { state: SubmitState<Result>; submit: () => void; back: () => void } {
  const [state, setState] = useState<SubmitState<Result>>({ phase: 'idle' });
  const isBusy = useRef(false);
  const submit = useCallback(() => {
    if (isBusy.current) return;
    isBusy.current = true;
    setState({ phase: 'submitting' });
    send().then(
      (result) => {
        isBusy.current = false;
        setState({ phase: 'result', result });
        try {
          if (result.isAccepted) onAccepted(result);
        } catch (error) {
          // The shop kept it; what follows (a draft cleared, a page opened) failed: the result still shows.
          console.error('[shop-islands] after the form was accepted', error);
        }
      },
      (error: unknown) => {
        isBusy.current = false;
        if (error instanceof ApiError) console.error(`[shop-islands] ${error.describe()}`);
        else console.error('[shop-islands] the form could not be sent', error);
        setState({ phase: 'failed', message: failureText(error) });
      },
    );
  }, [send, onAccepted, failureText]);
  const back = useCallback(() => setState({ phase: 'idle' }), []);
  return { state, submit, back };
}
