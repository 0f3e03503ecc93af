import AxeBuilder from '@axe-core/playwright';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { PHONE } from './support/journey';
import { expect, test } from './support/test';

/**
 * The first screen on a slow phone connection (issue 23): the HTML the server sends carries the
 * app's skeleton (header with the logo, placeholders, a status saying it is loading), painted
 * before any script has run, in the reader's theme and language. Here the app's scripts never
 * arrive (their requests hang), so whatever shows is the HTML and its styles alone.
 */

/** The WCAG 2.1 A and AA rules and best practices, as the journeys check them. */
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

/** A phone whose scripts never come: every request for the app's JavaScript is left hanging. */
async function phoneWithoutScripts(browser: Browser, storage: Record<string, string> = {}): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
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

for (const path of ['/', '/request/00000000-0000-4000-8000-000000000000']) {
  test(`the skeleton of ${path} shows before any script has run, and says it is loading`, async ({ browser }) => {
    const { context, page } = await phoneWithoutScripts(browser);
    await page.goto(path, { waitUntil: 'commit' });

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
}

test("a request's page lists its route's code in its HTML, so it downloads with the main bundle", async ({ request }) => {
  const html = await (await request.get('/request/00000000-0000-4000-8000-000000000000')).text();
  expect(html).toMatch(/<link rel="modulepreload" fetchpriority="low" crossorigin href="\/assets\/request-detail-page-[\w-]+\.js">/);
  // Home's HTML does not carry them.
  expect(await (await request.get('/')).text()).not.toContain('request-detail-page-');
});

test("the skeleton follows the reader's saved theme and language", async ({ browser }) => {
  const { context, page } = await phoneWithoutScripts(browser, { theme: 'dark', language: 'hi' });
  await page.goto('/', { waitUntil: 'commit' });

  await expect(page.getByRole('status')).toHaveText('Redhope लोड हो रहा है…', { useInnerText: true });
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await expect(page.locator('body')).toHaveCSS('background-color', 'rgb(9, 9, 11)');
  await expect(page.getByText('Redhope', { exact: true })).toHaveCSS('color', 'rgb(248, 113, 113)');
  expect(await seriousViolations(page)).toEqual([]);
  await context.close();
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
