import AxeBuilder from '@axe-core/playwright';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { PHONE, postRequestByApi, signUpByApi } from './support/journey';
import { expect, test } from './support/test';

/**
 * The first screen on a slow phone connection (issue 23): the HTML the server sends carries the
 * app's skeleton (header with the logo, a status saying it is loading) and the page's first screen
 * (home's heading and services, an open request's summary) or, for other pages, placeholders,
 * painted before any script has run, in the reader's theme and language. Here the app's scripts
 * never arrive (their requests hang), so whatever shows is the HTML and its styles alone.
 */

/** The WCAG 2.1 A and AA rules and best practices, as the journeys check them. */
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

/** A phone whose scripts never come: every request for the app's JavaScript is left hanging. */
async function phoneWithoutScripts(browser: Browser, storage: Record<string, string> = {}, viewport = PHONE): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport, isMobile: viewport === PHONE, hasTouch: viewport === PHONE });
  await context.addInitScript((entries) => {
    for (const [key, value] of Object.entries(entries)) window.localStorage.setItem(key, value);
  }, storage);
  const page = await context.newPage();
  // Never answered: the page waits for its scripts as a phone on a very slow network would.
  await page.route(/\/assets\/.*\.js$/, () => undefined);
  return { context, page };
}

async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(AXE_TAGS).setLegacyMode(true).analyze();
  return results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical').map((violation) => `${violation.id}: ${violation.help}`);
}

/** Where each of `selectors`' elements is drawn (x, y, width, height) and the colour of its text as shown; every match, in order. */
async function boxesOf(page: Page, selectors: readonly string[]): Promise<Record<string, (number | string)[][]>> {
  return page.evaluate((list) => {
    /** The colour of the element's first text that is drawn (not that of a language hidden beside it). */
    const textColour = (element: Element) => {
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (node.textContent?.trim() && node.parentElement && node.parentElement.getClientRects().length > 0) return getComputedStyle(node.parentElement).color;
      }
      return getComputedStyle(element).color;
    };
    const out: Record<string, (number | string)[][]> = {};
    for (const selector of list) {
      out[selector] = [...document.querySelectorAll(selector)].map((element) => {
        const box = element.getBoundingClientRect();
        return [...[box.x, box.y, box.width, box.height].map((value) => Math.round(value)), textColour(element)];
      });
    }
    return out;
  }, selectors);
}

const UNKNOWN_REQUEST = '/request/00000000-0000-4000-8000-000000000000';

test('an unknown page keeps the placeholders, shows them before any script has run, and says it is loading', async ({ browser }) => {
  const { context, page } = await phoneWithoutScripts(browser);
  await page.goto(UNKNOWN_REQUEST, { waitUntil: 'commit' });

  const loading = page.getByRole('status');
  await expect(loading).toHaveAttribute('aria-busy', 'true');
  await expect(loading).toHaveText('Loading Redhope…', { useInnerText: true });
  await expect(page.getByText('Redhope', { exact: true })).toBeVisible();
  // The placeholders stand where the page will be, under the header.
  const placeholder = page.locator('.boot-card').first();
  await expect(placeholder).toBeVisible();
  expect((await placeholder.boundingBox())?.y).toBeGreaterThan(56);
  // Light theme by default: the app's white background, its red logo.
  await expect(page.locator('body')).toHaveCSS('background-color', 'rgb(255, 255, 255)');
  await expect(page.getByText('Redhope', { exact: true })).toHaveCSS('color', 'rgb(220, 38, 38)');
  // Still no script: the page is the HTML alone (the app's layout starts with a skip link).
  await expect(page.getByRole('link')).toHaveCount(0);

  expect(await seriousViolations(page)).toEqual([]);
  await context.close();
});

test("home's first screen is in its HTML: its heading and services, links that work before any script has run", async ({ browser }) => {
  const { context, page } = await phoneWithoutScripts(browser);
  await page.goto('/', { waitUntil: 'commit' });

  await expect(page.getByRole('status')).toHaveText('Loading Redhope…', { useInnerText: true });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Redhope: sharing lives', { useInnerText: true });
  await expect(page.getByRole('heading', { level: 2 })).toHaveText('Services', { useInnerText: true });
  await expect(page.getByRole('link')).toHaveText(['Request for donation', 'Contribute campaign', 'Health assistant'], { useInnerText: true });
  await expect(page.getByText('Post an urgent blood request and reach donors near you.')).toBeVisible();
  await expect(page.locator('.boot-card')).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);
  // Plain links, to where the app's go; the whole card is the link's target, as the app's is.
  expect(await page.getByRole('link').evaluateAll((links) => links.map((link) => link.getAttribute('href')))).toEqual(['/create-request', '/create-campaign', '/health-assistant']);
  const description = await page.getByText('Share a blood donation or health camp in your area.').boundingBox();
  if (!description) throw new Error('The description is not drawn');
  const target = await page.evaluate(({ x, y }) => document.elementFromPoint(x, y)?.closest('a')?.getAttribute('href'), { x: description.x + description.width / 2, y: description.y + description.height / 2 });
  expect(target).toBe('/create-campaign');
  await context.close();
});

test("an open request's first screen is in its HTML: what is needed, where and by when, and not its contact", async ({ browser, page: ownerPage }) => {
  await signUpByApi(ownerPage, 'Kavya First');
  const id = await postRequestByApi(ownerPage, 'Ravi Kumar', { reason: 'Dengue <b>fever</b>' });
  const { context, page } = await phoneWithoutScripts(browser);
  await page.goto(`/request/${id}`, { waitUntil: 'commit' });

  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Urgent blood required', { useInnerText: true });
  await expect(page.getByText('Active', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2 })).toHaveText('Ravi Kumar');
  const summary = page.locator('dl');
  await expect(page.getByText('1 unit of O+ red cells needed')).toBeVisible();
  await expect(summary.locator('dt')).toHaveText(['Blood group', 'What is needed', 'Units', 'Required by', 'Reason', 'Address'], { useInnerText: true });
  await expect(summary.locator('dd')).toHaveText(['O+', 'Red cells (packed cells, the usual "blood")', '1', /^\d{2}\/\d{2}\/\d{4}$/, 'Dengue <b>fever</b>', 'Sassoon Road, Pune, Maharashtra, 411001'], { useInnerText: true });
  // What people type is text, never markup.
  await expect(page.locator('main b')).toHaveCount(0);
  const html = await page.content();
  expect(html).not.toContain('family@example.com');
  expect(html).not.toMatch(/98220|12345/);
  expect(await seriousViolations(page)).toEqual([]);
  await context.close();
});

test('the first screens follow the reader\'s saved theme and language', async ({ browser }) => {
  const { context, page } = await phoneWithoutScripts(browser, { theme: 'dark', language: 'hi' });
  await page.goto('/', { waitUntil: 'commit' });

  await expect(page.getByRole('status')).toHaveText('Redhope लोड हो रहा है…', { useInnerText: true });
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Redhope: जीवन की साझेदारी', { useInnerText: true });
  await expect(page.getByRole('heading', { level: 2 })).toHaveText('सेवाएँ', { useInnerText: true });
  await expect(page.locator('body')).toHaveCSS('background-color', 'rgb(9, 9, 11)');
  await expect(page.getByText('Redhope', { exact: true })).toHaveCSS('color', 'rgb(248, 113, 113)');
  await expect(page.locator('.boot-services li').first()).toHaveCSS('background-color', 'rgb(17, 17, 17)');
  expect(await seriousViolations(page)).toEqual([]);
  await context.close();
});

/**
 * The app's first render replaces the first screen; drawn alike, nothing moves when it does (the
 * rows and buttons the app adds come below). Compared on a phone and on a wide screen, in both
 * themes and languages.
 */
for (const { name, viewport, storage } of [
  { name: 'a phone', viewport: PHONE, storage: {} },
  { name: 'a wide screen, dark, in Hindi', viewport: { width: 1280, height: 900 }, storage: { theme: 'dark', language: 'hi' } },
]) {
  test(`the app draws home and an open request where their first screens were, on ${name}`, async ({ browser, page: ownerPage }) => {
    await signUpByApi(ownerPage, 'Kavya Match');
    const id = await postRequestByApi(ownerPage, 'Anita Deshmukh');
    const pages = [
      { path: '/', selectors: ['main h1', 'main h2', 'main li', 'main li h3', 'main li p'], ready: 'main section ul' },
      { path: `/request/${id}`, selectors: ['main h1', 'main h1 + span', 'main h2', 'main h2 + p', 'main dl > div > dt', 'main dl > div > dd'], ready: 'main dl' },
    ];
    for (const { path, selectors, ready } of pages) {
      const before = await phoneWithoutScripts(browser, storage, viewport);
      await before.page.goto(path, { waitUntil: 'commit' });
      await before.page.locator(ready).first().waitFor();
      const first = await boxesOf(before.page, selectors);
      await before.context.close();

      const context = await browser.newContext({ viewport, isMobile: viewport === PHONE, hasTouch: viewport === PHONE });
      await context.addInitScript((entries) => {
        for (const [key, value] of Object.entries(entries)) window.localStorage.setItem(key, value);
      }, storage);
      const page = await context.newPage();
      await page.goto(path);
      await expect(page.locator('.boot-main')).toHaveCount(0);
      await page.locator(ready).first().waitFor();
      const app = await boxesOf(page, selectors);
      for (const selector of selectors) {
        expect(first[selector].length, `${path} ${selector}`).toBeGreaterThan(0);
        // Each of the first screen's elements where the app draws its own (the app may add more after them).
        expect(app[selector].slice(0, first[selector].length), `${path} ${selector}`).toEqual(first[selector]);
      }
      await context.close();
    }
  });
}

test("a request's page lists its route's code in its HTML, so it downloads with the main bundle", async ({ request }) => {
  const html = await (await request.get('/request/00000000-0000-4000-8000-000000000000')).text();
  expect(html).toMatch(/<link rel="modulepreload" fetchpriority="low" crossorigin href="\/assets\/request-detail-page-[\w-]+\.js">/);
  // Home's HTML does not carry them.
  expect(await (await request.get('/')).text()).not.toContain('request-detail-page-');
});

test("Chakra's global styles come with the HTML, and the app takes them over instead of inserting its own", async ({ browser }) => {
  const globalStyles = (page: Page) =>
    page.evaluate(() => [...document.querySelectorAll('style[data-emotion^="css-global"]')].map((style) => `${style.getAttribute('data-emotion')}${style.textContent ? ' (from the HTML)' : ''}`));
  const { context, page } = await phoneWithoutScripts(browser);
  await page.goto('/', { waitUntil: 'commit' });
  await page.locator('main h1').waitFor();
  // Before any script: the cascade layers' order and every token as a CSS variable, as emotion renders them on a server.
  const inHtml = await globalStyles(page);
  expect(inHtml).toHaveLength(2);
  for (const name of inHtml) expect(name).toMatch(/^css-global [a-z0-9]+ \(from the HTML\)$/);
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--chakra-colors-red-500').trim())).toBe('#ef4444');
  await context.close();

  const app = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
  const appPage = await app.newPage();
  await appPage.goto('/');
  await expect(appPage.locator('.boot-main')).toHaveCount(0);
  await expect(appPage.getByRole('heading', { name: 'Services' })).toBeVisible();
  // The same two, taken over by the app's ChakraProvider (emotion renames them to its sheet's key), and
  // no other: had the app's styles differed from the build's, emotion would have inserted its own
  // beside them (rules inserted into empty tags, in a production build).
  expect(await globalStyles(appPage)).toEqual(['css-global (from the HTML)', 'css-global (from the HTML)']);
  await app.close();
});

test('the app replaces the skeleton, having asked for the session once (the preloaded answer)', async ({ browser }) => {
  const context = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  const sessionChecks: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/v1/user/check-auth') sessionChecks.push(request.url());
  });
  await page.goto('/');

  await expect(page.getByRole('heading', { name: 'Services' })).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await expect(page.locator('.boot-main')).toHaveCount(0);
  // The skeleton's styles give way to the app's (they are in a cascade layer below Chakra's).
  expect(await page.locator('body').evaluate((body) => getComputedStyle(body).fontFamily)).toContain('Redhope Devanagari');
  await page.waitForLoadState('networkidle');
  expect(sessionChecks).toHaveLength(1);
  expect(await seriousViolations(page)).toEqual([]);
  await context.close();
});
