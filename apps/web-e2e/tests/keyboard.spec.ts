import { randomUUID } from 'node:crypto';
import { MESSAGES } from '@redhope/domain';
import { PHONE, postRequestByApi, signUpDonorByApi } from './support/journey';
import { expect, test } from './support/test';

test.use({ viewport: PHONE });

test('by keyboard alone, focus is never dropped: each page change lands on its heading, Help keeps it, a fulfil moves it to what happened', async ({
  page: owner,
  secondPage: donor,
}) => {
  const applicant = `Ravi ${randomUUID().slice(0, 4).toUpperCase()}`;
  await signUpDonorByApi(owner, 'Meera Keys', {
    bloodGroup: 'B+',
    phoneNo: '+919811022334',
    pincode: '411001',
  });
  await signUpDonorByApi(donor, 'Karan Keys', {
    bloodGroup: 'O-',
    phoneNo: '+919876543210',
    pincode: '411004',
  });
  const requestId = await postRequestByApi(owner, applicant);

  // The donor opens the request from home's list with Enter: focus is on the new page's heading,
  // so a screen reader says where they are and the next Tab goes on from there.
  await donor.setViewportSize(PHONE);
  await donor.goto('/');
  const card = donor.getByRole('region', { name: 'Open requests near you' }).getByRole('link', { name: new RegExp(applicant) });
  await card.focus();
  await donor.keyboard.press('Enter');
  await donor.waitForURL(`**/request/${requestId}`);
  await expect(donor.getByRole('heading', { level: 1, name: 'Urgent blood required' })).toBeFocused();

  // Help, pressed with Enter: the button says it is done and keeps the focus.
  const help = donor.getByRole('button', { name: `Help ${applicant}` });
  await help.focus();
  await donor.keyboard.press('Enter');
  await expect(donor.getByText(MESSAGES.helpSucceeded)).toBeVisible();
  const helped = donor.getByRole('button', { name: 'You offered help' });
  await expect(helped).toBeFocused();
  await expect(helped).toBeDisabled();
  // Tab goes on to the next control, not back to the top of the page.
  await donor.keyboard.press('Tab');
  await expect(donor.getByRole('button', { name: 'Share', exact: true })).toBeFocused();

  // The account menu, opened with Enter, closes with Tab and gives the focus back to its button.
  const menuButton = donor.getByRole('button', { name: 'Account menu' });
  await menuButton.focus();
  await donor.keyboard.press('Enter');
  await expect(donor.getByRole('menu')).toBeVisible();
  await donor.keyboard.press('Tab');
  await expect(donor.getByRole('menu')).toBeHidden();
  await expect(menuButton).toBeFocused();

  // The owner goes to the notifications with the bell: focus on that page's heading.
  await owner.goto(`/request/${requestId}`);
  await owner.getByRole('link', { name: /^Notifications/ }).focus();
  await owner.keyboard.press('Enter');
  await owner.waitForURL('**/notifications');
  await expect(owner.getByRole('heading', { level: 1, name: 'Notifications' })).toBeFocused();

  // Back on the request, the owner marks it fulfilled with the keyboard: the button that was
  // pressed is disabled now, so focus goes to what happened.
  await owner.goBack();
  await expect(owner.getByRole('heading', { level: 1, name: 'Urgent blood required' })).toBeFocused();
  await owner.getByRole('button', { name: 'Mark as fulfilled' }).focus();
  await owner.keyboard.press('Enter');
  const dialog = owner.getByRole('alertdialog');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Mark as fulfilled' }).focus();
  await owner.keyboard.press('Enter');
  await expect(owner.getByText(MESSAGES.fulfilSucceeded)).toBeVisible();
  const outcome = owner.locator('#request-closed-notice');
  await expect(outcome).toContainText(/^Fulfilled on \d\d\/\d\d\/\d{4}/);
  await expect(outcome).toBeFocused();
});

test("at phone width, the profile's sticky \"Not saved yet\" notice never covers the field reached with Tab, and opening the menu does not move the page", async ({ page }) => {
  await signUpDonorByApi(page, 'Asha Keys', { bloodGroup: 'A+', phoneNo: '+919811033445', pincode: '411001' });
  await page.goto('/profile-edit');
  await page.getByLabel('User name').fill('Asha Keys Two');
  const notice = page.getByRole('status').filter({ hasText: /^Not saved yet/ });
  await expect(notice).toBeVisible();

  // Every control of the page's forms, one Tab after another, is clear of the notice.
  let checked = 0;
  for (let tab = 0; tab < 40; tab += 1) {
    await page.keyboard.press('Tab');
    const overlap = await page.evaluate(() => {
      const focused = document.activeElement;
      const main = document.getElementById('main');
      if (!focused || !main?.contains(focused) || focused === main) return null;
      const bar = [...document.querySelectorAll('[role=status]')].find((node) => node.textContent?.startsWith('Not saved yet'));
      if (!bar) return null;
      const field = focused.getBoundingClientRect();
      const covered = bar.getBoundingClientRect();
      return { name: focused.getAttribute('name') ?? focused.textContent?.trim().slice(0, 30) ?? focused.tagName, under: field.bottom > covered.top && field.top < covered.bottom };
    });
    if (!overlap) continue;
    checked += 1;
    expect(overlap.under, `${overlap.name} is under the notice`).toBe(false);
  }
  expect(checked).toBeGreaterThan(15);

  // The account menu opens where the page is.
  await page.evaluate(() => window.scrollTo(0, 900));
  const scrolled = await page.evaluate(() => window.scrollY);
  await page.getByRole('button', { name: 'Account menu' }).click();
  await expect(page.getByRole('menuitem', { name: 'Log out' })).toBeVisible();
  expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
});
