// field-description: a form field's description shows while the shopper is in the field.
import { waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { expectInvalidProps, loadMarkup, startMounts as start } from '../../fixtures/test-utils';

const nameField = () => document.querySelector<HTMLInputElement>('#reg_display_name')!;
const nameHelp = () => document.querySelector<HTMLElement>('#reg_display_name-description')!;
const phoneField = () => document.querySelector<HTMLInputElement>('#reg_billing_phone')!;
const phoneHelp = () => document.querySelector<HTMLElement>('#reg_billing_phone-description')!;

describe('field-description', () => {
  it('shows the description of the field the shopper is in, and hides it when they move on', async () => {
    loadMarkup('field-description/ok.html');
    start();
    expect(nameHelp()).not.toBeVisible();
    await userEvent.click(nameField());
    await waitFor(() => expect(nameHelp()).toBeVisible());
    expect(nameHelp()).toHaveAttribute('aria-hidden', 'false');
    expect(nameField()).toHaveAccessibleDescription('This is how your name is shown with your reviews.');

    await userEvent.tab();
    expect(document.activeElement).toBe(phoneField());
    await waitFor(() => expect(phoneHelp()).toBeVisible());
    expect(nameHelp()).not.toBeVisible();
    expect(nameHelp()).toHaveAttribute('aria-hidden', 'true');

    await userEvent.tab();
    expect(phoneHelp()).not.toBeVisible();
  });

  it('hides on Escape without leaving the field, and shows again on a click in it', async () => {
    loadMarkup('field-description/ok.html');
    start();
    await userEvent.click(nameField());
    await waitFor(() => expect(nameHelp()).toBeVisible());
    const escapes: KeyboardEvent[] = [];
    document.addEventListener('keydown', (event) => escapes.push(event));
    await userEvent.keyboard('{Escape}');
    expect(nameHelp()).not.toBeVisible();
    expect(document.activeElement).toBe(nameField());
    expect(escapes).toHaveLength(0);
    await userEvent.click(nameField());
    expect(nameHelp()).toBeVisible();
  });

  it('props-missing: a field without a description works as printed', async () => {
    loadMarkup('field-description/props-missing.html');
    start();
    const field = document.querySelector<HTMLInputElement>('#reg_company')!;
    await userEvent.type(field, 'Holdout');
    await waitFor(() => expect(field.parentElement).toHaveAttribute('data-island-state', 'mounted'));
    expect(field).toHaveValue('Holdout');
  });

  it.each(['props-corrupted', 'props-invalid'])('%s: one console error naming the widget', async (fixture) => {
    await expectInvalidProps('field-description', fixture);
  });
});
