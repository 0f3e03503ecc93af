import { expect, test } from './support/test';
import { MESSAGES, addDays, todayInIndia } from '@redhope/domain';
import { randomUUID } from 'node:crypto';
import { PHONE, postRequestByApi, screenshotAt, signUpDonorByApi } from './support/journey';

test('at phone width: the owner names one of two helpers as donor; that donor is thanked and sees it in My donations', async ({ page: owner, secondPage: donor }) => {
  const applicant = `Ravi ${randomUUID().slice(0, 4).toUpperCase()} Kumar`;
  const firstName = applicant.split(' ')[0];
  await signUpDonorByApi(owner, 'Meera Owner', { bloodGroup: 'O+', phoneNo: '+919876543210', pincode: '411001' }, '/privacy');
  await signUpDonorByApi(donor, 'Karan Donor', { bloodGroup: 'O+', phoneNo: '+919876543210', pincode: '411004' }, '/privacy');
  const requestId = await postRequestByApi(owner, applicant);
  const otherHelper = await owner.context().browser()?.newContext();
  if (!otherHelper) throw new Error('No browser');
  const other = await otherHelper.newPage();
  await signUpDonorByApi(other, 'Neha Helper', { bloodGroup: 'O+', phoneNo: '+919876543210', pincode: '411002' }, '/privacy');
  for (const helper of [donor, other]) {
    const status = await helper.evaluate(async (id) => (await fetch(`/api/v1/request/create-help/${id}`, { method: 'POST', credentials: 'include' })).status, requestId);
    expect(status).toBe(200);
  }
  await otherHelper.close();

  // The owner, on a phone, marks it fulfilled and ticks Karan only.
  await owner.setViewportSize(PHONE);
  await owner.goto(`/request/${requestId}`);
  await expect(owner.getByText('Neha Helper', { exact: true })).toBeVisible();
  await owner.getByRole('button', { name: 'Mark as fulfilled' }).click();
  const dialog = owner.getByRole('alertdialog');
  const donors = dialog.getByRole('group', { name: 'Who donated? (optional)' });
  await donors.getByText('Karan Donor donated').click();
  await expect(donors.getByRole('checkbox', { name: 'Karan Donor donated' })).toBeChecked();
  await expect(donors.getByRole('checkbox', { name: 'Neha Helper donated' })).not.toBeChecked();
  await screenshotAt(owner, PHONE, 'fulfil-naming-donor-phone.png');
  await dialog.getByRole('button', { name: 'Mark as fulfilled' }).click();
  await expect(owner.getByText(MESSAGES.fulfilSucceeded)).toBeVisible();
  // Karan shows as donated among the helpers; Neha can still be named later.
  const karan = owner.getByRole('listitem').filter({ hasText: 'Karan Donor' });
  await expect(karan.getByText('Donated')).toBeVisible();
  await expect(owner.getByRole('button', { name: 'Confirm donors' })).toBeVisible();

  // The donor, on a phone: the thank-you names the patient by first name and the day.
  await donor.setViewportSize(PHONE);
  await donor.goto('/notifications');
  const today = todayInIndia().split('-').reverse().join('/');
  await expect(donor.getByText(`Your donation on ${today} helped ${firstName}. Thank you for giving blood!`)).toBeVisible();
  await donor.getByRole('link', { name: 'My donations' }).first().click();
  await donor.waitForURL(/\/profile\/donations$/);
  await expect(donor.getByText('1 donation', { exact: false }).first()).toBeVisible();
  const next = addDays(todayInIndia(), 120).split('-').reverse().join('/');
  await expect(donor.getByText(`You may give blood again from ${next}.`)).toBeVisible();
  await expect(donor.getByText(/Available to donate: on/)).toBeVisible();
  await expect(donor.getByRole('listitem').filter({ hasText: `${today} · Whole blood` })).toBeVisible();
  // Nothing wider than the phone.
  expect(await donor.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  await screenshotAt(donor, PHONE, 'my-donations-phone.png');
});
