import { render } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { AppProviders } from '../app/providers';
import { routes } from '../app/routes';
import { createFakeServer, type FakeServer } from './fake-server';

export interface RenderAppOptions {
  /** The fake server behind fetch; a signed-out one when absent. */
  server?: FakeServer;
}

/** Renders the whole app (providers, auth check, layout, every route) at a path, in memory. */
export function renderApp(path = '/', { server = createFakeServer() }: RenderAppOptions = {}) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const result = render(
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { router, server, ...result };
}
