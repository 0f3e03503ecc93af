import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { MESSAGES, addDays, todayInIndia } from '@redhope/domain';
import { randomUUID } from 'node:crypto';
import { PHONE, screenshotAt } from './support/journey';

/**
 * Registers and logs in through the API from the page, with a donor's blood group and contact;
 * then reloads. From a public page other than home: home's own journeys cover home.
 */
async function signUpDonor(page: Page, userName: string, pincode: string): Promise<void> {
  await page.goto('/privacy');
  const statuses = await page.evaluate(
    async ({ userName, email, pincode }) => {
      const send = (method: string, path: string, data: unknown) =>
        fetch(`/api/v1/user/${path}`, { method, credentials: 'include', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(data) });
      const register = await send('POST', 'register', { userName, email, password: 'secret-pass-1', dateOfBirth: '1992-03-14' });
      const login = await send('POST', 'login', { email, password: 'secret-pass-1' });
      const group = await send('PATCH', 'update-bloodgroup', { bloodGroup: 'O+' });
      const contact = await send('PATCH', 'update-contact', { phoneNo: '+919876543210', pincode, address: { addressLine: 'Koregaon Park' } });
      return [register.status, login.status, group.status, contact.status];
    },
    { userName, email: `${userName.split(' ')[0].toLowerCase()}.${randomUUID().slice(0, 8)}@example.com`, pincode },
  );
  expect(statuses).toEqual([201, 200, 200, 200]);
  await page.reload();
}

/** Posts a request through the REST API from the owner's page; returns its id. */
async function postRequest(page: Page, applicant: string): Promise<string> {
  const { status, id } = await page.evaluate(
    async ({ applicant, date }) => {
      const res = await fetch('/api/v1/request/create-request', {
        method: 'POST',
        credentials: 'include',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({
          applicant,
          email: 'family@example.com',
          phoneNo: '+91 98220 12345',
          address: { addressLine: 'Sassoon Road', district: 'Pune', state: 'Maharashtra' },
          pincode: '411001',
          bloodGroup: 'O+',
          reason: 'Surgery',
          date,
        }),
      });
      return { status: res.status, id: ((await res.json()) as { data: { id: string } }).data.id };
    },
    { applicant, date: addDays(todayInIndia(), 1) },
  );
  expect(status).toBe(201);
  return id;
}

test('at phone width: the owner names one of two helpers as donor; that donor is thanked and sees it in My donations', async ({ page: owner, secondPage: donor }) => {
  const applicant = `Ravi ${randomUUID().slice(0, 4).toUpperCase()} Kumar`;
  const firstName = applicant.split(' ')[0];
  await signUpDonor(owner, 'Meera Owner', '411001');
  await signUpDonor(donor, 'Karan Donor', '411004');
  const requestId = await postRequest(owner, applicant);
  const otherHelper = await owner.context().browser()?.newContext();
  if (!otherHelper) throw new Error('No browser');
  const other = await otherHelper.newPage();
  await signUpDonor(other, 'Neha Helper', '411002');
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
