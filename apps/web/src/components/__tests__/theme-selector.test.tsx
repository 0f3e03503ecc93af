import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'react-toastify';
import { describe, expect, it } from 'vitest';
import { device } from '../../test/setup';
import { renderApp } from '../../test/render-app';

const html = document.documentElement;

async function chooseTheme(label: 'Light' | 'Dark' | 'System') {
  await userEvent.click(await screen.findByRole('button', { name: /^Theme:/ }));
  await userEvent.click(await screen.findByRole('menuitemradio', { name: label }));
}

describe('theme selector', () => {
  it('defaults to light without storing anything', async () => {
    renderApp('/');
    expect(await screen.findByRole('button', { name: 'Theme: Light' })).toBeInTheDocument();
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
    expect(screen.getByRole('button', { name: 'Theme: Dark' })).toBeInTheDocument();
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
    expect(screen.getByRole('button', { name: 'Theme: System' })).toBeInTheDocument();
  });

  it('keeps the chosen theme after a reload', async () => {
    const first = renderApp('/');
    await chooseTheme('Dark');
    await waitFor(() => expect(window.localStorage.getItem('theme')).toBe('dark'));
    first.unmount();
    html.className = '';

    renderApp('/');
    expect(await screen.findByRole('button', { name: 'Theme: Dark' })).toBeInTheDocument();
    await waitFor(() => expect(html).toHaveClass('dark'));
  });

  it('marks the current choice in the menu', async () => {
    window.localStorage.setItem('theme', 'system');
    renderApp('/');
    await userEvent.click(await screen.findByRole('button', { name: 'Theme: System' }));
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
    expect(screen.getByRole('button', { name: 'Theme: Light' })).toBeInTheDocument();
  });

  it('applies dark from another tab', async () => {
    renderApp('/');
    await screen.findByRole('button', { name: 'Theme: Light' });
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
