// SendFailure: what the review, question and classic review forms say when their request failed.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SendFailure } from './send-failure';

const FAILED = { phase: 'failed', message: 'You are probably offline.' } as const;

describe('SendFailure', () => {
  it.each([
    [{ noun: 'review', className: 'island-review-form__failure', buttonClassName: 'island-review-form__retry' }, '<p class="island-review-form__failure">Your review was not sent. You are probably offline. <button type="button" class="island-review-form__retry">Try again</button></p>'],
    [{ noun: 'answer', className: 'woocommerce-error', buttonClassName: 'button' }, '<p class="woocommerce-error">Your answer was not sent. You are probably offline. <button type="button" class="button">Try again</button></p>'],
    [{ noun: 'review', buttonClassName: 'button island-comment-form__retry' }, '<p>Your review was not sent. You are probably offline. <button type="button" class="button island-comment-form__retry">Try again</button></p>'],
  ] as const)('a failure says what was not sent, why, and offers Try again (%o)', (look, html) => {
    const { container } = render(<SendFailure state={FAILED} onRetry={() => undefined} {...look} />);
    expect(container.innerHTML).toBe(html);
  });

  it.each([{ phase: 'idle' }, { phase: 'submitting' }, { phase: 'result', result: { isAccepted: false } }] as const)('shows nothing while $phase', (state) => {
    const { container } = render(<SendFailure state={state} noun="question" onRetry={() => undefined} buttonClassName="button" />);
    expect(container).toBeEmptyDOMElement();
  });

  it('Try again calls onRetry', async () => {
    const onRetry = vi.fn();
    render(<SendFailure state={FAILED} noun="question" onRetry={onRetry} buttonClassName="button" />);
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});
