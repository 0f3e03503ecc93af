import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import type { Page } from '@playwright/test';
import { MESSAGES } from '@redhope/domain';
import { DESKTOP, PHONE, newAccount, screenshotAt, signUp } from './support/journey';
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
  const item = moderatorPage.getByRole('listitem', { name: applicant });
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
