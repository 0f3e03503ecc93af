import { expect, test } from './support/test';
import { PHONE } from './support/journey';

test('look: visitor on a phone', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  await page.screenshot({ path: '/work/shots/home-phone.png', fullPage: false });
  await page.goto('/request');
  await page.waitForLoadState('networkidle');
  await page.screenshot({ path: '/work/shots/requests-phone.png', fullPage: false });
  await page.goto('/campaigns');
  await page.waitForLoadState('networkidle');
  await page.screenshot({ path: '/work/shots/campaigns-phone.png', fullPage: false });
  expect(true).toBe(true);
});
