import { render, screen } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
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
