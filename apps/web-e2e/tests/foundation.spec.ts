import type { Page } from '@playwright/test';
import { expect, test } from './support/test';

/** Every request the page makes, so a test can assert that nothing leaves our own origin. */
function recordHosts(page: Page): Set<string> {
  const hosts = new Set<string>();
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.protocol.startsWith('http') || url.protocol.startsWith('ws')) hosts.add(url.host);
  });
  return hosts;
}

test('the home page loads with its title, services and feed', async ({ page }) => {
  const hosts = recordHosts(page);
  await page.goto('/');
  await expect(page).toHaveTitle('Redhope | sharing lives');
  await expect(page.getByRole('link', { name: /Request for donation/ })).toBeVisible();
  await expect(page.getByRole('link', { name: /Contribute campaign/ })).toBeVisible();
  await expect(page.getByRole('link', { name: /Health assistant/ }).first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Contribute a campaign' })).toBeVisible();
  await expect(page.getByText('© 2025')).toBeVisible();
  expect([...hosts]).toEqual([new URL(page.url()).host]);
});

test('the theme choice persists across a reload, and light removes the stored key', async ({ page }) => {
  await page.goto('/');
  const html = page.locator('html');
  await expect(html).not.toHaveClass(/dark/);

  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitemradio', { name: 'Dark' }).click();
  await expect(html).toHaveClass(/dark/);
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');

  await page.reload();
  await expect(html).toHaveClass(/dark/);

  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitemradio', { name: 'Light' }).click();
  await expect(html).not.toHaveClass(/dark/);
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBeNull();
  await page.reload();
  await expect(html).not.toHaveClass(/dark/);
});

test('the privacy and terms pages show their effective date', async ({ page }) => {
  await page.goto('/privacy');
  await expect(page.getByRole('heading', { level: 1 })).toContainText(/Privacy/i);
  await expect(page.getByText('18/04/2025')).toBeVisible();
  await expect(page).toHaveTitle(/\| Redhope$/);
  await page.goto('/terms');
  await expect(page.getByText('18/04/2025')).toBeVisible();
});

test('an unknown path shows the not-found page, whose button leads home', async ({ page }) => {
  const response = await page.goto('/no/such/page');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { name: 'OOPS! Page not found' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Refresh' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to Home' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page).toHaveTitle('Redhope | sharing lives');
});

test('a deep link loads the client app', async ({ page }) => {
  await page.goto('/request/abc');
  await expect(page.locator('#root')).not.toBeEmpty();
  await expect(page.getByRole('banner')).toBeVisible();
});

test('/graphiql runs a query, loading nothing from another host', async ({ page }) => {
  const hosts = recordHosts(page);
  await page.goto('/graphiql');
  await expect(page).toHaveURL(/\/graphiql\/$/);
  await expect(page.locator('.graphiql-query-editor .monaco-editor').first()).toBeVisible({ timeout: 30_000 });

  // A shared link carries its query; run it with the toolbar button.
  await page.goto(`/graphiql/?query=${encodeURIComponent('query Check { health { status database } }')}`);
  await expect(page.locator('.graphiql-query-editor .view-lines').first()).toContainText(/query\sCheck/, { timeout: 30_000 });
  await page.getByRole('button', { name: /Execute query/ }).click();
  await expect(page.locator('.result-window')).toContainText('"status": "ok"', { timeout: 15_000 });
  await expect(page.locator('.result-window')).toContainText('"database": "up"');
  expect([...hosts]).toEqual([new URL(page.url()).host]);
});
