import type { Page } from '@playwright/test';
import { addDays, todayInIndia } from '@redhope/domain';
import { randomUUID } from 'node:crypto';
import { expect, test } from './support/test';
import { newAccount, PHONE, screenshotAt, signUp } from './support/journey';
import { leafletPng } from './support/leaflet';

test.use({ timezoneId: 'Asia/Kolkata', locale: 'en-IN', viewport: PHONE });

/** A blood-donation camp `daysAhead` days ahead (India; 0: today), shared by the signed-in user of `page`; its id. */
async function shareCamp(page: Page, title: string, daysAhead = 3): Promise<string> {
  const day = addDays(todayInIndia(), daysAhead);
  const res = await page.request.post('/api/v1/campaign/create-campaign', {
    multipart: {
      title,
      category: 'Blood donation camp',
      'address[addressLine]': 'Town Hall, MG Road',
      'address[district]': 'Pune',
      'address[state]': 'Maharashtra',
      pincode: '411001',
      date: `${day}T10:00`,
      description: 'Voluntary blood donation. Bring an ID card.',
      leaflet: { name: 'leaflet.png', mimeType: 'image/png', buffer: leafletPng() },
    },
  });
  expect(res.status()).toBe(201);
  return ((await res.json()) as { data: { id: string } }).data.id;
}

test("at phone width, one person says \"I'll come\" and the organiser's open page counts them live, with their name in the list", async ({ page, secondPage }) => {
  const title = `Blood donation camp ${randomUUID().slice(0, 6)}`;
  await signUp(page, newAccount('Camp Organiser'));
  const campaignId = await shareCamp(page, title);

  // The organiser's page stays open: nobody is coming yet.
  await page.goto(`/campaign/${campaignId}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  // The organiser is not asked to come to their own camp: they see the count.
  const organiserRsvp = page.getByRole('region', { name: 'Replies to your camp' });
  await expect(organiserRsvp.getByRole('status')).toHaveText('0 people coming');
  await expect(organiserRsvp.getByRole('button')).toHaveCount(0);
  await expect(page.getByText('Nobody has said they will come yet.')).toBeVisible();

  // Another person, in a browser of their own, on a phone.
  await secondPage.setViewportSize(PHONE);
  const donor = newAccount('Kavya Donor');
  await signUp(secondPage, donor);
  await secondPage.goto(`/campaign/${campaignId}`);
  const rsvp = secondPage.getByRole('region', { name: 'Coming to this camp?' });
  const going = rsvp.getByRole('button', { name: "I'll come" });
  await expect(going).toHaveAttribute('aria-pressed', 'false');
  await rsvp.getByText('Share my phone number and e-mail with the organiser').click();
  await going.click();
  await expect(going).toHaveAttribute('aria-pressed', 'true');
  await expect(rsvp.getByRole('status')).toHaveText('1 person coming');
  await screenshotAt(secondPage, PHONE, 'camp-rsvp-going-phone.png');

  // Live on the organiser's page, without a reload; the list shows them, with the e-mail they shared.
  await expect(organiserRsvp.getByRole('status')).toHaveText('1 person coming');
  const list = page.getByRole('list', { name: 'Who is coming' });
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(list).toContainText('Kavya Donor');
  await expect(list).toContainText('Blood group not given');
  await expect(list.getByRole('link', { name: donor.email })).toHaveAttribute('href', `mailto:${donor.email}`);
  await screenshotAt(page, PHONE, 'camp-rsvp-organiser-phone.png');

  // They change their mind: the count goes back down on the organiser's page.
  const notGoing = rsvp.getByRole('button', { name: 'Not going' });
  await notGoing.click();
  await expect(notGoing).toHaveAttribute('aria-pressed', 'true');
  await expect(organiserRsvp.getByRole('status')).toHaveText('0 people coming');
  await expect(page.getByText('Nobody has said they will come yet.')).toBeVisible();

  // "Add to calendar": the server's .ics of the camp.
  const calendar = secondPage.getByRole('link', { name: 'Add to calendar' });
  const href = await calendar.getAttribute('href');
  expect(href).toBe(`/api/v1/campaign/campaign-calendar/${campaignId}`);
  const ics = await secondPage.request.get(href ?? '');
  expect(ics.headers()['content-type']).toBe('text/calendar; charset=utf-8');
  expect(await ics.text()).toContain(`SUMMARY:${title}\r\n`);
});

test('at phone width, one who came confirms "I donated here" on the camp\'s day, and finds it in My donations', async ({ page, secondPage }) => {
  const title = `Blood donation camp ${randomUUID().slice(0, 6)}`;
  await signUp(page, newAccount('Camp Host'));
  // Today's camp (India): it still takes answers, and "I donated here" opens on its day.
  const campaignId = await shareCamp(page, title, 0);

  await secondPage.setViewportSize(PHONE);
  await signUp(secondPage, newAccount('Ishaan Donor'));
  await secondPage.goto(`/campaign/${campaignId}`);
  await expect(secondPage.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(secondPage.getByRole('region', { name: 'Did you donate at this camp?' })).toHaveCount(0);
  const going = secondPage.getByRole('region', { name: 'Coming to this camp?' }).getByRole('button', { name: "I'll come" });
  await going.click();
  await expect(going).toHaveAttribute('aria-pressed', 'true');

  const donated = secondPage.getByRole('region', { name: 'Did you donate at this camp?' });
  await donated.getByRole('combobox', { name: 'What you gave' }).selectOption('PLATELETS');
  await donated.getByRole('button', { name: 'I donated here' }).click();
  const today = todayInIndia().split('-').reverse().join('/');
  await expect(donated.getByRole('status')).toContainText(`You donated here on ${today}: Platelets (apheresis). Thank you!`);
  await expect(donated.getByRole('button', { name: 'Undo' })).toBeVisible();
  expect(await secondPage.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  await screenshotAt(secondPage, PHONE, 'camp-donated-here-phone.png');

  // In the record, with the whole-blood date 28 days after platelets.
  await secondPage.goto('/profile/donations');
  await expect(secondPage.getByRole('listitem').filter({ hasText: `${today} · Platelets (apheresis)` })).toBeVisible();
  const next = addDays(todayInIndia(), 28).split('-').reverse().join('/');
  await expect(secondPage.getByText(`You may give blood again from ${next}.`)).toBeVisible();
});
