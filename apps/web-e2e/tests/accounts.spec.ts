import { expect, test } from './support/test';
import { MESSAGES } from '@redhope/domain';
import { DESKTOP, logIn, newAccount, PHONE, screenshotAt, signUp, submitSignUp } from './support/journey';


test('sign up, log out, meet the guard, log in and land back where you were', async ({ page }) => {
  const account = newAccount('Asha Journey', { dateOfBirth: '1995-04-12' });
  const { userName, email, password } = account;

  // The login page, before anyone is signed in.
  await page.goto('/auth/login');
  await expect(page.getByRole('heading', { name: 'Login to Redhope' })).toBeVisible();
  await screenshotAt(page, PHONE, 'login-phone.png');
  await screenshotAt(page, DESKTOP, 'login-desktop.png');

  // Sign up: automatic login, then a full page load home, signed in.
  await page.getByRole('link', { name: 'Signup' }).click();
  await expect(page.getByRole('heading', { name: 'Create your Redhope account' })).toBeVisible();
  await submitSignUp(page, account);

  await page.waitForURL('/');
  const banner = page.getByRole('link', { name: MESSAGES.completeProfileBanner });
  await expect(banner).toBeVisible();
  await expect(banner).toHaveAttribute('href', '/profile-edit');

  // The profile, from the account menu.
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: userName }).click();
  await page.waitForURL('/profile/requests');
  await expect(page.getByRole('heading', { level: 1, name: userName })).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();
  await expect(page.getByText(MESSAGES.noRequests)).toBeVisible();
  await expect(page).toHaveTitle(`Redhope | ${userName}`);
  await screenshotAt(page, PHONE, 'profile-phone.png');
  await screenshotAt(page, DESKTOP, 'profile-desktop.png');

  // Log out: the page reloads signed out.
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/auth\/login\?to=\/profile\/requests$/);
  await expect(banner).toBeHidden();

  // A guarded page sends the signed-out user to login, keeping the target.
  await page.goto('/create-request');
  await expect(page).toHaveURL(/\/auth\/login\?to=\/create-request$/);
  await expect(page.getByRole('heading', { name: 'Login to Redhope' })).toBeVisible();

  // A wrong password is answered at once, as a toast.
  await logIn(page, email, 'not-the-password');
  await expect(page.getByText(MESSAGES.incorrectPassword)).toBeVisible();

  // Logging in lands back on the target, signed in.
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL('/create-request');
  await expect(page.getByRole('heading', { name: 'Request for a Blood donation' })).toBeVisible();
  await expect(banner).toBeVisible();

  // Signed in, /auth/* is not for you.
  await page.goto('/auth/login');
  await expect(page.getByRole('heading', { name: MESSAGES.notFound })).toBeVisible();
});

test('an expired access cookie is refreshed on load instead of signing the user out', async ({ page, context }) => {
  await signUp(page, newAccount('Ravi Journey', { password: 'secret-pass-2', dateOfBirth: '1990-01-01' }));
  // Signed in and settled: the user has loaded, no call is in flight.
  await expect(page.getByRole('link', { name: MESSAGES.completeProfileBanner })).toBeVisible();

  // Drop the access cookie only, as if its 15 minutes had passed.
  const cookies = await context.cookies();
  expect(cookies.map((cookie) => cookie.name)).toEqual(expect.arrayContaining(['accessToken', 'refreshToken']));
  await context.clearCookies({ name: 'accessToken' });

  const sessionCalls: string[] = [];
  await context.route('**/api/v1/user/**', async (route) => {
    sessionCalls.push(new URL(route.request().url()).pathname);
    await route.continue();
  });
  await page.goto('/profile/contributions');
  await expect(page.getByRole('heading', { level: 1, name: 'Ravi Journey' })).toBeVisible();
  await expect(page.getByText(MESSAGES.noCampaigns)).toBeVisible();
  // check-auth answers 401, one refresh, check-auth again: still signed in.
  expect(sessionCalls).toEqual(['/api/v1/user/check-auth', '/api/v1/user/refresh-token', '/api/v1/user/check-auth']);
  expect((await context.cookies()).map((cookie) => cookie.name)).toContain('accessToken');
});
