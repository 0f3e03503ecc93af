import { IMAGE_MAX_BYTES, MESSAGES, VALIDATION_MESSAGES } from '@redhope/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { browser } from '../../../lib/browser';
import { apiUrl } from '../../../lib/rest';
import { restError } from '../../../test/msw';
import { renderApp } from '../../../test/render-app';
import { requests } from '../../../test/requests';
import { server } from '../../../test/server';
import { MY_DATA_FILE_NAME } from '../components/privacy-section';
import { NEW_AVATAR, PASSWORD, signInToEdit } from './handlers';

// jsdom has no canvas: the encoding is replaced here (crop.test.ts and the profile journey check it).
const encoded = vi.hoisted(() => ({ calls: [] as unknown[] }));
vi.mock('../lib/crop', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../lib/crop')>();
  return {
    ...actual,
    cropToJpegFile: async (src: string, area: unknown) => {
      encoded.calls.push({ src, area });
      return new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], actual.AVATAR_FILE_NAME, { type: 'image/jpeg' });
    },
  };
});

async function openEditPage() {
  renderApp('/profile-edit');
  await screen.findByRole('heading', { level: 1, name: 'Update your profile' });
  return screen.findByRole('region', { name: 'Profile photo' });
}

const navbarAvatar = () => screen.getByRole('button', { name: 'Account menu' }).querySelector('img');

beforeEach(() => {
  encoded.calls.length = 0;
  // jsdom has no object URLs.
  Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:chosen-image'), revokeObjectURL: vi.fn() });
});

/** Lets react-easy-crop measure the chosen image in jsdom (which lays nothing out) and report its crop. */
function imageLoads(width: number, height: number) {
  const image = document.querySelector<HTMLImageElement>('img.reactEasyCrop_Image');
  if (!image) throw new Error('No image in the cropper');
  for (const [key, value] of Object.entries({ naturalWidth: width, naturalHeight: height, width: 320, height: (320 * height) / width })) {
    Object.defineProperty(image, key, { configurable: true, value });
  }
  const container = document.querySelector<HTMLElement>('.reactEasyCrop_Container');
  if (container) container.getBoundingClientRect = () => DOMRect.fromRect({ x: 0, y: 0, width: 320, height: 320 });
  fireEvent.load(image);
}

describe('avatar', () => {
  it("refuses an image over 10mb before any upload: 'Image size must be within 10mb'", async () => {
    signInToEdit();
    const photo = await openEditPage();
    const big = new File([new Uint8Array(IMAGE_MAX_BYTES + 1)], 'big.png', { type: 'image/png' });
    await userEvent.upload(within(photo).getByTestId('avatar-input'), big);

    expect(await screen.findByText(VALIDATION_MESSAGES.avatarTooLarge)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(requests.to('/user/update-avatar')).toHaveLength(0);
  });

  it('takes only images', async () => {
    signInToEdit();
    const photo = await openEditPage();
    const input = within(photo).getByTestId('avatar-input');
    expect(input).toHaveAttribute('accept', 'image/*');
    fireEvent.change(input, { target: { files: [new File(['hello'], 'notes.txt', { type: 'text/plain' })] } });
    expect(await screen.findByText('Please choose an image file')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("crops in a popup, uploads a JPEG, says 'Profile updated successfully' and the navbar shows the new avatar", async () => {
    const account = signInToEdit();
    const photo = await openEditPage();
    await waitFor(() => expect(navbarAvatar()).toHaveAttribute('src', '/default-avatar.svg'));
    // The button opens the file chooser (the input itself is hidden from the keyboard and readers).
    const chooser = within(photo).getByTestId('avatar-input');
    const click = vi.spyOn(chooser, 'click');
    await userEvent.click(within(photo).getByRole('button', { name: 'Change photo' }));
    expect(click).toHaveBeenCalled();

    await userEvent.upload(chooser, new File([new Uint8Array(2048)], 'me.png', { type: 'image/png' }));
    const dialog = await screen.findByRole('dialog', { name: 'Crop your photo' });
    const zoom = within(dialog).getByRole('slider', { name: 'Zoom' });
    expect(zoom).toHaveValue('1');
    // A screen reader hears a percentage, not the factor.
    expect(zoom).toHaveAttribute('aria-valuetext', '100%');
    fireEvent.change(zoom, { target: { value: '1.05' } });
    expect(zoom).toHaveAttribute('aria-valuetext', '105%');
    imageLoads(1200, 800);
    // The frame can be moved from the keyboard.
    expect(await within(dialog).findByRole('group', { name: 'Crop frame' })).toHaveAttribute('tabindex', '0');
    const save = within(dialog).getByRole('button', { name: 'Save photo' });
    await waitFor(() => expect(save).toBeEnabled());
    await userEvent.click(save);

    expect(await screen.findByText(MESSAGES.avatarUpdated)).toBeInTheDocument();
    expect(encoded.calls).toEqual([{ src: 'blob:chosen-image', area: expect.objectContaining({ width: expect.any(Number) }) }]);
    expect(account.avatars).toHaveLength(1);
    expect(account.avatars[0].type).toBe('image/jpeg');
    // (Its file name, avatar.jpg, is lost between jsdom's FormData and Node's; the journey checks it.)
    expect(requests.to('/user/update-avatar')[0].method).toBe('PATCH');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(navbarAvatar()).toHaveAttribute('src', NEW_AVATAR));
    expect(within(photo).getByRole('img', { name: "asha's avatar" })).toHaveAttribute('src', NEW_AVATAR);
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:chosen-image');
  });

  it("says 'Unable to update profile picture' when the upload fails, and keeps the popup open", async () => {
    signInToEdit();
    server.use(http.patch(apiUrl('/user/update-avatar'), () => restError(415, 'UNSUPPORTED_MEDIA_TYPE')));
    const photo = await openEditPage();
    await userEvent.upload(within(photo).getByTestId('avatar-input'), new File([new Uint8Array(16)], 'me.png', { type: 'image/png' }));
    const dialog = await screen.findByRole('dialog', { name: 'Crop your photo' });
    imageLoads(600, 600);
    const save = within(dialog).getByRole('button', { name: 'Save photo' });
    await waitFor(() => expect(save).toBeEnabled());
    await userEvent.click(save);

    expect(await screen.findByText(MESSAGES.avatarFailed)).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Crop your photo' })).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});

describe('privacy', () => {
  it('downloads everything stored about the user as a JSON file', async () => {
    signInToEdit();
    await openEditPage();
    let saved: Blob | undefined;
    vi.mocked(URL.createObjectURL).mockImplementation((blob) => {
      saved = blob as Blob;
      return 'blob:my-data';
    });
    const clicked: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });
    const privacy = screen.getByRole('region', { name: 'Privacy' });
    await userEvent.click(within(privacy).getByRole('button', { name: 'Download my data' }));

    await waitFor(() => expect(clicked).toHaveLength(1));
    expect(clicked[0].download).toBe(MY_DATA_FILE_NAME);
    expect(clicked[0].href).toBe('blob:my-data');
    expect(saved?.type).toBe('application/json');
    const document = JSON.parse(await saved!.text()) as Record<string, unknown>;
    expect(Object.keys(document)).toEqual(expect.arrayContaining(['profile', 'requests', 'helpsGiven', 'campaigns', 'notifications']));
    expect(document.profile).toMatchObject({ email: 'asha@example.com', availableToDonate: true });
  });

  it('deletes the account after a confirmation naming what goes and the password, then loads home signed out', async () => {
    const account = signInToEdit();
    await openEditPage();
    const privacy = screen.getByRole('region', { name: 'Privacy' });
    await userEvent.click(within(privacy).getByRole('button', { name: 'Delete my account' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete your account?' });
    expect(dialog).toHaveAccessibleDescription(expect.stringContaining('This permanently deletes:'));
    for (const item of ['your profile', 'your blood requests', 'your campaigns and their leaflets', 'your notifications']) {
      expect(within(dialog).getByText(new RegExp(`^${item}`))).toBeInTheDocument();
    }
    const password = within(dialog).getByLabelText('Password');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete account' }));
    expect(password).toHaveAccessibleDescription('Password is required');
    await userEvent.type(password, 'wrong');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete account' }));
    expect(await screen.findByText(MESSAGES.incorrectPassword)).toBeInTheDocument();
    expect(account.deleted).toBe(false);

    await userEvent.clear(password);
    await userEvent.type(password, `${PASSWORD}{Enter}`);
    await waitFor(() => expect(browser.load).toHaveBeenCalledWith('/'));
    expect(account.deleted).toBe(true);
    expect(requests.to('DeleteAccount')[1].variables).toEqual({ password: PASSWORD });
  });

  it('closes the confirmation with Escape without deleting anything', async () => {
    signInToEdit();
    await openEditPage();
    const privacy = screen.getByRole('region', { name: 'Privacy' });
    const trigger = within(privacy).getByRole('button', { name: 'Delete my account' });
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete your account?' });
    // Escape reaches the dialog once it is active, that is once focus has moved into it (on a
    // loaded machine that can come after the dialog is in the page).
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(trigger).toHaveFocus();
    expect(requests.to('DeleteAccount')).toHaveLength(0);
  });
});
