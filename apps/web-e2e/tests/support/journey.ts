import type { Page } from '@playwright/test';
import { addDays, todayInIndia } from '@redhope/domain';
import { randomUUID } from 'node:crypto';
import { resolve } from 'node:path';
import { expect } from './test';

/** Screenshots for reviewing the layout at phone and desktop widths (git-ignored, rewritten every run). */
export const SCREENSHOTS = resolve(__dirname, '..', '..', 'screenshots');
export const PHONE = { width: 375, height: 812 };
export const DESKTOP = { width: 1280, height: 800 };

interface ScreenshotOptions {
  /** What must be true of the page before the picture (default: `main` is visible). */
  ready?: (page: Page) => Promise<void>;
  /** The whole page (the default), or only the window, for a page that scrolls inside itself. */
  fullPage?: boolean;
}

/**
 * A picture of the page at `size`, once the fonts are in and the page is ready, taken from the
 * top so the sticky navbar is drawn where it belongs.
 */
export async function screenshotAt(page: Page, size: { width: number; height: number }, name: string, options: ScreenshotOptions = {}) {
  await page.setViewportSize(size);
  await page.evaluate(() => document.fonts.ready);
  if (options.ready) await options.ready(page);
  else await expect(page.locator('main')).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: resolve(SCREENSHOTS, name), fullPage: options.fullPage ?? true });
}

/** Someone about to sign up. */
export interface NewAccount {
  userName: string;
  email: string;
  password: string;
  /** yyyy-mm-dd */
  dateOfBirth: string;
}

/** A new person with an address no one else has (`userName`'s first word, then a random part). */
export function newAccount(userName: string, details: Partial<Omit<NewAccount, 'userName'>> = {}): NewAccount {
  const prefix = userName.split(' ')[0].toLowerCase();
  return { userName, email: `${prefix}.${randomUUID().slice(0, 8)}@example.com`, password: 'secret-pass-1', dateOfBirth: '1990-06-01', ...details };
}

/** Fills the sign-up form on the page and sends it. */
export async function submitSignUp(page: Page, account: NewAccount) {
  await page.getByLabel('User name').fill(account.userName);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByLabel('Date of birth').fill(account.dateOfBirth);
  await page.getByRole('button', { name: 'Signup' }).click();
}

/** Signs up through the form: automatic login, then home, signed in. */
export async function signUp(page: Page, account: NewAccount) {
  await page.goto('/auth/signup');
  await submitSignUp(page, account);
  await page.waitForURL('/');
}

/** Fills the login form on the page and sends it. */
export async function logIn(page: Page, email: string, password: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
}

/**
 * A donor's blood group and contact, set through the profile API from the signed-in user's own
 * page (the profile edit screen has its own journey); the completion flags follow, district and
 * state come from the pincode. Then the page reloads.
 */
export async function setDonorProfile(page: Page, profile: { bloodGroup: string; phoneNo: string; pincode: string }) {
  const statuses = await page.evaluate(async ({ bloodGroup, phoneNo, pincode }) => {
    const patch = (path: string, data: unknown) =>
      fetch(`/api/v1/user/${path}`, { method: 'PATCH', credentials: 'include', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(data) });
    const group = await patch('update-bloodgroup', { bloodGroup });
    const contact = await patch('update-contact', { phoneNo, pincode, address: { addressLine: 'Koregaon Park' } });
    return [group.status, contact.status];
  }, profile);
  expect(statuses).toEqual([200, 200]);
  await page.reload();
}

/**
 * Signs up and logs in through the API from `from` (a public page; the sign-up and login forms
 * have their own journeys), as the app's own forms do. The page is not reloaded.
 */
export async function signUpByApi(page: Page, userName: string, from = '/'): Promise<{ userName: string; email: string }> {
  await page.goto(from);
  const account = { userName, email: `${userName.split(' ')[0].toLowerCase()}.${randomUUID().slice(0, 8)}@example.com`, password: 'secret-pass-1', dateOfBirth: '1991-02-11' };
  const statuses = await page.evaluate(async (account) => {
    const post = (path: string, data: unknown) =>
      fetch(`/api/v1/user/${path}`, { method: 'POST', credentials: 'include', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(data) });
    const register = await post('register', account);
    const login = await post('login', { email: account.email, password: account.password });
    return [register.status, login.status];
  }, account);
  expect(statuses).toEqual([201, 200]);
  return { userName, email: account.email };
}

/** A donor signed up through the API (signUpByApi) with their blood group and contact (setDonorProfile, which reloads). */
export async function signUpDonorByApi(page: Page, userName: string, profile: { bloodGroup: string; phoneNo: string; pincode: string }, from = '/') {
  await signUpByApi(page, userName, from);
  await setDonorProfile(page, profile);
}

/**
 * An O+ request in Pune (411001) posted through the REST API from its owner's signed-in page,
 * needed by tomorrow (India) unless `details` says otherwise; its id.
 */
export async function postRequestByApi(page: Page, applicant: string, details: { email?: string; phoneNo?: string; reason?: string; date?: string } = {}): Promise<string> {
  const body = {
    applicant,
    email: details.email ?? 'family@example.com',
    phoneNo: details.phoneNo ?? '+91 98220 12345',
    address: { addressLine: 'Sassoon Road', district: 'Pune', state: 'Maharashtra' },
    pincode: '411001',
    bloodGroup: 'O+',
    reason: details.reason ?? 'Surgery',
    date: details.date ?? addDays(todayInIndia(), 1),
  };
  const { status, id } = await page.evaluate(async (body) => {
    const res = await fetch('/api/v1/request/create-request', { method: 'POST', credentials: 'include', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
    return { status: res.status, id: ((await res.json()) as { data: { id: string } }).data.id };
  }, body);
  expect(status).toBe(201);
  return id;
}
