// The account page: password show/hide buttons and a field description, by keyboard and at 375 px.
import { expect, test } from '@playwright/test';
import { axeViolations } from '../../fixtures/e2e/helpers';

test('the login password can be shown and hidden with the keyboard, keeping what was typed', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (message) => void (message.type() === 'error' && errors.push(message.text())));
  await page.goto('/my-account/');
  await expect(page.locator('.show-password-input')).toHaveCount(0);
  const password = page.locator('#password');
  await page.locator('#username').fill('shopper');
  await page.keyboard.press('Tab');
  await expect(password).toBeFocused();
  await page.keyboard.type('s3cret');
  const toggle = page.getByRole('button', { name: 'Show password' });
  await expect(toggle).toHaveCount(1);
  await expect(password).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(toggle).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(password).toHaveAttribute('type', 'text');
  await expect(page.getByRole('button', { name: 'Hide password' })).toHaveClass(/display-password/);
  await expect(password).toBeFocused();
  await expect(password).toHaveValue('s3cret');
  await page.getByRole('button', { name: 'Hide password' }).click();
  await expect(password).toHaveAttribute('type', 'password');
  expect(errors).toEqual([]);
});

test('the register form keeps its printed wrapper and gets one button', async ({ page }) => {
  await page.goto('/my-account/');
  await page.locator('#reg_password').click();
  await expect(page.locator('#reg_password + .show-password-input')).toHaveCount(1);
  await expect(page.locator('.woocommerce-form-register .password-input')).toHaveCount(1);
});

test('the phone field shows its description while the shopper is in it', async ({ page }) => {
  await page.goto('/my-account/');
  const description = page.locator('#reg_billing_phone-description');
  await expect(description).toBeHidden();
  await page.locator('#reg_billing_phone').focus();
  await expect(description).toBeVisible();
  await expect(page.locator('#reg_billing_phone')).toHaveAccessibleDescription('Only used for questions about an order.');
  await page.keyboard.press('Escape');
  await expect(description).toBeHidden();
  await page.locator('#reg_billing_phone').click();
  await expect(description).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(description).toBeHidden();
});

for (const width of [1280, 375]) {
  test(`the account page is axe-clean at ${width} px with its buttons and a description shown`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/my-account/');
    await page.locator('#password').click();
    await page.locator('#reg_password').click();
    await page.locator('#reg_billing_phone').click();
    await expect(page.locator('.show-password-input')).toHaveCount(2);
    await expect(page.locator('#reg_billing_phone-description')).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    // The eye sits inside the field.
    const field = await page.locator('#password').boundingBox();
    const eye = await page.locator('#password + .show-password-input').boundingBox();
    expect(eye!.x + eye!.width).toBeLessThanOrEqual(field!.x + field!.width);
    expect(eye!.y).toBeGreaterThanOrEqual(field!.y);
  });
}
