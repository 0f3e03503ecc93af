import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { MESSAGES } from '@redhope/domain';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { DESKTOP, logIn, newAccount, PHONE, SCREENSHOTS, screenshotAt, signUp } from './support/journey';

/** A real, non-square PNG photo-like image, drawn by the browser. */
async function makePng(page: Page, width: number, height: number): Promise<Buffer> {
  const dataUrl = await page.evaluate(
    ([w, h]) => {
      const canvas = document.createElement('canvas');
      canvas.width = w;
      canvas.height = h;
      const context = canvas.getContext('2d');
      if (!context) throw new Error('No canvas');
      const gradient = context.createLinearGradient(0, 0, w, h);
      gradient.addColorStop(0, '#b91c1c');
      gradient.addColorStop(1, '#fde68a');
      context.fillStyle = gradient;
      context.fillRect(0, 0, w, h);
      context.fillStyle = '#1e3a8a';
      context.beginPath();
      context.arc(w / 2, h / 2, Math.min(w, h) / 3, 0, Math.PI * 2);
      context.fill();
      return canvas.toDataURL('image/png');
    },
    [width, height] as const,
  );
  return Buffer.from(dataUrl.split(',')[1], 'base64');
}

interface SentFile {
  name: string;
  type: string;
  bytes: Buffer;
}

/**
 * Records the files the page sends in multipart bodies (FormData), as they leave fetch. Chromium
 * does not report the bytes of a file upload in its network events, so they are read here.
 */
async function recordUploads(page: Page): Promise<SentFile[]> {
  const sent: SentFile[] = [];
  await page.exposeFunction('__recordUpload', (name: string, type: string, base64: string) => {
    sent.push({ name, type, bytes: Buffer.from(base64, 'base64') });
  });
  await page.addInitScript(() => {
    const record = (window as unknown as { __recordUpload: (name: string, type: string, base64: string) => Promise<void> }).__recordUpload;
    const original = window.fetch.bind(window);
    window.fetch = async (input, init) => {
      if (init?.body instanceof FormData) {
        for (const value of init.body.values()) {
          if (value instanceof File) {
            const bytes = new Uint8Array(await value.arrayBuffer());
            let binary = '';
            for (const byte of bytes) binary += String.fromCharCode(byte);
            await record(value.name, value.type, btoa(binary));
          }
        }
      }
      return original(input, init);
    };
  });
  return sent;
}

/** Width and height from a JPEG's start-of-frame segment; throws when the bytes are not a JPEG. */
function jpegSize(bytes: Buffer): { width: number; height: number } {
  if (bytes[0] !== 0xff || bytes[1] !== 0xd8 || bytes[2] !== 0xff) throw new Error('Not a JPEG');
  let offset = 2;
  while (offset + 9 < bytes.length) {
    if (bytes[offset] !== 0xff) throw new Error('Malformed JPEG');
    const marker = bytes[offset + 1];
    const isStartOfFrame = marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker);
    if (isStartOfFrame) return { height: bytes.readUInt16BE(offset + 5), width: bytes.readUInt16BE(offset + 7) };
    offset += 2 + bytes.readUInt16BE(offset + 2);
  }
  throw new Error('No frame in the JPEG');
}

test('complete a new profile, change the avatar and the password, and log in with the new one', async ({ page }) => {
  // The longest journey (every profile section, the avatar crop, alert preferences): room on a busy machine.
  test.slow();
  const account = newAccount('Meera Journey', { dateOfBirth: '1994-02-20' });
  const { userName, email, password } = account;
  const newPassword = 'new-secret-2';
  const uploads = await recordUploads(page);

  // A new account: the completion banner leads to the edit page.
  await signUp(page, account);
  const banner = page.getByRole('link', { name: MESSAGES.completeProfileBanner });
  await banner.click();
  await page.waitForURL('/profile-edit');
  await expect(page.getByRole('heading', { level: 1, name: 'Update your profile' })).toBeVisible();
  await expect(page).toHaveTitle('Edit profile | Redhope');

  // Health: the blood group.
  const health = page.getByRole('region', { name: 'Health' });
  await health.getByRole('combobox', { name: 'Blood group' }).selectOption('O+');
  await health.getByRole('button', { name: 'Save blood group' }).click();
  await expect(page.getByText(MESSAGES.bloodGroupUpdated)).toBeVisible();
  // The banner shows only while both parts are missing: it has gone, without a reload.
  await expect(banner).toBeHidden();
  await expect(health.getByText('You may donate today.')).toBeVisible();

  // Health: alert preferences. A new account: e-mail on, the request's search radius.
  const alerts = health.getByRole('form', { name: 'Alert preferences' });
  const emailAlerts = alerts.getByRole('checkbox', { name: 'E-mail alerts' });
  const radii = alerts.getByRole('group', { name: 'Alert me about requests within' });
  await expect(emailAlerts).toBeChecked();
  await expect(radii.getByRole('radio', { name: "The request's search radius (default)" })).toBeChecked();
  await alerts.getByText('E-mail alerts', { exact: true }).click();
  await expect(emailAlerts).not.toBeChecked();
  // The radius from the keyboard: 25 km, then one step back to 10 km.
  await radii.getByText('25 km', { exact: true }).click();
  await page.keyboard.press('ArrowUp');
  await expect(radii.getByRole('radio', { name: '10 km' })).toBeChecked();
  await alerts.getByRole('button', { name: 'Save alert preferences' }).click();
  await expect(page.getByText('Alert preferences updated')).toBeVisible();

  // Contact: the district and state come from the pincode as soon as it is typed.
  const contact = page.getByRole('region', { name: 'Contact' });
  await expect(contact.getByLabel('Phone number')).toHaveAttribute('placeholder', '+91');
  await expect(contact.getByLabel('Nationality')).toBeDisabled();
  await expect(contact.getByLabel('Nationality')).toHaveValue('India');
  await contact.getByLabel('Phone number').fill('98765 43210');
  await contact.getByLabel('Address line').fill('12 FC Road');
  await contact.getByLabel('Pincode').pressSequentially('411001');
  await expect(contact.getByLabel('District')).toHaveValue('Pune');
  await expect(contact.getByLabel('State')).toHaveValue('Maharashtra');
  await contact.getByRole('button', { name: 'Save contact details' }).click();
  await expect(page.getByText(MESSAGES.contactUpdated)).toBeVisible();
  await expect(contact.getByLabel('Phone number')).toHaveValue('+919876543210');

  // Avatar: a real 900x600 PNG, cropped square in the popup, uploaded as a square JPEG.
  const png = await makePng(page, 900, 600);
  const navbarAvatar = page.getByRole('button', { name: 'Account menu' }).locator('img');
  await expect(navbarAvatar).toHaveAttribute('src', '/default-avatar.svg');
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Change photo' }).click();
  await (await chooser).setFiles({ name: 'meera.png', mimeType: 'image/png', buffer: png });
  const dialog = page.getByRole('dialog', { name: 'Crop your photo' });
  await expect(dialog).toBeVisible();
  // The frame moves from the keyboard too.
  const frame = dialog.getByRole('group', { name: 'Crop frame' });
  await frame.focus();
  await page.keyboard.press('ArrowRight');
  // Zoom by keyboard: four steps of 0.05.
  const zoom = dialog.getByRole('slider', { name: 'Zoom' });
  await zoom.focus();
  for (let step = 0; step < 4; step += 1) await page.keyboard.press('ArrowRight');
  await expect(zoom).toHaveValue('1.2');
  await page.screenshot({ path: resolve(SCREENSHOTS, 'profile-crop-popup-desktop.png') });
  await page.setViewportSize(PHONE);
  await page.screenshot({ path: resolve(SCREENSHOTS, 'profile-crop-popup-phone.png') });
  await page.setViewportSize(DESKTOP);
  const upload = page.waitForRequest((request) => request.url().endsWith('/api/v1/user/update-avatar'));
  await dialog.getByRole('button', { name: 'Save photo' }).click();
  expect((await upload).method()).toBe('PATCH');
  await expect(page.getByText(MESSAGES.avatarUpdated)).toBeVisible();
  // What left the browser: one square JPEG, cut by the canvas.
  expect(uploads.map(({ name, type }) => ({ name, type }))).toEqual([{ name: 'avatar.jpg', type: 'image/jpeg' }]);
  const size = jpegSize(uploads[0].bytes);
  expect(size.width).toBe(size.height);
  // The image's 600-pixel side zoomed 1.2 times: about 500 source pixels, drawn 1:1.
  expect(Math.abs(size.width - 500)).toBeLessThanOrEqual(2);
  await expect(dialog).toBeHidden();
  // The navbar follows without a reload.
  await expect(navbarAvatar).toHaveAttribute('src', /^\/uploads\/.+\.jpg/);
  const avatarSrc = await navbarAvatar.getAttribute('src');
  await expect(page.getByRole('region', { name: 'Profile photo' }).getByRole('img', { name: `${userName}'s avatar` })).toHaveAttribute(
    'src',
    avatarSrc ?? '',
  );

  // Still complete after a reload: the server kept it.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Update your profile' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Contact' }).getByLabel('District')).toHaveValue('Pune');
  await expect(banner).toBeHidden();
  // The alert preferences too.
  await expect(emailAlerts).not.toBeChecked();
  await expect(radii.getByRole('radio', { name: '10 km' })).toBeChecked();
  await screenshotAt(page, PHONE, 'profile-edit-phone.png');
  await screenshotAt(page, DESKTOP, 'profile-edit-desktop.png');

  // Change password: a wrong current one first.
  const passwords = page.getByRole('region', { name: 'Change password' });
  await passwords.getByLabel('Current password').fill('not-my-password');
  await passwords.getByLabel('New password').fill(newPassword);
  await passwords.getByRole('button', { name: 'Update password' }).click();
  await expect(page.getByText(MESSAGES.incorrectCurrentPassword)).toBeVisible();
  await passwords.getByLabel('Current password').fill(password);
  await passwords.getByRole('button', { name: 'Update password' }).click();
  await expect(page.getByText(MESSAGES.passwordUpdated)).toBeVisible();
  await expect(passwords.getByLabel('Current password')).toHaveValue('');

  // This session stays; log out and back in with the new password. By keyboard: the two
  // password toasts may still cover the menu's corner, and a click on "Log out" under one is
  // retried by Playwright at other scroll positions, which move the menu hanging from the sticky
  // header (the click then lands on other items).
  await page.getByRole('button', { name: 'Account menu' }).focus();
  await page.keyboard.press('Enter');
  const logOut = page.getByRole('menuitem', { name: 'Log out' });
  await expect(logOut).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await expect(logOut).toHaveAttribute('data-highlighted', '');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/auth\/login\?to=\/profile-edit$/);
  await logIn(page, email, password);
  await expect(page.getByText(MESSAGES.incorrectPassword)).toBeVisible();
  await page.getByLabel('Password').fill(newPassword);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL('/profile-edit');
  await expect(page.getByRole('region', { name: 'General' }).getByLabel('Email')).toHaveValue(email);
  await expect(navbarAvatar).toHaveAttribute('src', avatarSrc ?? '');
});

test('take a copy of my data, then delete the account: every session ends and the login is refused', async ({ page, browser }) => {
  const account = newAccount('Kiran Leaving', { password: 'secret-pass-3', dateOfBirth: '1990-07-14' });
  const { email, password } = account;
  await signUp(page, account);

  // A second session of the same account, in another browser.
  const elsewhere = await browser.newContext();
  const otherPage = await elsewhere.newPage();
  try {
    await otherPage.goto('/auth/login');
    await logIn(otherPage, email, password);
    await otherPage.waitForURL('/');
    await otherPage.goto('/profile-edit');
    await expect(otherPage.getByRole('region', { name: 'General' }).getByLabel('Email')).toHaveValue(email);

    // The copy of my data: a JSON file holding what is stored about me.
    await page.goto('/profile-edit');
    const privacy = page.getByRole('region', { name: 'Privacy' });
    const download = page.waitForEvent('download');
    await privacy.getByRole('button', { name: 'Download my data' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('redhope-my-data.json');
    const copy = readFileSync(await file.path(), 'utf8');
    expect(JSON.parse(copy)).toBeTruthy();
    expect(copy).toContain(email);
    // Never the password, nor its hash.
    expect(copy).not.toContain(password);
    expect(copy).not.toContain('$argon2');

    // Deleting asks for the password again; a wrong one deletes nothing.
    await privacy.getByRole('button', { name: 'Delete my account' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Delete your account?' });
    await expect(dialog.getByText('This cannot be undone. Enter your password to confirm.')).toBeVisible();
    await expect(dialog.getByLabel('Password')).toBeFocused();
    await dialog.getByLabel('Password').fill('not-my-password');
    await dialog.getByRole('button', { name: 'Delete account' }).click();
    await expect(page.getByText(MESSAGES.incorrectPassword)).toBeVisible();
    await expect(dialog).toBeVisible();
    await dialog.getByLabel('Password').fill(password);
    await dialog.getByRole('button', { name: 'Delete account' }).click();

    // Home as a guest.
    await page.waitForURL('/');
    await page.getByRole('button', { name: 'Account menu' }).click();
    await expect(page.getByRole('menuitem', { name: 'Signin' })).toBeVisible();
    await page.keyboard.press('Escape');

    // The other session has ended too: its page now needs a login.
    await otherPage.reload();
    await expect(otherPage).toHaveURL(/\/auth\/login\?to=\/profile-edit$/);

    // And the account is gone.
    await page.goto('/auth/login');
    await logIn(page, email, password);
    await expect(page.getByText(MESSAGES.userDoesNotExist)).toBeVisible();
    await expect(page).toHaveURL(/\/auth\/login/);
  } finally {
    await elsewhere.close();
  }
});
