import { expect, test } from './support/test';

/** The Hindi catalogue is its own chunk (src/locales/hi.ts), named after its module by Vite. */
const HINDI_CATALOGUE = /\/assets\/hi-[\w-]+\.js$/;
const FONT_FILE = /\.woff2$/;

test('Hindi, chosen in the account menu, stays after a reload; its catalogue comes only when chosen', async ({ page }) => {
  const catalogueFetches: string[] = [];
  const fontFetches: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (HINDI_CATALOGUE.test(pathname)) catalogueFetches.push(pathname);
    if (FONT_FILE.test(pathname)) fontFetches.push(pathname);
  });

  // An English reader's first load fetches neither the Hindi catalogue nor the Devanagari font.
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Services' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  expect(catalogueFetches).toEqual([]);
  expect(fontFetches).toEqual([]);

  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitemradio', { name: 'हिन्दी' }).click();
  await expect(page.getByRole('heading', { name: 'सेवाएँ' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await expect(page).toHaveTitle('Redhope | जीवन की साझेदारी');
  expect(catalogueFetches).toHaveLength(1);
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
