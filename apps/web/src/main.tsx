import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider, createBrowserRouter } from 'react-router-dom';
import { AppProviders } from './app/providers';
import { routes } from './app/routes';

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element in index.html');

const router = createBrowserRouter(routes);

createRoot(container).render(
  <StrictMode>
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
