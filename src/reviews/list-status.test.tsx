// ListFailure: the alert of a list block, in its box under the list.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ListFailure } from './list-status';

function listBlock(withNote: boolean): HTMLElement {
  const list = document.createElement('div');
  list.innerHTML = `<ol class="items"></ol>${withNote ? '<p class="no-results">Nothing found</p>' : ''}`;
  document.body.append(list);
  return list;
}

const failure = (list: HTMLElement, error: string | null, onRetry = vi.fn()) => <ListFailure name="test-list" within={list} before=".no-results" subject="questions" error={error} onRetry={onRetry} />;

describe('ListFailure', () => {
  it('says why the list could not load, in an alert, and Try again calls back', async () => {
    const onRetry = vi.fn();
    render(failure(listBlock(true), 'You are probably offline.', onRetry));
    const alert = screen.getByRole('alert');
    expect(alert).toHaveClass('island-test-list__alert');
    expect(alert).toHaveTextContent('Could not load the questions. You are probably offline. Try again');
    expect(alert.querySelector('p')).toHaveClass('woocommerce-error');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('shows an empty alert while nothing failed', () => {
    render(failure(listBlock(true), null));
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('goes into the list before its "nothing found" note, and leaves with the island', () => {
    const list = listBlock(true);
    const { unmount } = render(failure(list, 'Failed.'));
    const box = screen.getByRole('alert').parentElement!;
    expect(box).toHaveClass('island-test-list__status');
    expect(box.parentElement).toBe(list);
    expect(box.nextElementSibling).toHaveClass('no-results');
    unmount();
    expect(box.isConnected).toBe(false);
  });

  it('goes last in the list when it has no "nothing found" note', () => {
    const list = listBlock(false);
    render(failure(list, 'Failed.'));
    expect(list.lastElementChild).toBe(screen.getByRole('alert').parentElement);
  });

  it('carries the inline style it is given', () => {
    render(<ListFailure name="test-list" within={listBlock(true)} before=".no-results" subject="reviews" error="Failed." onRetry={vi.fn()} style={{ color: '#cd2653' }} />);
    expect(screen.getByText(/Could not load the reviews\./)).toHaveStyle({ color: '#cd2653' });
  });
});
