import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { MESSAGES, VALIDATION_MESSAGES } from '@redhope/domain';
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { Client } from 'pg';

/** Screenshots for reviewing the layout at phone and desktop widths (git-ignored, rewritten every run). */
const SCREENSHOTS = resolve(__dirname, '..', 'screenshots');
const PHONE = { width: 375, height: 812 };
const DESKTOP = { width: 1280, height: 800 };

async function screenshotAt(page: Page, size: { width: number; height: number }, name: string) {
  await page.setViewportSize(size);
  await page.evaluate(() => document.fonts.ready);
  await expect(page.locator('main')).toBeVisible();
  await page.screenshot({ path: resolve(SCREENSHOTS, name), fullPage: true });
}

interface Account {
  userName: string;
  email: string;
}

/** Registers and logs in through the API from the page, as the app's own forms do; then loads home. */
async function signUp(page: Page, userName: string): Promise<Account> {
  const account = { userName, email: `${userName.split(' ')[0].toLowerCase()}.${randomUUID().slice(0, 8)}@example.com` };
  await page.goto('/');
  const statuses = await page.evaluate(async (body) => {
    const post = (path: string, data: unknown) =>
      fetch(`/api/v1/user/${path}`, { method: 'POST', credentials: 'include', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(data) });
    const register = await post('register', body);
    const login = await post('login', { email: body.email, password: body.password });
    return [register.status, login.status];
  }, { ...account, password: 'secret-pass-1', dateOfBirth: '1992-03-14' });
  expect(statuses).toEqual([201, 200]);
  await page.reload();
  return account;
}

/**
 * A donor's blood group, contact and pincode, written into the journey server's database: the
 * profile screens that set them are another issue's, and the API has no other way in yet.
 * The completion flags follow the data as the product keeps them.
 */
async function setDonorProfile(email: string, profile: { bloodGroup: string; phoneNo: string; pincode: string; district: string; state: string }) {
  const dir = resolve(__dirname, '..', '..', '..', '.data', 'pg-e2e');
  const { appPassword } = JSON.parse(readFileSync(resolve(dir, 'redhope-credentials.json'), 'utf8')) as { appPassword: string };
  const db = new Client({ host: '127.0.0.1', port: Number(process.env.E2E_PG_PORT ?? 5490), user: 'redhope', password: appPassword, database: 'redhope' });
  await db.connect();
  try {
    const result = await db.query(
      `UPDATE "users" SET "blood_group" = $2, "phone_no" = $3, "pincode" = $4, "district" = $5, "state" = $6, "address_line" = 'Koregaon Park',
         "available_to_donate" = true, "last_donation_date" = NULL, "is_blood_group_added" = true, "is_contact_info_filled" = true
       WHERE "email" = $1`,
      [email, profile.bloodGroup, profile.phoneNo, profile.pincode, profile.district, profile.state],
    );
    expect(result.rowCount).toBe(1);
  } finally {
    await db.end();
  }
}

/** Tomorrow in India, as a date input takes it. */
function tomorrowInIndia(): string {
  const now = new Date(Date.now() + 5.5 * 3_600_000 + 86_400_000);
  return now.toISOString().slice(0, 10);
}

test('a request reaches a compatible donor nearby live; the donor helps; the requester sees it live and marks it fulfilled', async ({
  page: requester,
  secondPage: donor,
}) => {
  const applicant = `Ravi ${randomUUID().slice(0, 4).toUpperCase()}`;
  const owner = await signUp(requester, 'Meera Journey');
  const helper = await signUp(donor, 'Karan Donor');
  await setDonorProfile(helper.email, { bloodGroup: 'O-', phoneNo: '+919876543210', pincode: '411004', district: 'Pune', state: 'Maharashtra' });

  // The donor is on the home page, signed in, with nothing unread.
  await donor.goto('/');
  const donorBell = donor.getByRole('link', { name: /^Notifications/ });
  await expect(donorBell).toHaveAccessibleName('Notifications');

  // The requester fills the form: prefilled from the profile, the eight groups, the commitment.
  await requester.goto('/create-request');
  await expect(requester.getByRole('heading', { name: 'Request for a Blood donation', level: 1 })).toBeVisible();
  await expect(requester.getByLabel('Email')).toHaveValue(owner.email);
  await requester.getByRole('button', { name: 'Submit request' }).click();
  await expect(requester.getByRole('checkbox', { name: VALIDATION_MESSAGES.commitRequired })).toBeVisible();
  await expect(requester.getByText(VALIDATION_MESSAGES.commitRequired).last()).toBeVisible();

  await requester.getByLabel('Patient name').fill(applicant);
  await requester.getByLabel('Blood group').selectOption('O+');
  await requester.getByLabel('Required by').fill(tomorrowInIndia());
  await requester.getByLabel('Reason').fill('Surgery after a road accident');
  await requester.getByLabel('Phone number').fill('98220 12345');
  await requester.getByLabel('Hospital and address').fill('Ruby Hall Clinic, Sassoon Road');
  await requester.getByLabel('District').fill('Pune');
  await requester.getByLabel('State').fill('Maharashtra');
  await requester.getByLabel('Pincode').fill('411001');
  await requester.getByText(VALIDATION_MESSAGES.commitRequired).first().click();
  await screenshotAt(requester, PHONE, 'request-form-phone.png');
  await screenshotAt(requester, DESKTOP, 'request-form-desktop.png');
  await requester.getByRole('button', { name: 'Submit request' }).click();

  await expect(requester.getByText(MESSAGES.createRequestSucceeded)).toBeVisible();

  // The donor hears of it at once: a toast and the badge, without reloading.
  await expect(donor.getByText(`Urgent blood donation required: ${applicant} needs O+ blood`)).toBeVisible();
  await expect(donorBell).toHaveAccessibleName('Notifications, 1 unread');

  await requester.waitForURL(/\/request\/[0-9a-f-]{36}$/);
  const requestPath = new URL(requester.url()).pathname;
  await expect(requester.getByRole('heading', { name: 'Urgent blood required' })).toBeVisible();
  await expect(requester.getByRole('button', { name: 'Mark as fulfilled' })).toBeEnabled();
  const responders = requester.getByRole('status');
  await expect(responders).toContainText('0Responders');
  await expect(requester.getByText('No one has offered help yet.')).toBeVisible();

  // The donor opens it from the notification list and helps.
  await donorBell.click();
  await donor.waitForURL('/notifications');
  await expect(donor.getByRole('heading', { name: 'Urgent blood donation required' })).toBeVisible();
  await donor.getByRole('link', { name: `Help ${applicant}` }).click();
  await donor.waitForURL(requestPath);
  await expect(donor.getByText('+91 ••••••••45')).toBeVisible();
  await expect(donorBell).toHaveAccessibleName('Notifications');
  await screenshotAt(donor, PHONE, 'request-detail-visitor-phone.png');
  await screenshotAt(donor, DESKTOP, 'request-detail-visitor-desktop.png');
  await donor.getByRole('button', { name: `Help ${applicant}` }).click();
  await expect(donor.getByText(MESSAGES.helpSucceeded)).toBeVisible();
  await expect(donor.getByRole('button', { name: 'You offered help' })).toBeDisabled();
  await expect(donor.getByRole('link', { name: '+919822012345' })).toBeVisible();

  // The requester sees the helper and the count arrive without reloading, and is notified.
  await expect(requester.getByRole('link', { name: `Call ${helper.userName}` })).toHaveAttribute('href', 'tel:+919876543210');
  await expect(requester.getByRole('link', { name: `Email ${helper.userName}` })).toHaveAttribute('href', new RegExp(`^mailto:${helper.email}\\?subject=`));
  await expect(responders).toContainText('1Responders');
  await expect(requester.getByRole('link', { name: 'Notifications, 1 unread' })).toBeVisible();
  await screenshotAt(requester, PHONE, 'request-detail-owner-phone.png');
  await screenshotAt(requester, DESKTOP, 'request-detail-owner-desktop.png');

  // The requester marks it fulfilled, after the confirmation.
  await requester.getByRole('button', { name: 'Mark as fulfilled' }).click();
  const dialog = requester.getByRole('alertdialog');
  await expect(dialog).toContainText('After that the request will not visible to others');
  await screenshotAt(requester, PHONE, 'request-confirm-phone.png');
  await dialog.getByRole('button', { name: 'Yes, continue' }).click();
  await expect(requester.getByText(MESSAGES.fulfilSucceeded)).toBeVisible();
  await expect(requester.getByRole('button', { name: 'Mark as fulfilled' })).toBeDisabled();
  await expect(requester.getByRole('button', { name: 'Cancel request' })).toBeDisabled();

  // Their list shows it fulfilled.
  await requester.goto('/profile/requests');
  await expect(requester.getByRole('button', { name: 'Request fulfilled' })).toBeDisabled();
  await screenshotAt(requester, PHONE, 'my-requests-phone.png');
});
