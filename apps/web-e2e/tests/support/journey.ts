import type { Page } from '@playwright/test';
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
