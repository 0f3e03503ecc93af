import { NOTIFICATION_TEMPLATES, requestHelpPath, requestPath, todayInIndia, type PushPayload } from '@redhope/domain';
import type { BrowserContext, Page, Worker } from '@playwright/test';
import { resolve } from 'node:path';
import { newAccount, PHONE, SCREENSHOTS, signUp } from './support/journey';
import { expect, test } from './support/test';

/**
 * The installable app (issue 23) in Chromium, against the built app: the service worker
 * registers, the manifest is what Chromium accepts, nothing about people is ever cached, a page
 * asked for without a network is the offline page, and a push delivered to the worker through the
 * DevTools protocol shows its notification.
 */

/** The app's active service worker, once the page's registration has one. */
async function activeWorker(page: Page, context: BrowserContext): Promise<Worker> {
  const scriptURL = await page.evaluate(async () => (await navigator.serviceWorker.ready).active?.scriptURL);
  expect(scriptURL).toBe(new URL('/sw.js', page.url()).href);
  const worker = context.serviceWorkers().find((candidate) => candidate.url() === scriptURL) ?? (await context.waitForEvent('serviceworker', (candidate) => candidate.url() === scriptURL));
  return worker;
}

/** Width and height from a PNG's header (IHDR). */
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

/** Every URL the origin's caches hold (the worker's precache, and anything else ever stored). */
function cachedUrls(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) urls.push(new URL(request.url).pathname);
    }
    return urls;
  });
}

test('the app installs: its worker registers, its manifest is valid, and it caches no answer about anyone', async ({ browser }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  // Signed in, so the pages below make the calls that carry personal data.
  await signUp(page, newAccount('Installer Ila'));
  await activeWorker(page, context);

  // The manifest, as the page links it and as Chromium reads it.
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBe('/manifest.webmanifest');
  const answer = await page.request.get(href ?? '');
  expect(answer.headers()['content-type']).toMatch(/^application\/manifest\+json/);
  const manifest = (await answer.json()) as {
    name: string;
    short_name: string;
    start_url: string;
    scope: string;
    display: string;
    lang: string;
    theme_color: string;
    background_color: string;
    icons: { src: string; sizes: string; type: string; purpose: string }[];
  };
  expect(manifest).toMatchObject({ name: 'Redhope', short_name: 'Redhope', start_url: '/', scope: '/', display: 'standalone', lang: 'en' });
  expect(manifest.theme_color).toBe(await page.locator('meta[name="theme-color"]').getAttribute('content'));
  for (const purpose of ['any', 'maskable']) {
    for (const size of [192, 512]) {
      const icon = manifest.icons.find((candidate) => candidate.purpose === purpose && candidate.sizes === `${size}x${size}`);
      expect(icon, `${purpose} ${size}`).toMatchObject({ type: 'image/png' });
      const image = await page.request.get(icon?.src ?? '');
      expect(image.headers()['content-type']).toBe('image/png');
      expect(pngSize(await image.body()), `${purpose} ${size}`).toEqual({ width: size, height: size });
    }
  }
  const cdp = await context.newCDPSession(page);
  const parsed = (await cdp.send('Page.getAppManifest')) as { url: string; errors: { message: string; critical: number }[] };
  expect(parsed.url).toBe(new URL('/manifest.webmanifest', page.url()).href);
  expect(parsed.errors).toEqual([]);

  // Pages that ask the server about this user: none of it lands in a cache.
  await page.goto('/profile/requests');
  await expect(page.getByRole('heading', { name: 'Installer Ila' })).toBeVisible();
  await page.goto('/notifications');
  await expect(page.getByRole('heading', { name: 'Notifications', level: 1 })).toBeVisible();
  await page.goto('/profile-edit');
  const device = page.getByRole('region', { name: 'This device' });
  await expect(device).toBeVisible();
  // Chromium with push and no decision yet: the switch is usable, and nothing was asked.
  await expect(device.getByText('Alerts are off for this device.')).toBeVisible();
  await expect(device.getByRole('checkbox', { name: 'Alerts on this device' })).toBeEnabled();
  expect(await page.evaluate(() => Notification.permission)).toBe('default');
  await device.scrollIntoViewIfNeeded();
  await page.setViewportSize(PHONE);
  await device.screenshot({ path: resolve(SCREENSHOTS, 'profile-this-device-phone.png') });
  const cached = await cachedUrls(page);
  expect(cached).toContain('/offline.html');
  expect(cached.some((path) => path.startsWith('/assets/'))).toBe(true);
  expect(cached.filter((path) => /^\/(api|graphql|uploads|graphiql)(\/|$)/.test(path))).toEqual([]);
  // Nor any page: each page's head is the server's.
  expect(cached.filter((path) => path === '/' || path.startsWith('/profile') || path.startsWith('/notifications'))).toEqual([]);
  await context.close();
});

test("without a network, a page is the offline page, in the reader's language, and comes back with the network", async ({ browser }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Services' })).toBeVisible();
  await activeWorker(page, context);

  await context.setOffline(true);
  await page.goto('/campaign/anything');
  await expect(page.getByRole('heading', { name: 'You are offline' })).toBeVisible();
  await expect(page).toHaveTitle('Offline | Redhope');
  await expect(page.getByRole('link', { name: '112' })).toHaveAttribute('href', 'tel:112');
  await expect(page.getByText('आप ऑफ़लाइन हैं')).toBeHidden();

  // A Hindi reader gets it in Hindi; "Try again" without a network is the offline page again.
  await page.evaluate(() => window.localStorage.setItem('language', 'hi'));
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'आप ऑफ़लाइन हैं' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await Promise.all([page.waitForEvent('load'), page.getByRole('button', { name: 'फिर कोशिश करें' }).click()]);
  await expect(page.getByRole('heading', { name: 'आप ऑफ़लाइन हैं' })).toBeVisible();
  await page.evaluate(() => window.localStorage.removeItem('language'));

  // The network is back: the page loads itself again, into the app. (Which of the tab's addresses
  // Chromium reloads after these offline navigations varies with the run: '/' or the campaign's,
  // and an unknown camp's page then goes on to the app's not-found page, sooner or later.)
  await context.setOffline(false);
  await expect(page.getByRole('heading', { name: 'आप ऑफ़लाइन हैं' })).toBeHidden();
  // The app's own navbar (the offline page has none).
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
  expect(new URL(page.url()).pathname).toMatch(/^\/(campaign\/anything|not-found)?$/);
  await context.close();
});

test('a push delivered to the worker shows the request alert, with its help action', async ({ browser }) => {
  const context = await browser.newContext();
  await context.grantPermissions(['notifications']);
  const page = await context.newPage();
  await signUp(page, newAccount('Requester Ravi'));

  // A real request, posted through the API as this user.
  const created = await page.request.post('/graphql', {
    data: {
      query: `mutation Create($input: CreateBloodRequestInput!) { createBloodRequest(input: $input) { id applicant bloodGroup date address { district } } }`,
      variables: {
        input: {
          applicant: 'Asha Verma',
          bloodGroup: 'B+',
          date: todayInIndia(),
          email: 'asha.family@example.com',
          phoneNo: '98220 12345',
          pincode: '110002',
          reason: 'Surgery',
          hospitalName: 'Lok Nayak Hospital',
          address: { addressLine: 'Jawaharlal Nehru Marg', district: 'Central Delhi', state: 'Delhi' },
        },
      },
    },
  });
  const body = (await created.json()) as { data?: { createBloodRequest: { id: string; applicant: string; bloodGroup: string; date: string; address: { district: string } } }; errors?: unknown };
  expect(body.errors).toBeUndefined();
  const request = body.data?.createBloodRequest;
  if (!request) throw new Error('no request');

  // The alert a donor 3 km away gets, as the server writes it (libs/domain).
  const text = NOTIFICATION_TEMPLATES['request-alert']({
    requestId: request.id,
    applicant: request.applicant,
    bloodGroup: request.bloodGroup,
    district: request.address.district,
    requiredBy: request.date.slice(0, 10),
    distanceKm: 3,
    component: 'RED_CELLS',
    units: 1,
    hospitalName: 'Lok Nayak Hospital',
  });
  const payload: PushPayload = {
    kind: 'request-alert',
    title: text.title,
    body: text.body,
    url: requestPath(request.id),
    tag: `request:${request.id}`,
    unread: 1,
    helpUrl: requestHelpPath(request.id),
    actions: [{ action: 'help', title: 'I can help' }],
  };

  const worker = await activeWorker(page, context);
  const cdp = await context.newCDPSession(page);
  const registration = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }: { registrations: { registrationId: string; scopeURL: string; isDeleted: boolean }[] }) => {
      const ours = registrations.find((candidate) => candidate.scopeURL === new URL('/', page.url()).href && !candidate.isDeleted);
      if (ours) resolve(ours.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  const registrationId = await registration;
  await cdp.send('ServiceWorker.deliverPushMessage', { origin: new URL(page.url()).origin, registrationId, data: JSON.stringify(payload) });

  await expect
    .poll(async () =>
      worker.evaluate(async () =>
        (await (self as unknown as { registration: ServiceWorkerRegistration }).registration.getNotifications()).map((shown: Notification) => ({
          title: shown.title,
          body: shown.body,
          tag: shown.tag,
          data: shown.data as unknown,
          actions: (shown as Notification & { actions?: { action: string; title: string }[] }).actions?.map(({ action, title }) => ({ action, title })),
        })),
      ),
    )
    .toEqual([
      {
        title: 'Urgent blood donation required',
        body: text.body,
        tag: `request:${request.id}`,
        data: { url: `/request/${request.id}`, helpUrl: `/request/${request.id}?help=1` },
        actions: [{ action: 'help', title: 'I can help' }],
      },
    ]);
  expect(text.body).toContain('Asha Verma');
  expect(text.body).toContain('Lok Nayak Hospital');
  // Nothing of the request's contact reaches the device.
  expect(JSON.stringify(payload)).not.toContain('98220');
  expect(JSON.stringify(payload)).not.toContain('asha.family');

  await context.close();

  // The help step the action opens, for anyone but the owner: 'Help Asha Verma' focused.
  const donorContext = await browser.newContext();
  const donor = await donorContext.newPage();
  await donor.goto(requestHelpPath(request.id));
  await expect(donor.getByRole('button', { name: 'Help Asha Verma' })).toBeFocused();
  await donorContext.close();
});
