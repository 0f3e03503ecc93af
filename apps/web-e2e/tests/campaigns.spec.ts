import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { MESSAGES } from '@redhope/domain';
import { randomUUID } from 'node:crypto';
import { DESKTOP, newAccount, PHONE, screenshotAt as screenshotPage, signUp } from './support/journey';
import { leafletPng } from './support/leaflet';

// The camp's date and time are the organiser's wall clock in India; the browser reads "today" in its
// own zone. Both are India here, so "a camp today" means the same day to the server and the page.
test.use({ timezoneId: 'Asia/Kolkata', locale: 'en-IN' });

/** Today in the browser's zone (India), as a date input wants it. */
async function todayInBrowser(page: Page): Promise<string> {
  return page.evaluate(() => {
    const now = new Date();
    const pad = (value: number) => String(value).padStart(2, '0');
    return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
  });
}

/** A picture once every leaflet on the page is decoded (they load lazily: scrolled in first). */
function screenshotAt(page: Page, size: { width: number; height: number }, name: string) {
  return screenshotPage(page, size, name, {
    ready: async () => {
      for (const image of await page.locator('main img').all()) {
        await image.scrollIntoViewIfNeeded();
        await expect(image).toHaveJSProperty('complete', true);
      }
    },
  });
}

test("share a camp for today, find it under Today's Camps, open it and remove it", async ({ page }) => {
  const account = newAccount('Camp Organiser');
  const title = `Blood donation camp ${randomUUID().slice(0, 6)}`;

  // Sign up: automatic login, then home, signed in.
  await signUp(page, account);

  // The form, from the home page's bottom button.
  await page.getByRole('link', { name: 'Contribute a campaign' }).last().click();
  await page.waitForURL('/create-campaign');
  await expect(page.getByRole('heading', { name: 'Share your nearby health campaign' })).toBeVisible();
  await expect(page.getByText('Maximum acceptable file size is 10mb')).toBeVisible();

  const today = await todayInBrowser(page);
  await expect(page.getByLabel('Date')).toHaveAttribute('min', today);
  await page.getByLabel('Title').fill(title);
  await page.getByLabel('Category').selectOption('Blood donation camp');
  await page.getByLabel('Date').fill(today);
  await page.getByLabel('Time').fill('23:30');
  // Pincode first: district and state come from the pincode table, at phone width.
  await page.setViewportSize(PHONE);
  await page.getByLabel('Pincode').fill('411001');
  await expect(page.getByLabel('District')).toHaveValue('Pune');
  await expect(page.getByLabel('State')).toHaveValue('Maharashtra');
  await expect(page.getByRole('status').filter({ hasText: 'District and state filled in from pincode 411001.' })).toBeVisible();
  await screenshotAt(page, PHONE, 'create-campaign-pincode-phone.png');
  await page.getByLabel('Address line').fill('Town Hall, MG Road');
  await page.getByLabel('Contact number (optional)').fill('98765 43210');
  await page.getByLabel('Description').fill('Voluntary blood donation. Bring an ID card. Refreshments provided.');
  await page.getByLabel('Registration link (optional)').fill('https://example.org/register');
  await page.getByLabel('Leaflet image').setInputFiles({ name: 'leaflet.png', mimeType: 'image/png', buffer: leafletPng() });
  await expect(page.getByRole('img', { name: 'Preview of the chosen leaflet' })).toBeVisible();
  await page.getByText('I commit that all the given informations are correct.').click();
  await expect(page.getByRole('checkbox', { name: 'I commit that all the given informations are correct.' })).toBeChecked();
  await screenshotAt(page, PHONE, 'create-campaign-phone.png');
  await page.getByRole('button', { name: 'Share campaign' }).click();

  // Its page: the toast, the details, the leaflet as stored (re-encoded, served by the app).
  await expect(page.getByText(MESSAGES.createCampaignSucceeded)).toBeVisible();
  await page.waitForURL(/\/campaign\/[^/]+$/);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const leaflet = page.getByRole('img', { name: `Leaflet of ${title}` });
  await expect(leaflet).toHaveJSProperty('complete', true);
  expect(await leaflet.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(480);
  await expect(page.getByText('23:30')).toBeVisible();
  await expect(page.getByRole('link', { name: '+91 98765 43210' })).toBeVisible();
  const campaignUrl = page.url();
  await screenshotAt(page, PHONE, 'campaign-phone.png');
  await screenshotAt(page, DESKTOP, 'campaign-desktop.png');

  // Home: under Today's Camps.
  await page.getByRole('link', { name: 'Redhope home' }).click();
  await page.waitForURL('/');
  const todays = page.getByRole('region', { name: "Today's Camps" });
  const card = todays.getByRole('article').filter({ has: page.getByRole('link', { name: title }) });
  await expect(card).toBeVisible();
  await expect(card).toContainText(`${today.split('-').reverse().join('/')} 23:30`);
  await expect(card.locator('img')).toHaveAttribute('loading', 'lazy');

  await screenshotAt(page, PHONE, 'home-campaigns-phone-light.png');
  await screenshotAt(page, DESKTOP, 'home-campaigns-desktop-light.png');
  await page.evaluate(() => window.localStorage.setItem('theme', 'dark'));
  await page.reload();
  await expect(page.locator('html')).toHaveClass(/dark/);
  await expect(card).toBeVisible();
  await screenshotAt(page, PHONE, 'home-campaigns-phone-dark.png');
  await screenshotAt(page, DESKTOP, 'home-campaigns-desktop-dark.png');
  await page.evaluate(() => window.localStorage.removeItem('theme'));

  // Open it, and remove it behind the warning.
  await card.getByRole('link', { name: title }).click();
  await page.waitForURL(campaignUrl);
  await page.getByRole('button', { name: 'Remove campaign' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('After remove, it can not be restore.');
  await dialog.getByRole('button', { name: 'Remove campaign' }).click();

  // The contributions tab, without it.
  await expect(page.getByText(MESSAGES.removeCampaignSucceeded)).toBeVisible();
  await page.waitForURL('/profile/contributions');
  await expect(page.getByText(MESSAGES.noCampaigns)).toBeVisible();

  // Gone for good: its page is the not-found page.
  await page.goto(campaignUrl);
  await expect(page.getByRole('heading', { name: MESSAGES.notFound })).toBeVisible();
});
