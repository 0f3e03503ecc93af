import { expect, test } from './support/test';
import { MESSAGES } from '@redhope/domain';
import { randomUUID } from 'node:crypto';

/**
 * A client written for the original REST API, running in the browser: it registers, then logs in
 * by posting the whole sign-up form (as its form library does), then reloads. The session cookies
 * it got must sign the user into our own client too.
 */
test('register then a login that carries the sign-up fields signs the browser in', async ({ page }) => {
  const form = { userName: 'Kiran Rest', email: `kiran.${randomUUID().slice(0, 8)}@example.com`, password: 'secret-pass-2', dateOfBirth: '1990-06-01' };
  await page.goto('/');
  const statuses = await page.evaluate(async (body) => {
    const post = (path: string) =>
      fetch(`/api/v1/user/${path}`, { method: 'POST', credentials: 'include', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
    const register = await post('register');
    const login = await post('login');
    return { register: register.status, login: login.status, loginBody: await login.json() };
  }, form);
  expect(statuses.register).toBe(201);
  expect(statuses.login).toBe(200);
  expect(statuses.loginBody).toMatchObject({ success: true, data: { userName: form.userName, address: null } });

  await page.reload();
  await expect(page.getByRole('link', { name: MESSAGES.completeProfileBanner })).toBeVisible();
  await page.getByRole('button', { name: 'Account menu' }).click();
  await expect(page.getByRole('menuitem', { name: form.userName })).toBeVisible();
});
