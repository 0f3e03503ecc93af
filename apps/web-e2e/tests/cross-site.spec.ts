import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { BASE_URL } from '../playwright.config';

/**
 * A page of another site (served here on localhost, while the app is on 127.0.0.1: another site
 * to the browser) tries the two attacks of issue 7: logging the visitor into the attacker's
 * account with an auto-submitted form, and logging them out with a navigation.
 */

interface Account {
  userName: string;
  email: string;
  password: string;
}

function account(userName: string): Account {
  return { userName, email: `${userName.toLowerCase()}.${randomUUID().slice(0, 8)}@example.com`, password: 'secret-pass-7' };
}

function autoSubmit(form: string): string {
  return `<!doctype html><title>Win a prize</title>${form}<script>document.forms[0].submit()</script>`;
}

/** The attacker's pages: each one fires at the app as soon as it loads. */
function attackerPages(attacker: Account): Record<string, string> {
  const login = `${BASE_URL}/api/v1/user/login`;
  return {
    '/form-login': autoSubmit(
      `<form method="POST" action="${login}"><input name="email" value="${attacker.email}"><input name="password" value="${attacker.password}"></form>`,
    ),
    // text/plain lets a form send a body that reads as JSON.
    '/json-login': autoSubmit(
      `<form method="POST" action="${login}" enctype="text/plain"><input name='{"email":"${attacker.email}","password":"${attacker.password}","x":"' value='"}'></form>`,
    ),
    '/logout': `<!doctype html><title>Cute cats</title><script>location.href = '${BASE_URL}/api/v1/user/logout'</script>`,
  };
}

async function serve(pages: Record<string, string>): Promise<{ server: Server; origin: string }> {
  const server = createServer((request, response) => {
    const page = pages[request.url ?? ''];
    response.writeHead(page ? 200 : 404, { 'content-type': 'text/html; charset=utf-8' });
    response.end(page ?? 'Not found');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, origin: `http://localhost:${(server.address() as AddressInfo).port}` };
}

/** Who the browser is signed in as, asked the way the app asks. */
async function signedInEmail(page: Page): Promise<string | null> {
  return page.evaluate(async () => {
    const response = await fetch('/api/v1/user/current-user', { credentials: 'include' });
    if (!response.ok) return null;
    return ((await response.json()) as { data: { email: string } }).data.email;
  });
}

test('a page of another site neither logs the visitor into its account nor logs them out', async ({ page }) => {
  const visitor = account('Visitor');
  const attacker = account('Attacker');
  for (const { userName, email, password } of [visitor, attacker]) {
    const registered = await page.request.post('/api/v1/user/register', { data: { userName, email, password, dateOfBirth: '1990-05-01' } });
    expect(registered.status()).toBe(201);
  }
  const loggedIn = await page.request.post('/api/v1/user/login', { data: { email: visitor.email, password: visitor.password } });
  expect(loggedIn.status()).toBe(200);

  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
  expect(await signedInEmail(page)).toBe(visitor.email);

  const { server, origin } = await serve(attackerPages(attacker));
  try {
    for (const [path, target] of [
      ['/form-login', '/api/v1/user/login'],
      ['/json-login', '/api/v1/user/login'],
      ['/logout', '/api/v1/user/logout'],
    ]) {
      const answered = page.waitForResponse((response) => response.url() === `${BASE_URL}${target}`);
      await page.goto(`${origin}${path}`);
      const response = await answered;
      expect({ path, status: response.status(), setsCookies: (await response.headerValue('set-cookie')) !== null }).toEqual({
        path,
        status: path === '/logout' ? 403 : 400,
        setsCookies: false,
      });
    }
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }

  // Back on the app: still the visitor, still signed in.
  await page.goto('/');
  expect(await signedInEmail(page)).toBe(visitor.email);
  await page.getByRole('button', { name: 'Account menu' }).click();
  await expect(page.getByRole('menuitem', { name: visitor.userName })).toBeVisible();
});
