import { MESSAGES, VALIDATION_MESSAGES } from '@redhope/domain';
import { expect, test } from './support/test';
import { newAccount, PHONE, screenshotAt, signUp } from './support/journey';

test("nothing typed is lost: 'Learn more' then Back restores the request form's draft; Discard draft empties it", async ({ page }) => {
  await signUp(page, newAccount('Kavita Draft'));
  await page.setViewportSize(PHONE);
  await page.goto('/create-request');
  await expect(page.getByRole('heading', { name: 'Request for a Blood donation', level: 1 })).toBeVisible();

  await page.getByLabel('Patient name').fill('Mohan Rao');
  await page.getByLabel('Blood group').selectOption('O-');
  await page.getByLabel('Component').selectOption('PLATELETS');
  await page.getByLabel('Reason').fill('Platelets low after chemotherapy');
  await page.getByLabel('Hospital name').fill('Ruby Hall Clinic');

  // "Learn more" opens the assistant in this tab; Back brings the form with everything typed.
  await page.getByRole('link', { name: 'Learn more' }).click();
  await page.waitForURL(/\/health-assistant\?prompt=/);
  await page.goBack();
  await page.waitForURL('/create-request');
  await expect(page.getByLabel('Patient name')).toHaveValue('Mohan Rao');
  await expect(page.getByLabel('Blood group')).toHaveValue('O-');
  await expect(page.getByLabel('Component')).toHaveValue('PLATELETS');
  await expect(page.getByLabel('Reason')).toHaveValue('Platelets low after chemotherapy');
  await expect(page.getByLabel('Hospital name')).toHaveValue('Ruby Hall Clinic');
  await expect(page.getByText('Your draft is back: everything you typed is filled in again.')).toBeVisible();
  await screenshotAt(page, PHONE, 'request-draft-restored-phone.png');

  // A reload in the same tab keeps it too; "Discard draft" forgets it.
  await page.reload();
  await expect(page.getByLabel('Patient name')).toHaveValue('Mohan Rao');
  await page.getByRole('button', { name: 'Discard draft' }).click();
  await expect(page.getByLabel('Patient name')).toHaveValue('');
  await expect(page.getByLabel('Reason')).toHaveValue('');
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Request for a Blood donation', level: 1 })).toBeVisible();
  await expect(page.getByLabel('Patient name')).toHaveValue('');
  await expect(page.getByText(/Your draft is back/)).toHaveCount(0);
});

function tomorrowInIndia(): string {
  return new Date(Date.now() + 5.5 * 3_600_000 + 86_400_000).toISOString().slice(0, 10);
}

test("a cancelled request is posted again: 'Post again' opens the form filled from it, all but the date, as a new request", async ({ page }) => {
  await signUp(page, newAccount('Sunita Repost'));
  await page.setViewportSize(PHONE);
  await page.goto('/create-request');
  await page.getByLabel('Patient name').fill('Sita Devi');
  await page.getByLabel('Blood group').selectOption('AB-');
  await page.getByLabel('Required by').fill(tomorrowInIndia());
  await page.getByLabel('Reason').fill('Dengue, platelets low');
  await page.getByLabel('Component').selectOption('PLATELETS');
  await page.getByLabel('Units').selectOption('4');
  await page.getByLabel('How soon').selectOption('TODAY');
  await page.getByLabel('Phone number').fill('98220 12345');
  await page.getByLabel('Email', { exact: true }).fill('sita.family@example.com');
  await page.getByLabel('Pincode').fill('411001');
  await expect(page.getByLabel('District')).toHaveValue('Pune');
  await page.getByLabel('Hospital name').fill('Ruby Hall Clinic');
  await page.getByLabel('Hospital address').fill('Sassoon Road');
  await page.getByText(VALIDATION_MESSAGES.commitRequired).first().click();
  await page.getByRole('button', { name: 'Submit request' }).click();
  await page.waitForURL(/\/request\/[0-9a-f-]{36}$/);
  const oldPath = new URL(page.url()).pathname;

  // Cancelled: the owner sees "Post again".
  await page.getByRole('button', { name: 'Cancel request' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Cancel request' }).click();
  await expect(page.getByText(MESSAGES.cancelSucceeded)).toBeVisible();
  await page.getByRole('link', { name: 'Post again' }).click();
  await page.waitForURL('/create-request');
  await expect(page.getByLabel('Patient name')).toHaveValue('Sita Devi');
  await expect(page.getByLabel('Blood group')).toHaveValue('AB-');
  await expect(page.getByLabel('Component')).toHaveValue('PLATELETS');
  await expect(page.getByLabel('Units')).toHaveValue('4');
  await expect(page.getByLabel('Hospital name')).toHaveValue('Ruby Hall Clinic');
  await expect(page.getByLabel('Hospital address')).toHaveValue('Sassoon Road');
  await expect(page.getByLabel('Pincode')).toHaveValue('411001');
  await expect(page.getByLabel('District')).toHaveValue('Pune');
  await expect(page.getByLabel('Reason')).toHaveValue('Dengue, platelets low');
  await expect(page.getByLabel('Phone number')).toHaveValue('+919822012345');
  await expect(page.getByLabel('Email', { exact: true })).toHaveValue('sita.family@example.com');
  await expect(page.getByLabel('Required by')).toHaveValue('');
  await screenshotAt(page, PHONE, 'request-post-again-phone.png');

  // A new date, and it is a new request; the old one stays cancelled.
  await page.getByLabel('Required by').fill(tomorrowInIndia());
  await page.getByLabel('How soon').selectOption('TODAY');
  await page.getByText(VALIDATION_MESSAGES.commitRequired).first().click();
  await page.getByRole('button', { name: 'Submit request' }).click();
  // The first request's toast may still be showing: the newest one is this request's.
  await expect(page.getByText(MESSAGES.createRequestSucceeded).last()).toBeVisible();
  await page.waitForURL(/\/request\/[0-9a-f-]{36}$/);
  expect(new URL(page.url()).pathname).not.toBe(oldPath);
  await expect(page.getByRole('button', { name: 'Cancel request' })).toBeEnabled();
  await page.goto('/profile/requests');
  await expect(page.getByRole('button', { name: 'Request canceled' })).toBeDisabled();
  await expect(page.getByRole('link', { name: 'View Details' })).toHaveCount(1);
});
