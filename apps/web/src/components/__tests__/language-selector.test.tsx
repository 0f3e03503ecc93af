import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { i18n, startI18n } from '../../lib/i18n';
import { renderApp } from '../../test/render-app';

const html = document.documentElement;

async function chooseLanguage(menuButton: string, name: 'English' | 'हिन्दी') {
  await userEvent.click(await screen.findByRole('button', { name: menuButton }));
  await userEvent.click(await screen.findByRole('menuitemradio', { name }));
}

describe('language choice', () => {
  it('offers English and Hindi in the account menu, each named in itself', async () => {
    renderApp('/');
    await userEvent.click(await screen.findByRole('button', { name: 'Account menu' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByText('Language')).toBeInTheDocument();
    expect(within(menu).getByRole('menuitemradio', { name: 'English' })).toHaveAttribute('aria-checked', 'true');
    expect(within(menu).getByRole('menuitemradio', { name: 'हिन्दी' })).toHaveAttribute('lang', 'hi');
  });

  it('switches the app to Hindi, sets <html lang> and remembers the choice', async () => {
    renderApp('/');
    await screen.findByRole('heading', { name: 'Services' });
    await chooseLanguage('Account menu', 'हिन्दी');

    expect(await screen.findByRole('heading', { name: 'सेवाएँ' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'रक्तदान का अनुरोध' })).toHaveAttribute('href', '/create-request');
    expect(screen.getByRole('button', { name: 'खाता मेनू' })).toBeInTheDocument();
    expect(html).toHaveAttribute('lang', 'hi');
    expect(window.localStorage.getItem('language')).toBe('hi');
    await waitFor(() => expect(document.title).toBe('Redhope | जीवन की साझेदारी'));
  });

  it('is in the footer too, on the login page where there is no account menu, and switches there', async () => {
    renderApp('/auth/login');
    const group = await screen.findByRole('group', { name: 'Language' });
    expect(within(group).getByRole('button', { name: 'English' })).toHaveAttribute('aria-pressed', 'true');
    const hindi = within(group).getByRole('button', { name: 'हिन्दी' });
    expect(hindi).toHaveAttribute('lang', 'hi');
    expect(hindi).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(hindi);
    await waitFor(() => expect(html).toHaveAttribute('lang', 'hi'));
    expect(window.localStorage.getItem('language')).toBe('hi');
    expect(await screen.findByRole('group', { name: 'भाषा' })).toBeInTheDocument();
  });

  it('starts in the remembered language after a reload', async () => {
    window.localStorage.setItem('language', 'hi');
    await startI18n();
    renderApp('/privacy');
    expect(await screen.findByRole('heading', { level: 1, name: 'गोपनीयता नीति' })).toBeInTheDocument();
    expect(screen.getByText('प्रभावी तिथि: 18/04/2025')).toBeInTheDocument();
    expect(html).toHaveAttribute('lang', 'hi');
  });

  it('goes back to English and remembers that too', async () => {
    window.localStorage.setItem('language', 'hi');
    await startI18n();
    renderApp('/');
    await chooseLanguage('खाता मेनू', 'English');
    expect(await screen.findByRole('heading', { name: 'Services' })).toBeInTheDocument();
    expect(html).toHaveAttribute('lang', 'en');
    expect(window.localStorage.getItem('language')).toBe('en');
  });

  it('ignores a stored value that is not a language', async () => {
    window.localStorage.setItem('language', 'xx');
    await startI18n();
    renderApp('/');
    expect(await screen.findByRole('heading', { name: 'Services' })).toBeInTheDocument();
    expect(i18n.language).toBe('en');
  });

  it('follows a language chosen in another tab', async () => {
    renderApp('/');
    await screen.findByRole('heading', { name: 'Services' });
    window.localStorage.setItem('language', 'hi');
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: 'language', oldValue: null, newValue: 'hi' }));
    });
    expect(await screen.findByRole('heading', { name: 'सेवाएँ' })).toBeInTheDocument();
  });
});
