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
