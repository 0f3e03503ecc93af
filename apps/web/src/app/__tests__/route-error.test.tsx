import { render, screen, waitFor } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { browser } from '../../lib/browser';
import { stubNavigator } from '../../test/navigator';
import { AppProviders } from '../providers';
import { RouteErrorPage } from '../routes/route-error';

function Broken(): never {
  throw new Error('boom');
}

function renderWithError(route: Parameters<typeof createMemoryRouter>[0][number]) {
  const router = createMemoryRouter([{ path: '/', errorElement: <RouteErrorPage />, hydrateFallbackElement: <p>Loading</p>, ...route }], {
    initialEntries: ['/'],
  });
  render(
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>,
  );
}

describe('RouteErrorPage', () => {
  it('offers a refresh when a page fails to render', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderWithError({ element: <Broken /> });
    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Refresh' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  });

  it("offline (a page's code could not be downloaded), says so and loads the page again once the browser is back online", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const reload = vi.spyOn(browser, 'reload').mockImplementation(() => undefined);
    stubNavigator({ onLine: false });
    renderWithError({ element: <Broken /> });
    expect(await screen.findByRole('heading', { name: 'You are offline' })).toBeInTheDocument();
    expect(screen.getByText('This page could not be loaded without a connection. It loads by itself when you are back online.')).toBeInTheDocument();
    expect(reload).not.toHaveBeenCalled();
    // The page listens from an effect, which may run after the heading is found: sent until it is heard.
    await waitFor(() => {
      window.dispatchEvent(new Event('online'));
      expect(reload).toHaveBeenCalled();
    });
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('shows the not-found page for a 404 thrown by a route', async () => {
    renderWithError({
      loader: () => {
        throw new Response('Not found', { status: 404 });
      },
      element: <p>never shown</p>,
    });
    expect(await screen.findByRole('heading', { name: 'OOPS! Page not found' })).toBeInTheDocument();
  });
});
