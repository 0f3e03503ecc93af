import { expect, test } from './support/test';

/** Each language's namespace is its own chunk (src/locales/<language>/<namespace>.ts), named after both (vite.config.ts). */
const TEXTS = /\/assets\/(en|hi)-([a-z]+)-[\w-]+\.js$/;
const FONT_FILE = /\.woff2$/;

test('Hindi, chosen in the account menu, stays after a reload; its texts come only when chosen', async ({ page }) => {
  const textFetches: { en: string[]; hi: string[] } = { en: [], hi: [] };
  const fontFetches: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    const texts = TEXTS.exec(pathname);
    if (texts) textFetches[texts[1] as 'en' | 'hi'].push(texts[2]);
    if (FONT_FILE.test(pathname)) fontFetches.push(pathname);
  });

  // An English reader's first load fetches only the texts the home page shows (common, and the
  // home and campaigns namespaces), no Hindi; of the Devanagari font, only the one weight the
  // footer's language switch draws 'हिन्दी' in, so it reads as a word, not boxes, before Hindi
  // was ever chosen.
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Services' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Campaigns' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.waitForLoadState('networkidle');
  expect(textFetches.en.sort()).toEqual(['campaigns', 'common', 'home']);
  expect(textFetches.hi).toEqual([]);
  expect(fontFetches.length).toBeLessThanOrEqual(1);
  const switchLabel = page.getByRole('contentinfo').getByRole('button', { name: 'हिन्दी' });
  await expect(switchLabel).toBeVisible();
  expect(
    await switchLabel.evaluate(async (button) => {
      await document.fonts.ready;
      const { fontWeight } = getComputedStyle(button);
      return document.fonts.check(`${fontWeight} 1em "Redhope Devanagari"`, 'हिन्दी');
    }),
  ).toBe(true);

  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitemradio', { name: 'हिन्दी' }).click();
  await expect(page.getByRole('heading', { name: 'सेवाएँ' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await expect(page).toHaveTitle('Redhope | जीवन की साझेदारी');
  // The Hindi of the namespaces in use, once each.
  expect(textFetches.hi.sort()).toEqual(['campaigns', 'common', 'home']);
  // The text is drawn in the Devanagari font, not in boxes, whatever fonts the device has.
  expect(await page.evaluate(() => document.fonts.check('400 1em "Redhope Devanagari"', 'हिन्दी'))).toBe(true);
  await page.keyboard.press('Escape');

  await page.reload();
  await expect(page.getByRole('heading', { name: 'सेवाएँ' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await expect(page.getByRole('link', { name: 'रक्तदान का अनुरोध' })).toBeVisible();

  // Every page stays in Hindi, the login form's messages included.
  await page.goto('/auth/login');
  await expect(page.getByRole('heading', { name: 'Redhope में लॉग इन करें' })).toBeVisible();
  await page.getByRole('button', { name: 'लॉग इन' }).click();
  await expect(page.getByLabel('ईमेल')).toHaveAccessibleDescription('सभी फ़ील्ड भरना ज़रूरी है');
  await expect(page.getByLabel('ईमेल')).toBeFocused();

  // And back to English, remembered too.
  await page.goto('/terms');
  await page.getByRole('button', { name: 'खाता मेनू' }).click();
  await page.getByRole('menuitemradio', { name: 'English' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Terms & conditions' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Terms & conditions' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});
