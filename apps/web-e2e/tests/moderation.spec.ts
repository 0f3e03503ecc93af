import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import type { Page } from '@playwright/test';
import { MESSAGES } from '@redhope/domain';
import { DESKTOP, PHONE, newAccount, screenshotAt, setDonorProfile, signUp } from './support/journey';
import { expect, test } from './support/test';

/** `npm run admin -- ARGS` against the journey server's embedded Postgres (as an operator would run it beside `npm start`). */
function admin(...args: string[]): string {
  const result = spawnSync(process.execPath, [resolve(__dirname, '../../api/dist/modules/users/admin-cli.js'), ...args], {
    cwd: resolve(__dirname, '../../..'),
    env: { ...process.env, DATABASE_URL: '', EMBEDDED_PG_DIR: '.data/pg-e2e', EMBEDDED_PG_PORT: process.env.E2E_PG_PORT ?? '5490', LOG_LEVEL: 'error' },
    encoding: 'utf8',
  });
  expect(result.status, result.stderr).toBe(0);
  return result.stdout;
}

/** Posts a request through the API from the page, as the form does; its id. */
async function postRequest(page: Page, applicant: string, reason: string): Promise<string> {
  const date = new Date(Date.now() + 5.5 * 3_600_000 + 86_400_000).toISOString().slice(0, 10);
  const { status, id } = await page.evaluate(
    async (body) => {
      const res = await fetch('/api/v1/request/create-request', { method: 'POST', credentials: 'include', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
      return { status: res.status, id: ((await res.json()) as { data: { id: string } }).data.id };
    },
    {
      applicant,
      email: 'family@example.com',
      phoneNo: '+91 98220 12345',
      address: { addressLine: 'Ruby Hall Clinic, Sassoon Road', district: 'Pune', state: 'Maharashtra' },
      pincode: '411001',
      bloodGroup: 'O+',
      reason,
      date,
    },
  );
  expect(status).toBe(201);
  return id;
}

/**
 * The queued item named `name`: the queue shows 20 at a time, oldest first, so items that earlier
 * runs left in the journey database may come first; "Load more" until it is there.
 */
async function queued(page: Page, name: string) {
  const queue = page.getByRole('region', { name: 'Queue' });
  const item = queue.getByRole('listitem', { name });
  const more = page.getByRole('button', { name: 'Load more of the queue' });
  await expect(item.or(more).first()).toBeVisible();
  while (!(await item.isVisible())) {
    const shown = await queue.getByRole('listitem').count();
    await more.click();
    await expect.poll(() => queue.getByRole('listitem').count()).toBeGreaterThan(shown);
  }
  return item;
}

test('a moderator reviews a request held for asking for money and restores it; its owner sees it public again', async ({ page: requester, secondPage: moderatorPage }) => {
  const applicant = `Sunil ${Date.now().toString(36).slice(-4).toUpperCase()}`;
  await signUp(requester, newAccount('Priya Requester'));
  const id = await postRequest(requester, applicant, 'Accident, 2 units needed. Donor ready, send Rs 2000 on this UPI: sunil.family@okaxis');

  // Held: its owner is told why; nobody else can see it.
  await requester.goto(`/request/${id}`);
  await expect(requester.getByRole('note')).toHaveText(MESSAGES.heldUpiId);

  const moderator = newAccount('Moderator Asha');
  await signUp(moderatorPage, moderator);
  await moderatorPage.goto(`/request/${id}`);
  await expect(moderatorPage.getByRole('heading', { name: 'OOPS! Page not found' })).toBeVisible();
  expect(admin('grant-moderator', moderator.email)).toBe(`${moderator.email} is now a moderator\n`);

  // The account menu now leads to the moderation page.
  await moderatorPage.goto('/');
  await moderatorPage.getByRole('button', { name: 'Account menu' }).click();
  await moderatorPage.getByRole('menuitem', { name: 'Moderation' }).click();
  await expect(moderatorPage).toHaveURL('/moderation');
  const item = await queued(moderatorPage, applicant);
  await expect(item.getByText('Held: shares a UPI ID')).toBeVisible();
  await expect(item.getByText(/Priya Requester\. Account since/)).toBeVisible();
  await screenshotAt(moderatorPage, PHONE, 'moderation-queue-phone.png');
  await screenshotAt(moderatorPage, DESKTOP, 'moderation-queue-desktop.png');

  // Restore, with the reason the log keeps.
  await moderatorPage.setViewportSize(PHONE);
  await item.getByRole('button', { name: 'Restore' }).click();
  const dialog = moderatorPage.getByRole('dialog', { name: 'Restore this item' });
  const reason = `Called the family of ${applicant}: a relative had added the UPI`;
  await dialog.getByLabel('Reason (written to the log)').fill(reason);
  await screenshotAt(moderatorPage, PHONE, 'moderation-restore-dialog-phone.png', { ready: async (page) => expect(page.getByRole('dialog')).toBeVisible(), fullPage: false });
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(moderatorPage.getByText('Restored', { exact: true })).toBeVisible();
  await expect(moderatorPage.getByRole('listitem', { name: applicant })).toHaveCount(0);
  await expect(moderatorPage.getByText(reason)).toBeVisible();
  await screenshotAt(moderatorPage, DESKTOP, 'moderation-log-desktop.png');

  // Public again, for its owner and for others.
  await requester.reload();
  await expect(requester.getByRole('note')).toHaveCount(0);
  await moderatorPage.goto(`/request/${id}`);
  await expect(moderatorPage.getByRole('heading', { name: 'OOPS! Page not found' })).toHaveCount(0);
  await expect(moderatorPage.getByText(applicant).first()).toBeVisible();

  expect(admin('revoke-moderator', moderator.email)).toBe(`${moderator.email} is no longer a moderator\n`);
});


/** Signs the page's user out (its cookies go) and signs `account` up on the same page. */
async function switchTo(page: Page, userName: string) {
  await page.context().clearCookies();
  const account = newAccount(userName);
  await signUp(page, account);
  return account;
}

test('two families report a helper who asked them for money; the helper is held from helping until a moderator clears them', async ({ page, secondPage: helperPage }) => {
  const suffix = Date.now().toString(36).slice(-4).toUpperCase();
  const helperName = `Vikram ${suffix}`;
  await signUp(page, newAccount('Family One'));
  const first = await postRequest(page, `Meena ${suffix}`, 'Surgery tomorrow, 2 units needed');

  await signUp(helperPage, newAccount(helperName));
  await setDonorProfile(helperPage, { bloodGroup: 'O+', phoneNo: '+919811122233', pincode: '411001' });
  const helpOn = async (id: string, applicant: string) => {
    await helperPage.goto(`/request/${id}`);
    await helperPage.getByRole('button', { name: `Help ${applicant}` }).click();
  };
  await helpOn(first, `Meena ${suffix}`);
  await expect(helperPage.getByText(MESSAGES.helpSucceeded)).toBeVisible();

  // The first family reports the helper from their request's page: asked for money.
  const reportFrom = async (id: string, screenshots: boolean) => {
    await page.goto(`/request/${id}`);
    await page.setViewportSize(PHONE);
    await page.getByRole('button', { name: `Report ${helperName}` }).click();
    const dialog = page.getByRole('dialog', { name: `Report ${helperName}` });
    await expect(dialog.getByRole('combobox', { name: 'What happened' })).toHaveValue('SCAM');
    if (screenshots) await screenshotAt(page, PHONE, 'report-helper-dialog-phone.png', { ready: async (p) => expect(p.getByRole('dialog')).toBeVisible(), fullPage: false });
    await dialog.getByRole('button', { name: 'Send report' }).click();
    await expect(page.getByRole('button', { name: 'Reported' })).toBeDisabled();
    if (screenshots) await screenshotAt(page, PHONE, 'report-helper-reported-phone.png');
  };
  await reportFrom(first, true);

  // One family's report does not hold: the helper still helps the second family.
  await switchTo(page, 'Family Two');
  const second = await postRequest(page, `Ravi ${suffix}`, 'Dengue, platelets needed');
  await helpOn(second, `Ravi ${suffix}`);
  await expect(helperPage.getByText(MESSAGES.helpSucceeded)).toBeVisible();
  await reportFrom(second, false);

  // Two families: held. Help is refused with the reason.
  const third = await postRequest(page, `Kavita ${suffix}`, 'Delivery, 1 unit needed');
  await helpOn(third, `Kavita ${suffix}`);
  await expect(helperPage.getByText(MESSAGES.helpingHeld)).toBeVisible();

  // A moderator finds the helper in the queue and clears them.
  const moderator = await switchTo(page, 'Moderator Ravi');
  expect(admin('grant-moderator', moderator.email)).toBe(`${moderator.email} is now a moderator\n`);
  await page.goto('/moderation');
  const item = await queued(page, helperName);
  await expect(item.getByText('Held from helping: reported as asking for money')).toBeVisible();
  await expect(item.getByText('2 requesters said they asked for money')).toBeVisible();
  await expect(item.getByRole('button', { name: 'Hide' })).toHaveCount(0);
  await screenshotAt(page, PHONE, 'moderation-helper-phone.png');
  await screenshotAt(page, DESKTOP, 'moderation-helper-desktop.png');
  await item.getByRole('button', { name: 'Restore' }).click();
  const dialog = page.getByRole('dialog', { name: 'Clear this helper' });
  await dialog.getByLabel('Reason (written to the log)').fill(`Spoke to both families of ${helperName}: travel costs, not blood`);
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('Restored', { exact: true })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Queue' }).getByRole('listitem', { name: helperName })).toHaveCount(0);

  // Free to help again.
  await helpOn(third, `Kavita ${suffix}`);
  await expect(helperPage.getByText(MESSAGES.helpSucceeded)).toBeVisible();
  expect(admin('revoke-moderator', moderator.email)).toBe(`${moderator.email} is no longer a moderator\n`);
});
