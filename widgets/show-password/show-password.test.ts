// show-password: the button appears when the shopper reaches the field and shows or hides the password.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectInvalidProps, loadMarkup, startMounts as start, stubShopGlobals } from '../../fixtures/test-utils';

const loginPassword = () => document.querySelector<HTMLInputElement>('#password')!;

describe('show-password', () => {
  it('adds nothing before the shopper reaches a password field', async () => {
    stubShopGlobals({ woocommerce_params: { i18n_password_show: 'Show password', i18n_password_hide: 'Hide password' } });
    loadMarkup('show-password/ok.html');
    start();
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(screen.queryByRole('button', { name: 'Show password' })).toBeNull();
  });

  it('wraps the login field, adds the button when the shopper clicks in, and keeps the focus and what was typed', async () => {
    stubShopGlobals({ woocommerce_params: { i18n_password_show: 'Show password', i18n_password_hide: 'Hide password' } });
    loadMarkup('show-password/ok.html');
    start();
    await userEvent.click(loginPassword());
    await userEvent.keyboard('s3cret');
    const button = await screen.findByRole('button', { name: 'Show password' });
    expect(loginPassword().parentElement).toHaveClass('password-input');
    expect(button.parentElement).toBe(loginPassword().parentElement);
    expect(button).toHaveAttribute('aria-controls', 'password');
    expect(document.activeElement).toBe(loginPassword());
    await userEvent.keyboard('!');
    expect(loginPassword()).toHaveValue('s3cret!');
  });

  it('shows and hides the password from the keyboard, the label and class following, focus back in the field', async () => {
    stubShopGlobals({ woocommerce_params: { i18n_password_show: 'Passwort anzeigen', i18n_password_hide: 'Passwort verbergen' } });
    loadMarkup('show-password/ok.html');
    start();
    const field = document.querySelector<HTMLInputElement>('#reg_password')!;
    await userEvent.click(field);
    await userEvent.keyboard('hunter2');
    const button = await screen.findByRole('button', { name: 'Passwort anzeigen' });
    expect(field.parentElement?.querySelectorAll('.show-password-input')).toHaveLength(1);
    await userEvent.tab();
    expect(document.activeElement).toBe(button);
    await userEvent.keyboard('{Enter}');
    expect(field).toHaveAttribute('type', 'text');
    expect(button).toHaveClass('display-password');
    expect(button).toHaveAccessibleName('Passwort verbergen');
    expect(document.activeElement).toBe(field);
    await userEvent.tab();
    await userEvent.keyboard(' ');
    expect(field).toHaveAttribute('type', 'password');
    expect(button).not.toHaveClass('display-password');
    expect(button).toHaveAccessibleName('Passwort anzeigen');
    expect(field).toHaveValue('hunter2');
  });

  it('adds no second button where woocommerce.js already put one', async () => {
    stubShopGlobals();
    loadMarkup('show-password/ok.html');
    document.querySelector('#reg_password')!.insertAdjacentHTML('afterend', '<button type="button" class="show-password-input" aria-label="Show password"></button>');
    start();
    await userEvent.click(document.querySelector<HTMLInputElement>('#reg_password')!);
    await waitFor(() => expect(document.querySelector('#reg_password')).toHaveAttribute('data-island-state', 'mounted'));
    expect(document.querySelectorAll('#reg_password ~ .show-password-input')).toHaveLength(1);
  });

  it('falls back to WooCommerce\'s English labels with one console error when woocommerce_params is missing', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    loadMarkup('show-password/props-missing.html');
    start();
    await userEvent.click(document.querySelector<HTMLInputElement>('#popup_password')!);
    await screen.findByRole('button', { name: 'Show password' });
    expect(logged).toHaveBeenCalledTimes(1);
    expect(logged.mock.calls[0]?.[0]).toBe('[shop-islands] show-password: window.woocommerce_params is missing; using "Show password"');
  });

  it.each(['props-corrupted', 'props-invalid'])('%s: one console error naming the widget', async (fixture) => {
    await expectInvalidProps('show-password', fixture);
  });
});
