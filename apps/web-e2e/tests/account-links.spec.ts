import { expect, test } from './support/test';
import { ACCOUNT_MESSAGES } from '@redhope/domain';
import { newAccount, PHONE, screenshotAt, signUp } from './support/journey';

test('forgot password from the login page, a new address waiting on the profile, and a used link refused', async ({ page }) => {
  const account = newAccount('Kavya Links');
  await signUp(page, account);

  // The profile says the address is not confirmed, then that a new one waits for its link.
  await page.goto('/profile-edit');
  await expect(page.getByText('Your e-mail address is not confirmed yet')).toBeVisible();
  const general = page.getByRole('form', { name: 'General' });
  const newEmail = `new.${account.email}`;
  await general.getByLabel('Email').fill(newEmail);
  await general.getByRole('button', { name: 'Save details' }).click();
  await expect(page.getByText(`Waiting for confirmation: ${newEmail}.`)).toBeVisible();
  await screenshotAt(page, PHONE, 'profile-pending-email-phone.png');

  // Signed out: "Forgot password?" on the login page, the same answer whatever the address.
  await page.context().clearCookies();
  await page.goto('/auth/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page.getByRole('heading', { name: 'Reset your password' })).toBeVisible();
  await page.getByLabel('Email').fill(account.email);
  await page.getByRole('button', { name: 'Send the link' }).click();
  await expect(page.getByRole('status').filter({ hasText: ACCOUNT_MESSAGES.resetLinkSent })).toBeVisible();
  await screenshotAt(page, PHONE, 'forgot-password-phone.png');

  // A link that is not (or no longer) valid: refused in words, the token gone from the address bar.
  await page.goto(`/confirm-email#token=${'A'.repeat(43)}`);
  await expect(page).toHaveURL(/\/confirm-email$/);
  await page.getByRole('button', { name: 'Confirm my address' }).click();
  await expect(page.getByText(ACCOUNT_MESSAGES.linkInvalid)).toBeVisible();
  await screenshotAt(page, PHONE, 'confirm-email-refused-phone.png');
});
