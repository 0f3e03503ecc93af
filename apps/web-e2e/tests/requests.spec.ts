import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { MESSAGES, REASON_MAX_LENGTH, VALIDATION_MESSAGES } from '@redhope/domain';
import { randomUUID } from 'node:crypto';
import { DESKTOP, PHONE, postRequestByApi, screenshotAt, setDonorProfile, signUpByApi } from './support/journey';

/** Signs up and logs in through the API, then loads the page again signed in. */
async function signUp(page: Page, userName: string): Promise<{ userName: string; email: string }> {
  const account = await signUpByApi(page, userName);
  await page.reload();
  return account;
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
  await setDonorProfile(donor, { bloodGroup: 'O-', phoneNo: '+919876543210', pincode: '411004' });

  // The donor is on the home page, signed in, with nothing unread.
  await donor.goto('/');
  const donorBell = donor.getByRole('link', { name: /^Notifications/ });
  await expect(donorBell).toHaveAccessibleName('Notifications');

  // The requester is not the patient: a complete profile of their own, which the form must not assume.
  await setDonorProfile(requester, { bloodGroup: 'B+', phoneNo: '+919811022334', pincode: '411001' });

  // At phone width the form opens empty: no patient field, contact or place comes from the profile.
  await requester.setViewportSize(PHONE);
  await requester.goto('/create-request');
  await expect(requester.getByRole('heading', { name: 'Request for a Blood donation', level: 1 })).toBeVisible();
  for (const label of ['Patient name', 'Blood group', 'Component', 'How soon', 'Hospital name', 'Hospital address', 'Pincode', 'District', 'State', 'Phone number', 'Email']) {
    await expect(requester.getByLabel(label, { exact: true })).toHaveValue('');
  }
  await expect(requester.getByRole('checkbox', { name: /This request is for me/ })).not.toBeChecked();
  await screenshotAt(requester, PHONE, 'request-form-empty-phone.png');
  await requester.getByRole('button', { name: 'Submit request' }).click();
  await expect(requester.getByRole('checkbox', { name: VALIDATION_MESSAGES.commitRequired })).toBeVisible();
  await expect(requester.getByText(VALIDATION_MESSAGES.commitRequired).last()).toBeVisible();

  // Their own e-mail is offered as the contact, on purpose.
  await requester.getByText('Contact me at my phone and e-mail').click();
  await expect(requester.getByLabel('Email', { exact: true })).toHaveValue(owner.email);
  await requester.getByLabel('Patient name').fill(applicant);
  await requester.getByLabel('Blood group').selectOption('O+');
  await requester.getByLabel('Required by').fill(tomorrowInIndia());
  // A long unbroken URL must wrap, not widen the page on a phone: as long as a reason may be
  // (REASON_MAX_LENGTH, 500 characters, so not the 2,000 of issue 21's example).
  const lead = 'Surgery after a road accident; details at ';
  const url = `https://hospital.example.org/patients/records/${'surgery-after-road-accident-ward-7-bed-12-'.repeat(20)}`.slice(0, REASON_MAX_LENGTH - lead.length);
  await requester.getByLabel('Reason').fill(lead + url);
  await expect(requester.getByLabel('Reason')).toHaveValue(new RegExp(`^.{${REASON_MAX_LENGTH}}$`, 's'));
  await requester.getByLabel('Phone number').fill('98220 12345');
  // Nothing of the requester's own was sent as the patient's.
  await expect(requester.getByLabel('Patient name')).toHaveValue(applicant);
  await expect(requester.getByLabel('Blood group')).toHaveValue('O+');
  await requester.getByLabel('Component').selectOption('RED_CELLS');
  await requester.getByLabel('Units').selectOption('2');
  await requester.getByLabel('How soon').selectOption('TODAY');
  await requester.getByLabel('Hospital name').fill('Ruby Hall Clinic');
  await requester.getByLabel('Hospital address').fill('Sassoon Road');
  // Pincode first: district and state come from the pincode table.
  await requester.getByLabel('Pincode').fill('411001');
  await expect(requester.getByLabel('District')).toHaveValue('Pune');
  await expect(requester.getByLabel('State')).toHaveValue('Maharashtra');
  await expect(requester.getByRole('status').filter({ hasText: 'District and state filled in from pincode 411001.' })).toBeVisible();
  await requester.getByText(VALIDATION_MESSAGES.commitRequired).first().click();
  await screenshotAt(requester, PHONE, 'request-form-phone.png');
  await screenshotAt(requester, DESKTOP, 'request-form-desktop.png');
  await requester.getByRole('button', { name: 'Submit request' }).click();

  await expect(requester.getByText(MESSAGES.createRequestSucceeded)).toBeVisible();

  // The donor hears of it at once: a toast and the badge, without reloading.
  await expect(donor.getByText(`Urgent blood donation required: ${applicant} needs 2 units of O+ red cells`)).toBeVisible();
  await expect(donorBell).toHaveAccessibleName('Notifications, 1 unread');
  // And home's "Open requests near you" lists it, live, with how far it is and the date.
  const nearMe = donor.getByRole('region', { name: 'Open requests near you' });
  const listedAs = { name: `${applicant} needs 2 units of O+ red cells` };
  await expect(nearMe.getByRole('link', listedAs)).toBeVisible();
  // (`has` is matched inside each item: a locator from the page, not from the region.)
  const item = nearMe.getByRole('listitem').filter({ has: donor.getByRole('link', listedAs) });
  await expect(item).toContainText(/about \d+ km away · needed by \d\d\/\d\d\/\d{4}/);
  await expect(item).toContainText('Needed today');
  await donor.setViewportSize(PHONE);
  await screenshotAt(donor, PHONE, 'home-near-me-phone.png', { fullPage: false });

  await requester.waitForURL(/\/request\/[0-9a-f-]{36}$/);
  const requestPath = new URL(requester.url()).pathname;
  await expect(requester.getByRole('heading', { name: 'Urgent blood required' })).toBeVisible();
  await expect(requester.getByText('2 units of O+ red cells needed')).toBeVisible();
  await expect(requester.getByText('Ruby Hall Clinic', { exact: true })).toBeVisible();
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
  // The page as the server sends it (to a crawler too) carries the request's preview; WhatsApp is
  // offered beside the device share.
  expect(await (await donor.request.get(requestPath)).text()).toMatch(/<meta property="og:title" content="[^"]* needed by \d\d\/\d\d /);
  const whatsApp = donor.getByRole('link', { name: 'Share on WhatsApp (opens in a new tab)' });
  await expect(whatsApp).toHaveAttribute('href', /^https:\/\/wa\.me\/\?text=.+%0Ahttp/);
  await expect(whatsApp).toHaveAttribute('target', '_blank');
  await expect(donorBell).toHaveAccessibleName('Notifications');
  await screenshotAt(donor, PHONE, 'request-detail-visitor-phone.png');
  expect(await donor.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  await screenshotAt(donor, DESKTOP, 'request-detail-visitor-desktop.png');
  await donor.setViewportSize(PHONE);
  await donor.getByRole('button', { name: `Help ${applicant}` }).click();
  await expect(donor.getByText(MESSAGES.helpSucceeded)).toBeVisible();
  // On a phone the toast sits below the header: the bell stays in reach.
  const toastBox = await donor.getByText(MESSAGES.helpSucceeded).boundingBox();
  const headerBox = await donor.locator('header').first().boundingBox();
  expect(toastBox!.y).toBeGreaterThanOrEqual(headerBox!.y + headerBox!.height);
  await donor.setViewportSize(DESKTOP);
  await expect(donor.getByRole('button', { name: 'You offered help' })).toBeDisabled();
  await expect(donor.getByRole('link', { name: '+91 98220 12345' })).toBeVisible();

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
  await dialog.getByRole('button', { name: 'Mark as fulfilled' }).click();
  await expect(requester.getByText(MESSAGES.fulfilSucceeded)).toBeVisible();
  // The confirmation closes (its button has the same name as the page's).
  await expect(dialog).toBeHidden();
  await expect(requester.getByRole('button', { name: 'Mark as fulfilled' })).toBeDisabled();
  await expect(requester.getByRole('button', { name: 'Cancel request' })).toBeDisabled();
  await expect(requester.getByText(/^Fulfilled on \d\d\/\d\d\/\d{4}\. Thank you\.$/)).toBeVisible();

  // The donor, still on the request's page, sees it close without reloading: no contact any more.
  await expect(donor.getByText(/^Fulfilled on \d\d\/\d\d\/\d{4}\. Thank you\.$/)).toBeVisible();
  await expect(donor.getByRole('link', { name: '+91 98220 12345' })).toHaveCount(0);
  await expect(donor.getByRole('button', { name: 'You offered help' })).toHaveCount(0);

  // Their list shows it fulfilled.
  await requester.goto('/profile/requests');
  await expect(requester.getByRole('button', { name: 'Request fulfilled' })).toBeDisabled();
  await screenshotAt(requester, PHONE, 'my-requests-phone.png');

  // The donor, told it was fulfilled, opens it from the alert in their notifications: what
  // happened, not a missing page.
  await expect(donorBell).toHaveAccessibleName('Notifications, 1 unread');
  await donor.setViewportSize(PHONE);
  await donorBell.click();
  await donor.waitForURL('/notifications');
  await expect(donor.getByRole('heading', { name: 'Request fulfilled' })).toBeVisible();
  const alert = donor.getByRole('listitem').filter({ has: donor.getByRole('heading', { name: 'Urgent blood donation required' }) });
  await expect(alert).toContainText('This request was fulfilled. Thank you.');
  await alert.getByRole('link', { name: 'View request' }).click();
  await donor.waitForURL(requestPath);
  await expect(donor.getByText(/^Fulfilled on \d\d\/\d\d\/\d{4}\. Thank you\.$/)).toBeVisible();
  await expect(donor.getByText('Thank you for offering to help.')).toBeVisible();
  await expect(donor.getByRole('heading', { name: 'OOPS! Page not found' })).toHaveCount(0);
  await expect(donor.getByRole('button', { name: /^Help / })).toHaveCount(0);
  await screenshotAt(donor, PHONE, 'request-closed-helper-phone.png');
});

test('a donor with no blood group is told so at Help, adds it in the Health section, and comes back to the request to help', async ({
  page: requester,
  secondPage: donor,
}) => {
  await signUpByApi(requester, 'Asha Owner');
  const id = await postRequestByApi(requester, 'Vikram Rao');
  await signUpByApi(donor, 'Neel Donor');
  // Their contact details are in, their blood group is not.
  const status = await donor.evaluate(async () => {
    const res = await fetch('/api/v1/user/update-contact', {
      method: 'PATCH',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ phoneNo: '+919876501234', pincode: '411004', address: { addressLine: 'Deccan Gymkhana' } }),
    });
    return res.status;
  });
  expect(status).toBe(200);

  await donor.setViewportSize(PHONE);
  await donor.goto(`/request/${id}`);
  await expect(donor.getByText('To offer help, your profile needs:')).toBeVisible();
  await expect(donor.getByText('your blood group', { exact: true })).toBeVisible();
  await expect(donor.getByText(/your phone number and pincode/)).toHaveCount(0);
  await screenshotAt(donor, PHONE, 'request-help-needs-blood-group-phone.png');
  await donor.getByRole('link', { name: 'Add it to your profile, then come back here' }).click();
  await donor.waitForURL((url) => url.pathname === '/profile-edit' && url.searchParams.get('to') === `/request/${id}`);
  await expect(donor.getByText('Add your blood group and contact details below. Once both are saved, you will go back to the request.')).toBeVisible();
  const health = donor.getByRole('region', { name: 'Health' });
  await health.getByRole('combobox', { name: 'Blood group' }).selectOption('O+');
  await health.getByRole('button', { name: 'Save blood group' }).click();

  // Back at the request, the Help button is there, and works.
  await donor.waitForURL(`/request/${id}`);
  await expect(donor.getByText('To offer help, your profile needs:')).toHaveCount(0);
  await donor.getByRole('button', { name: 'Help Vikram Rao' }).click();
  await expect(donor.getByText(MESSAGES.helpSucceeded)).toBeVisible();
  await expect(donor.getByRole('button', { name: 'You offered help' })).toBeDisabled();
});
