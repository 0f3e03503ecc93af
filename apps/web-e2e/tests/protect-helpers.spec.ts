import { randomUUID } from 'node:crypto';
import { MESSAGES, addDays, todayInIndia } from '@redhope/domain';
import { DESKTOP, PHONE, postRequestByApi, screenshotAt, signUpDonorByApi } from './support/journey';
import { expect, test } from './support/test';

test('a requester removes a helper, blocks them from their other request, and unblocks them', async ({ page: owner, secondPage: helper }) => {
  const applicant = `Asha ${randomUUID().slice(0, 4).toUpperCase()}`;
  await signUpDonorByApi(owner, 'Meera Protect', { bloodGroup: 'O-', phoneNo: '+919822011111', pincode: '411004' });
  await signUpDonorByApi(helper, 'Karan Protect', { bloodGroup: 'O-', phoneNo: '+919876512345', pincode: '411004' });
  const protectedRequest = { email: 'family.protect@example.com', phoneNo: '+91 98220 55555', reason: 'Surgery after a road accident', date: addDays(todayInIndia(), 2) };
  const first = await postRequestByApi(owner, applicant, protectedRequest);
  const second = await postRequestByApi(owner, `${applicant} II`, protectedRequest);

  // The helper offers help and sees the family's number.
  await helper.goto(`/request/${first}`);
  await helper.getByRole('button', { name: `Help ${applicant}` }).click();
  await expect(helper.getByText(MESSAGES.helpSucceeded)).toBeVisible();
  await expect(helper.getByRole('link', { name: '+91 98220 55555' })).toBeVisible();

  // The owner removes them, after the confirmation; their contact stays, marked removed.
  await owner.goto(`/request/${first}`);
  const row = owner.getByRole('listitem').filter({ hasText: 'Karan Protect' });
  await row.getByRole('button', { name: 'Remove Karan Protect' }).click();
  const dialog = owner.getByRole('alertdialog', { name: 'Remove Karan Protect from this request?' });
  await expect(dialog).toBeVisible();
  await screenshotAt(owner, PHONE, 'protect-remove-confirm-phone.png', { ready: (page) => expect(page.getByRole('alertdialog')).toBeVisible(), fullPage: false });
  await dialog.getByRole('button', { name: 'Remove', exact: true }).click();
  await expect(owner.getByText(MESSAGES.helperRemoved)).toBeVisible();
  await expect(row.getByText('Removed')).toBeVisible();
  await expect(row.getByRole('link', { name: 'Call Karan Protect' })).toHaveAttribute('href', 'tel:+919876512345');

  // The helper no longer sees the family's number, and cannot offer again.
  await helper.reload();
  await expect(helper.getByText('+91 ••••••••55')).toBeVisible();
  await expect(helper.getByRole('link', { name: '+91 98220 55555' })).toHaveCount(0);
  await expect(helper.getByRole('button', { name: 'You offered help' })).toBeDisabled();

  // The owner blocks them: no more help on any of the owner's requests.
  await row.getByRole('button', { name: 'Block Karan Protect' }).click();
  await owner.getByRole('alertdialog', { name: 'Block Karan Protect?' }).getByRole('button', { name: 'Block', exact: true }).click();
  await expect(owner.getByText(MESSAGES.helperBlocked)).toBeVisible();
  const blocked = owner.getByRole('region', { name: 'People you blocked' });
  await expect(blocked.getByText('Karan Protect')).toBeVisible();
  await screenshotAt(owner, PHONE, 'protect-blocked-phone.png');
  await screenshotAt(owner, DESKTOP, 'protect-blocked-desktop.png');

  await helper.goto(`/request/${second}`);
  await helper.getByRole('button', { name: `Help ${applicant} II` }).click();
  await expect(helper.getByText(MESSAGES.helpBlocked)).toBeVisible();

  // Unblocked, they may help on the other request.
  await blocked.getByRole('button', { name: 'Unblock Karan Protect' }).click();
  await expect(owner.getByText(MESSAGES.userUnblocked)).toBeVisible();
  await expect(blocked.getByText('You have not blocked anyone.')).toBeVisible();
  await helper.reload();
  await helper.getByRole('button', { name: `Help ${applicant} II` }).click();
  await expect(helper.getByText(MESSAGES.helpSucceeded)).toBeVisible();
  await expect(helper.getByRole('link', { name: '+91 98220 55555' })).toBeVisible();
});
