import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'react-toastify';
import { describe, expect, it } from 'vitest';
import { device } from '../../test/setup';
import { renderApp } from '../../test/render-app';

const html = document.documentElement;

async function openAccountMenu() {
  await userEvent.click(await screen.findByRole('button', { name: 'Account menu' }));
}

async function chooseTheme(label: 'Light' | 'Dark' | 'System') {
  await openAccountMenu();
  await userEvent.click(await screen.findByRole('menuitemradio', { name: label }));
}

/** The theme choice lives in the account menu: the checked radio item shows the preference. */
async function expectChosen(label: 'Light' | 'Dark' | 'System') {
  await openAccountMenu();
  expect(await screen.findByRole('menuitemradio', { name: label })).toHaveAttribute('aria-checked', 'true');
  await userEvent.keyboard('{Escape}');
}

describe('theme selector', () => {
  it('defaults to light without storing anything', async () => {
    renderApp('/');
    await expectChosen('Light');
    await waitFor(() => expect(html).toHaveClass('light'));
    expect(html).not.toHaveClass('dark');
    expect(window.localStorage.getItem('theme')).toBeNull();
  });

  it('stores "dark" under the key theme and adds the dark class', async () => {
    renderApp('/');
    await chooseTheme('Dark');
    await waitFor(() => expect(html).toHaveClass('dark'));
    expect(html).not.toHaveClass('light');
    expect(window.localStorage.getItem('theme')).toBe('dark');
    await expectChosen('Dark');
  });

  it('removes the key when light is chosen', async () => {
    window.localStorage.setItem('theme', 'dark');
    renderApp('/');
    await waitFor(() => expect(html).toHaveClass('dark'));
    await chooseTheme('Light');
    await waitFor(() => expect(html).toHaveClass('light'));
    expect(html).not.toHaveClass('dark');
    expect(window.localStorage.getItem('theme')).toBeNull();
  });

  it('stores "system" and follows the device preference', async () => {
    device.prefersDark = true;
    renderApp('/');
    await chooseTheme('System');
    await waitFor(() => expect(html).toHaveClass('dark'));
    expect(window.localStorage.getItem('theme')).toBe('system');
    await expectChosen('System');
  });

  it('keeps the chosen theme after a reload', async () => {
    const first = renderApp('/');
    await chooseTheme('Dark');
    await waitFor(() => expect(window.localStorage.getItem('theme')).toBe('dark'));
    first.unmount();
    html.className = '';

    renderApp('/');
    await waitFor(() => expect(html).toHaveClass('dark'));
    await expectChosen('Dark');
  });

  it('marks the current choice in the menu', async () => {
    window.localStorage.setItem('theme', 'system');
    renderApp('/');
    await openAccountMenu();
    expect(await screen.findByRole('menuitemradio', { name: 'System' })).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByRole('menuitemradio', { name: 'Light' })).toHaveAttribute('aria-checked', 'false');
  });

  it('switches to light without storing it when another tab chooses light', async () => {
    window.localStorage.setItem('theme', 'dark');
    renderApp('/');
    await waitFor(() => expect(html).toHaveClass('dark'));

    // The other tab removed the key; this tab must follow without writing "light" back.
    window.localStorage.removeItem('theme');
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: 'theme', oldValue: 'dark', newValue: null }));
    });

    await waitFor(() => expect(html).toHaveClass('light'));
    expect(window.localStorage.getItem('theme')).toBeNull();
    await expectChosen('Light');
  });

  it('applies dark from another tab', async () => {
    renderApp('/');
    await screen.findByRole('button', { name: 'Account menu' });
    window.localStorage.setItem('theme', 'dark');
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: 'theme', oldValue: null, newValue: 'dark' }));
    });
    await waitFor(() => expect(html).toHaveClass('dark'));
  });

  it('themes the toasts with the color mode', async () => {
    renderApp('/');
    await chooseTheme('Dark');
    act(() => {
      toast.info('Dark toast');
    });
    const darkToast = await screen.findByText('Dark toast');
    expect(darkToast.closest('.Toastify__toast')).toHaveClass('Toastify__toast-theme--dark');

    await chooseTheme('Light');
    act(() => {
      toast.info('Light toast');
    });
    const lightToast = await screen.findByText('Light toast');
    expect(lightToast.closest('.Toastify__toast')).toHaveClass('Toastify__toast-theme--light');
  });
});
